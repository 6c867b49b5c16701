// An account and the relationship to it → the account row every list draws (followers, following, search…). The note
// is remote HTML: it goes through the sanitizer like post content (custom emoji included).
import type { AccountRow } from '../../shared/protocol/rows.ts';
import type { Account, Relationship } from '../../shared/wire/entities.ts';
import { sanitizeHtml } from '../content/sanitize.ts';
import { toAccountChip } from '../rows/accountChip.ts';
import { toRelationshipView } from './profile-row.ts';

export const accountRowKey = (accountId: string) => `a:${accountId}`;

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

export function toAccountRow(a: Account, r: Relationship | null, selfId: string | null): AccountRow {
  const self = a.id === selfId;
  return {
    kind: 'account',
    key: accountRowKey(a.id),
    account: toAccountChip(a),
    note: sanitizeHtml(typeof a.note === 'string' ? a.note : '', {
      emojis: Array.isArray(a.emojis) ? a.emojis : [],
    }),
    followersCount: count(a.followers_count),
    followingCount: count(a.following_count),
    statusesCount: count(a.statuses_count),
    relationship: self || !r ? null : toRelationshipView(r),
    self,
  };
}
