// Search answers → rows: an account (the shared account row), a hashtag with its use. Posts are status rows built
// from the entity store by the view (results-view.ts).
import type { AccountRow } from '../../shared/protocol/rows.ts';
import type { HashtagRow } from '../../shared/protocol/search.ts';
import type { Account, Tag } from '../../shared/wire/entities.ts';
import { sanitizeHtml } from '../content/sanitize.ts';
import { toAccountChip } from '../rows/accountChip.ts';

export const accountRowKey = (id: string) => `account:${id}`;
export const hashtagRowKey = (name: string) => `hashtag:${name.toLowerCase()}`;

const count = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

export function toAccountRow(a: Account): AccountRow {
  return {
    kind: 'account',
    key: accountRowKey(a.id),
    account: toAccountChip(a),
    // Remote HTML: only the allow-listed tree reaches the tab.
    note: sanitizeHtml(typeof a.note === 'string' ? a.note : '', { emojis: a.emojis ?? [] }),
    followersCount: count(a.followers_count),
    followingCount: count(a.following_count),
    statusesCount: count(a.statuses_count),
  };
}

/** A tag's history comes newest first (today, yesterday…); its use is told as Mastodon's web UI tells it. */
export function toHashtagRow(tag: Tag): HashtagRow {
  const history = Array.isArray(tag.history) ? tag.history.slice(0, 7) : [];
  const people = history.slice(0, 2).reduce((n, h) => n + count(h?.accounts), 0);
  const daily = history.map((h) => count(h?.uses));
  return {
    kind: 'hashtag',
    key: hashtagRowKey(tag.name),
    name: tag.name,
    people,
    uses: daily.reduce((a, b) => a + b, 0),
    history: daily.reverse(),
    following: typeof tag.following === 'boolean' ? tag.following : null,
  };
}
