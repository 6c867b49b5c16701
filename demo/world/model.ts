// The demo world's internal records: plain data, keyed by id. The wire shapes are made from these per viewer
// (demo/world/render.ts); counts that derive from relations are computed there, never stored twice.
import type { FilterAction, Visibility } from '../../shared/wire/entities.ts';

export interface AccountRec {
  id: string;
  username: string;
  /** null for local accounts. */
  domain: string | null;
  displayName: string;
  note: string;
  locked: boolean;
  bot: boolean;
  group: boolean;
  discoverable: boolean;
  createdAt: number;
  fields: { name: string; value: string; verifiedAt: number | null }[];
  roles: { id: string; name: string; color: string }[];
  movedToId: string | null;
  /** Palette index and shape used to draw the generated avatar and header. */
  look: number;
  lastStatusAt: number | null;
  statusesCount: number;
  /** Followers and follows on other servers that the demo does not model as accounts. */
  extraFollowers: number;
  extraFollowing: number;
  /** Search engines may index the public posts (Mastodon's `indexable`); defaults to `discoverable`. */
  indexable?: boolean;
  /** The followers and following lists are hidden from others. */
  hideCollections?: boolean;
  /** Pictures uploaded through update_credentials (served under /system/accounts/…/{version}); absent: generated. */
  avatarFile?: StoredPicture;
  headerFile?: StoredPicture;
  /** Posting defaults set through update_credentials (source[privacy|sensitive|language]); absent: public, not
   *  sensitive, English. */
  postingDefaults?: { privacy: Visibility; sensitive: boolean; language: string | null };
}

export interface StoredPicture {
  data: Uint8Array;
  contentType: string;
  /** Grows with each upload, so the address changes and no cache shows the old picture. */
  version: number;
}

export interface MediaRec {
  id: string;
  accountId: string;
  type: 'image' | 'gifv' | 'video' | 'audio' | 'unknown';
  description: string | null;
  blurhash: string | null;
  width: number;
  height: number;
  duration: number | null;
  focus: { x: number; y: number } | null;
  look: number;
  /** Polls left before processing ends (0 = ready). */
  processingPolls: number;
  statusId: string | null;
  createdAt: number;
  /** A thumbnail sent for a video or audio file (PUT /api/v1/media/{id} `thumbnail`), served as its preview. */
  thumbnail?: StoredPicture;
}

export interface PollRec {
  id: string;
  expiresAt: number | null;
  multiple: boolean;
  options: string[];
  /** Votes per option from accounts outside the demo. */
  baseVotes: number[];
  baseVoters: number;
  /** accountId → chosen option indexes */
  votes: Map<string, number[]>;
  /** The status the poll belongs to, and whether its end has been announced to voters. */
  statusId?: string;
  endNotified?: boolean;
}

export interface CardRec {
  url: string;
  title: string;
  description: string;
  type: 'link' | 'photo' | 'video' | 'rich';
  authorName: string;
  authorUrl: string;
  providerName: string;
  providerUrl: string;
  image: string | null;
  width: number;
  height: number;
  blurhash: string | null;
  embedUrl: string;
  html: string;
}

export interface EditRec {
  at: number;
  text: string;
  spoilerText: string;
  sensitive: boolean;
  mediaIds: string[];
  pollOptions: string[] | null;
}

export interface StatusRec {
  id: string;
  accountId: string;
  createdAt: number;
  text: string;
  spoilerText: string;
  sensitive: boolean;
  visibility: Visibility;
  language: string | null;
  inReplyToId: string | null;
  inReplyToAccountId: string | null;
  reblogOfId: string | null;
  quoteOfId: string | null;
  /** Who may quote it (`quote_approval_policy`); absent means public, as the server's default. */
  quotePolicy?: 'public' | 'followers' | 'nobody';
  mediaIds: string[];
  pollId: string | null;
  card: CardRec | null;
  tags: string[];
  mentionIds: string[];
  editedAt: number | null;
  /** Earlier versions, oldest first; the current version is not in here. */
  history: EditRec[];
  favouritedBy: Set<string>;
  bookmarkedBy: Set<string>;
  mutedBy: Set<string>;
  pinned: boolean;
  localOnly: boolean;
  repliesCount: number;
  reblogIds: Set<string>;
  quotesCount: number;
  /** Favourites and boosts from accounts outside the demo. */
  extraFavourites: number;
  extraReblogs: number;
  application: string | null;
  deleted: boolean;
}

export type NotificationType =
  | 'follow'
  | 'follow_request'
  | 'favourite'
  | 'reblog'
  | 'mention'
  | 'poll'
  | 'status'
  | 'update'
  | 'admin.sign_up'
  | 'admin.report'
  | 'moderation_warning'
  | 'severed_relationships'
  | 'annual_report'
  | 'quote'
  | 'quoted_update';

export interface NotificationRec {
  id: string;
  recipientId: string;
  type: NotificationType;
  fromId: string;
  statusId: string | null;
  reportId: string | null;
  warningId: string | null;
  eventId: string | null;
  year: number | null;
  createdAt: number;
  /** null = ungrouped (the wire says `ungrouped-<id>`). */
  groupKey: string | null;
  /** Held back by the notification policy: only visible through notification requests. */
  filtered: boolean;
}

export interface ReportRec {
  id: string;
  category: string;
  comment: string;
  targetId: string;
  statusIds: string[];
  createdAt: number;
  /** Who filed it (a report made through POST /api/v1/reports; the seeded one has none). */
  reporterId?: string;
  /** The instance rules it says were broken (category `violation`). */
  ruleIds?: string[];
  /** Sent on to the reported account's server too. */
  forwarded?: boolean;
}

export interface WarningRec {
  id: string;
  action: string;
  text: string;
  targetId: string;
  createdAt: number;
}

export interface SeveranceRec {
  id: string;
  type: 'domain_block' | 'user_domain_block' | 'account_suspension';
  targetName: string;
  followersCount: number;
  followingCount: number;
  createdAt: number;
}

export interface ListRec {
  id: string;
  ownerId: string;
  title: string;
  repliesPolicy: 'followed' | 'list' | 'none';
  exclusive: boolean;
  accountIds: Set<string>;
}

export interface FilterRec {
  id: string;
  ownerId: string;
  title: string;
  context: string[];
  expiresAt: number | null;
  action: FilterAction;
  keywords: { id: string; keyword: string; wholeWord: boolean }[];
  statuses: { id: string; statusId: string }[];
}

export interface AnnouncementRec {
  id: string;
  content: string;
  startsAt: number | null;
  endsAt: number | null;
  allDay: boolean;
  publishedAt: number;
  updatedAt: number;
  readBy: Set<string>;
  /** emoji name → accounts that reacted; plus counts from elsewhere. */
  reactions: Map<string, { by: Set<string>; extra: number }>;
}

export interface ConversationRec {
  id: string;
  ownerId: string;
  participantIds: string[];
  lastStatusId: string;
  unread: boolean;
}

export interface MarkerRec {
  lastReadId: string;
  version: number;
  updatedAt: number;
}

/** A directed relation with its own id, so lists of them page like a real server (follows, blocks, favourites). */
export interface Edge {
  id: string;
  from: string;
  to: string;
  /** Follows: show reblogs, notify; mutes: hide notifications, expiry. */
  reblogs?: boolean;
  notify?: boolean;
  /** Follows: the languages chosen for home (POST …/follow languages[]); null or absent for all. */
  languages?: string[] | null;
  hideNotifications?: boolean;
  expiresAt?: number | null;
}

export interface NotificationRequestRec {
  id: string;
  recipientId: string;
  fromId: string;
  createdAt: number;
  updatedAt: number;
}

export interface PolicyRec {
  forNotFollowing: string;
  forNotFollowers: string;
  forNewAccounts: string;
  forPrivateMentions: string;
  forLimitedAccounts: string;
}
