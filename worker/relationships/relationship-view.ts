// The relationship view (ViewSpec kind 'relationship'): one row, the relationship to one account, for a post's menu.
// It watches the relationship alone (no account fetch): the first watcher asks through the 500 ms batcher, so menus
// opened together in any tabs ask once, and an action anywhere (this menu, the profile, another tab) updates it.
import { emptyMeta } from '../../shared/protocol/diff.ts';
import type { RelationshipRow } from '../../shared/protocol/profile.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import type { RelationshipBook } from './book.ts';
import { toRelationshipView } from './profile-row.ts';

export const relationshipRowKey = (accountId: string) => `r:${accountId}`;

export function openRelationshipView(
  book: RelationshipBook,
  accountId: string,
  selfId: string | null,
  emit: ViewEmit,
): LiveView {
  const rows = (): RelationshipRow[] => {
    const r = book.get(accountId).relationship;
    return [
      {
        kind: 'relationship',
        key: relationshipRowKey(accountId),
        accountId,
        relationship: r && accountId !== selfId ? toRelationshipView(r) : null,
      },
    ];
  };
  const metaOf = () => ({
    ...emptyMeta(),
    hasMore: false,
    isLoading: accountId !== selfId && !book.get(accountId).relationship,
  });
  const stop = book.watchRelationship(accountId, () => emit([{ op: 'reset', rows: rows() }], metaOf()));
  return {
    snapshot: () => ({ rows: rows(), meta: metaOf() }),
    dispose: stop,
  };
}
