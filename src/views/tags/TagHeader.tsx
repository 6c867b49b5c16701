// The hashtag screen's header: its name, its use over the last week (posts, people, a sparkline), Follow / Unfollow
// and Feature on profile / Unfeature, through the core's tag view (optimistic in every tab, reverted with the
// alert when the server refuses).
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback } from 'react';
import type { TagAction } from '../../../shared/protocol/discovery.ts';
import { useCore } from '../../app/core-context.tsx';
import { Button } from '../../design/Button.tsx';
import { useT } from '../../i18n/index.ts';
import { Sparkline } from '../explore/Sparkline.tsx';

export function TagHeader({ tag, signedIn }: { tag: string; signedIn: boolean }) {
  useSignals();
  const core = useCore();
  const t = useT();
  const store = core.useView({ kind: 'tag', name: tag.toLowerCase() });
  const row = useComputed(() => {
    const key = store.keys.value[0];
    const r = key ? store.row(key)?.value : undefined;
    return r?.kind === 'tag' ? r : null;
  }).value;
  const act = useCallback(
    (action: TagAction) => void core.intent({ type: 'tag.act', name: row?.name ?? tag, action }),
    [core, row?.name, tag],
  );
  const name = row?.name ?? tag;
  return (
    <header className="tag-header">
      <div className="tag-header-text">
        <h2 className="column-title tag-header-name">#{name}</h2>
        {row ? (
          <p className="tag-header-use">
            <Sparkline values={row.use.daily} width={80} height={28} />
            <span>{t('tags.week', { posts: row.use.uses, people: row.use.accounts })}</span>
          </p>
        ) : null}
      </div>
      {signedIn && row ? (
        <div className="tag-header-actions">
          <Button
            variant={row.following ? 'plain' : 'primary'}
            aria-pressed={row.following === true}
            onClick={() => act(row.following ? 'unfollow' : 'follow')}
          >
            {row.following ? t('tags.unfollow') : t('tags.follow')}
          </Button>
          <Button
            variant="quiet"
            aria-pressed={row.featuring === true}
            onClick={() => act(row.featuring ? 'unfeature' : 'feature')}
          >
            {row.featuring ? t('tags.unfeature') : t('tags.feature')}
          </Button>
        </div>
      ) : null}
    </header>
  );
}
