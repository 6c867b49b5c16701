// The profile view (ViewSpec kind 'profile'): one row, the account's header with the relationship, kept current
// from the relationship book, so a follow in one tab changes the button and the counts in every tab showing it.

import { emptyMeta } from '../../shared/protocol/diff.ts';
import type { Row } from '../../shared/protocol/rows.ts';
import { coreText } from '../../shared/protocol/text.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import type { RelationshipBook } from './book.ts';
import { toProfileRow } from './profile-row.ts';

export function openProfileView(
  book: RelationshipBook,
  accountId: string,
  selfId: string | null,
  emit: ViewEmit,
): LiveView {
  const rows = (): Row[] => {
    const e = book.get(accountId);
    return e.account ? [toProfileRow(e.account, e.relationship, selfId)] : [];
  };
  const metaOf = () => {
    const e = book.get(accountId);
    const error = e.notFound ? coreText('core.accountNotFound') : e.error;
    return { ...emptyMeta(), hasMore: false, isLoading: !e.account && !error, error };
  };
  const stop = book.watch(accountId, () => emit([{ op: 'reset', rows: rows() }], metaOf()));
  return {
    snapshot: () => ({ rows: rows(), meta: metaOf() }),
    dispose: stop,
  };
}
