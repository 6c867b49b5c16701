// Wire accounts as a Mastodon server sends them: the account, its emojis, fields and role, the signed-in user's
// own account, relationships, suggestions and featured tags.
import type { Id, IsoDate } from './scalars.ts';

export interface CustomEmoji {
  shortcode: string;
  url: string;
  static_url: string;
  visible_in_picker: boolean;
  category?: string | null;
}

export interface AccountField {
  name: string;
  value: string;
  verified_at: IsoDate | null;
}

export interface Role {
  id: string;
  name: string;
  color: string;
}

export interface Account {
  id: Id;
  username: string;
  acct: string;
  url: string;
  uri: string;
  display_name: string;
  note: string;
  avatar: string;
  avatar_static: string;
  header: string;
  header_static: string;
  locked: boolean;
  bot: boolean;
  group: boolean;
  discoverable?: boolean | null;
  indexable?: boolean;
  noindex?: boolean | null;
  created_at: IsoDate;
  last_status_at?: string | null;
  statuses_count: number;
  followers_count: number;
  following_count: number;
  emojis: CustomEmoji[];
  fields: AccountField[];
  roles?: Role[];
  moved?: Account | null;
  suspended?: boolean;
  limited?: boolean;
  memorial?: boolean;
  hide_collections?: boolean | null;
  mute_expires_at?: IsoDate | null;
}

/** What grouped notifications send for accounts beyond the full ones (`partial_accounts`). */
export interface PartialAccountWithAvatar {
  id: Id;
  acct: string;
  url: string;
  avatar: string;
  avatar_static: string;
  locked: boolean;
  bot: boolean;
}

export interface Relationship {
  id: Id;
  following: boolean;
  showing_reblogs: boolean;
  notifying: boolean;
  languages?: string[] | null;
  followed_by: boolean;
  blocking: boolean;
  blocked_by: boolean;
  muting: boolean;
  muting_notifications: boolean;
  requested: boolean;
  requested_by: boolean;
  domain_blocking: boolean;
  endorsed: boolean;
  note: string;
}

export interface Suggestion {
  sources: string[];
  account: Account;
}

export interface FeaturedTag {
  id: Id;
  name: string;
  url: string;
  statuses_count: number | string;
  last_status_at: string | null;
}

/** The signed-in user's own account (`verify_credentials`): role carries the permissions bitmask as a string. */
export interface CredentialAccount extends Account {
  role?: { id: string; name: string; color: string; permissions: string } | null;
  source?: {
    privacy?: string | null;
    sensitive?: boolean;
    language?: string | null;
    note?: string;
    fields?: AccountField[];
  } | null;
}

export interface FamiliarFollowers {
  id: Id;
  accounts: Account[];
}
