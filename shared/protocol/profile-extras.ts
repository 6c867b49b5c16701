// What a profile shows besides its header and posts (section 4): the accounts you follow that follow it ("Followed
// by A, B and 3 others you follow"), its featured hashtags (most used first) and the accounts it features. The value
// of a `profile.extras` intent.
import type { AccountChip } from './rows.ts';

export interface FeaturedTagView {
  name: string;
  /** Its posts with the tag on this profile. */
  statusesCount: number;
  /** The day of its last post with the tag (ISO date), or null. */
  lastStatusAt: string | null;
}

export interface ProfileExtras {
  /** Accounts you follow that follow this one (the server sends a few); empty on your own profile. */
  familiarFollowers: AccountChip[];
  featuredTags: FeaturedTagView[];
  endorsed: AccountChip[];
}
