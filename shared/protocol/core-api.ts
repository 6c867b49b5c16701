// The comlink interface between a tab and the core (SharedWorker, dedicated Worker, or in the page). For views only
// snapshots and diffs cross (shared/protocol/diff.ts); global state crosses as a small `global` message.
// Everything a tab receives comes through its one push callback, in order, so a snapshot always precedes its diffs.
import type { ViewDiff, ViewSnapshot } from './diff.ts';
import type { Intent, IntentResult } from './intents.ts';
import type { AccountChip } from './rows.ts';
import type { CoreText } from './text.ts';
import type { ViewSpec } from './views.ts';

export interface Alert {
  id: number;
  /** Words in the message catalogue's terms (shared/protocol/text.ts): each tab shows them in its language. */
  title: CoreText;
  message: CoreText;
  at: number;
  /** The tab whose intent failed; null for alerts about shared state (every tab shows them). */
  tabId: string | null;
}

export type StreamStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface Identity {
  signedIn: boolean;
  accountId: string | null;
  disabledAccountId: string | null;
  permissions: number;
  /** Base URL of the instance, e.g. `https://example.social`; null when signed out. */
  instance: string | null;
  account: AccountChip | null;
}

/** The `global` channel: small, published whole to every tab when any part changes. */
export interface GlobalState {
  version: number;
  identity: Identity;
  settings: Record<string, unknown>;
  unread: { notifications: number };
  /** Unread private conversations among those loaded (the navigation's count); absent before they are. */
  unreadConversations?: number;
  /** Recent alerts (section 8), newest last; a tab shows those newer than the ones it has seen. */
  alerts: Alert[];
  /** `reason`: why the core stopped the live stream for good (the server refused it), in the user's words. */
  stream: { status: StreamStatus; since: number; reason?: CoreText | null };
  /** Compose drafts by draft id: owned by the core, mirrored by each tab to sessionStorage. */
  drafts: Record<string, unknown>;
  /** The app's own origin when it is a Mastodon-compatible instance (the demo of `npm start`): the sign-in
   *  screen offers it first. Null otherwise. */
  sameOriginInstance: string | null;
  /** The loading bar (section 9): 0–99 while page loads are in flight, 0 hides it. Absent means 0. */
  loading?: number;
  /** Notification requests waiting (the notification policy's summary.pending_requests_count), lowered at once on
   *  accept/dismiss in any tab. Absent or null before the policy is known. */
  pendingRequests?: number | null;
  /** Follow requests waiting for the signed-in user (the navigation's badge), lowered at once on accept/reject in
   *  any tab. Absent or null before the credential account is known. */
  followRequests?: number | null;
  /** What the server translates (GET /api/v1/instance/translation_languages), fetched once per account: source
   *  language → target languages. Absent or null: unknown or none (no post offers "Translate"). */
  translationLanguages?: Readonly<Record<string, readonly string[]>> | null;
  /** Uploads under way (media of compose, profile pictures) by key: bytes sent and total, for every tab's progress
   *  bars (worker/compose/upload-progress.ts). Absent or empty when none. */
  uploads?: Readonly<Record<string, { sent: number; total: number }>>;
  /** Read markers not yet on the server, with what the page needs to send them itself when the last tab hides
   *  (src/lib/markers-flush.ts). Absent or null when nothing waits. */
  markers?: {
    baseUrl: string;
    token: string;
    pending: Partial<Record<'home' | 'notifications', { last_read_id: string }>>;
  } | null;
  /** Counts the changes of the drafts put aside (shared/protocol/compose-later.ts): the drafts screen of every tab
   *  reads the list again when it moves. Absent: none yet. */
  savedDraftsVersion?: number;
}

export type PushMessage =
  | { type: 'snapshot'; snapshot: ViewSnapshot }
  | { type: 'diff'; diff: ViewDiff }
  | { type: 'global'; global: GlobalState }
  /** To one tab only: the elected tab shows this desktop notification and/or plays the sound (DeliveryCommand of
   *  worker/desktop-notifications). */
  | { type: 'delivery'; command: DeliveryCommandMessage }
  /** To a hidden tab, at a heartbeat: the one part of the global state it shows while hidden (the unread count in
   *  its title) changed. The whole state follows when the tab is shown (worker/core/hidden-hold.ts). */
  | { type: 'unread'; notifications: number };

/** Structural copy of worker/desktop-notifications' DeliveryCommand (shared/ does not import from worker/). */
export interface DeliveryCommandMessage {
  type: 'notification.deliver';
  notificationId: string;
  show: { title: CoreText; body: string; icon: string | null; tag: string; url: string } | null;
  sound: boolean;
  volume: number;
}

/** The tab's callback (a comlink.proxy): a batch of messages, in order. */
export type PushFn = (messages: PushMessage[]) => void;

export interface TabHello {
  tabId: string;
  protocol: number;
  /** Grows with each hello of this tab. A hello that the core answers late (it was paused, or the tab gave up on it
   *  and tried again on a new port) must not replace a newer one: the core keeps the highest. */
  seq?: number;
}

export type HelloResult =
  | { ok: true; coreId: string; protocol: number; global: GlobalState }
  /** The core speaks another protocol version (a new build started a new core, or this tab is stale). */
  | { ok: false; reason: 'version'; protocol: number };

export interface CoreApi {
  hello(tab: TabHello, push: PushFn): Promise<HelloResult>;
  /** Subscribes the tab to a view; the snapshot, then diffs, arrive through push. Answers the view's key. */
  subscribe(tabId: string, spec: ViewSpec): Promise<string>;
  unsubscribe(tabId: string, view: string): Promise<void>;
  intent(tabId: string, intent: Intent): Promise<IntentResult>;
  /** False when the core does not know the tab (it was dropped, or the core restarted): the tab says hello again. */
  heartbeat(tabId: string): Promise<boolean>;
  goodbye(tabId: string): Promise<void>;
  /** Starts OAuth with PKCE for an instance: answers the authorization URL the tab navigates to. */
  signInStart(instance: string, redirectUri: string): Promise<{ ok: true; url: string } | IntentFailure>;
  /** Finishes OAuth: the tab hands over `code` and `state` from `/oauth/callback`. */
  signInFinish(code: string, state: string): Promise<IntentResult>;
  signOut(): Promise<IntentResult>;
  /** Resolves a handle (route /@acct) to an account id; null when not found or signed out. */
  lookupAccount(acct: string): Promise<{ id: string } | null>;
  /** The tab has shown its first content (its first list with rows): the core's parts that the first posts do not
   *  need load now (worker/app/start-gate.ts). Optional: an older core does not have it. */
  firstContent?(): Promise<void>;
  /** The tab sent `GlobalState.markers.pending` itself as it hid: the core counts them as uploaded. */
  markersFlushed?(
    markers: Partial<Record<'home' | 'notifications', { last_read_id: string }>>,
  ): Promise<void>;
}

type IntentFailure = Extract<IntentResult, { ok: false }>;
