// The notification list for the host: wraps the state and the injected builders, and publishes every change as
// row operations plus the view meta (pending, unread, top, hasMore) through `emit`. The worker host owns one engine
// per account and forwards page results, streamed events and the tabs' scroll position to it.
import type { RowOp, ViewMeta } from '../../shared/protocol/diff.ts';
import type { Row } from '../../shared/protocol/rows.ts';
import type { GroupedNotificationsResults, Notification } from '../../shared/wire/entities.ts';
import {
  type Change,
  createNotificationsState,
  groupRow,
  hasMoreBelow,
  newestLoadedId,
  snapshotRows,
  trimAtTop,
} from './listState.ts';
import { type MarkerDecision, markerDecisionFor, type TabPresence } from './marker.ts';
import type { NotificationDeps, NotificationsState } from './model.ts';
import { iterate } from './orderedList.ts';
import {
  applyPage,
  insertTopGap,
  type PageOptions,
  type PagePosition,
  resetWithPage,
  setGapLoading,
} from './pages.ts';
import { removeAccountNotifications } from './remove-account.ts';
import { applyPending, type StreamOutcome, streamNotification } from './stream.ts';
import { isUnread, markReadUpTo, unreadCount } from './unread.ts';

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

  /** A fresh first page replacing everything (initial load, reload after notifications_merged). */
  reset(results: GroupedNotificationsResults, opts: PageOptions = {}): Change {
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

  /** A dropped socket: a gap above the newest loaded notification. */
  onDisconnected(): Change {
    return this.#publish(insertTopGap(this.state));
  }

  /** Block or mute (worker/relationships): the account's notifications leave the list at once. */
  removeAccount(accountId: string): Change {
    return this.#publish(removeAccountNotifications(this.state, accountId, this.#deps));
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
   * Reading: the marker moves to `upToId` (default: the newest loaded notification); rows that were unread are
   * updated and the one unread count drops for every tab.
   */
  markRead(upToId: string | null = newestLoadedId(this.state)): Change {
    if (upToId === null) return { state: this.state, ops: [] };
    const wasUnread: string[] = [];
    for (const [key, item] of iterate(this.state.list)) {
      if (item.kind === 'group' && isUnread(this.state.unread, item.mostRecentId)) wasUnread.push(key);
    }
    markReadUpTo(this.state.unread, upToId);
    const ops: RowOp[] = [];
    for (const key of wasUnread) {
      const item = this.state.list.nodes.get(key)?.item;
      if (item?.kind === 'group' && !isUnread(this.state.unread, item.mostRecentId)) {
        ops.push({ op: 'update', row: groupRow(this.state, item, this.#deps) });
      }
    }
    return this.#publish({ state: this.state, ops });
  }

  unreadCount(): number {
    return unreadCount(this.state.unread);
  }
}
