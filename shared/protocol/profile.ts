// The profile screen's model and the relationship actions a tab can ask of the core. One relationship per account
// lives in the core for every tab; the profile view publishes it together with the account's header as one row.
import type { ContentNode } from './content.ts';
import type { AccountChip } from './rows.ts';

/** What the signed-in user can do about another account (section 4). The core applies each optimistically. */
export type RelationshipAction =
  | { action: 'follow'; reblogs?: boolean; notify?: boolean; languages?: string[] }
  | { action: 'unfollow' }
  | { action: 'block' }
  | { action: 'unblock' }
  | { action: 'mute'; notifications: boolean; duration: number }
  | { action: 'unmute' }
  | { action: 'blockDomain' }
  | { action: 'unblockDomain' }
  | { action: 'removeFromFollowers' }
  | { action: 'endorse' }
  | { action: 'unendorse' }
  /** The personal note about the account (only you see it): POST /api/v1/accounts/{id}/note. */
  | { action: 'note'; comment: string };

/** The relationship as the tab needs it (Mastodon's Relationship, in camel case). */
export interface RelationshipView {
  following: boolean;
  showingReblogs: boolean;
  notifying: boolean;
  followedBy: boolean;
  blocking: boolean;
  blockedBy: boolean;
  muting: boolean;
  mutingNotifications: boolean;
  requested: boolean;
  requestedBy: boolean;
  domainBlocking: boolean;
  endorsed: boolean;
  /** Your personal note about the account (plain text); absent from older cores. */
  note?: string;
  /** The languages you chose to see of this follow in home; null (or absent) for all languages. */
  languages?: string[] | null;
}

/** The one row of a relationship view (ViewSpec kind 'relationship'): what a post's menu needs about its author,
 *  fetched when the menu opens (batched by the core with every other relationship asked within 500 ms). */
export interface RelationshipRow {
  kind: 'relationship';
  key: string;
  accountId: string;
  /** Null until the core has it (or when it could not be fetched). */
  relationship: RelationshipView | null;
}

/** The domain of an acct (`user@host` → `host`); '' for a local account, which has no domain to block. */
export const acctDomain = (acct: string): string => {
  const at = acct.lastIndexOf('@');
  return at < 0 ? '' : acct.slice(at + 1);
};

export interface ProfileField {
  name: ContentNode[];
  value: ContentNode[];
  /** When the link in the value was verified (ISO date); null when not verified. */
  verifiedAt: string | null;
}

export interface ProfileRow {
  kind: 'profile';
  key: string;
  account: AccountChip;
  /** The account's domain ('' for a local account): what "block domain" blocks. */
  domain: string;
  header: string;
  headerStatic: string;
  note: ContentNode[];
  fields: ProfileField[];
  group: boolean;
  createdAt: string;
  lastStatusAt: string | null;
  followersCount: number;
  followingCount: number;
  statusesCount: number;
  suspended: boolean;
  limited: boolean;
  memorial: boolean;
  hideCollections: boolean;
  moved: AccountChip | null;
  /** True for the signed-in user's own profile (no relationship button). */
  self: boolean;
  /** Null until the relationship is known (or when it could not be fetched). */
  relationship: RelationshipView | null;
}

/** The label of the relationship button (section 4): what the user sees before acting. */
export type RelationshipButton = 'follow' | 'unblock' | 'unmute' | 'following' | 'requested' | 'followBack';

/** What the relationship button says, as a kind the tab words in its language. */
export function relationshipButton(r: RelationshipView | null): RelationshipButton {
  if (!r) return 'follow';
  if (r.blocking) return 'unblock';
  if (r.muting) return 'unmute';
  if (r.following) return 'following';
  if (r.requested) return 'requested';
  if (r.followedBy) return 'followBack';
  return 'follow';
}

/** The relationship button's state (section 4), one word per label: what the user sees before acting. */
export type RelationshipState = 'follow' | 'requested' | 'following' | 'followBack' | 'unblock' | 'unmute';

export function relationshipState(r: RelationshipView | null): RelationshipState {
  if (!r) return 'follow';
  if (r.blocking) return 'unblock';
  if (r.muting) return 'unmute';
  if (r.following) return 'following';
  if (r.requested) return 'requested';
  if (r.followedBy) return 'followBack';
  return 'follow';
}

/** What pressing the relationship button does in each state: Requested cancels the request, Following unfollows. */
export function relationshipButtonAction(r: RelationshipView | null): RelationshipAction {
  switch (relationshipState(r)) {
    case 'unblock':
      return { action: 'unblock' };
    case 'unmute':
      return { action: 'unmute' };
    case 'following':
    case 'requested':
      return { action: 'unfollow' };
    default:
      return { action: 'follow' };
  }
}
