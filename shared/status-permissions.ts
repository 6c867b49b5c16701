// What may be done with a post, by its visibility and author: the same rules as Mastodon's, used by the tab to
// offer only what the server will allow, and by the demo instance to refuse the rest as the real server does.
//  - Boost (StatusPolicy#reblog?): never a direct post (403, even one's own); a followers-only post only by its
//    author (the boost stays followers-only); public and unlisted posts by anyone.
//  - Pin (StatusPinValidator, 422): only one's own post, not a boost, not a direct post, at most MAX_PINNED.

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
  if (post.isReblog) return false;
  if (post.visibility === 'direct') return false;
  return post.visibility !== 'private' || post.own;
}

/** Why boosting is not possible, in the words the button gives as its title; null when it is. */
export function boostRefusal(post: PostFacts): string | null {
  if (canBoost(post)) return null;
  return post.visibility === 'direct'
    ? 'Private mentions cannot be boosted'
    : 'Only the author can boost a followers-only post';
}

/** Why pinning is refused (Mastodon's messages), or null when it is allowed. `pinned`: the account's pins. */
export function pinRefusal(post: PostFacts, pinned = 0): string | null {
  if (post.isReblog) return 'A boost cannot be pinned';
  if (!post.own) return "Someone else's post cannot be pinned";
  if (post.visibility === 'direct') return 'Posts that are only visible to mentioned users cannot be pinned';
  if (pinned >= MAX_PINNED) return 'You have already pinned the maximum number of posts';
  return null;
}

/** Whether the post may be offered for pinning (the server still counts the pins). */
export const canPin = (post: PostFacts): boolean => pinRefusal(post) === null;
