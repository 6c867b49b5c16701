// A post row of one element, standing in for src/components/status/StatusRow.tsx in the build bare-row.bench.ts
// makes: the post's text in an <article> of a post row's usual height. It keeps what the list reads from a row (the
// status id, the author and the reply for the thread lines) and nothing else: no header, no avatar, no action bar,
// no component under it. Never part of the app.
import type { StatusRow as StatusRowModel } from '../../../shared/protocol/rows.ts';

/** The usual height of a post row on home at 1000 px (a row of two lines of text). */
const ROW_PX = 150;

export function StatusRow({ row }: { row: StatusRowModel }) {
  const { status } = row;
  return (
    <article
      className="status-row"
      data-status-id={status.id}
      data-author={status.account.id}
      style={{ height: `${ROW_PX}px`, overflow: 'hidden', boxSizing: 'border-box' }}
    >
      {status.spoilerText || status.account.acct}
    </article>
  );
}

/** The real module's other export (a notification row's filter warning), in its plainest form. */
export function filterWarning(titles: readonly string[]): string {
  return titles.join(', ');
}
