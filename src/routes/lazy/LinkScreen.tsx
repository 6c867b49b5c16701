// /links/{url}: the link's card on top (from the posts that share it), then those posts, newest first
// (GET /api/v1/timelines/link?url=, a timeline of the core with paging).
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ViewSpec } from '../../../shared/protocol/views.ts';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';
import { ViewScreen } from '../../views/ViewScreen.tsx';
import '../../views/explore/explore.css';

export default function LinkScreen({ url }: { url: string }) {
  useSignals();
  const core = useCore();
  const t = useT();
  const spec: ViewSpec = { kind: 'timeline', timeline: 'link', url };
  const store = core.useView(spec);
  // The card as the posts carry it: the first post that shares this link.
  const card = useComputed(() => {
    for (const key of store.keys.value) {
      const row = store.row(key)?.value;
      const c = row?.kind === 'status' ? row.status.card : null;
      if (c && c.url === url) return c;
    }
    return null;
  }).value;
  const safe = /^https?:\/\//i.test(url) ? url : null;
  return (
    <section className="view-screen link-screen">
      <header className="link-screen-card">
        {card?.image ? <img src={card.image} alt="" className="trend-link-image" /> : null}
        <div className="trend-link-text">
          <span className="trend-link-provider">{card?.providerName || hostOf(url)}</span>
          <h2 className="trend-link-title" dir="auto">
            {card?.title || t('explore.linkTitle')}
          </h2>
          {card?.description ? (
            <span className="trend-link-description" dir="auto">
              {card.description}
            </span>
          ) : null}
          {safe ? (
            <a href={safe} target="_blank" rel="noopener noreferrer nofollow" className="link-screen-open">
              {t('explore.openLink', { host: hostOf(url) })}
            </a>
          ) : null}
        </div>
      </header>
      <ViewScreen spec={spec} title={t('explore.linkPosts')} />
    </section>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
