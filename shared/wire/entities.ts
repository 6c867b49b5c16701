// Wire entities as a Mastodon server sends them (snake_case). The reference is the OpenAPI description in
// ../shared/contract/openapi/. Fields a server may omit are optional; ids are strings after normalization
// (worker/api/normalize.ts turns the real server's numeric ids, e.g. most_recent_notification_id, into strings).
// Unknown fields are allowed and ignored; unknown enum values are kept as plain strings.

export type Id = string;
export type IsoDate = string;
export type Visibility = 'public' | 'unlisted' | 'private' | 'direct';

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

export type MediaType = 'image' | 'gifv' | 'video' | 'audio' | 'unknown';

export interface MediaAttachment {
  id: Id;
  type: MediaType | string;
  url: string | null;
  preview_url: string | null;
  remote_url?: string | null;
  description?: string | null;
  blurhash?: string | null;
  meta?: {
    original?: { width?: number; height?: number; duration?: number };
    small?: { width?: number; height?: number };
    focus?: { x: number; y: number };
  } | null;
}

export interface PollOption {
  title: string;
  votes_count: number | null;
}

export interface Poll {
  id: Id;
  expires_at: IsoDate | null;
  expired: boolean;
  multiple: boolean;
  votes_count: number;
  voters_count?: number | null;
  options: PollOption[];
  emojis: CustomEmoji[];
  voted?: boolean;
  own_votes?: number[];
}

export interface PreviewCardAuthor {
  name: string;
  url: string;
  account?: Account | null;
}

export interface PreviewCard {
  url: string;
  title: string;
  description: string;
  type: 'link' | 'photo' | 'video' | 'rich' | string;
  author_name: string;
  author_url: string;
  authors?: PreviewCardAuthor[];
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
  image?: string | null;
  embed_url: string;
  blurhash?: string | null;
}

export interface Mention {
  id: Id;
  username: string;
  url: string;
  acct: string;
}

export interface Tag {
  name: string;
  url: string;
  history?: { day: string; uses: string; accounts: string }[];
  following?: boolean;
  featuring?: boolean;
}

export type FilterContext = 'home' | 'notifications' | 'public' | 'thread' | 'account';
export type FilterAction = 'warn' | 'hide' | 'blur';

export interface FilterKeyword {
  id: Id;
  keyword: string;
  whole_word: boolean;
}

export interface FilterStatus {
  id: Id;
  status_id: Id;
}

export interface Filter {
  id: Id;
  title: string;
  context: (FilterContext | string)[];
  expires_at: IsoDate | null;
  filter_action: FilterAction | string;
  keywords?: FilterKeyword[];
  statuses?: FilterStatus[];
}

export interface FilterResult {
  filter: Filter;
  keyword_matches?: string[] | null;
  status_matches?: Id[] | null;
}

/** Quote states, as Mastodon 4.4+ sends them; a deleted quoted post shows as `deleted`. */
export type QuoteState =
  | 'pending'
  | 'accepted'
  | 'rejected'
  | 'revoked'
  | 'deleted'
  | 'unauthorized'
  | 'blocked_account'
  | 'blocked_domain'
  | 'muted_account'
  | string;

export interface Quote {
  state: QuoteState;
  quoted_status?: Status | null;
  quoted_status_id?: Id | null;
}

export interface Status {
  id: Id;
  uri: string;
  url?: string | null;
  created_at: IsoDate;
  edited_at?: IsoDate | null;
  account: Account;
  content: string;
  /** Only in the answer to DELETE (the plain source, for redraft) and in /source. */
  text?: string | null;
  spoiler_text: string;
  sensitive: boolean;
  visibility: Visibility | string;
  language?: string | null;
  in_reply_to_id?: Id | null;
  in_reply_to_account_id?: Id | null;
  reblog?: Status | null;
  quote?: Quote | null;
  media_attachments: MediaAttachment[];
  mentions: Mention[];
  tags: Tag[];
  emojis: CustomEmoji[];
  card?: PreviewCard | null;
  poll?: Poll | null;
  replies_count: number;
  reblogs_count: number;
  favourites_count: number;
  quotes_count?: number;
  favourited?: boolean;
  reblogged?: boolean;
  muted?: boolean;
  bookmarked?: boolean;
  pinned?: boolean;
  filtered?: FilterResult[];
  local_only?: boolean;
  application?: { name: string; website?: string | null } | null;
}

export type NotificationType =
  | 'mention'
  | 'status'
  | 'reblog'
  | 'follow'
  | 'follow_request'
  | 'favourite'
  | 'poll'
  | 'update'
  | 'admin.sign_up'
  | 'admin.report'
  | 'moderation_warning'
  | 'severed_relationships'
  | 'annual_report'
  | 'quote'
  | 'quoted_update';

export interface Report {
  id: Id;
  action_taken: boolean;
  category: string;
  comment: string;
  forwarded: boolean;
  created_at: IsoDate;
  status_ids: Id[] | null;
  rule_ids: Id[] | null;
  target_account: Account;
}

export interface RelationshipSeveranceEvent {
  id: Id;
  type: 'domain_block' | 'user_domain_block' | 'account_suspension' | string;
  purged: boolean;
  target_name: string;
  followers_count: number;
  following_count: number;
  created_at: IsoDate;
}

export interface AccountWarning {
  id: Id;
  action: string;
  text: string;
  status_ids: Id[] | null;
  target_account: Account;
  created_at: IsoDate;
}

export interface Notification {
  id: Id;
  type: NotificationType | string;
  group_key?: string;
  created_at: IsoDate;
  account: Account;
  status?: Status | null;
  report?: Report | null;
  event?: RelationshipSeveranceEvent | null;
  moderation_warning?: AccountWarning | null;
  annual_report?: { year: number } | null;
}

export interface NotificationGroup {
  group_key: string;
  notifications_count: number;
  type: NotificationType | string;
  /** A JSON number on the real server; a string after normalization. */
  most_recent_notification_id: Id;
  page_min_id?: Id;
  page_max_id?: Id;
  latest_page_notification_at?: IsoDate;
  sample_account_ids: Id[];
  status_id?: Id | null;
  report?: Report | null;
  event?: RelationshipSeveranceEvent | null;
  moderation_warning?: AccountWarning | null;
}

export interface GroupedNotificationsResults {
  accounts: Account[];
  partial_accounts?: PartialAccountWithAvatar[];
  statuses: Status[];
  notification_groups: NotificationGroup[];
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

export interface List {
  id: Id;
  title: string;
  replies_policy: 'followed' | 'list' | 'none' | string;
  exclusive?: boolean;
}

export interface Marker {
  last_read_id: Id;
  version: number;
  updated_at: IsoDate;
}

export type Markers = Partial<Record<'home' | 'notifications', Marker>>;

export interface Conversation {
  id: Id;
  unread: boolean;
  accounts: Account[];
  last_status: Status | null;
}

export interface AnnouncementReaction {
  name: string;
  count: number;
  me?: boolean;
  url?: string;
  static_url?: string;
}

export interface Announcement {
  id: Id;
  content: string;
  starts_at: IsoDate | null;
  ends_at: IsoDate | null;
  all_day: boolean;
  published_at: IsoDate;
  updated_at: IsoDate;
  read?: boolean;
  mentions: { id: Id; username: string; url: string; acct: string }[];
  statuses: { id: Id; url: string }[];
  tags: { name: string; url: string }[];
  emojis: CustomEmoji[];
  reactions: AnnouncementReaction[];
}

export interface Context {
  ancestors: Status[];
  descendants: Status[];
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

export interface NotificationRequest {
  id: Id;
  created_at: IsoDate;
  updated_at: IsoDate;
  account: Account;
  notifications_count: string | number;
  last_status?: Status | null;
}

export interface NotificationPolicy {
  for_not_following: 'accept' | 'filter' | 'drop' | string;
  for_not_followers: 'accept' | 'filter' | 'drop' | string;
  for_new_accounts: 'accept' | 'filter' | 'drop' | string;
  for_private_mentions: 'accept' | 'filter' | 'drop' | string;
  for_limited_accounts: 'accept' | 'filter' | 'drop' | string;
  summary: { pending_requests_count: number; pending_notifications_count: number };
}

export interface WebPushSubscription {
  /** A number on the real server; a string after normalization. */
  id: Id;
  endpoint: string;
  standard?: boolean;
  server_key: string;
  alerts: Partial<Record<string, boolean>>;
  policy?: string;
}

export interface SearchResults {
  accounts: Account[];
  statuses: Status[];
  hashtags: Tag[];
}

export interface DomainBlock {
  domain: string;
  digest: string;
  severity: 'silence' | 'suspend' | string;
  comment?: string | null;
}

/** The parts of `GET /api/v2/instance` the client uses. */
export interface Instance {
  domain: string;
  title: string;
  version: string;
  source_url?: string;
  description: string;
  thumbnail?: { url: string; blurhash?: string | null } | null;
  languages?: string[];
  configuration: {
    urls: { streaming: string; status?: string | null };
    accounts?: { max_featured_tags: number; max_pinned_statuses?: number };
    statuses: { max_characters: number; max_media_attachments: number; characters_reserved_per_url: number };
    media_attachments: {
      supported_mime_types: string[];
      image_size_limit: number;
      image_matrix_limit: number;
      video_size_limit: number;
      video_frame_rate_limit: number;
      video_matrix_limit: number;
      description_limit?: number;
    };
    polls: {
      max_options: number;
      max_characters_per_option: number;
      min_expiration: number;
      max_expiration: number;
    };
    translation?: { enabled: boolean };
    vapid?: { public_key: string };
  };
  registrations?: { enabled: boolean; approval_required: boolean; message: string | null };
  contact?: { email: string; account: Account | null };
  rules?: { id: Id; text: string; hint?: string }[];
}

/** `PUT /api/web/settings` and push subscriptions are private to Mastodon's web UI; shapes per the contract README. */
export interface WebSettingsBody {
  data: Record<string, unknown>;
}

// Added with the API layer (worker/api): entities some calls answer with.

export interface StatusEdit {
  content: string;
  spoiler_text: string;
  sensitive: boolean;
  created_at: IsoDate;
  account: Account;
  poll: { options: { title: string }[] } | null;
  media_attachments: MediaAttachment[];
  emojis: CustomEmoji[];
}

export interface StatusSource {
  id: Id;
  text: string;
  spoiler_text: string;
}

export interface Translation {
  content: string;
  spoiler_text: string;
  detected_source_language: string;
  provider: string;
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

export interface Preferences {
  'posting:default:visibility': Visibility | string;
  'posting:default:sensitive': boolean;
  'posting:default:language': string | null;
  'reading:expand:media': 'default' | 'show_all' | 'hide_all' | string;
  'reading:expand:spoilers': boolean;
}

export interface FamiliarFollowers {
  id: Id;
  accounts: Account[];
}

export interface TranslationLanguages {
  [source: string]: string[];
}

export interface ExtendedDescription {
  updated_at: IsoDate;
  content: string;
}

export interface UnreadCount {
  count: number;
}

/** `POST /api/v1/apps`: the registered application with its client credentials. */
export interface RegisteredApp {
  id: Id;
  name: string;
  client_id: string;
  client_secret: string;
  redirect_uri: string;
  scopes?: string[];
}

/** `POST /oauth/token`. */
export interface OAuthToken {
  access_token: string;
  token_type: string;
  scope: string;
  created_at: number;
}

/** Trending links are preview cards with a history. */
export interface TrendsLink extends PreviewCard {
  history?: { day: string; uses: string; accounts: string }[];
}
