// Wire account → the account row a list draws (avatar, names, the bio as a sanitized content tree, counts). Pure.
import type { AccountRow } from '../../shared/protocol/rows.ts';
import type { Account } from '../../shared/wire/entities.ts';
import { sanitizeHtml } from '../content/sanitize.ts';
import { toAccountChip } from '../rows/accountChip.ts';

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export function accountRowKey(accountId: string): string {
  return `a:${accountId}`;
}

export function toAccountRow(account: Account): AccountRow {
  return {
    kind: 'account',
    key: accountRowKey(account.id),
    account: toAccountChip(account),
    note: sanitizeHtml(typeof account.note === 'string' ? account.note : '', { emojis: account.emojis }),
    followersCount: count(account.followers_count),
    followingCount: count(account.following_count),
    statusesCount: count(account.statuses_count),
  };
}
