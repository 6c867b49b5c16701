// What a tab asks the core to do. The core is the single writer: it applies the change (optimistically where the
// specification says so), publishes the result to every tab, and reverts it there on failure.

import type { DeckColumnOp } from '../settings/deck-columns.ts';
import type { AccountListIntent } from './account-lists.ts';
import type { AnnouncementIntent } from './announcements.ts';
import type { ComposeLaterIntent } from './compose-later.ts';
import type { ComposeSuggestIntent } from './compose-suggest.ts';
import type { ConversationIntent } from './conversations.ts';
import type { DiscoveryIntent } from './discovery.ts';
import type { EmojiIntent } from './emoji.ts';
import type { FilterIntent } from './filter-intents.ts';
import type { ListIntent } from './lists.ts';
import type { RelationshipAction } from './profile.ts';
import type { ProfilePatch } from './profile-edit.ts';
import type { ReportIntent } from './report.ts';
import type { AccountChip } from './rows.ts';
import type { SearchIntent } from './search.ts';
import type { StatusHistoryIntent } from './status-history.ts';
import type { CoreText } from './text.ts';
import type { TimelineSpec } from './views.ts';

export type StatusToggle = 'favourite' | 'reblog' | 'bookmark' | 'pin' | 'mute';
/** The visibility of a boost (the BOOST modal's choice): `POST …/reblog` with `visibility`. */
export type BoostVisibility = 'public' | 'unlisted' | 'private';

export type Intent =
  /** Filter management (shared/protocol/filter-intents.ts). */
  | FilterIntent
  /** The account lists: follow requests, blocks, mutes, domain blocks (shared/protocol/account-lists.ts). */
  | AccountListIntent
  /** A post's edit history (shared/protocol/status-history.ts): answers `StatusHistory` as the value. */
  | StatusHistoryIntent
  /** Search: typing-ahead, resolving a URL or handle, recent searches (shared/protocol/search.ts). */
  | SearchIntent
  /** The user's lists and their members (shared/protocol/lists.ts). */
  | ListIntent
  /** Conversations: read, delete (shared/protocol/conversations.ts). */
  | ConversationIntent
  /** Announcements: dismiss, react (shared/protocol/announcements.ts). */
  | AnnouncementIntent
  /** The instance's custom emoji for the emoji picker (shared/protocol/emoji.ts). */
  | EmojiIntent
  /** Compose's suggestions while typing and the emoji picks counted (shared/protocol/compose-suggest.ts). */
  | ComposeSuggestIntent
  /** Trends, suggestions, the directory and hashtags (shared/protocol/discovery.ts). */
  | DiscoveryIntent
  /** Scheduled posts and drafts put aside (shared/protocol/compose-later.ts). */
  | ComposeLaterIntent
  /** Reporting an account: the dialog's rules and posts, and the report itself (shared/protocol/report.ts). */
  | ReportIntent
  | {
      type: 'status.toggle';
      statusId: string;
      action: StatusToggle;
      value: boolean;
      visibility?: BoostVisibility;
    }
  | { type: 'status.delete'; statusId: string; redraft: boolean }
  | { type: 'poll.vote'; pollId: string; statusId: string; choices: number[] }
  | { type: 'account.follow'; accountId: string; value: boolean }
  | { type: 'account.block'; accountId: string; value: boolean }
  | { type: 'account.mute'; accountId: string; value: boolean; notifications?: boolean; duration?: number }
  /** Accept (authorize) or reject the follow request of `accountId`. */
  | { type: 'account.followRequest'; accountId: string; action: 'authorize' | 'reject' }
  /** Any relationship action (shared/protocol/profile.ts), optimistic in the core and reverted on failure. */
  | { type: 'account.relate'; accountId: string; relate: RelationshipAction }
  /** Familiar followers, featured tags and endorsed accounts of a profile; answers `ProfileExtras`
   *  (shared/protocol/profile-extras.ts) as the value. */
  | { type: 'profile.extras'; accountId: string }
  /** Your own profile as the edit form starts from it; answers `ProfileSource` (shared/protocol/profile-edit.ts). */
  | { type: 'profile.source' }
  /** Saves your profile (multipart PATCH update_credentials); the new account shows in every tab at once. */
  | { type: 'profile.update'; patch: ProfilePatch }
  | { type: 'view.top'; view: string; atTop: boolean }
  | { type: 'view.applyPending'; view: string }
  | { type: 'view.loadMore'; view: string }
  | { type: 'view.fillGap'; view: string; gapKey: string }
  | { type: 'view.reload'; view: string }
  | { type: 'notifications.markRead' }
  | { type: 'settings.patch'; patch: Record<string, unknown> }
  | { type: 'draft.save'; draftId: string; draft: unknown }
  | { type: 'compose.submit'; draftId: string }
  /** Compose (worker/compose): the draft the core holds for this id (null when none), to restore after reload. */
  | { type: 'draft.load'; draftId: string }
  /** Compose from a post: a reply (mentions, stricter visibility), an edit (its source; submit then PUTs) or a
   *  delete-and-redraft (section 4). The core saves the draft under draftId and answers it as the value. */
  | {
      type: 'compose.from';
      draftId: string;
      statusId: string;
      mode: 'reply' | 'edit' | 'redraft' | 'quote';
      /** A reply in a private conversation: its other participants are mentioned too, not only the post's. */
      participants?: { id: string; acct: string }[];
    }
  /** Uploads one file for a draft (POST /api/v2/media); answers { media, processing } as soon as the server
   *  answers. Refused with the section 5 texts when the draft is full or has a poll. */
  | {
      type: 'media.upload';
      draftId: string;
      file: Blob;
      attachments: number;
      hasPoll: boolean;
      /** The tab's id for this upload: its bytes sent are published as GlobalState.uploads[draftId/uploadId]. */
      uploadId?: string;
    }
  /** Waits until an upload that answered 202 is processed (polled with the 206 backoff); answers the media. */
  | { type: 'media.wait'; mediaId: string }
  /** Alt text of an uploaded file (PUT /api/v1/media/{id}). */
  | { type: 'media.describe'; mediaId: string; description: string }
  /** Focus point ("x,y"), description and thumbnail of an uploaded file (PUT /api/v1/media/{id}, multipart). */
  | { type: 'media.update'; mediaId: string; description?: string; focus?: string; thumbnail?: Blob }
  | { type: 'timeline.prefetch'; spec: TimelineSpec }
  /** Tab lifecycle: a page shown again, back online or resumed makes the core reconnect streaming at once and
   *  check its timelines for staleness (a gap after about 4 hours). */
  | { type: 'tab.lifecycle'; event: 'visible' | 'hidden' | 'online' | 'pageshow' }
  /** What the tab is showing (ruling 4 and the one-tab desktop election): sent on every change, and after hello. */
  | { type: 'tab.presence'; presence: TabPresenceReport }
  /** The service worker showed a push for this notification id: no tab shows it again. */
  | { type: 'notifications.pushShown'; notificationId: string }
  /** Notification requests (section 4): the list (load: first page or newer ones; more: the next page). Answers
   *  `NotificationRequestsView` as the value. */
  | { type: 'notifications.requests'; action: 'load' | 'more' }
  /** Web Push: the tab runs the subscription flow (its browser half) and the core does the server and storage
   *  halves (it holds the token and IndexedDB). Answers the op's result as the value. */
  | { type: 'push.op'; op: PushOp }
  /** Notification requests (section 4): accept or dismiss one. */
  | { type: 'notifications.request'; requestId: string; action: 'accept' | 'dismiss' }
  /** Translates a post into `lang` (POST /api/v1/statuses/{id}/translate). Answers a TranslationView
   *  (shared/protocol/translation.ts) as the value; a failure answers the section-8 alert. */
  | { type: 'status.translate'; statusId: string; lang: string }
  /** One change to the deck's columns (shared/settings/deck-columns.ts), applied by the core to the columns it
   *  holds, so two tabs editing the deck never overwrite each other. */
  | { type: 'deck.column'; op: DeckColumnOp }
  /** One value deep in the settings record (shared/settings/settings-path.ts), e.g. ['notifications', 'alerts',
   *  'follow']; applied by the core to the record it holds. */
  | { type: 'settings.set'; path: string[]; value: unknown }
  /** The posting defaults the server keeps (PATCH update_credentials source[privacy|sensitive|language]); the
   *  account's new defaults reach every tab's settings (`postingDefaults`). */
  | { type: 'posting.defaults'; defaults: PostingDefaultsPatch };

/** The posting defaults to change; a field left out stays as it is. */
export interface PostingDefaultsPatch {
  /** Mastodon keeps public, unlisted or private as a default (never direct). */
  visibility?: 'public' | 'unlisted' | 'private';
  sensitive?: boolean;
  language?: string;
}

/** The notification requests screen's model (the value of a `notifications.requests` intent). */
export interface NotificationRequestsView {
  items: { id: string; account: AccountChip; count: number; lastStatusText: string | null }[];
  /** The policy summary's pending requests count; null before the policy is known. */
  pending: number | null;
  hasMore: boolean;
}

/** One step of the Web Push flow done by the core for the tab (worker/app/push.ts). */
export type PushOp =
  /** What to subscribe with: the instance's VAPID key and the alerts from the notification settings. */
  | { op: 'input' }
  | {
      op: 'create';
      body: { subscription: { endpoint: string; keys: { p256dh: string; auth: string } }; data: unknown };
    }
  | { op: 'update'; id: string; data: unknown }
  /** Removes this token's subscription from the server (push switched off). */
  | { op: 'remove' }
  /** The flow ended without saving or clearing (nothing changed): another run may start at once. */
  | { op: 'release' }
  | { op: 'load' }
  | { op: 'save'; value: unknown }
  | { op: 'clear' };

/** The browser's Notification.permission ('default': not asked yet). */
export type PermissionState = 'granted' | 'denied' | 'default';

/** A tab's presence: the core always knows whether some tab is reading the notifications at the top. */
export interface TabPresenceReport {
  visible: boolean;
  focused: boolean;
  permission: PermissionState;
  /** The notifications view is mounted in this tab and whether it is scrolled to the top. */
  notifications: { mounted: boolean; atTop: boolean };
}

/** Every intent answers with this: the alert (section 8) is also published to the tab that asked. */
export type IntentResult =
  | { ok: true; value?: unknown }
  | { ok: false; alert: { title: CoreText; message: CoreText } | null };
