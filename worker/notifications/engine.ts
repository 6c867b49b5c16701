// The notification list for the host: wraps the state and the injected builders, and publishes every change as
// row operations plus the view meta (pending, unread, top, hasMore) through `emit`. The worker host owns one engine
// per account and forwards page results, streamed events and the tabs' scroll position to it.
import type { RowOp, ViewMeta } from '../../shared/protocol/diff.ts';
import type { Row } from '../../shared/protocol/rows.ts';
import type { GroupedNotificationsResults, Notification } from '../../shared/wire/entities.ts';
import { markSeenUpTo } from './highlight.ts';
import { compareIds } from './ids.ts';
import {
  type Change,
  createNotificationsState,
  hasMoreBelow,
  newestLoadedId,
  snapshotRows,
  trimAtTop,
} from './listState.ts';
import { type MarkerDecision, markerDecisionFor, type TabPresence } from './marker.ts';
import type { NotificationDeps, NotificationsState } from './model.ts';
import {
  applyPage,
  insertTopGap,
  type PageOptions,
  type PagePosition,
  pageGroups,
  pageNewestId,
  resetWithPage,
  setGapLoading,
} from './pages.ts';
import { type RemovalTarget, removeAbout } from './removal.ts';
import { applyPending, type StreamOutcome, streamNotification } from './stream.ts';
import { markReadUpTo, noteUnreadGroup, unreadCount } from './unread.ts';

export interface EngineOptions extends NotificationDeps {
  groupedTypes: Iterable<string>;
  lastReadId?: string | null;
  emit(ops: RowOp[], meta: Partial<ViewMeta>): void;
  /** Called when the list needs a reload from the server (notifications_merged) and the reader is at the top. */
  onNeedsReload?(): void;
}

export class NotificationsEngine {
  readonly state: NotificationsState;
  readonly #deps: EngineOptions;

  constructor(opts: EngineOptions) {
    this.#deps = opts;
    this.state = createNotificationsState({
      groupedTypes: opts.groupedTypes,
      lastReadId: opts.lastReadId ?? null,
    });
  }

  #meta(): Partial<ViewMeta> {
    return {
      pending: this.state.pending.length,
      unread: unreadCount(this.state.unread),
      top: this.state.atTop,
      hasMore: hasMoreBelow(this.state),
    };
  }

  #publish(change: Change): Change {
    this.#deps.emit(change.ops, this.#meta());
    return change;
  }

  applyPage(results: GroupedNotificationsResults, position: PagePosition, opts: PageOptions = {}): Change {
    return this.#publish(applyPage(this.state, results, position, this.#deps, opts));
  }

  /**
   * A fresh first page replacing everything (initial load, reload after notifications_merged). `lastReadId`, when
   * given, is the server's marker just read: it becomes the read marker and the highlight boundary before the rows
   * are built. No marker at all (a new account) means nothing is new yet: both start at the page's newest.
   */
  reset(
    results: GroupedNotificationsResults,
    opts: PageOptions & { lastReadId?: string | null } = {},
  ): Change {
    if (opts.lastReadId !== undefined) {
      const from = opts.lastReadId ?? pageNewestId(results);
      if (from !== null) {
        markReadUpTo(this.state.unread, from);
        markSeenUpTo(this.state, from, this.#deps);
      }
    }
    return this.#publish(resetWithPage(this.state, results, this.#deps, opts));
  }

  onStreamed(notification: Notification): StreamOutcome {
    const change = streamNotification(this.state, notification, this.#deps);
    if (change.outcome === 'applied' || change.outcome === 'pending') this.#publish(change);
    return change.outcome;
  }

  /** The reader reached the top (merge pending, trim, reload if asked) or left it (new items become pending). */
  setAtTop(atTop: boolean): Change {
    if (this.state.atTop === atTop) return { state: this.state, ops: [] };
    this.state.atTop = atTop;
    if (!atTop) return this.#publish({ state: this.state, ops: [] });
    if (this.state.needsReload) this.#deps.onNeedsReload?.();
    const merged = applyPending(this.state, this.#deps);
    const trim = trimAtTop(this.state);
    const ops = [...merged.ops];
    if (trim.removed.length > 0) ops.push({ op: 'remove', keys: trim.removed });
    ops.push(...trim.gapOps);
    return this.#publish({ state: this.state, ops });
  }

  /** "N new" clicked: merge the pending notifications now. */
  applyPending(): Change {
    return this.#publish(applyPending(this.state, this.#deps));
  }

  /** `notifications_merged`: the server regrouped; the list must be reloaded (now if at the top, else on return). */
  onMerged(): void {
    this.state.needsReload = true;
    if (this.state.atTop) this.#deps.onNeedsReload?.();
  }

  /**
   * The newest page after `notifications_merged`, read while the reader is away from the top: the list waits for
   * the reload on return, but what the merge brought counts as unread now (by the same rule as any page).
   */
  noteMerged(results: GroupedNotificationsResults): void {
    for (const g of pageGroups(results, this.#deps))
      noteUnreadGroup(this.state.unread, g.groupKey, g.count, g.mostRecentId, g.oldestId);
    this.#publish({ state: this.state, ops: [] });
  }

  /** The newest notification loaded, or null while the list holds none. */
  newestId(): string | null {
    return newestLoadedId(this.state);
  }

  /** A dropped socket: a gap above the newest loaded notification. */
  onDisconnected(): Change {
    return this.#publish(insertTopGap(this.state));
  }

  /** A deleted status, a blocked or muted account, a blocked domain: their notifications leave the list. */
  remove(target: RemovalTarget): Change {
    return this.#publish(removeAbout(this.state, target, this.#deps));
  }

  setGapLoading(gapKey: string, loading: boolean): Change {
    return this.#publish(setGapLoading(this.state, gapKey, loading));
  }

  snapshot(): { rows: Row[]; meta: Partial<ViewMeta> } {
    return { rows: snapshotRows(this.state, this.#deps), meta: this.#meta() };
  }

  markerDecision(tabs: readonly TabPresence[]): MarkerDecision {
    return markerDecisionFor(this.state, tabs);
  }

  /**
   * Reading (ruling 4): the marker moves to `upToId` (default: the newest loaded notification) and the one unread
   * count drops for every tab. The rows keep their highlight until `markSeen`.
   */
  markRead(upToId: string | null = newestLoadedId(this.state)): Change {
    if (upToId === null) return { state: this.state, ops: [] };
    markReadUpTo(this.state.unread, upToId);
    return this.#publish({ state: this.state, ops: [] });
  }

  /** The reader has seen the list: rows up to `upToId` (default: the read marker) lose their highlight. */
  markSeen(upToId: string | null = this.state.unread.lastReadId): Change {
    if (upToId === null) return { state: this.state, ops: [] };
    return this.#publish({ state: this.state, ops: markSeenUpTo(this.state, upToId, this.#deps) });
  }

  /** "Mark all as read": the marker and the highlight both move to the newest loaded notification. */
  markAllRead(): string | null {
    const newest = newestLoadedId(this.state);
    if (newest === null) return null;
    markReadUpTo(this.state.unread, newest);
    this.markSeen(newest);
    return newest;
  }

  /** Whether rows above the read marker are still highlighted (the reader has not seen them yet). */
  hasUnseenRead(): boolean {
    const read = this.state.unread.lastReadId;
    if (read === null) return false;
    return this.state.seenUpTo === null || compareIds(read, this.state.seenUpTo) > 0;
  }

  unreadCount(): number {
    return unreadCount(this.state.unread);
  }
}
