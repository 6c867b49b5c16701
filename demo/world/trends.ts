// Trends computed from recent activity, as a real server ranks them: hashtags by how many posts and people used them
// each day, posts by their favourites and boosts, links by how often they were shared and boosted; newer activity
// weighs more. Plain functions over the world's records; the routes page and render what these rank.
//
// "Recent" is the week up to the world's newest public post: the seeded world is the week before the hour it was
// seeded in (seed-tables.ts), so its trends hold while the world's clock runs on (or, in a test, stands still); a
// post made now moves the week to now.
import { idTime } from './ids.ts';
import type { CardRec, StatusRec } from './model.ts';
import { hiddenByRelations } from './timelines.ts';
import type { World } from './world.ts';

export const DAY = 86_400_000;
/** Days of history a trend carries (and the window it is ranked over). */
export const TREND_DAYS = 7;

/** One day of use, as the API's history entries (newest first), as numbers. */
export interface DayUse {
  /** Start of the day (UTC), ms. */
  day: number;
  uses: number;
  accounts: number;
}

/** The end of the trends window: the newest public post's time (the clock when there is none). Ids follow the
 *  order posts were made in, not their dates (the seeder replays some in the past), so every post is looked at. */
export function trendsAnchor(w: World): number {
  let newest = -1;
  for (const s of w.statuses.values())
    if (!s.deleted && s.visibility === 'public' && s.createdAt > newest) newest = s.createdAt;
  return newest < 0 ? w.now() : newest;
}

const dayStart = (t: number) => Math.floor(t / DAY) * DAY;

/** Weight of activity `age` ms before the anchor: a day-old use counts half of today's, a week-old one an eighth. */
const recency = (age: number) => 1 / (1 + Math.max(0, age) / DAY);

/** Public originals of the window, newest first (no boosts, no replies to others, nothing deleted). */
function recentOriginals(w: World, anchor: number): StatusRec[] {
  const from = dayStart(anchor) - (TREND_DAYS - 1) * DAY;
  const out: StatusRec[] = [];
  for (let i = w.statusOrder.length - 1; i >= 0; i--) {
    const s = w.statuses.get(w.statusOrder[i] as string);
    if (!s || s.createdAt < from) continue;
    if (s.createdAt > anchor + DAY || s.deleted || s.reblogOfId || s.visibility !== 'public') continue;
    if (s.inReplyToId && s.inReplyToAccountId !== s.accountId) continue;
    out.push(s);
  }
  return out;
}

/** Boosts of a post that are still there: when, and by whom. */
function boostsOf(w: World, s: StatusRec): { at: number; by: string }[] {
  const out: { at: number; by: string }[] = [];
  for (const id of s.reblogIds) {
    const b = w.statuses.get(id);
    if (b && !b.deleted) out.push({ at: b.createdAt, by: b.accountId });
  }
  return out;
}

/** Favourites of a post with their times (a favourite's edge id carries its time). */
function favouriteTimes(w: World, s: StatusRec): number[] {
  const out: number[] = [];
  for (const who of s.favouritedBy) {
    const e = w.favourites.get(`${who}>${s.id}`);
    out.push(e ? idTime(e.id) : s.createdAt);
  }
  return out;
}

/** Days of use, newest first, from the times of uses and who made them. */
function historyOf(anchor: number, uses: readonly { at: number; by: string }[]): DayUse[] {
  const today = dayStart(anchor);
  return Array.from({ length: TREND_DAYS }, (_, i) => {
    const day = today - i * DAY;
    const inDay = uses.filter((u) => u.at >= day && u.at < day + DAY);
    return { day, uses: inDay.length, accounts: new Set(inDay.map((u) => u.by)).size };
  });
}

/** How much a post's own engagement weighs: a boost spreads it further than a favourite. */
export function engagementScore(w: World, s: StatusRec, anchor: number): number {
  const fav = favouriteTimes(w, s).reduce((sum, t) => sum + recency(anchor - t), 0);
  const boosts = boostsOf(w, s).reduce((sum, b) => sum + 2 * recency(anchor - b.at), 0);
  // Engagement from other servers is known only as a count: it is dated at the post.
  const extra = (s.extraFavourites + 2 * s.extraReblogs) * recency(anchor - s.createdAt);
  return fav + boosts + extra;
}

export interface TrendingTag {
  name: string;
  history: DayUse[];
  score: number;
}

/** Hashtags ranked by the people and posts that used them each day of the week (newer days weigh more), and by the
 *  boosts those posts got. */
export function trendingTags(w: World): TrendingTag[] {
  const anchor = trendsAnchor(w);
  const uses = new Map<string, { at: number; by: string }[]>();
  const boosts = new Map<string, number>();
  for (const s of recentOriginals(w, anchor)) {
    for (const raw of new Set(s.tags.map((t) => t.toLowerCase()))) {
      const list = uses.get(raw) ?? [];
      list.push({ at: s.createdAt, by: s.accountId });
      uses.set(raw, list);
      const b = boostsOf(w, s).reduce((sum, x) => sum + recency(anchor - x.at), 0);
      boosts.set(raw, (boosts.get(raw) ?? 0) + b);
    }
  }
  const out: TrendingTag[] = [];
  for (const [name, list] of uses) {
    const history = historyOf(anchor, list);
    const daily = history.reduce((sum, d, i) => sum + (d.uses + 2 * d.accounts) * recency(i * DAY), 0);
    out.push({ name, history, score: daily + (boosts.get(name) ?? 0) });
  }
  return out.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
}

/** The history of one hashtag over the trends window (for GET /api/v1/tags/:name and every rendered tag). */
export function tagHistory(w: World, name: string): DayUse[] {
  const lower = name.toLowerCase();
  const anchor = trendsAnchor(w);
  const uses = recentOriginals(w, anchor)
    .filter((s) => s.tags.some((t) => t.toLowerCase() === lower))
    .map((s) => ({ at: s.createdAt, by: s.accountId }));
  return historyOf(anchor, uses);
}

/** Posts of the week ranked by their favourites and boosts, newer engagement weighing more. Sensitive posts and posts
 *  the viewer cannot see (blocks, mutes, domain blocks) stay out. */
export function trendingStatuses(w: World, viewer: string | null): StatusRec[] {
  const anchor = trendsAnchor(w);
  return recentOriginals(w, anchor)
    .filter((s) => !s.sensitive && !hiddenByRelations(w, viewer, s))
    .map((s) => ({ s, score: engagementScore(w, s, anchor) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || (BigInt(b.s.id) > BigInt(a.s.id) ? 1 : -1))
    .map((x) => x.s);
}

export interface TrendingLink {
  card: CardRec;
  history: DayUse[];
  score: number;
}

/** Links ranked by the posts, boosts and people that shared them each day. */
export function trendingLinks(w: World): TrendingLink[] {
  const anchor = trendsAnchor(w);
  const byUrl = new Map<string, { card: CardRec; uses: { at: number; by: string }[] }>();
  for (const s of recentOriginals(w, anchor)) {
    if (!s.card) continue;
    const e = byUrl.get(s.card.url) ?? { card: s.card, uses: [] };
    // A boost shares the link again, with its booster's audience.
    e.uses.push({ at: s.createdAt, by: s.accountId }, ...boostsOf(w, s));
    byUrl.set(s.card.url, e);
  }
  return [...byUrl.values()]
    .map(({ card, uses }) => {
      const history = historyOf(anchor, uses);
      const score = history.reduce((sum, d, i) => sum + (d.uses + d.accounts) * recency(i * DAY), 0);
      return { card, history, score };
    })
    .sort((a, b) => b.score - a.score || a.card.url.localeCompare(b.card.url));
}

/** History entries as the API writes them: strings, the day in seconds. */
export const wireHistory = (h: readonly DayUse[]) =>
  h.map((d) => ({ day: String(d.day / 1000), uses: String(d.uses), accounts: String(d.accounts) }));
