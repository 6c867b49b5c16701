// Follow suggestions as Mastodon makes them, each with why it is suggested (`sources`): followed by people the
// viewer follows (friends_of_friends), among the most followed discoverable accounts (most_followed), or among the
// authors whose recent posts got the most favourites and boosts (most_interactions). Never the viewer, someone
// already followed or asked, blocked, muted, on a blocked domain, moved, or dismissed (DELETE /api/v1/suggestions).
import type { AccountRec } from './model.ts';
import { engagementScore, trendsAnchor } from './trends.ts';
import type { World } from './world.ts';

export type SuggestionSource = 'friends_of_friends' | 'most_followed' | 'most_interactions';

export interface Suggestion {
  accountId: string;
  sources: SuggestionSource[];
}

/** How many accounts the global sources name. */
const GLOBAL_TOP = 15;

export function suggestionsFor(w: World, viewer: string): Suggestion[] {
  const dismissed = w.dismissedSuggestions.get(viewer) ?? new Set<string>();
  const candidates = [...w.accounts.values()].filter(
    (a) =>
      a.id !== viewer &&
      a.discoverable &&
      !a.movedToId &&
      !dismissed.has(a.id) &&
      !w.isFollowing(viewer, a.id) &&
      !w.isRequested(viewer, a.id) &&
      !w.isBlocking(viewer, a.id) &&
      !w.isBlocking(a.id, viewer) &&
      !w.isMuting(viewer, a.id) &&
      !w.isDomainBlocking(viewer, a.domain),
  );
  // Followed by how many of the people the viewer follows.
  const friends = [...w.accounts.values()].filter((a) => w.isFollowing(viewer, a.id));
  const viaFriends = new Map<string, number>();
  for (const a of candidates) {
    let n = 0;
    for (const f of friends) if (w.isFollowing(f.id, a.id)) n++;
    if (n > 0) viaFriends.set(a.id, n);
  }
  const top = (score: (a: AccountRec) => number) =>
    new Set(
      candidates
        .map((a) => ({ a, s: score(a) }))
        .filter((x) => x.s > 0)
        .sort((x, y) => y.s - x.s || x.a.username.localeCompare(y.a.username))
        .slice(0, GLOBAL_TOP)
        .map((x) => x.a.id),
    );
  const mostFollowed = top((a) => w.followersCount(a.id));
  const interactions = authorEngagement(w);
  const mostInteractions = top((a) => interactions.get(a.id) ?? 0);
  const out: (Suggestion & { rank: number })[] = [];
  for (const a of candidates) {
    const sources: SuggestionSource[] = [];
    if (viaFriends.has(a.id)) sources.push('friends_of_friends');
    if (mostFollowed.has(a.id)) sources.push('most_followed');
    if (mostInteractions.has(a.id)) sources.push('most_interactions');
    if (sources.length === 0) continue;
    // People the viewer's friends follow come first, then the global picks by followers.
    const rank = (viaFriends.get(a.id) ?? 0) * 1_000_000 + w.followersCount(a.id);
    out.push({ accountId: a.id, sources, rank });
  }
  return out
    .sort((x, y) => y.rank - x.rank || x.accountId.localeCompare(y.accountId))
    .map(({ accountId, sources }) => ({ accountId, sources }));
}

/** Favourites and boosts each author's posts of the trends window got. */
function authorEngagement(w: World): Map<string, number> {
  const anchor = trendsAnchor(w);
  const from = anchor - 7 * 86_400_000;
  const out = new Map<string, number>();
  for (let i = w.statusOrder.length - 1; i >= 0; i--) {
    const s = w.statuses.get(w.statusOrder[i] as string);
    if (!s || s.createdAt < from || s.deleted || s.reblogOfId || s.visibility !== 'public') continue;
    out.set(s.accountId, (out.get(s.accountId) ?? 0) + engagementScore(w, s, anchor));
  }
  return out;
}
