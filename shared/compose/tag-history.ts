// The tags a user posted with, most recent first (section 9: at most 1000 per user): compose offers the ones that
// fit what is being typed before the server's suggestions, as Mastodon's web UI does. One entry per tag whatever
// its letter case (the latest spelling kept). Plain data in, plain data out; the core keeps the list.
import { SUGGESTION_LIMITS, TAG_HISTORY_CAP } from '../constants.ts';

export interface TagSuggestion {
  name: string;
  /** Accounts that used it in the last two days; null for a tag known only from the user's own history. */
  people: number | null;
  /** The user posted with it before. */
  recent: boolean;
}

const key = (tag: string) => tag.toLowerCase();

/** A tag's name as kept: no sign, no spaces, something left. */
function cleanTag(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.trim().replace(/^[#＃]/, '');
  return name === '' || /\s/.test(name) ? null : name;
}

/** What was kept, read back defensively: anything that is not a tag is dropped, and the cap holds. */
export function readTagHistory(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const r of raw) {
    const name = cleanTag(r);
    if (!name || seen.has(key(name))) continue;
    seen.add(key(name));
    out.push(name);
    if (out.length === TAG_HISTORY_CAP) break;
  }
  return out;
}

/** The history after a post with `tags`: they go first (in the post's order), older uses of them go. */
export function addTags(
  history: readonly string[],
  tags: readonly unknown[],
  cap = TAG_HISTORY_CAP,
): string[] {
  const fresh: string[] = [];
  for (const t of tags) {
    const name = cleanTag(t);
    if (name && !fresh.some((f) => key(f) === key(name))) fresh.push(name);
  }
  if (fresh.length === 0) return history.slice(0, cap);
  const taken = new Set(fresh.map(key));
  return [...fresh, ...history.filter((h) => !taken.has(key(h)))].slice(0, cap);
}

/** The tags of a post the server answered (its `tags`), for the history. */
export function postedTags(status: unknown): string[] {
  const tags = typeof status === 'object' && status !== null ? (status as { tags?: unknown }).tags : null;
  if (!Array.isArray(tags)) return [];
  return tags.flatMap((t) => {
    const name = cleanTag(typeof t === 'object' && t !== null ? (t as { name?: unknown }).name : null);
    return name ? [name] : [];
  });
}

/** The hashtags to offer for `query`: the user's own tags that start with it first (most recent first), then the
 *  server's (those also in the history marked), at most `limit` and each once. */
export function recentTagsFirst(
  history: readonly string[],
  server: readonly { name: string; people: number }[],
  query: string,
  limit: number = SUGGESTION_LIMITS.hashtags,
): TagSuggestion[] {
  const q = key(query.replace(/^[#＃]/, ''));
  if (q === '') return [];
  const used = new Set(history.map(key));
  const people = new Map(server.map((s) => [key(s.name), s.people]));
  const out: TagSuggestion[] = [];
  const seen = new Set<string>();
  const push = (name: string) => {
    const k = key(name);
    if (seen.has(k) || out.length >= limit) return;
    seen.add(k);
    out.push({ name, people: people.get(k) ?? null, recent: used.has(k) });
  };
  for (const h of history) if (key(h).startsWith(q)) push(h);
  for (const s of server) push(s.name);
  return out;
}
