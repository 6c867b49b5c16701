// The demo world: every record of the in-memory server, and every state change as one method that keeps the
// relations consistent (counts, timelines, notifications) and publishes what a real server would stream.
// Rendering to wire JSON is in render.ts; seeding in seed.ts.
import { canBoost, type PinDenial, pinDenial } from '../../shared/status-permissions.ts';
import type { Bus } from '../bus.ts';
import { computeGroupKey, createGroupKeyState, type GroupKeyState } from './group-key.ts';
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
  NotificationType,
  PolicyRec,
  PollRec,
  ReportRec,
  SeveranceRec,
  StatusRec,
  WarningRec,
} from './model.ts';
import { formatText } from './text.ts';

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

/** Mastodon's words for a refused pin. */
const PIN_DENIALS: Record<PinDenial, string> = {
  reblog: 'A boost cannot be pinned',
  ownership: "Someone else's post cannot be pinned",
  direct: 'Posts that are only visible to mentioned users cannot be pinned',
  limit: 'You have already pinned the maximum number of posts',
};

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

const edgeKey = (from: string, to: string): string => `${from}>${to}`;

export class World {
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
  private smallSeq = 1;

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
    { accountId: string; endpoint: string; alerts: Record<string, boolean>; policy: string }
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
  private readonly followerCounts = new Map<string, number>();
  private readonly followingCounts = new Map<string, number>();

  followersCount(id: string): number {
    return (this.followerCounts.get(id) ?? 0) + (this.accounts.get(id)?.extraFollowers ?? 0);
  }
  followingCount(id: string): number {
    return (this.followingCounts.get(id) ?? 0) + (this.accounts.get(id)?.extraFollowing ?? 0);
  }

  /** Followers of each account, for fanning out a new post without scanning every follow. */
  private readonly followersIndex = new Map<string, Set<string>>();

  followersOf(id: string): ReadonlySet<string> {
    return this.followersIndex.get(id) ?? new Set();
  }

  private bump(counts: Map<string, number>, id: string, by: number): void {
    counts.set(id, Math.max(0, (counts.get(id) ?? 0) + by));
  }

  /** Ends a follow if there is one, keeping both counts right (never below zero). */
  removeFollow(from: string, to: string): void {
    if (!this.follows.delete(edgeKey(from, to))) return;
    this.followersIndex.get(to)?.delete(from);
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

  addFollow(from: string, to: string, at: number, opts: { reblogs?: boolean; notify?: boolean } = {}): Edge {
    const existing = this.follows.get(edgeKey(from, to));
    if (existing) {
      if (opts.reblogs !== undefined) existing.reblogs = opts.reblogs;
      if (opts.notify !== undefined) existing.notify = opts.notify;
      return existing;
    }
    const edge: Edge = {
      id: this.edgeIds(at),
      from,
      to,
      reblogs: opts.reblogs ?? true,
      notify: opts.notify ?? false,
    };
    this.follows.set(edgeKey(from, to), edge);
    this.bump(this.followingCounts, from, 1);
    this.bump(this.followerCounts, to, 1);
    let set = this.followersIndex.get(to);
    if (!set) {
      set = new Set();
      this.followersIndex.set(to, set);
    }
    set.add(from);
    return edge;
  }

  /** Follow, or request to follow a locked account. Notifies the target as a real server does. */
  follow(from: string, to: string, opts: { reblogs?: boolean; notify?: boolean } = {}): void {
    const target = this.account(to);
    if (from === to) throw invalid('You cannot follow yourself');
    if (this.isBlocking(to, from) || this.isBlocking(from, to))
      throw new ApiError(403, 'This action is not allowed');
    if (this.isFollowing(from, to)) {
      this.addFollow(from, to, this.now(), opts);
      return;
    }
    if (target.locked) {
      if (!this.isRequested(from, to)) {
        const at = this.now();
        this.followRequests.set(edgeKey(from, to), { id: this.edgeIds(at), from, to, ...opts });
        this.notify(to, 'follow_request', from);
      }
      return;
    }
    this.addFollow(from, to, this.now(), opts);
    this.notify(to, 'follow', from);
  }

  unfollow(from: string, to: string): void {
    this.account(to);
    this.removeFollow(from, to);
    this.followRequests.delete(edgeKey(from, to));
  }

  authorizeFollowRequest(owner: string, requester: string): void {
    const req = this.followRequests.get(edgeKey(requester, owner));
    if (!req) throw notFound();
    this.followRequests.delete(edgeKey(requester, owner));
    this.addFollow(requester, owner, this.now(), {
      reblogs: req.reblogs ?? true,
      notify: req.notify ?? false,
    });
    this.notify(owner, 'follow', requester);
  }

  rejectFollowRequest(owner: string, requester: string): void {
    if (!this.followRequests.delete(edgeKey(requester, owner))) throw notFound();
  }

  removeFromFollowers(owner: string, follower: string): void {
    this.account(follower);
    this.removeFollow(follower, owner);
  }

  block(from: string, to: string): void {
    this.account(to);
    // Blocking ends follows both ways, as on a real server.
    this.removeFollow(from, to);
    this.removeFollow(to, from);
    this.followRequests.delete(edgeKey(from, to));
    this.followRequests.delete(edgeKey(to, from));
    if (!this.blocks.has(edgeKey(from, to))) {
      this.blocks.set(edgeKey(from, to), { id: this.edgeIds(this.now()), from, to });
    }
  }
  unblock(from: string, to: string): void {
    this.account(to);
    this.blocks.delete(edgeKey(from, to));
  }
  mute(from: string, to: string, notifications: boolean, durationS: number): void {
    this.account(to);
    const now = this.now();
    this.mutes.set(edgeKey(from, to), {
      id: this.mutes.get(edgeKey(from, to))?.id ?? this.edgeIds(now),
      from,
      to,
      hideNotifications: notifications,
      expiresAt: durationS > 0 ? now + durationS * 1000 : null,
    });
  }
  unmute(from: string, to: string): void {
    this.account(to);
    this.mutes.delete(edgeKey(from, to));
  }
  endorse(from: string, to: string): void {
    this.account(to);
    if (!this.isFollowing(from, to))
      throw invalid('You must be already following the person you want to endorse');
    if (!this.endorsements.has(edgeKey(from, to))) {
      this.endorsements.set(edgeKey(from, to), { id: this.edgeIds(this.now()), from, to });
    }
  }
  unendorse(from: string, to: string): void {
    this.account(to);
    this.endorsements.delete(edgeKey(from, to));
  }

  // ---- statuses -------------------------------------------------------------------------------------------

  status(id: string): StatusRec {
    const s = this.statuses.get(id);
    if (!s || s.deleted) throw notFound();
    return s;
  }

  /** Can `viewer` (null = anonymous) see this status? */
  canSee(viewer: string | null, s: StatusRec): boolean {
    if (s.deleted) return false;
    if (viewer === s.accountId) return true;
    if (viewer && this.isBlocking(s.accountId, viewer)) return false;
    if (s.visibility === 'public' || s.visibility === 'unlisted') return true;
    if (!viewer) return false;
    if (s.mentionIds.includes(viewer)) return true;
    return s.visibility === 'private' && this.isFollowing(viewer, s.accountId);
  }

  visibleStatus(viewer: string | null, id: string): StatusRec {
    const s = this.status(id);
    if (!this.canSee(viewer, s)) throw notFound();
    return s;
  }

  /** Creates a status through the one path every post takes (seed, API, load generator). */
  createStatus(
    accountId: string,
    input: NewStatus,
    opts: { publish?: boolean; notify?: boolean } = {},
  ): StatusRec {
    const author = this.account(accountId);
    const at = input.createdAt ?? this.now();
    const text = input.text;
    const mediaIds = input.mediaIds ?? [];
    if (!text.trim() && mediaIds.length === 0 && !input.poll) throw invalid("Text can't be blank");
    if (mediaIds.length > 4) throw invalid('Media attachments limit exceeded');
    if (input.poll && mediaIds.length > 0) throw invalid('Cannot attach files to a post that has a poll');
    if (input.poll && (input.poll.options.length < 2 || input.poll.options.length > 4)) {
      throw invalid('Poll options must have between 2 and 4 items');
    }
    for (const mid of mediaIds) {
      const m = this.media.get(mid);
      if (!m || m.accountId !== accountId) throw invalid('Media attachments are invalid');
    }
    let inReplyToAccountId: string | null = null;
    if (input.inReplyToId) {
      const parent = this.statuses.get(input.inReplyToId);
      if (!parent || parent.deleted) throw notFound();
      inReplyToAccountId = parent.accountId;
    }
    const parsed = formatText(text, (acct) => this.lookup(acct), this);
    const id = this.statusIds(at);
    let pollId: string | null = null;
    if (input.poll) {
      pollId = this.nextSmallId();
      this.polls.set(pollId, {
        id: pollId,
        expiresAt: at + input.poll.expiresInS * 1000,
        multiple: input.poll.multiple,
        options: input.poll.options,
        baseVotes: input.poll.options.map(() => 0),
        baseVoters: 0,
        votes: new Map(),
      });
    }
    const s: StatusRec = {
      id,
      accountId,
      createdAt: at,
      text,
      spoilerText: input.spoilerText ?? '',
      sensitive: input.sensitive ?? false,
      visibility: input.visibility ?? 'public',
      language: input.language === undefined ? 'en' : input.language,
      inReplyToId: input.inReplyToId ?? null,
      inReplyToAccountId,
      reblogOfId: null,
      quoteOfId: input.quoteOfId ?? null,
      mediaIds,
      pollId,
      card: input.card ?? null,
      tags: parsed.tags,
      mentionIds: parsed.mentionIds,
      editedAt: null,
      history: [],
      favouritedBy: new Set(),
      bookmarkedBy: new Set(),
      mutedBy: new Set(),
      pinned: false,
      localOnly: input.localOnly ?? false,
      repliesCount: 0,
      reblogIds: new Set(),
      quotesCount: 0,
      extraFavourites: 0,
      extraReblogs: 0,
      application: input.application ?? null,
      deleted: false,
    };
    if (s.sensitive === false && s.spoilerText) s.sensitive = true;
    for (const mid of mediaIds) {
      const m = this.media.get(mid);
      if (m) m.statusId = id;
    }
    if (pollId) {
      const p = this.polls.get(pollId);
      if (p) p.statusId = id;
    }
    this.insertStatus(s);
    author.statusesCount++;
    author.lastStatusAt = at;
    if (input.inReplyToId) {
      const parent = this.statuses.get(input.inReplyToId);
      if (parent) parent.repliesCount++;
    }
    if (s.quoteOfId) {
      const q = this.statuses.get(s.quoteOfId);
      if (q) q.quotesCount++;
    }
    if (s.visibility === 'direct') this.touchConversations(s, opts.publish !== false);
    if (opts.publish !== false) this.publisher?.statusUpdate(this, s, 'update');
    if (opts.notify !== false) {
      for (const mentioned of s.mentionIds) {
        if (mentioned !== accountId)
          this.notify(mentioned, 'mention', accountId, { statusId: id, createdAt: at });
      }
      for (const follower of this.followersOf(accountId)) {
        if (this.followEdge(follower, accountId)?.notify && !s.inReplyToId) {
          this.notify(follower, 'status', accountId, { statusId: id, createdAt: at });
        }
      }
      if (s.quoteOfId) {
        const q = this.statuses.get(s.quoteOfId);
        if (q && q.accountId !== accountId)
          this.notify(q.accountId, 'quote', accountId, { statusId: id, createdAt: at });
      }
    }
    return s;
  }

  private insertStatus(s: StatusRec): void {
    this.statuses.set(s.id, s);
    const last = this.statusOrder[this.statusOrder.length - 1];
    if (last === undefined || cmpId(last, s.id) < 0) this.statusOrder.push(s.id);
    else {
      // Out-of-order insert (only during seeding of boosts): keep the order sorted.
      let i = this.statusOrder.length;
      while (i > 0 && cmpId(this.statusOrder[i - 1] as string, s.id) > 0) i--;
      this.statusOrder.splice(i, 0, s.id);
    }
  }

  private touchConversations(s: StatusRec, publish: boolean): void {
    const participants = [s.accountId, ...s.mentionIds.filter((m) => m !== s.accountId)];
    for (const owner of participants) {
      const others = participants.filter((p) => p !== owner).sort();
      let conv = [...this.conversations.values()].find(
        (c) => c.ownerId === owner && c.participantIds.join(',') === others.join(','),
      );
      if (!conv) {
        conv = {
          id: this.nextSmallId(),
          ownerId: owner,
          participantIds: others,
          lastStatusId: s.id,
          unread: false,
        };
        this.conversations.set(conv.id, conv);
      }
      conv.lastStatusId = s.id;
      conv.unread = owner !== s.accountId;
      if (publish) this.publisher?.conversation(this, conv);
    }
  }

  editStatus(accountId: string, id: string, input: NewStatus): StatusRec {
    const s = this.status(id);
    if (s.accountId !== accountId) throw notFound();
    const mediaIds = input.mediaIds ?? s.mediaIds;
    if (!input.text.trim() && mediaIds.length === 0 && !input.poll && !s.pollId)
      throw invalid("Text can't be blank");
    const prevPoll = s.pollId ? this.polls.get(s.pollId) : undefined;
    // The first edit also records the original, so history lists every version, oldest first.
    s.history.push({
      at: s.editedAt ?? s.createdAt,
      text: s.text,
      spoilerText: s.spoilerText,
      sensitive: s.sensitive,
      mediaIds: [...s.mediaIds],
      pollOptions: prevPoll ? [...prevPoll.options] : null,
    });
    const parsed = formatText(input.text, (acct) => this.lookup(acct), this);
    s.text = input.text;
    s.spoilerText = input.spoilerText ?? '';
    s.sensitive = (input.sensitive ?? false) || s.spoilerText !== '';
    if (input.language !== undefined) s.language = input.language;
    s.mediaIds = mediaIds;
    s.tags = parsed.tags;
    s.mentionIds = parsed.mentionIds;
    if (input.poll) {
      const same = prevPoll && prevPoll.options.join('\n') === input.poll.options.join('\n');
      if (!same) {
        const pollId = this.nextSmallId();
        this.polls.set(pollId, {
          id: pollId,
          expiresAt: this.now() + input.poll.expiresInS * 1000,
          multiple: input.poll.multiple,
          options: input.poll.options,
          baseVotes: input.poll.options.map(() => 0),
          baseVoters: 0,
          votes: new Map(),
        });
        s.pollId = pollId;
      }
    } else if (input.poll === null) {
      s.pollId = null;
    }
    s.editedAt = this.now();
    this.publisher?.statusUpdate(this, s, 'status.update');
    // People who boosted or interacted hear about edits.
    const told = new Set<string>();
    for (const rid of s.reblogIds) {
      const r = this.statuses.get(rid);
      if (r && !told.has(r.accountId)) {
        told.add(r.accountId);
        this.notify(r.accountId, 'update', accountId, { statusId: s.id });
      }
    }
    return s;
  }

  deleteStatus(accountId: string, id: string): StatusRec {
    const s = this.status(id);
    if (s.accountId !== accountId) throw notFound();
    s.deleted = true;
    const author = this.accounts.get(accountId);
    if (author) author.statusesCount = Math.max(0, author.statusesCount - 1);
    if (s.inReplyToId) {
      const parent = this.statuses.get(s.inReplyToId);
      if (parent) parent.repliesCount = Math.max(0, parent.repliesCount - 1);
    }
    if (s.reblogOfId) this.statuses.get(s.reblogOfId)?.reblogIds.delete(s.id);
    this.publisher?.statusDelete(this, s);
    // Boosts of a deleted post go with it.
    for (const rid of s.reblogIds) {
      const r = this.statuses.get(rid);
      if (r && !r.deleted) {
        r.deleted = true;
        this.publisher?.statusDelete(this, r);
      }
    }
    return s;
  }

  favourite(accountId: string, id: string): StatusRec {
    const s = this.visibleStatus(accountId, id);
    if (!s.favouritedBy.has(accountId)) {
      s.favouritedBy.add(accountId);
      this.favourites.set(edgeKey(accountId, id), { id: this.edgeIds(this.now()), from: accountId, to: id });
      if (s.accountId !== accountId) this.notify(s.accountId, 'favourite', accountId, { statusId: id });
    }
    return s;
  }
  unfavourite(accountId: string, id: string): StatusRec {
    const s = this.visibleStatus(accountId, id);
    s.favouritedBy.delete(accountId);
    this.favourites.delete(edgeKey(accountId, id));
    return s;
  }
  bookmark(accountId: string, id: string, on: boolean): StatusRec {
    const s = this.visibleStatus(accountId, id);
    if (on && !s.bookmarkedBy.has(accountId)) {
      s.bookmarkedBy.add(accountId);
      this.bookmarks.set(edgeKey(accountId, id), { id: this.edgeIds(this.now()), from: accountId, to: id });
    } else if (!on) {
      s.bookmarkedBy.delete(accountId);
      this.bookmarks.delete(edgeKey(accountId, id));
    }
    return s;
  }
  muteConversation(accountId: string, id: string, on: boolean): StatusRec {
    const s = this.visibleStatus(accountId, id);
    if (on) s.mutedBy.add(accountId);
    else s.mutedBy.delete(accountId);
    return s;
  }
  /** Pin or unpin, refused as Mastodon refuses (shared/status-permissions.ts): 404 for a post the account cannot
   *  see, 422 for someone else's post, a boost, a direct post, or a pin past the limit. */
  pin(accountId: string, id: string, on: boolean): StatusRec {
    const s = this.visibleStatus(accountId, id);
    if (!on) {
      if (s.accountId === accountId) s.pinned = false;
      return s;
    }
    if (s.pinned && s.accountId === accountId) return s;
    let pinned = 0;
    for (const other of this.statuses.values())
      if (other.pinned && !other.deleted && other.accountId === accountId) pinned++;
    const own = s.accountId === accountId;
    const denial = pinDenial({ visibility: s.visibility, own, isReblog: s.reblogOfId !== null }, pinned);
    if (denial) throw invalid(PIN_DENIALS[denial]);
    s.pinned = true;
    return s;
  }

  /** Boost: a new status whose reblog is the original; returns the boost. */
  reblog(
    accountId: string,
    id: string,
    visibility: StatusRec['visibility'] = 'public',
    at?: number,
  ): StatusRec {
    const orig = this.visibleStatus(accountId, id);
    const target = orig.reblogOfId ? this.status(orig.reblogOfId) : orig;
    if (!canBoost({ visibility: target.visibility, own: target.accountId === accountId })) {
      throw new ApiError(403, 'This action is not allowed');
    }
    // As Mastodon: the boost of a followers-only post is followers-only, whatever was asked.
    if (target.visibility === 'private') visibility = 'private';
    for (const rid of target.reblogIds) {
      const r = this.statuses.get(rid);
      if (r && !r.deleted && r.accountId === accountId) return r;
    }
    const when = at ?? this.now();
    const boost: StatusRec = {
      ...this.blankStatus(accountId, when),
      visibility,
      reblogOfId: target.id,
    };
    this.insertStatus(boost);
    target.reblogIds.add(boost.id);
    const author = this.accounts.get(accountId);
    if (author) {
      author.statusesCount++;
      author.lastStatusAt = when;
    }
    this.publisher?.statusUpdate(this, boost, 'update');
    if (target.accountId !== accountId) {
      this.notify(target.accountId, 'reblog', accountId, { statusId: target.id, createdAt: when });
    }
    return boost;
  }

  unreblog(accountId: string, id: string): StatusRec {
    const orig = this.visibleStatus(accountId, id);
    const target = orig.reblogOfId ? this.status(orig.reblogOfId) : orig;
    for (const rid of [...target.reblogIds]) {
      const r = this.statuses.get(rid);
      if (r && !r.deleted && r.accountId === accountId) this.deleteStatus(accountId, rid);
    }
    return target;
  }

  blankStatus(accountId: string, at: number): StatusRec {
    return {
      id: this.statusIds(at),
      accountId,
      createdAt: at,
      text: '',
      spoilerText: '',
      sensitive: false,
      visibility: 'public',
      language: null,
      inReplyToId: null,
      inReplyToAccountId: null,
      reblogOfId: null,
      quoteOfId: null,
      mediaIds: [],
      pollId: null,
      card: null,
      tags: [],
      mentionIds: [],
      editedAt: null,
      history: [],
      favouritedBy: new Set(),
      bookmarkedBy: new Set(),
      mutedBy: new Set(),
      pinned: false,
      localOnly: false,
      repliesCount: 0,
      reblogIds: new Set(),
      quotesCount: 0,
      extraFavourites: 0,
      extraReblogs: 0,
      application: null,
      deleted: false,
    };
  }

  vote(accountId: string, pollId: string, choices: number[]): PollRec {
    const poll = this.polls.get(pollId);
    if (!poll) throw notFound();
    if (poll.expiresAt !== null && poll.expiresAt <= this.now()) throw invalid('The poll has already ended');
    if (poll.votes.has(accountId)) throw invalid('You have already voted on this poll');
    const unique = [...new Set(choices)];
    if (
      unique.length === 0 ||
      unique.some((c) => !Number.isInteger(c) || c < 0 || c >= poll.options.length)
    ) {
      throw invalid('Choices are invalid');
    }
    if (!poll.multiple && unique.length > 1) throw invalid('You can only choose one option');
    poll.votes.set(accountId, unique);
    return poll;
  }

  /** Polls that ended since the last call tell their voters and their author, as the real server does. */
  expirePolls(): void {
    const now = this.now();
    for (const p of this.polls.values()) {
      if (p.endNotified || p.expiresAt === null || p.expiresAt > now || !p.statusId) continue;
      p.endNotified = true;
      const s = this.statuses.get(p.statusId);
      if (!s || s.deleted) continue;
      const told = new Set([s.accountId, ...p.votes.keys()]);
      for (const who of told) this.notify(who, 'poll', s.accountId, { statusId: s.id });
    }
  }

  // ---- media ----------------------------------------------------------------------------------------------

  addMedia(rec: MediaRec): MediaRec {
    this.media.set(rec.id, rec);
    return rec;
  }

  // ---- notifications --------------------------------------------------------------------------------------

  policy(accountId: string): PolicyRec {
    let p = this.policies.get(accountId);
    if (!p) {
      p = {
        forNotFollowing: 'accept',
        forNotFollowers: 'accept',
        forNewAccounts: 'accept',
        forPrivateMentions: 'filter',
        forLimitedAccounts: 'filter',
      };
      this.policies.set(accountId, p);
    }
    return p;
  }

  /** Whether the recipient's policy holds this notification back into a notification request. */
  private heldByPolicy(
    recipientId: string,
    fromId: string,
    type: NotificationType,
    statusId: string | null,
  ): boolean {
    if (type !== 'mention') return false;
    const p = this.policy(recipientId);
    const following = this.isFollowing(recipientId, fromId);
    if (p.forNotFollowing === 'filter' && !following) return true;
    if (p.forNotFollowers === 'filter' && !this.isFollowing(fromId, recipientId)) return true;
    const s = statusId ? this.statuses.get(statusId) : undefined;
    if (p.forPrivateMentions === 'filter' && s?.visibility === 'direct' && !following) return true;
    return false;
  }

  notify(
    recipientId: string,
    type: NotificationType,
    fromId: string,
    extras: NotifyExtras = {},
  ): NotificationRec | null {
    const recipient = this.accounts.get(recipientId);
    if (!recipient || recipient.domain) return null; // remote accounts get no notifications here
    if (this.isBlocking(recipientId, fromId)) return null;
    const mute = this.mutes.get(edgeKey(recipientId, fromId));
    if (mute?.hideNotifications && this.isMuting(recipientId, fromId)) return null;
    const statusId = extras.statusId ?? null;
    if (statusId && this.statuses.get(statusId)?.mutedBy.has(recipientId)) return null;
    const at = extras.createdAt ?? this.now();
    const filtered = this.heldByPolicy(recipientId, fromId, type, statusId);
    const id = this.notificationIds(at);
    const n: NotificationRec = {
      id,
      recipientId,
      type,
      fromId,
      statusId,
      reportId: extras.reportId ?? null,
      warningId: extras.warningId ?? null,
      eventId: extras.eventId ?? null,
      year: extras.year ?? null,
      createdAt: at,
      groupKey: filtered ? null : computeGroupKey(this.groupKeys, recipientId, type, statusId, at),
      filtered,
    };
    this.notifications.set(id, n);
    this.notificationOrder.push(id);
    if (filtered) {
      const key = edgeKey(recipientId, fromId);
      const req = this.notificationRequests.get(key);
      if (req) req.updatedAt = at;
      else
        this.notificationRequests.set(key, {
          id: this.nextSmallId(),
          recipientId,
          fromId,
          createdAt: at,
          updatedAt: at,
        });
    } else {
      this.publisher?.notification(this, n);
    }
    return n;
  }

  /** The recipient's visible notifications, newest first. */
  notificationsFor(
    recipientId: string,
    opts: { includeFiltered?: boolean; fromId?: string } = {},
  ): NotificationRec[] {
    const out: NotificationRec[] = [];
    for (let i = this.notificationOrder.length - 1; i >= 0; i--) {
      const n = this.notifications.get(this.notificationOrder[i] as string);
      if (!n || n.recipientId !== recipientId) continue;
      if (n.filtered && !opts.includeFiltered) continue;
      if (opts.fromId && n.fromId !== opts.fromId) continue;
      if (n.statusId && this.statuses.get(n.statusId)?.deleted) continue;
      out.push(n);
    }
    return out;
  }

  dismissNotification(recipientId: string, id: string): void {
    const n = this.notifications.get(id);
    if (!n || n.recipientId !== recipientId) throw notFound();
    this.notifications.delete(id);
  }

  clearNotifications(recipientId: string): void {
    for (const [id, n] of this.notifications)
      if (n.recipientId === recipientId && !n.filtered) this.notifications.delete(id);
    this.notificationOrder = this.notificationOrder.filter((id) => this.notifications.has(id));
  }

  acceptNotificationRequest(recipientId: string, requestId: string): void {
    const req = this.findRequest(recipientId, requestId);
    this.notificationRequests.delete(edgeKey(recipientId, req.fromId));
    for (const n of this.notifications.values()) {
      if (n.recipientId === recipientId && n.fromId === req.fromId && n.filtered) {
        n.filtered = false;
        n.groupKey = computeGroupKey(this.groupKeys, recipientId, n.type, n.statusId, n.createdAt);
      }
    }
    // Accepted notifications join the list out of order: clients are told to reload it.
    this.bus.emit('stream', {
      streams: [`user:${recipientId}`, `user:notification:${recipientId}`],
      event: 'notifications_merged',
      payload: '1',
    });
  }

  dismissNotificationRequest(recipientId: string, requestId: string): void {
    const req = this.findRequest(recipientId, requestId);
    this.notificationRequests.delete(edgeKey(recipientId, req.fromId));
    for (const [id, n] of this.notifications) {
      if (n.recipientId === recipientId && n.fromId === req.fromId && n.filtered)
        this.notifications.delete(id);
    }
  }

  findRequest(recipientId: string, requestId: string): NotificationRequestRec {
    for (const r of this.notificationRequests.values()) {
      if (r.id === requestId && r.recipientId === recipientId) return r;
    }
    throw notFound();
  }

  // ---- markers, tags --------------------------------------------------------------------------------------

  setMarker(accountId: string, timeline: string, lastReadId: string): MarkerRec {
    let m = this.markers.get(accountId);
    if (!m) {
      m = new Map();
      this.markers.set(accountId, m);
    }
    const prev = m.get(timeline);
    const rec = { lastReadId, version: (prev?.version ?? -1) + 1, updatedAt: this.now() };
    m.set(timeline, rec);
    return rec;
  }

  followTag(accountId: string, name: string, on: boolean): void {
    let m = this.followedTags.get(accountId);
    if (!m) {
      m = new Map();
      this.followedTags.set(accountId, m);
    }
    if (on && !m.has(name.toLowerCase())) m.set(name.toLowerCase(), this.edgeIds(this.now()));
    if (!on) m.delete(name.toLowerCase());
  }

  featureTag(accountId: string, name: string, on: boolean): { id: string; name: string } | null {
    let m = this.featuredTags.get(accountId);
    if (!m) {
      m = new Map();
      this.featuredTags.set(accountId, m);
    }
    const key = name.toLowerCase();
    if (on) {
      const existing = m.get(key);
      if (existing) return existing;
      const rec = { id: this.nextSmallId(), name };
      m.set(key, rec);
      return rec;
    }
    const existing = m.get(key) ?? null;
    m.delete(key);
    return existing;
  }

  /** The user streams of every local account (announcements go to all of them). */
  localUserStreams(): string[] {
    return [...this.accounts.values()].filter((a) => a.domain === null).map((a) => `user:${a.id}`);
  }

  /** Publishes a new announcement to every local user, as the real server does when one goes live. */
  addAnnouncement(
    content: string,
    opts: { allDay?: boolean; startsAt?: number | null; endsAt?: number | null } = {},
  ): AnnouncementRec {
    const now = this.now();
    const a: AnnouncementRec = {
      id: this.nextSmallId(),
      content,
      startsAt: opts.startsAt ?? null,
      endsAt: opts.endsAt ?? null,
      allDay: opts.allDay ?? false,
      publishedAt: now,
      updatedAt: now,
      readBy: new Set(),
      reactions: new Map(),
    };
    this.announcements.set(a.id, a);
    this.publisher?.announcement(this, a);
    return a;
  }

  removeAnnouncement(id: string): void {
    if (!this.announcements.delete(id)) throw notFound();
    this.bus.emit('stream', { streams: this.localUserStreams(), event: 'announcement.delete', payload: id });
  }

  publishFiltersChanged(accountId: string): void {
    this.bus.emit('stream', { streams: [`user:${accountId}`], event: 'filters_changed' });
  }
}
