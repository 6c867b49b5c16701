// What an action does to a relationship and to the counts, before the server answers (the optimistic half of
// section 4). Plain functions over plain data: the book (book.ts) applies them, and applies the inverse on failure.
import type { RelationshipAction } from '../../shared/protocol/profile.ts';
import type { Relationship } from '../../shared/wire/entities.ts';

/** The relationship the server is expected to answer. `locked`: the target approves followers by hand. */
export function expectedRelationship(
  before: Relationship,
  a: RelationshipAction,
  locked: boolean,
): Relationship {
  const r = { ...before };
  switch (a.action) {
    case 'follow':
      if (r.following) {
        // Following already: the call changes the options only.
        if (a.reblogs !== undefined) r.showing_reblogs = a.reblogs;
        if (a.notify !== undefined) r.notifying = a.notify;
        if (a.languages !== undefined) r.languages = a.languages.length > 0 ? a.languages : null;
        return r;
      }
      if (r.blocking || r.blocked_by) return r;
      if (locked) return { ...r, requested: true };
      return {
        ...r,
        following: true,
        requested: false,
        showing_reblogs: a.reblogs ?? true,
        notifying: a.notify ?? false,
        ...(a.languages !== undefined ? { languages: a.languages.length > 0 ? a.languages : null } : {}),
      };
    case 'unfollow':
      return { ...r, following: false, requested: false, notifying: false, showing_reblogs: false };
    case 'block':
      // Blocking ends follows both ways and any pending request.
      return {
        ...r,
        blocking: true,
        following: false,
        requested: false,
        followed_by: false,
        notifying: false,
      };
    case 'unblock':
      return { ...r, blocking: false };
    case 'mute':
      return { ...r, muting: true, muting_notifications: a.notifications };
    case 'unmute':
      return { ...r, muting: false, muting_notifications: false };
    case 'blockDomain':
      // A domain block removes the follows to and from that domain, as on Mastodon.
      return { ...r, domain_blocking: true, following: false, requested: false, followed_by: false };
    case 'unblockDomain':
      return { ...r, domain_blocking: false };
    case 'removeFromFollowers':
      return { ...r, followed_by: false };
    case 'endorse':
      return { ...r, endorsed: true };
    case 'unendorse':
      return { ...r, endorsed: false };
    case 'note':
      return { ...r, note: a.comment };
  }
}

export interface Counts {
  followers_count: number;
  following_count: number;
}

/** How the counts move when a relationship changes: the target's followers follow `following`, its following
 *  follows `followed_by`; the signed-in user's counts move the other way round. */
export function countDeltas(before: Relationship, after: Relationship) {
  const follows = Number(after.following) - Number(before.following);
  const followedBy = Number(after.followed_by) - Number(before.followed_by);
  return {
    target: { followers_count: follows, following_count: followedBy },
    self: { followers_count: followedBy, following_count: follows },
  };
}

/** Counts plus a delta; a count never goes below 0 (section 4), whatever the server said before. */
export function applyCounts<T extends Counts>(account: T, delta: Counts): T {
  if (delta.followers_count === 0 && delta.following_count === 0) return account;
  return {
    ...account,
    followers_count: Math.max(0, (account.followers_count ?? 0) + delta.followers_count),
    following_count: Math.max(0, (account.following_count ?? 0) + delta.following_count),
  };
}

/** Removing the account's items from the views follows from these (timelines, notifications, threads). */
export function hidesAccount(r: Relationship): boolean {
  return r.blocking || r.muting;
}

/** A relationship nobody has fetched yet: nothing between the two accounts. */
export const noRelationship = (id: string): Relationship => ({
  id,
  following: false,
  showing_reblogs: false,
  notifying: false,
  followed_by: false,
  blocking: false,
  blocked_by: false,
  muting: false,
  muting_notifications: false,
  requested: false,
  requested_by: false,
  domain_blocking: false,
  endorsed: false,
  note: '',
});
