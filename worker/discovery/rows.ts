// Discovery's wire entities → the plain models tabs render (shared/protocol/discovery.ts). Remote text goes through
// the sanitizer (account notes) or stays plain text (card titles), URLs are checked, history strings become numbers,
// and anything unreadable is left out rather than thrown.
import type {
  DirectoryCard,
  SuggestionItem,
  SuggestionSource,
  TagRow,
  TagUse,
  TrendLink,
} from '../../shared/protocol/discovery.ts';
import { tagKey } from '../../shared/protocol/discovery.ts';
import type { AccountRow } from '../../shared/protocol/rows.ts';
import type { Account, Suggestion, Tag, TrendsLink } from '../../shared/wire/entities.ts';
import { safeHttpUrl } from '../content/safeUrl.ts';
import { sanitizeHtml } from '../content/sanitize.ts';
import { toAccountChip } from '../rows/accountChip.ts';
import { toCardView } from '../rows/statusParts.ts';

const count = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

type History = { day?: unknown; uses?: unknown; accounts?: unknown }[] | undefined;

/** A history as the API gives it (newest first, counts as strings) → uses per day oldest first, and the totals. */
export function toTagUse(history: History): TagUse {
  const days = (Array.isArray(history) ? history : [])
    .filter((h) => typeof h === 'object' && h !== null)
    .map((h) => ({ day: count(h.day), uses: count(h.uses), accounts: count(h.accounts) }))
    .sort((a, b) => a.day - b.day);
  return {
    daily: days.map((d) => d.uses),
    uses: days.reduce((sum, d) => sum + d.uses, 0),
    // People per day may repeat across days; the largest day is the honest lower bound the API allows, and the
    // sum (what Mastodon's web client shows) an upper one. Mastodon shows the sum: so do we.
    accounts: days.reduce((sum, d) => sum + d.accounts, 0),
  };
}

export function toTagRow(tag: Tag): TagRow {
  const name = typeof tag.name === 'string' ? tag.name : '';
  return {
    kind: 'tag',
    key: tagKey(name),
    name,
    use: toTagUse(tag.history),
    following: typeof tag.following === 'boolean' ? tag.following : null,
    featuring: typeof tag.featuring === 'boolean' ? tag.featuring : null,
  };
}

/** An account as a list row: its chip, its note sanitized (remote HTML), its counts. */
export function toAccountRow(a: Account): AccountRow {
  const emojis = Array.isArray(a.emojis) ? a.emojis : [];
  return {
    kind: 'account',
    key: `account:${a.id}`,
    account: toAccountChip(a),
    note: sanitizeHtml(typeof a.note === 'string' ? a.note : '', { emojis }),
    followersCount: count(a.followers_count),
    followingCount: count(a.following_count),
    statusesCount: count(a.statuses_count),
  };
}

export function toDirectoryCard(a: Account): DirectoryCard {
  return {
    account: toAccountRow(a),
    header: safeHttpUrl(a.header) ?? '',
    lastStatusAt: typeof a.last_status_at === 'string' ? a.last_status_at : null,
  };
}

const SOURCES = new Set<string>([
  'featured',
  'most_followed',
  'most_interactions',
  'similar_to_recently_followed',
  'friends_of_friends',
]);

/** The older single `source` values, as the reason they stand for. */
const OLD_SOURCE: Record<string, SuggestionSource> = {
  staff: 'featured',
  global: 'most_followed',
  past_interactions: 'most_interactions',
};

export function toSuggestionItem(s: Suggestion): SuggestionItem {
  const sources = (s.sources ?? [])
    .map((x) => (SOURCES.has(x) ? (x as SuggestionSource) : OLD_SOURCE[x]))
    .filter((x): x is SuggestionSource => x !== undefined);
  return { account: toAccountRow(s.account), sources: [...new Set(sources)] };
}

/** A trending link, or null when its URL is not a web address. */
export function toTrendLink(l: TrendsLink): TrendLink | null {
  const card = toCardView(l);
  return card ? { card, use: toTagUse(l.history) } : null;
}
