// How search result rows are drawn: a section's title with its "See more" link, a hashtag with its use (in words,
// and its daily uses as a sparkline, as Mastodon's results show it); accounts and posts are the shared account row
// and the normal post row (render-row.tsx).
import type { Row } from '../../../shared/protocol/rows.ts';
import type { HashtagRow, SearchSectionRow } from '../../../shared/protocol/search.ts';
import { renderRow } from '../../components/render-row.tsx';
import { Icon } from '../../components/status/Icon.tsx';
import type { RenderRow } from '../../components/virtual-list/RowFrame.tsx';
import { useT } from '../../i18n/index.ts';
import { Sparkline } from '../explore/Sparkline.tsx';
import { searchPath } from './search-options.ts';

function SectionTitle({ row, q }: { row: SearchSectionRow; q: string }) {
  const t = useT();
  return (
    <div className="search-section">
      <h3>{t(`search.tab.${row.section}`)}</h3>
      {row.more ? (
        <a href={searchPath(q, row.section)} data-nav="">
          {t('search.seeMore', { section: row.section })}
        </a>
      ) : null}
    </div>
  );
}

export function HashtagResult({ row }: { row: HashtagRow }) {
  const t = useT();
  return (
    <a className="hashtag-result" href={`/tags/${encodeURIComponent(row.name)}`} data-nav="">
      <Icon name="hashtag" />
      <span>
        <span className="hashtag-name">#{row.name}</span>
        <span className="hashtag-use">
          {t('search.people', { count: row.people, n: row.people })} ·{' '}
          {t('search.uses', { count: row.uses, n: row.uses })}
        </span>
      </span>
      <Sparkline values={row.history} />
    </a>
  );
}

/** The row renderer of a query's results (the section links need the query). */
export function searchRowRenderer(q: string): RenderRow {
  return (row: Row, store) => {
    if (row.kind === 'search-section') return <SectionTitle row={row} q={q} />;
    if (row.kind === 'hashtag') return <HashtagResult row={row} />;
    return renderRow(row, store);
  };
}
