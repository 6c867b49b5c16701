// The demo world's records: every map of the in-memory server, the id generators, and the account and
// relationship look-ups (with the follow counts kept as follows come and go). The state changes are layered on top,
// one job per file: world-notifications.ts, world-relations.ts, world-statuses.ts, world-interactions.ts, world.ts.
import type { Bus } from '../bus.ts';
import { createGroupKeyState, type GroupKeyState } from './group-key.ts';
import { cmpId, createIdGen, type IdGen } from './ids.ts';
import type {
  AccountRec,
  AnnouncementRec,
  ConversationRec,
  Edge,
  FilterRec,
  ListRec,
  MarkerRec,
  MediaRec,
  NotificationRec,
  NotificationRequestRec,
  PolicyRec,
  PollRec,
  ReportRec,
  SeveranceRec,
  StatusRec,
  WarningRec,
} from './model.ts';
import type { World } from './world.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (): ApiError => new ApiError(404, 'Record not found');
export const invalid = (what: string): ApiError => new ApiError(422, `Validation failed: ${what}`);

export interface WorldDeps {
  now: () => number;
  bus: Bus;
}

export interface NewStatus {
  text: string;
  spoilerText?: string;
  sensitive?: boolean;
  visibility?: StatusRec['visibility'];
  language?: string | null;
  inReplyToId?: string | null;
  quoteOfId?: string | null;
  quotePolicy?: 'public' | 'followers' | 'nobody';
  mediaIds?: string[];
  poll?: { options: string[]; expiresInS: number; multiple: boolean } | null;
  card?: StatusRec['card'];
  localOnly?: boolean;
  application?: string | null;
  createdAt?: number;
}

export interface NotifyExtras {
  statusId?: string | null;
  reportId?: string | null;
  warningId?: string | null;
  eventId?: string | null;
  year?: number | null;
  createdAt?: number;
}

/** Render hooks set by render.ts so publishing can serialize without a cyclic import. */
export interface Publisher {
  statusUpdate(w: World, s: StatusRec, event: 'update' | 'status.update'): void;
  statusDelete(w: World, s: StatusRec): void;
  notification(w: World, n: NotificationRec): void;
  conversation(w: World, c: ConversationRec): void;
  announcement(w: World, a: AnnouncementRec): void;
}

export const edgeKey = (from: string, to: string): string => `${from}>${to}`;

export abstract class WorldRecords {
  /** The clock; the seeder moves it along while it replays the past. */
  now: () => number;
  readonly bus: Bus;
  publisher: Publisher | null = null;
  /** Server origin, set once the HTTP server listens (URLs in entities are absolute). */
  origin = 'http://127.0.0.1:4173';
  readonly localDomain = 'woolly.demo';

  readonly statusIds: IdGen = createIdGen();
  readonly notificationIds: IdGen = createIdGen();
  readonly edgeIds: IdGen = createIdGen();
  readonly mediaIds: IdGen = createIdGen();
  readonly accountIds: IdGen = createIdGen();
  protected smallSeq = 1;

  accounts = new Map<string, AccountRec>();
  accountByAcct = new Map<string, string>();
  statuses = new Map<string, StatusRec>();
  /** All status ids, oldest first (ids are made in time order, so appending keeps it sorted). */
  statusOrder: string[] = [];
  media = new Map<string, MediaRec>();
  polls = new Map<string, PollRec>();
  notifications = new Map<string, NotificationRec>();
  notificationOrder: string[] = [];
  reports = new Map<string, ReportRec>();
  warnings = new Map<string, WarningRec>();
  severances = new Map<string, SeveranceRec>();
  follows = new Map<string, Edge>();
  followRequests = new Map<string, Edge>();
  blocks = new Map<string, Edge>();
  mutes = new Map<string, Edge>();
  endorsements = new Map<string, Edge>();
  favourites = new Map<string, Edge>();
  bookmarks = new Map<string, Edge>();
  notes = new Map<string, string>();
  domainBlocks = new Map<string, Set<string>>();
  lists = new Map<string, ListRec>();
  filters = new Map<string, FilterRec>();
  announcements = new Map<string, AnnouncementRec>();
  conversations = new Map<string, ConversationRec>();
  markers = new Map<string, Map<string, MarkerRec>>();
  followedTags = new Map<string, Map<string, string>>();
  featuredTags = new Map<string, Map<string, { id: string; name: string }>>();
  tagIds = new Map<string, string>();
  notificationRequests = new Map<string, NotificationRequestRec>();
  policies = new Map<string, PolicyRec>();
  dismissedSuggestions = new Map<string, Set<string>>();
  idempotency = new Map<string, string>();
  webSettings = new Map<string, Record<string, unknown>>();
  pushSubscriptions = new Map<
    number,
    /** `token`: the access token that made it (one subscription per token, as on Mastodon). */
    { accountId: string; token: string; endpoint: string; alerts: Record<string, boolean>; policy: string }
  >();
  customEmojis: { shortcode: string; category: string | null }[] = [];
  groupKeys: GroupKeyState = createGroupKeyState();
  /** Accounts holding a token; streamed statuses are rendered for each of them with their own flags. */
  sessionAccounts = new Set<string>();

  constructor(deps: WorldDeps) {
    this.now = deps.now;
    this.bus = deps.bus;
  }

  nextSmallId(): string {
    return String(this.smallSeq++);
  }

  tagId(name: string): string {
    const key = name.toLowerCase();
    let id = this.tagIds.get(key);
    if (!id) {
      id = this.nextSmallId();
      this.tagIds.set(key, id);
    }
    return id;
  }

  // ---- accounts -------------------------------------------------------------------------------------------

  addAccount(rec: AccountRec): void {
    this.accounts.set(rec.id, rec);
    this.accountByAcct.set(this.acctOf(rec).toLowerCase(), rec.id);
  }

  acctOf(a: AccountRec): string {
    return a.domain ? `${a.username}@${a.domain}` : a.username;
  }

  account(id: string): AccountRec {
    const a = this.accounts.get(id);
    if (!a) throw notFound();
    return a;
  }

  lookup(acct: string): AccountRec | null {
    let key = acct.replace(/^@/, '').toLowerCase();
    if (key.endsWith(`@${this.localDomain}`)) key = key.slice(0, -this.localDomain.length - 1);
    const id = this.accountByAcct.get(key);
    return id ? (this.accounts.get(id) ?? null) : null;
  }

  isFollowing(from: string, to: string): boolean {
    return this.follows.has(edgeKey(from, to));
  }
  followEdge(from: string, to: string): Edge | undefined {
    return this.follows.get(edgeKey(from, to));
  }
  isBlocking(from: string, to: string): boolean {
    return this.blocks.has(edgeKey(from, to));
  }
  isMuting(from: string, to: string): boolean {
    const m = this.mutes.get(edgeKey(from, to));
    if (!m) return false;
    if (m.expiresAt != null && m.expiresAt <= this.now()) {
      this.mutes.delete(edgeKey(from, to));
      return false;
    }
    return true;
  }
  isRequested(from: string, to: string): boolean {
    return this.followRequests.has(edgeKey(from, to));
  }
  isEndorsing(from: string, to: string): boolean {
    return this.endorsements.has(edgeKey(from, to));
  }
  isDomainBlocking(viewer: string, domain: string | null): boolean {
    return domain !== null && (this.domainBlocks.get(viewer)?.has(domain) ?? false);
  }
  note(from: string, to: string): string {
    return this.notes.get(edgeKey(from, to)) ?? '';
  }
  setNote(from: string, to: string, comment: string): void {
    this.account(to);
    if (comment) this.notes.set(edgeKey(from, to), comment);
    else this.notes.delete(edgeKey(from, to));
  }

  /** Follow counts are kept per account as follows come and go, so rendering an account costs no scan. */
  protected readonly followerCounts = new Map<string, number>();
  protected readonly followingCounts = new Map<string, number>();

  followersCount(id: string): number {
    return (this.followerCounts.get(id) ?? 0) + (this.accounts.get(id)?.extraFollowers ?? 0);
  }
  followingCount(id: string): number {
    return (this.followingCounts.get(id) ?? 0) + (this.accounts.get(id)?.extraFollowing ?? 0);
  }

  /** Followers of each account, for fanning out a new post without scanning every follow. */
  protected readonly followersIndex = new Map<string, Set<string>>();

  followersOf(id: string): ReadonlySet<string> {
    return this.followersIndex.get(id) ?? new Set();
  }

  protected bump(counts: Map<string, number>, id: string, by: number): void {
    counts.set(id, Math.max(0, (counts.get(id) ?? 0) + by));
  }

  /** Ends a follow if there is one, keeping both counts right (never below zero). */
  removeFollow(from: string, to: string): void {
    if (!this.follows.delete(edgeKey(from, to))) return;
    this.followersIndex.get(to)?.delete(from);
    // A list membership hangs on the follow (Mastodon deletes it with the follow).
    for (const l of this.lists.values()) if (l.ownerId === from) l.accountIds.delete(to);
    this.bump(this.followingCounts, from, -1);
    this.bump(this.followerCounts, to, -1);
  }

  /** Edges of one kind into or out of an account, newest first (paging by the edge id). */
  edgesFrom(map: Map<string, Edge>, from: string): Edge[] {
    return [...map.values()].filter((e) => e.from === from).sort((a, b) => cmpId(b.id, a.id));
  }
  edgesTo(map: Map<string, Edge>, to: string): Edge[] {
    return [...map.values()].filter((e) => e.to === to).sort((a, b) => cmpId(b.id, a.id));
  }

  /** Every instance is a World (the layers below it are abstract); the publisher's renderers take the World. */
  protected get world(): World {
    return this as unknown as World;
  }
}
