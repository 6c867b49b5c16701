// What may be done with a post, by its visibility and author: the same rules as Mastodon's, used by the tab to
// offer only what the server will allow, and by the demo instance to refuse the rest as the real server does.
//  - Boost (StatusPolicy#reblog?): never a direct post (403, even one's own); a followers-only post only by its
//    author (the boost stays followers-only); public and unlisted posts by anyone.
//  - Pin (StatusPinValidator, 422): only one's own post, not a boost, not a direct post, at most MAX_PINNED.
// Only booleans and reason codes here: this module is on the tab's startup path; the demo words the refusals.

export type Visibility = 'public' | 'unlisted' | 'private' | 'direct';

/** How many posts an account of this server may pin. */
export const MAX_PINNED = 5;

export interface PostFacts {
  visibility: Visibility;
  /** The post is the acting user's own. */
  own: boolean;
  /** The post is itself a boost (never the case for a row's resolved post). */
  isReblog?: boolean;
}

export function canBoost(post: PostFacts): boolean {
  return !post.isReblog && post.visibility !== 'direct' && (post.visibility !== 'private' || post.own);
}

/** Why pinning is refused, or null when it is allowed. `pinned`: how many posts the account has pinned. */
export type PinDenial = 'reblog' | 'ownership' | 'direct' | 'limit';

export function pinDenial(post: PostFacts, pinned = 0): PinDenial | null {
  if (post.isReblog) return 'reblog';
  if (!post.own) return 'ownership';
  if (post.visibility === 'direct') return 'direct';
  return pinned >= MAX_PINNED ? 'limit' : null;
}

/** Whether the post may be offered for pinning (the server still counts the pins). */
export const canPin = (post: PostFacts): boolean => pinDenial(post) === null;
