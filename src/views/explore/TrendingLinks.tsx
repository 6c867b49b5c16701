// Explore › News: trending links as cards (GET /api/v1/trends/links, limit 20, through the core); each opens the
// timeline of the posts that share it (/links/{url}).
import { Link } from 'wouter';
import type { TrendLink } from '../../../shared/protocol/discovery.ts';
import { useT } from '../../i18n/index.ts';
import { ListStates } from './ListStates.tsx';
import { linkPath } from './link-path.ts';
import { Sparkline } from './Sparkline.tsx';
import { useIntentValue } from './use-intent-value.ts';

export function TrendingLinks() {
  const t = useT();
  const [value, retry] = useIntentValue<TrendLink[]>({ type: 'trends.links' }, 'trends.links');
  return (
    <ListStates
      value={value}
      retry={retry}
      failedTitle={t('explore.linksFailed')}
      emptyTitle={t('explore.linksEmpty')}
      emptyIcon="globe"
    >
      {(links) => (
        <ul className="link-list">
          {links.map((l) => (
            <li key={l.card.url} className="link-item">
              <Link href={linkPath(l.card.url)} className="trend-link">
                {l.card.image ? (
                  <img src={l.card.image} alt="" className="trend-link-image" loading="lazy" />
                ) : null}
                <span className="trend-link-text">
                  <span className="trend-link-provider">{l.card.providerName || hostOf(l.card.url)}</span>
                  <span className="trend-link-title" dir="auto">
                    {l.card.title || l.card.url}
                  </span>
                  {l.card.description ? (
                    <span className="trend-link-description" dir="auto">
                      {l.card.description}
                    </span>
                  ) : null}
                  <span className="trend-link-use">
                    <Sparkline values={l.use.daily} />
                    {t('explore.linkPeople', { n: l.use.accounts })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
