// A post in a list: boosted-by header, filter warning ('Matches filter “…”' + 'Show anyway'), the body, and the
// action bar. Takes the row model as a plain prop; the list's row slot subscribes to the row's signal. It subscribes
// to nothing global itself: the language and settings come from the list's row environment (row-env.tsx), which
// re-renders it through its memo when they change.
import { memo } from 'react';
import { mediaBlurTitle, type StatusRow as StatusRowModel } from '../../../shared/protocol/rows.ts';
import { useCore } from '../../app/core-context.tsx';
import { useNavigate } from '../../app/in-app-links.tsx';
import { currentLocale, T, t } from '../../i18n/index.ts';
import { RowEnvProvider, useRowEnv } from '../virtual-list/row-env.tsx';
import { AccountName } from './AccountName.tsx';
import { ActionBar } from './ActionBar.tsx';
import { StatusBody, statusPath } from './StatusBody.tsx';
import { useRowUiState } from './ui-state.ts';

/** The title shown on a warned post, joined when several filters match. */
export function filterWarning(titles: readonly string[]): string {
  return t('post.filterWarning', { titles: new Intl.ListFormat(currentLocale().locale).format(titles) });
}

export const StatusRow = memo(function StatusRow({ row }: { row: StatusRowModel }) {
  const core = useCore();
  const navigate = useNavigate();
  const [ui, setUi] = useRowUiState(row.status.id);
  const env = useRowEnv();
  // Drawn outside a list: the row makes the list's subscriptions for itself.
  if (env === null)
    return (
      <RowEnvProvider>
        <StatusRow row={row} />
      </RowEnvProvider>
    );
  const { status, filter } = row;
  if (filter?.action === 'warn' && !ui.filterOverridden) {
    return (
      <article className="status-row filtered" data-status-id={status.id}>
        <span className="filter-warning">{filterWarning(filter.titles)}</span>{' '}
        <button type="button" className="link-button" onClick={() => setUi({ filterOverridden: true })}>
          {t('post.showAnyway')}
        </button>
      </article>
    );
  }
  const blurFilter = mediaBlurTitle(filter);
  const open = () => navigate(statusPath(status));
  return (
    <article
      className={row.pinnedRow ? 'status-row pinned' : 'status-row'}
      data-status-id={status.id}
      // What the thread lines compare with the neighbouring rows (virtual-list/thread-lines.ts); a boost is never joined.
      data-author={row.rebloggedBy ? undefined : status.account.id}
      data-reply-to={row.rebloggedBy ? undefined : (status.inReplyToId ?? undefined)}
      onClick={(e) => {
        // A click on the text opens the post; clicks on links, buttons and media do their own thing.
        const target = e.target as HTMLElement;
        if (target.closest('a,button,summary,input,label,video,audio,img,canvas,details')) return;
        if (window.getSelection?.()?.toString()) return;
        open();
      }}
    >
      {row.rebloggedBy ? (
        <div className="boosted-by with-icon icon-boost">
          <T id="post.boostedBy" values={{ name: <AccountName account={row.rebloggedBy} /> }} />
        </div>
      ) : null}
      {row.pinnedRow ? <div className="boosted-by with-icon icon-pin">{t('post.pinned')}</div> : null}
      <StatusBody status={status} blurFilter={blurFilter} />
      <ActionBar
        status={status}
        send={(i) => void core.intent(i)}
        onReply={() => navigate(`/publish?reply=${status.id}`)}
      />
    </article>
  );
});
