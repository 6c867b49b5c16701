// The timeline engine the worker host drives: one state per open timeline, fed by pages and stream events,
// publishing RowOp diffs. A streamed post costs one row build and one insert op whatever the timeline's length.
//
// Duplicates: an item is never inserted twice, and a post is shown once per timeline — a boost of a post already
// shown (or a post whose boost is already shown) is skipped, as Mastodon's web client does.
import {
  GAP_AFTER_AGE_MS,
  TIMELINE_PREPEND_KEEP,
  TIMELINE_TRIM_ABOVE,
  TIMELINE_TRIM_TO,
} from '../../shared/constants.ts';
import type { RowOp, ViewMeta, ViewSnapshot } from '../../shared/protocol/diff.ts';
import type { GapRow, Row } from '../../shared/protocol/rows.ts';
import { type TimelineSpec, viewKey } from '../../shared/protocol/views.ts';
import type { Filter, Status } from '../../shared/wire/entities.ts';
import { type CompiledFilters, compileFilters, noFilters } from '../filters/compile.ts';
import { evaluateFilters, rowVerdict } from '../filters/evaluate.ts';
import { type Re2, re2IfLoaded } from '../filters/re2-load.ts';
import { filterContextFor, hideShowsAsWarn } from '../filters/scope.ts';
import { regexBodyFor, shownBySettings, type TimelineSettings } from '../filters/timelineSettings.ts';
import { compileUserRegex } from '../filters/userRegex.ts';
import type { Log } from '../rows/blurhash.ts';
import { statusRowKey, toStatusRow } from '../rows/statusRow.ts';
import { type RowContext, toStatusView } from '../rows/statusView.ts';
import type { EntityStore } from '../store/entityStore.ts';
import type { StoreChange, StoredStatus } from '../store/types.ts';
import { fillFromAnswer } from './gapBounds.ts';
import { ItemList } from './itemList.ts';
import { type Judgement, reevaluateItems } from './reevaluate.ts';
import { type ItemTest, removedByBlockOrMute, removedByUnfollow } from './relations.ts';
import { acceptsStreamed, type StreamRef, streamsFor } from './streams.ts';
import {
  type GapItem,
  type GapRequest,
  gapKey,
  type PagePosition,
  type StatusItem,
  type TimelineItem,
  type TimelinePage,
  type TimelineState,
} from './types.ts';

export type Emit = (viewKey: string, ops: RowOp[], meta?: Partial<ViewMeta>) => void;

export interface TimelineEngineOptions {
  store: EntityStore;
  /** Server filters (v2); expired ones are ignored. Absent: the account's list is not known yet. */
  filters?: readonly Filter[];
  settings?: TimelineSettings;
  /** The signed-in account id; null when anonymous. */
  me: string | null;
  emit: Emit;
  now: () => number;
  log?: Log;
  /** Ruling 1 trimming while at the top. On by default; the benchmark turns it off to measure a 10,000-row view. */
  trimAtTop?: boolean;
  /** The column patterns' engine if fetched yet (worker/filters/re2-load.ts); the wiring fetches it when needed. */
  regexEngine?: () => Re2 | null;
}

export type OptimisticPatch = Partial<
  Pick<StoredStatus, 'favourited' | 'reblogged' | 'bookmarked' | 'pinned' | 'muted'>
>;

/** True when `status` is by `accountId` or boosts a post by it: what a block or mute removes. */
export function statusInvolvesAccount(status: Status, accountId: string): boolean {
  return status.account?.id === accountId || status.reblog?.account?.id === accountId;
}

export const timelineViewKey = (spec: TimelineSpec) => viewKey({ kind: 'timeline', ...spec });

export class TimelineEngine {
  private readonly store: EntityStore;
  private readonly emitFn: Emit;
  private readonly now: () => number;
  private readonly me: string | null;
  private readonly rowCtx: RowContext;
  private readonly trimEnabled: boolean;
  private settings: TimelineSettings;
  private readonly regexEngine: () => Re2 | null;
  private filters: CompiledFilters;
  private readonly views = new Map<string, TimelineState>();
  private readonly out = new Map<string, { ops: RowOp[]; meta: Partial<ViewMeta> | null }>();
  private depth = 0;
  /** Numbers gap keys (see gapKey). */
  private gapSerial = 0;
  private readonly unsubscribe: () => void;

  constructor(opts: TimelineEngineOptions) {
    this.store = opts.store;
    this.emitFn = opts.emit;
    this.now = opts.now;
    this.me = opts.me;
    this.rowCtx = opts.log ? { me: opts.me, log: opts.log } : { me: opts.me };
    this.trimEnabled = opts.trimAtTop !== false;
    this.settings = opts.settings ?? {};
    this.regexEngine = opts.regexEngine ?? re2IfLoaded;
    this.filters = opts.filters ? compileFilters(opts.filters, opts.now()) : noFilters();
    this.unsubscribe = this.store.onChanged((c) => this.batch(() => this.onStoreChange(c)));
  }

  dispose(): void {
    this.unsubscribe();
  }

  // ---- views

  open(spec: TimelineSpec): ViewSnapshot {
    const key = timelineViewKey(spec);
    let state = this.views.get(key);
    if (state) state.openCount++;
    else {
      const regex = compileUserRegex(regexBodyFor(this.settings, key, spec), this.regexEngine());
      const viewSpec = { kind: 'timeline' as const, ...spec };
      state = {
        key,
        spec,
        openCount: 1,
        items: new ItemList(),
        pendingItems: [],
        ids: new Map(),
        originals: new Map(),
        shownCount: 0,
        unread: 0,
        online: true,
        top: true,
        isLoading: false,
        hasMore: true,
        isPartial: false,
        error: regex.error,
        userRegex: regex.regex,
        context: filterContextFor(viewSpec),
        hideAsWarn: hideShowsAsWarn(viewSpec),
        lastContactAt: this.now(),
      };
      this.views.set(key, state);
    }
    return this.snapshot(key) as ViewSnapshot;
  }

  /** The rows and meta of an open view (version 0: the host numbers the diffs it forwards). */
  snapshot(key: string): ViewSnapshot | null {
    const state = this.views.get(key);
    if (!state) return null;
    const rows: Row[] = [];
    for (const item of state.items) {
      if (item.kind === 'gap') rows.push(gapRow(item));
      else if (item.shown) {
        const row = this.rowOf(item);
        if (row) rows.push(row);
      }
    }
    return { view: key, version: 0, rows, meta: this.metaOf(state) };
  }

  close(key: string): void {
    const state = this.views.get(key);
    if (!state) return;
    if (--state.openCount > 0) return;
    this.store.release(state.ids.keys());
    this.views.delete(key);
    this.out.delete(key);
  }

  openViews(): string[] {
    return [...this.views.keys()];
  }

  state(key: string): Readonly<TimelineState> | undefined {
    return this.views.get(key);
  }

  // ---- loading

  setLoading(key: string, loading: boolean): void {
    const state = this.views.get(key);
    if (!state || state.isLoading === loading) return;
    state.isLoading = loading;
    this.batch(() => this.meta(state, { isLoading: loading }));
  }

  /** Sets (or clears, with null) the message shown in the view, e.g. a failed load. */
  setError(key: string, error: string | null): void {
    const state = this.views.get(key);
    if (!state) return;
    state.error = error;
    this.batch(() => this.meta(state, { error }));
  }

  applyPage(key: string, page: TimelinePage, position: PagePosition): void {
    const state = this.views.get(key);
    if (!state) return;
    this.batch(() => {
      this.store.upsertStatuses(page.statuses);
      state.isLoading = false;
      // Whether the server is still building this timeline (home answering 206) is what its first page says.
      if (position === 'replace') state.isPartial = page.partial === true;
      this.meta(state, { isLoading: false, isPartial: state.isPartial });
      // The pinned posts of a profile are replaced on every load.
      const pos = state.spec.timeline === 'account' && state.spec.pinned ? 'replace' : position;
      if (pos === 'replace') this.replaceAll(state, page);
      else if (pos === 'older') this.appendOlder(state, page);
      else if (pos === 'newer') this.prependNewer(state, page);
      else this.fillGap(state, page, pos.gap);
    });
  }

  /** The two newest gaps not already loading (section 9: at most two per request), now marked loading. */
  gapsToFill(key: string): GapRequest[] {
    const state = this.views.get(key);
    if (!state) return [];
    const gaps: GapItem[] = [];
    for (const item of state.items) {
      if (item.kind !== 'gap') continue;
      gaps.push(item);
      if (gaps.length === 2) break;
    }
    const todo = gaps.filter((g) => !g.loading);
    this.batch(() => {
      for (const g of todo) {
        g.loading = true;
        this.op(state, { op: 'update', row: gapRow(g) });
      }
    });
    return todo.map((g) => ({ key: g.key, maxId: g.maxId, sinceId: g.sinceId }));
  }

  /** A gap fill failed: the gap can be asked for again. */
  gapFailed(key: string, gap: string): void {
    const state = this.views.get(key);
    const at = state ? state.items.findIndex((i) => i.kind === 'gap' && i.key === gap) : -1;
    const item = state?.items.at(at);
    if (!state || !item || item.kind !== 'gap') return;
    item.loading = false;
    this.batch(() => this.op(state, { op: 'update', row: gapRow(item) }));
  }

  // ---- streaming

  onUpdate(status: Status, stream: StreamRef): void {
    this.batch(() => {
      this.store.upsertStatus(status);
      const stored = this.store.getStatus(status.id);
      if (!stored) return;
      const now = this.now();
      for (const state of this.views.values()) {
        // A timeline the server is still building takes no stream: the whole page that ends it holds those posts.
        if (state.isPartial || !acceptsStreamed(state.spec, stored, stream)) continue;
        state.lastContactAt = now;
        if (this.isDuplicate(state, stored)) continue;
        const item = this.makeItem(state, stored, false);
        this.index(state, item);
        this.boundTopGap(state, item.id);
        if (state.top && state.pendingItems.length === 0) {
          // Section 9: the count before the new post decides (40 plus one holds 41; 41 plus one leaves 20 + 1).
          if (state.items.length > TIMELINE_TRIM_ABOVE) this.trim(state, TIMELINE_TRIM_TO);
          this.insertTop(state, [item]);
        } else {
          item.pending = true;
          state.pendingItems.unshift(item);
          // A post a filter hides is not news: neither "N new" nor unread counts it.
          if (item.shown) {
            state.unread++;
            this.meta(state, { pending: countStatuses(state.pendingItems), unread: state.unread });
          }
        }
      }
    });
  }

  /** `status.update`: the post is edited in place wherever it is shown. */
  onStatusUpdate(status: Status): void {
    this.batch(() => {
      this.store.upsertStatus(status);
    });
  }

  /** `delete`: the post and its boosts leave every timeline; posts quoting it show it as deleted. */
  onDelete(id: string): void {
    this.batch(() => {
      this.store.deleteStatus(id);
      // An item the store no longer knows (evicted boost target) still goes.
      for (const state of this.views.values()) {
        if (state.ids.has(id) || state.originals.has(id)) {
          this.removeWhere(state, (it) => it.id === id || it.originalId === id);
        }
      }
    });
  }

  /** The socket dropped: a gap goes above the loaded items so that what is missed can be loaded. */
  markDisconnected(keys?: readonly string[]): void {
    this.batch(() => {
      for (const state of this.streamedViews(keys)) {
        if (state.online) {
          state.online = false;
          this.meta(state, { online: false });
        }
        this.addTopGap(state);
      }
    });
  }

  /** The socket is back. This does not count as contact: a machine that slept with a socket that never noticed
   *  must still get its resume gap, whichever of markConnected and onResume the host calls first. */
  markConnected(keys?: readonly string[]): void {
    this.batch(() => {
      for (const state of this.streamedViews(keys)) {
        if (!state.online) {
          state.online = true;
          this.meta(state, { online: true });
        }
      }
    });
  }

  /** Tab shown again, machine woke, socket back (ruling 2): a timeline whose newest item and last stream contact
   *  are both older than GAP_AFTER_AGE_MS gets a gap above its items. Returns the views that got one. */
  onResume(): string[] {
    const limit = this.now() - GAP_AFTER_AGE_MS;
    const stale: string[] = [];
    this.batch(() => {
      for (const state of this.streamedViews()) {
        const newest = newestStatus(state);
        if (!newest) continue;
        const newestAt = Date.parse(newest.createdAt);
        const fresh = Math.max(Number.isFinite(newestAt) ? newestAt : 0, state.lastContactAt);
        if (fresh < limit && this.addTopGap(state)) stale.push(state.key);
      }
    });
    return stale;
  }

  // ---- reader position

  setTop(key: string, atTop: boolean): void {
    const state = this.views.get(key);
    if (!state) return;
    this.batch(() => {
      if (state.top !== atTop) {
        state.top = atTop;
        this.meta(state, { top: atTop });
      }
      if (!atTop) return;
      if (state.unread !== 0) {
        state.unread = 0;
        this.meta(state, { unread: 0 });
      }
      if (state.pendingItems.length > 0) this.mergePending(state);
    });
  }

  /** "N new" clicked: pending items merge as one insert op, wherever the reader is. */
  applyPending(key: string): void {
    const state = this.views.get(key);
    if (!state || state.pendingItems.length === 0) return;
    this.batch(() => this.mergePending(state));
  }

  // ---- filters, settings, moderation, optimistic changes

  /** Filters changed: every open view is re-evaluated at once. Returns the ops per view (also emitted). */
  setFilters(filters: readonly Filter[]): Map<string, RowOp[]> {
    this.filters = compileFilters(filters, this.now());
    return this.reevaluateAll();
  }

  setSettings(settings: TimelineSettings): Map<string, RowOp[]> {
    this.settings = settings;
    for (const state of this.views.values()) {
      const regex = compileUserRegex(regexBodyFor(settings, state.key, state.spec), this.regexEngine());
      state.userRegex = regex.regex;
      if (state.error !== regex.error) {
        state.error = regex.error;
        this.meta(state, { error: regex.error });
      }
    }
    return this.reevaluateAll();
  }

  /** Block or mute: the account's posts and boosts of its posts leave every timeline but its own profile. */
  removeAccount(accountId: string): void {
    this.removeByRelation((spec) => removedByBlockOrMute(spec, accountId));
  }

  /** Unfollow: the account's posts and boosts leave home. */
  removeFollowed(accountId: string): void {
    this.removeByRelation((spec) => removedByUnfollow(spec, accountId));
  }

  private removeByRelation(testFor: (spec: TimelineSpec) => ItemTest | null): void {
    this.batch(() => {
      for (const state of this.views.values()) {
        const test = testFor(state.spec);
        if (test) this.removeWhere(state, test);
      }
    });
  }

  /** Favourite, boost, bookmark… set at once in every view; the returned function puts it back (on failure). */
  setOptimistic(statusId: string, patch: OptimisticPatch): () => void {
    const stored = this.store.getStored(statusId);
    if (!stored) return () => {};
    const targetId = stored.reblogId ?? statusId;
    const target = this.store.getStored(targetId);
    if (!target) return () => {};
    const full: Partial<StoredStatus> = { ...patch };
    if (patch.favourited !== undefined && patch.favourited !== (target.favourited === true)) {
      full.favourites_count = Math.max(0, (target.favourites_count ?? 0) + (patch.favourited ? 1 : -1));
    }
    if (patch.reblogged !== undefined && patch.reblogged !== (target.reblogged === true)) {
      full.reblogs_count = Math.max(0, (target.reblogs_count ?? 0) + (patch.reblogged ? 1 : -1));
    }
    let previous: Partial<StoredStatus> = {};
    this.batch(() => {
      previous = this.store.patchStatus(targetId, full).previous;
    });
    let reverted = false;
    return () => {
      if (reverted) return;
      reverted = true;
      this.batch(() => this.store.patchStatus(targetId, previous));
    };
  }

  // ---- internals: items

  private makeItem(state: TimelineState, status: Status, pinned: boolean): StatusItem {
    const original = status.reblog ?? status;
    const j = this.judge(state, status);
    return {
      kind: 'status',
      id: status.id,
      originalId: original.id,
      accountId: status.account.id,
      originalAccountId: original.account.id,
      createdAt: status.created_at,
      pinned,
      shown: j.shown,
      verdict: j.verdict,
      pending: false,
    };
  }

  private judge(state: TimelineState, status: Status): Judgement {
    if (!shownBySettings(status, state.spec, this.settings, state.userRegex, this.me)) {
      return { shown: false, verdict: null };
    }
    const v = evaluateFilters(this.filters, status, {
      context: state.context,
      hideAsWarn: state.hideAsWarn,
      me: this.me,
      now: this.now(),
    });
    if (v?.action === 'hide') return { shown: false, verdict: null };
    return { shown: true, verdict: rowVerdict(v) };
  }

  private judgeItem(state: TimelineState, item: StatusItem): Judgement {
    const status = this.store.getStatus(item.id);
    return status ? this.judge(state, status) : { shown: false, verdict: null };
  }

  private rowOf(item: StatusItem): Row | null {
    const status = this.store.getStatus(item.id);
    if (!status) return null;
    const original = status.reblog ?? status;
    const view = this.store.cached(original.id, () => toStatusView(original, this.rowCtx));
    return toStatusRow(status, this.rowCtx, { filter: item.verdict, pinnedRow: item.pinned, view });
  }

  private isDuplicate(state: TimelineState, status: Status): boolean {
    return state.ids.has(status.id) || state.originals.has((status.reblog ?? status).id);
  }

  private index(state: TimelineState, item: StatusItem): void {
    state.ids.set(item.id, item);
    state.originals.set(item.originalId, (state.originals.get(item.originalId) ?? 0) + 1);
    this.store.retainOne(item.id);
  }

  private unindex(state: TimelineState, item: StatusItem): void {
    state.ids.delete(item.id);
    const n = (state.originals.get(item.originalId) ?? 0) - 1;
    if (n > 0) state.originals.set(item.originalId, n);
    else state.originals.delete(item.originalId);
    this.store.releaseOne(item.id);
  }

  /** Newest-first statuses → items, skipping duplicates (within the page too). Indexes them. */
  private freshItems(state: TimelineState, statuses: readonly Status[], pinned: boolean): StatusItem[] {
    const items: StatusItem[] = [];
    for (const s of statuses) {
      const stored = this.store.getStatus(s.id);
      if (!stored || this.isDuplicate(state, stored)) continue;
      const item = this.makeItem(state, stored, pinned);
      this.index(state, item);
      items.push(item);
    }
    return items;
  }

  private rowsOf(items: readonly TimelineItem[]): Row[] {
    const rows: Row[] = [];
    for (const item of items) {
      if (item.kind === 'gap') rows.push(gapRow(item));
      else if (item.shown) {
        const row = this.rowOf(item);
        if (row) rows.push(row);
        else item.shown = false;
      }
    }
    return rows;
  }

  private insertTop(state: TimelineState, items: TimelineItem[]): void {
    state.items.pushNewest(items);
    const rows = this.rowsOf(items);
    if (rows.length === 0) return;
    state.shownCount += rows.length;
    this.op(state, { op: 'insert', index: 0, rows });
  }

  /** Ruling 1: only while the reader is at the top; nothing is removed from under a reader who scrolled. */
  private trim(state: TimelineState, keep: number): void {
    if (!this.trimEnabled || !state.top || state.items.length <= keep) return;
    const cut = state.items.keepNewest(keep);
    const keys: string[] = [];
    for (const item of cut) {
      if (item.kind === 'gap') keys.push(item.key);
      else {
        if (item.shown) keys.push(statusRowKey(item.id));
        this.unindex(state, item);
      }
    }
    if (keys.length > 0) {
      state.shownCount -= keys.length;
      this.op(state, { op: 'remove', keys });
    }
    if (!state.hasMore) {
      state.hasMore = true;
      this.meta(state, { hasMore: true });
    }
  }

  private mergePending(state: TimelineState): void {
    const pending = state.pendingItems;
    state.pendingItems = [];
    for (const item of pending) if (item.kind === 'status') item.pending = false;
    // A prepend merge keeps what it brings plus the newest 40 already loaded (section 9).
    this.trim(state, TIMELINE_PREPEND_KEEP);
    this.insertTop(state, pending);
    this.meta(state, { pending: 0 });
    this.mergeAdjacentGaps(state);
  }

  private removeWhere(state: TimelineState, pred: (item: StatusItem) => boolean): void {
    const keys: string[] = [];
    state.items.retain((item) => {
      if (item.kind !== 'status' || !pred(item)) return true;
      if (item.shown) keys.push(statusRowKey(item.id));
      this.unindex(state, item);
      return false;
    });
    const before = countStatuses(state.pendingItems);
    state.pendingItems = state.pendingItems.filter((item) => {
      if (item.kind !== 'status' || !pred(item)) return true;
      this.unindex(state, item);
      return false;
    });
    const after = countStatuses(state.pendingItems);
    if (after !== before) this.meta(state, { pending: after });
    if (keys.length > 0) {
      state.shownCount -= keys.length;
      this.op(state, { op: 'remove', keys });
      this.mergeAdjacentGaps(state);
    }
  }

  // ---- internals: pages

  private replaceAll(state: TimelineState, page: TimelinePage): void {
    for (const item of state.ids.values()) this.store.release([item.id]);
    state.ids.clear();
    state.originals.clear();
    state.pendingItems = [];
    const pinned = state.spec.timeline === 'account' && state.spec.pinned === true;
    const fresh: TimelineItem[] = this.freshItems(state, page.statuses, pinned);
    // A page of a timeline still being built may miss newer posts: a gap above it says so.
    const newest = page.statuses[0];
    if (state.isPartial && newest) fresh.unshift(this.newGap(newest.id, null));
    state.items.replace(fresh);
    const rows = this.rowsOf(fresh);
    state.shownCount = rows.length;
    state.hasMore = page.next !== null && page.statuses.length > 0;
    state.lastContactAt = this.now();
    this.op(state, { op: 'reset', rows });
    this.meta(state, { pending: 0, hasMore: state.hasMore });
  }

  private appendOlder(state: TimelineState, page: TimelinePage): void {
    const items = this.freshItems(state, page.statuses, false);
    const index = state.shownCount;
    state.items.pushOldest(items);
    const rows = this.rowsOf(items);
    if (rows.length > 0) {
      state.shownCount += rows.length;
      this.op(state, { op: 'insert', index, rows });
    }
    const hasMore = page.next !== null && page.statuses.length > 0;
    if (hasMore !== state.hasMore) {
      state.hasMore = hasMore;
      this.meta(state, { hasMore });
    }
  }

  private prependNewer(state: TimelineState, page: TimelinePage): void {
    const newestBefore = newestStatus(state)?.id ?? null;
    const overlaps = this.overlaps(state, page);
    const items: TimelineItem[] = this.freshItems(state, page.statuses, false);
    const oldestFetched = page.statuses[page.statuses.length - 1]?.id ?? null;
    // A full page of newer posts may not reach what was loaded: mark the rest as a gap (unless it did reach it).
    if (newestBefore && oldestFetched && !overlaps && page.statuses.length >= (page.limit ?? 20)) {
      items.push(this.newGap(newestBefore, oldestFetched));
    }
    state.lastContactAt = this.now();
    if (items.length === 0) return;
    const lowest = items[items.length - 1];
    if (lowest?.kind === 'status') this.boundTopGap(state, lowest.id);
    if (state.top && state.pendingItems.length === 0) {
      this.trim(state, TIMELINE_PREPEND_KEEP);
      this.insertTop(state, items);
      this.mergeAdjacentGaps(state);
    } else {
      for (const item of items) if (item.kind === 'status') item.pending = true;
      state.pendingItems = items.concat(state.pendingItems);
      this.meta(state, { pending: countStatuses(state.pendingItems) });
    }
  }

  private fillGap(state: TimelineState, page: TimelinePage, key: string): void {
    const at = state.items.findIndex((i) => i.kind === 'gap' && i.key === key);
    const gap = state.items.at(at);
    if (at < 0 || !gap || gap.kind !== 'gap') return;
    // Only what lies between the posts around the gap goes in it (gapBounds.ts says why).
    const { inside, rest } = fillFromAnswer(gap, page.statuses, page.limit ?? 20);
    // While the socket is down, what is posted after this answer is missed too: a gap open up to the newest stays
    // open above what the answer brought.
    const staysOpen = gap.maxId === null && !state.online;
    const newest = inside[0];
    if (rest.kind === 'unchanged' || (staysOpen && !newest)) {
      gap.loading = false;
      this.op(state, { op: 'update', row: gapRow(gap) });
      return;
    }
    const items: TimelineItem[] = this.freshItems(state, inside, false);
    if (staysOpen && newest) items.unshift(this.newGap(newest.id, null));
    if (rest.kind === 'below') items.push(this.newGap(gap.sinceId, rest.maxId));
    const index = this.rowIndexOf(state, at);
    state.items.splice(at, 1, items);
    this.op(state, { op: 'remove', keys: [gap.key] });
    state.shownCount -= 1;
    const rows = this.rowsOf(items);
    if (rows.length > 0) {
      state.shownCount += rows.length;
      this.op(state, { op: 'insert', index, rows });
    }
    this.mergeAdjacentGaps(state);
  }

  /** True when the page holds a post this timeline already has: it joined up with what was loaded. */
  private overlaps(state: TimelineState, page: TimelinePage): boolean {
    for (const s of page.statuses) if (state.ids.has(s.id)) return true;
    return false;
  }

  /** The row position of state.items[at]. */
  private rowIndexOf(state: TimelineState, at: number): number {
    let n = 0;
    for (let i = 0; i < at; i++) {
      const item = state.items.at(i);
      if (item && (item.kind === 'gap' || item.shown)) n++;
    }
    return n;
  }

  private addTopGap(state: TimelineState): boolean {
    const first = state.pendingItems[0] ?? state.items.at(0);
    if (!first) return false;
    if (first.kind === 'gap') {
      if (first.maxId === null) return false;
      // The posts above this gap were removed since: it now reaches up to the newest, under a new key so that a
      // fill asked with the old upper bound is not taken for this one.
      this.replaceTopGap(state, first, this.newGap(first.sinceId, null));
      return true;
    }
    const newest = newestStatus(state);
    if (!newest) return false;
    const gap = this.newGap(newest.id, null);
    if (state.pendingItems.length > 0) {
      state.pendingItems.unshift(gap);
      return true;
    }
    state.items.pushNewest([gap]);
    state.shownCount++;
    this.op(state, { op: 'insert', index: 0, rows: [gapRow(gap)] });
    return true;
  }

  private replaceTopGap(state: TimelineState, old: GapItem, gap: GapItem): void {
    if (state.pendingItems[0] === old) {
      state.pendingItems[0] = gap;
      return;
    }
    state.items.splice(0, 1, [gap]);
    this.op(state, { op: 'remove', keys: [old.key] });
    this.op(state, { op: 'insert', index: 0, rows: [gapRow(gap)] });
  }

  /** A post is placed above everything: a gap open up to the newest now ends at that post. */
  private boundTopGap(state: TimelineState, idAbove: string): void {
    const first = state.pendingItems[0] ?? state.items.at(0);
    if (first?.kind !== 'gap' || first.maxId !== null) return;
    first.maxId = idAbove;
    if (state.pendingItems[0] !== first) this.op(state, { op: 'update', row: gapRow(first) });
  }

  private newGap(sinceId: string | null, maxId: string | null): GapItem {
    return { kind: 'gap', key: gapKey(++this.gapSerial), maxId, sinceId, loading: false };
  }

  /** Two gaps with nothing shown between them are one gap. */
  private mergeAdjacentGaps(state: TimelineState): void {
    for (let i = 0; i < state.items.length - 1; i++) {
      const upper = state.items.at(i);
      if (upper?.kind !== 'gap') continue;
      const lower = state.items.at(i + 1);
      if (lower?.kind !== 'gap') continue;
      const merged = this.newGap(lower.sinceId, upper.maxId);
      const index = this.rowIndexOf(state, i);
      state.items.splice(i, 2, [merged]);
      state.shownCount -= 1;
      this.op(state, { op: 'remove', keys: [upper.key, lower.key] });
      this.op(state, { op: 'insert', index, rows: [gapRow(merged)] });
      i--;
    }
  }

  // ---- internals: store changes and re-evaluation

  private onStoreChange(change: StoreChange): void {
    for (const state of this.views.values()) {
      if (change.removed.size > 0) {
        let hit = false;
        for (const id of change.removed) if (state.ids.has(id)) hit = true;
        if (hit) this.removeWhere(state, (it) => change.removed.has(it.id));
      }
      for (const id of change.updated) {
        const item = state.ids.get(id);
        if (!item) continue;
        const was = item.shown;
        const j = this.judgeItem(state, item);
        item.shown = j.shown;
        item.verdict = j.verdict;
        if (item.pending) {
          if (was !== j.shown) this.meta(state, { pending: countStatuses(state.pendingItems) });
          continue;
        }
        if (was && j.shown) {
          const row = this.rowOf(item);
          if (row) this.op(state, { op: 'update', row });
        } else if (was && !j.shown) {
          state.shownCount--;
          this.op(state, { op: 'remove', keys: [statusRowKey(item.id)] });
        } else if (!was && j.shown) {
          const row = this.rowOf(item);
          if (!row) {
            item.shown = false;
            continue;
          }
          const at = state.items.indexOf(item);
          state.shownCount++;
          this.op(state, { op: 'insert', index: this.rowIndexOf(state, at), rows: [row] });
        }
      }
    }
  }

  private reevaluateAll(): Map<string, RowOp[]> {
    const result = new Map<string, RowOp[]>();
    this.batch(() => {
      for (const state of this.views.values()) {
        const { ops, shownCount } = reevaluateItems(
          state.items.toArray(),
          (item) => this.judgeItem(state, item),
          (item) => this.rowOf(item),
          (item) => statusRowKey(item.id),
        );
        const pendingBefore = countStatuses(state.pendingItems);
        for (const item of state.pendingItems) {
          if (item.kind !== 'status') continue;
          const j = this.judgeItem(state, item);
          item.shown = j.shown;
          item.verdict = j.verdict;
        }
        const pendingAfter = countStatuses(state.pendingItems);
        if (pendingAfter !== pendingBefore) this.meta(state, { pending: pendingAfter });
        state.shownCount = shownCount;
        result.set(state.key, ops);
        for (const op of ops) this.op(state, op);
      }
    });
    return result;
  }

  // ---- internals: emission

  private streamedViews(keys?: readonly string[]): TimelineState[] {
    const states = keys ? keys.map((k) => this.views.get(k)) : [...this.views.values()];
    return states.filter((s): s is TimelineState => !!s && streamsFor(s.spec).length > 0);
  }

  private metaOf(state: TimelineState): ViewMeta {
    return {
      pending: countStatuses(state.pendingItems),
      unread: state.unread,
      online: state.online,
      top: state.top,
      isLoading: state.isLoading,
      hasMore: state.hasMore,
      isPartial: state.isPartial,
      error: state.error,
    };
  }

  private entry(state: TimelineState) {
    let e = this.out.get(state.key);
    if (!e) {
      e = { ops: [], meta: null };
      this.out.set(state.key, e);
    }
    return e;
  }

  private op(state: TimelineState, op: RowOp): void {
    this.entry(state).ops.push(op);
  }

  private meta(state: TimelineState, patch: Partial<ViewMeta>): void {
    const e = this.entry(state);
    e.meta = e.meta ? Object.assign(e.meta, patch) : { ...patch };
  }

  /** Everything one call changes goes out as one diff per view. */
  private batch<T>(fn: () => T): T {
    this.depth++;
    try {
      return fn();
    } finally {
      if (--this.depth === 0) this.flush();
    }
  }

  private flush(): void {
    if (this.out.size === 0) return;
    // Almost always one view: no copy of the map for that case.
    if (this.out.size === 1) {
      const [key, e] = this.out.entries().next().value as [
        string,
        { ops: RowOp[]; meta: Partial<ViewMeta> | null },
      ];
      this.out.clear();
      if (!this.views.has(key) || (e.ops.length === 0 && !e.meta)) return;
      if (e.meta) this.emitFn(key, e.ops, e.meta);
      else this.emitFn(key, e.ops);
      return;
    }
    const pending = [...this.out];
    this.out.clear();
    for (const [key, e] of pending) {
      if (!this.views.has(key)) continue;
      if (e.ops.length === 0 && !e.meta) continue;
      if (e.meta) this.emitFn(key, e.ops, e.meta);
      else this.emitFn(key, e.ops);
    }
  }
}

function gapRow(g: GapItem): GapRow {
  return { kind: 'gap', key: g.key, maxId: g.maxId, sinceId: g.sinceId, loading: g.loading };
}

/** Posts the reader will see among `items` (what "N new" counts). */
function countStatuses(items: readonly TimelineItem[]): number {
  let n = 0;
  for (const i of items) if (i.kind === 'status' && i.shown) n++;
  return n;
}

function newestStatus(state: TimelineState): StatusItem | undefined {
  for (const i of state.pendingItems) if (i.kind === 'status') return i;
  for (const i of state.items) if (i.kind === 'status' && !i.pinned) return i;
  return undefined;
}

/** Creates an engine; the same as `new TimelineEngine(opts)`. */
export const createTimelineEngine = (opts: TimelineEngineOptions) => new TimelineEngine(opts);
