// Which statuses each timeline holds, for one viewer, newest first. Paging is applied by the caller.
import type { Edge, StatusRec } from './model.ts';
import type { Page, PageParams } from './paginate.ts';
import type { World } from './world.ts';

/** Which statuses a timeline holds, as a test on one status (deleted ones are never passed in). */
export type Keep = (s: StatusRec) => boolean;

/** Every status a timeline holds, newest first. */
export function collect(w: World, keep: Keep): StatusRec[] {
  const out: StatusRec[] = [];
  for (let i = w.statusOrder.length - 1; i >= 0; i--) {
    const s = w.statuses.get(w.statusOrder[i] as string);
    if (s && !s.deleted && keep(s)) out.push(s);
  }
  return out;
}

/** Index of the first status id above `bound` (or at or above it, with `inclusive`), by binary search. */
function firstIndexAbove(order: string[], bound: bigint, inclusive: boolean): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const v = BigInt(order[mid] as string);
    if (inclusive ? v < bound : v <= bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** One page of a timeline: starts at the cursor by binary search and stops once the page is full. */
export function pageStatuses(w: World, keep: Keep, p: PageParams): Page<StatusRec> {
  const order = w.statusOrder;
  const big = (x: string | undefined) => (x ? BigInt(x) : null);
  const max = big(p.maxId);
  const since = big(p.sinceId);
  const min = big(p.minId);
  // The higher of min_id and since_id (BigInt, so no Math.max).
  const lower = [min, since].reduce<bigint | null>(
    (a, b) => (b === null || (a !== null && a >= b) ? a : b),
    null,
  );
  const top = max !== null ? firstIndexAbove(order, max, true) : order.length;
  const bottom = lower !== null ? firstIndexAbove(order, lower, false) : 0;
  const items: StatusRec[] = [];
  const take = (i: number) => {
    const s = w.statuses.get(order[i] as string);
    if (s && !s.deleted && keep(s)) items.push(s);
  };
  if (min !== null) {
    for (let i = bottom; i < top && items.length < p.limit; i++) take(i);
    items.reverse();
  } else {
    for (let i = top - 1; i >= bottom && items.length < p.limit; i--) take(i);
  }
  return { items, nextMaxId: items[items.length - 1]?.id ?? null, prevMinId: items[0]?.id ?? null };
}

/** Hidden from a viewer because of blocks, mutes or domain blocks (of the author or of the boosted author). */
export function hiddenByRelations(w: World, viewer: string | null, s: StatusRec): boolean {
  if (!viewer) return false;
  const authors = [s.accountId];
  if (s.reblogOfId) {
    const o = w.statuses.get(s.reblogOfId);
    if (!o || o.deleted) return true;
    authors.push(o.accountId);
  }
  return authors.some(
    (a) =>
      a !== viewer &&
      (w.isBlocking(viewer, a) ||
        w.isBlocking(a, viewer) ||
        w.isMuting(viewer, a) ||
        w.isDomainBlocking(viewer, w.account(a).domain)),
  );
}

/** A follow limited to some languages (POST …/follow languages[]) brings to home only posts in them, as Mastodon's
 *  feed does; a post without a language passes. A boost is judged by the boosted post's language. */
export function inFollowLanguages(w: World, follow: Edge, s: StatusRec): boolean {
  if (!follow.languages || follow.languages.length === 0) return true;
  const lang = (s.reblogOfId ? w.statuses.get(s.reblogOfId)?.language : s.language) ?? null;
  return !lang || follow.languages.includes(lang.toLowerCase());
}

export function homeTimeline(w: World, viewer: string): Keep {
  const exclusive = new Set<string>();
  for (const l of w.lists.values())
    if (l.ownerId === viewer && l.exclusive) for (const a of l.accountIds) exclusive.add(a);
  const followedTags = new Set(w.followedTags.get(viewer)?.keys() ?? []);
  return (s) => {
    if (!w.canSee(viewer, s) || hiddenByRelations(w, viewer, s)) return false;
    const own = s.accountId === viewer;
    const follow = w.followEdge(viewer, s.accountId);
    // Direct posts reach the home of mentioned people who follow the author (as the real fan-out does).
    if (!own && s.visibility === 'direct') return s.mentionIds.includes(viewer) && follow !== undefined;
    if (!own && follow) {
      // Members of an exclusive list show only in that list.
      if (exclusive.has(s.accountId)) return false;
      if (s.reblogOfId && follow.reblogs === false) return false;
      if (!inFollowLanguages(w, follow, s)) return false;
      // Replies to people the viewer does not follow stay out of home.
      if (s.inReplyToAccountId && s.inReplyToAccountId !== s.accountId && s.inReplyToAccountId !== viewer) {
        return w.isFollowing(viewer, s.inReplyToAccountId);
      }
      return true;
    }
    if (own) return true;
    if (followedTags.size && s.visibility === 'public' && !s.reblogOfId) {
      return s.tags.some((t) => followedTags.has(t.toLowerCase()));
    }
    return false;
  };
}

export interface PublicOpts {
  local?: boolean;
  remote?: boolean;
  onlyMedia?: boolean;
}

const hasMedia = (s: StatusRec): boolean => s.mediaIds.length > 0;

export function publicTimeline(w: World, viewer: string | null, o: PublicOpts): Keep {
  return (s) => {
    if (s.visibility !== 'public' || s.reblogOfId || hiddenByRelations(w, viewer, s)) return false;
    // Replies to others stay out of the public timelines (real servers' default); threads stay.
    if (s.inReplyToId && s.inReplyToAccountId !== s.accountId) return false;
    const local = w.account(s.accountId).domain === null;
    if (o.local && !local) return false;
    if (o.remote && local) return false;
    if (!local && s.localOnly) return false;
    if (o.onlyMedia && !hasMedia(s)) return false;
    return true;
  };
}

export interface TagOpts {
  any?: string[];
  all?: string[];
  none?: string[];
  local?: boolean;
  remote?: boolean;
  onlyMedia?: boolean;
}

export function tagTimeline(w: World, viewer: string | null, tag: string, o: TagOpts): Keep {
  const lower = (xs: string[] | undefined) => (xs ?? []).map((x) => x.toLowerCase());
  const anyOf = [tag.toLowerCase(), ...lower(o.any)];
  const allOf = lower(o.all);
  const noneOf = lower(o.none);
  return (s) => {
    if (s.visibility !== 'public' || s.reblogOfId || hiddenByRelations(w, viewer, s)) return false;
    const tags = s.tags.map((t) => t.toLowerCase());
    if (!anyOf.some((t) => tags.includes(t))) return false;
    if (!allOf.every((t) => tags.includes(t))) return false;
    if (noneOf.some((t) => tags.includes(t))) return false;
    const local = w.account(s.accountId).domain === null;
    if (o.local && !local) return false;
    if (o.remote && local) return false;
    if (o.onlyMedia && !hasMedia(s)) return false;
    return true;
  };
}

export function listTimeline(w: World, viewer: string, listId: string): Keep {
  const list = w.lists.get(listId);
  if (!list || list.ownerId !== viewer) return () => false;
  return (s) => {
    if (!list.accountIds.has(s.accountId) || !w.canSee(viewer, s) || hiddenByRelations(w, viewer, s))
      return false;
    if (s.visibility === 'direct') return false;
    if (s.inReplyToAccountId && s.inReplyToAccountId !== s.accountId) {
      if (list.repliesPolicy === 'none') return false;
      if (list.repliesPolicy === 'list')
        return list.accountIds.has(s.inReplyToAccountId) || s.inReplyToAccountId === viewer;
      return w.isFollowing(viewer, s.inReplyToAccountId) || s.inReplyToAccountId === viewer;
    }
    return true;
  };
}

export function linkTimeline(w: World, viewer: string | null, url: string): Keep {
  return (s) =>
    s.visibility === 'public' && !s.reblogOfId && s.card?.url === url && !hiddenByRelations(w, viewer, s);
}

export interface AccountStatusesOpts {
  excludeReplies?: boolean;
  excludeReblogs?: boolean;
  pinned?: boolean;
  onlyMedia?: boolean;
  tagged?: string;
}

export function accountStatuses(
  w: World,
  viewer: string | null,
  accountId: string,
  o: AccountStatusesOpts,
): Keep {
  if (viewer && w.isBlocking(accountId, viewer)) return () => false;
  return (s) => {
    if (s.accountId !== accountId || !w.canSee(viewer, s)) return false;
    if (o.pinned && !s.pinned) return false;
    if (o.excludeReblogs && s.reblogOfId) return false;
    // Self-replies (threads) stay; replies to others go.
    if (o.excludeReplies && s.inReplyToId && s.inReplyToAccountId !== accountId) return false;
    if (o.onlyMedia && !hasMedia(s)) return false;
    if (o.tagged && !s.tags.some((t) => t.toLowerCase() === o.tagged?.toLowerCase())) return false;
    return true;
  };
}

export function context(
  w: World,
  viewer: string | null,
  id: string,
): { ancestors: StatusRec[]; descendants: StatusRec[] } {
  const s = w.visibleStatus(viewer, id);
  const ancestors: StatusRec[] = [];
  let cur = s.inReplyToId ? w.statuses.get(s.inReplyToId) : undefined;
  while (cur && ancestors.length < 40) {
    if (!cur.deleted && w.canSee(viewer, cur)) ancestors.unshift(cur);
    cur = cur.inReplyToId ? w.statuses.get(cur.inReplyToId) : undefined;
  }
  // Depth-first, oldest first at each level, as the real server orders descendants. The walk follows the world's
  // index of replies, so it costs the thread's size, not the instance's; a post the viewer cannot see is left out
  // with the replies under it. Iterative: a long chain of replies must not overflow the stack.
  const descendants: StatusRec[] = [];
  const stack: string[] = [...w.repliesOf(s.id)].reverse();
  while (stack.length > 0) {
    const c = w.statuses.get(stack.pop() as string);
    if (!c || !w.canSee(viewer, c) || hiddenByRelations(w, viewer, c)) continue;
    descendants.push(c);
    const replies = w.repliesOf(c.id);
    for (let i = replies.length - 1; i >= 0; i--) stack.push(replies[i] as string);
  }
  return { ancestors, descendants };
}
