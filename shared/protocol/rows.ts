// Row models: what the core publishes and a view renders, ready to render. Reblogs are resolved (the row carries
// the original post plus who boosted it), the filter verdict is applied, content is already sanitized.
// Every row has a stable `key`, unique within its view.
import type { AnnouncementRow } from './announcements.ts';
import type { ContentNode } from './content.ts';
import type { ConversationRow } from './conversations.ts';
import type { TagRow } from './discovery.ts';
import type { ListRow } from './lists.ts';
import type { ProfileRow, RelationshipRow, RelationshipView } from './profile.ts';
import type { HashtagRow, SearchSectionRow } from './search.ts';

export interface AccountChip {
  id: string;
  acct: string;
  username: string;
  /** Display name with custom emoji resolved; falls back to the username when empty. */
  displayName: ContentNode[];
  avatar: string;
  avatarStatic: string;
  url: string;
  bot: boolean;
  locked: boolean;
}

export interface MediaView {
  id: string;
  type: 'image' | 'gifv' | 'video' | 'audio' | 'unknown';
  url: string;
  previewUrl: string;
  remoteUrl: string | null;
  description: string;
  /** Null when missing or invalid (section 5: at least 6 characters, length matching its component count). */
  blurhash: string | null;
  width: number | null;
  height: number | null;
  focus: { x: number; y: number } | null;
}

export interface PollView {
  id: string;
  expiresAt: string | null;
  expired: boolean;
  multiple: boolean;
  votesCount: number;
  votersCount: number | null;
  voted: boolean;
  ownVotes: number[];
  options: { title: ContentNode[]; votesCount: number | null }[];
}

export interface CardView {
  url: string;
  title: string;
  description: string;
  type: string;
  image: string | null;
  blurhash: string | null;
  providerName: string;
  authorName: string | null;
  width: number;
  height: number;
}

export type QuoteView =
  | { state: 'shown'; status: StatusView }
  /** Not shown: deleted, pending, rejected, revoked, unauthorized, blocked, muted, or not loaded. */
  | {
      state:
        | 'deleted'
        | 'pending'
        | 'rejected'
        | 'revoked'
        | 'unauthorized'
        | 'blocked'
        | 'muted'
        | 'unavailable';
      statusId: string | null;
    };

export interface FilterVerdict {
  /** `warn` (collapsed behind 'Matches filter “{title}”'), `blur` (media hidden). `hide` never reaches a row
   *  except where a hide filter shows as a warning (bookmarks, favourites, detailed view, search). */
  action: 'warn' | 'blur';
  titles: string[];
  /** With `warn`: the blur filters that match too. Once the warning is passed, the media stays hidden behind
   *  'Matches filter “{title}”' (mediaBlurTitle says which title). */
  blurTitles?: string[];
}

/** The title a post's media is blurred behind, when a blur filter matches (alone or beside a warning), else null. */
export function mediaBlurTitle(filter: FilterVerdict | null | undefined): string | null {
  if (!filter) return null;
  if (filter.action === 'blur') return filter.titles.join(', ');
  return filter.blurTitles && filter.blurTitles.length > 0 ? filter.blurTitles.join(', ') : null;
}

export interface StatusView {
  id: string;
  uri: string;
  /** http(s) only; otherwise the uri (section 5). */
  url: string;
  createdAt: string;
  editedAt: string | null;
  account: AccountChip;
  content: ContentNode[];
  spoilerText: string;
  sensitive: boolean;
  visibility: 'public' | 'unlisted' | 'private' | 'direct';
  language: string | null;
  inReplyToId: string | null;
  inReplyToAccountId: string | null;
  media: MediaView[];
  poll: PollView | null;
  card: CardView | null;
  quote: QuoteView | null;
  repliesCount: number;
  reblogsCount: number;
  favouritesCount: number;
  favourited: boolean;
  reblogged: boolean;
  bookmarked: boolean;
  pinned: boolean;
  muted: boolean;
  own: boolean;
  /** The application it was posted with (shown on the focused post); its website http(s) only. */
  application?: { name: string; website: string | null } | null;
  /** Quotes of it, where the server counts them. */
  quotesCount?: number;
  /** Whether the viewer may quote it (`quote_approval.current_user`); absent where the server has no quotes. */
  quoteApproval?: 'automatic' | 'manual' | 'denied' | 'unknown';
}

export interface StatusRow {
  kind: 'status';
  key: string;
  /** The timeline item's id (the boost's own id when this is a boost): used for paging and markers. */
  itemId: string;
  status: StatusView;
  rebloggedBy: AccountChip | null;
  filter: FilterVerdict | null;
  /** Shown in the pinned section of a profile. */
  pinnedRow: boolean;
}

/** Posts missing between two loaded items (a dropped socket, a resume after sleep, a trimmed page). */
export interface GapRow {
  kind: 'gap';
  key: string;
  maxId: string | null;
  sinceId: string | null;
  loading: boolean;
}

export interface NotificationGroupRow {
  kind: 'notification-group';
  key: string;
  groupKey: string;
  type: string;
  count: number;
  /** Up to 8, newest first. */
  sampleAccounts: AccountChip[];
  status: StatusView | null;
  latestAt: string;
  mostRecentId: string;
  unread: boolean;
  filter: FilterVerdict | null;
  /** Type-specific payloads, already reduced to what the row shows. */
  extra: {
    report?: { id: string; category: string; comment: string; targetAccount: AccountChip | null };
    event?: {
      type: string;
      targetName: string;
      followersCount: number;
      followingCount: number;
      purged: boolean;
    };
    moderationWarning?: { id: string; action: string; text: string };
    annualReport?: { year: number };
  };
}

export interface AccountRow {
  kind: 'account';
  key: string;
  account: AccountChip;
  note: ContentNode[];
  followersCount: number;
  followingCount: number;
  statusesCount: number;
  /** The relationship to it, kept current by the core (the row then has its relationship button); null while it
   *  is being fetched; absent in lists that show no button. */
  relationship?: RelationshipView | null;
  /** The signed-in user's own row: no relationship button. */
  self?: boolean;
}

export type Row =
  | StatusRow
  | GapRow
  | NotificationGroupRow
  | AccountRow
  | ProfileRow
  /** Search results (shared/protocol/search.ts). */
  | HashtagRow
  | SearchSectionRow
  /** The user's lists (shared/protocol/lists.ts). */
  | ListRow
  | ConversationRow
  | AnnouncementRow
  /** A hashtag (shared/protocol/discovery.ts). */
  | TagRow
  /** A relationship alone (shared/protocol/profile.ts): a post's menu. */
  | RelationshipRow;
