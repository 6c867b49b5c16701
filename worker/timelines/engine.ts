// The timeline engine the worker host drives: one state per open timeline, fed by pages and stream events,
// publishing RowOp diffs. A streamed post costs one row build and one insert op whatever the timeline's length.
//
// Duplicates: an item is never inserted twice, and a post is shown once per timeline — a boost of a post already
// shown (or a post whose boost is already shown) is skipped, as Mastodon's web client does.
//
// The class holds the open views and the public API; each call is one batch (one diff per view) delegating to the
// parts: paging.ts (pages), top.ts (new posts, trimming, pending), gaps.ts, changes.ts (removals, re-judging),
// judge.ts (verdicts and rows), itemIndex.ts (what a timeline holds), viewState.ts, diffBuffer.ts (the out-buffer).

import { GAP_AFTER_AGE_MS } from '../../shared/constants.ts';
import type { RowOp, ViewSnapshot } from '../../shared/protocol/diff.ts';
import type { Row } from '../../shared/protocol/rows.ts';
import type { CoreText } from '../../shared/protocol/text.ts';
import { type TimelineSpec, viewKey } from '../../shared/protocol/views.ts';
import type { Filter, Status } from '../../shared/wire/entities.ts';
import { compileFilters, noFilters } from '../filters/compile.ts';
import { type Re2, re2IfLoaded } from '../filters/re2-load.ts';
import { regexBodyFor, type TimelineSettings } from '../filters/timelineSettings.ts';
import { compileUserRegex } from '../filters/userRegex.ts';
import type { Log } from '../rows/blurhash.ts';
import type { EntityStore } from '../store/entityStore.ts';
import type { StoredStatus } from '../store/types.ts';
import { applyStoreChange, reevaluateView, removeWhere } from './changes.ts';
import type { EngineContext } from './context.ts';
import { DiffBuffer, type Emit } from './diffBuffer.ts';
import { addTopGap, releaseGap, takeGapsToFill } from './gaps.ts';
import { isDuplicate, newestStatus } from './itemIndex.ts';
import { gapRow, rowOf } from './judge.ts';
import { type OptimisticPatch, optimisticPatchFor } from './optimistic.ts';
import { appendOlder, fillGap, prependNewer, replaceAll } from './paging.ts';
import { type ItemTest, removedByBlockOrMute, removedByDomainBlock, removedByUnfollow } from './relations.ts';
import { acceptsStreamed, type StreamRef, streamsFor } from './streams.ts';
import { mergePending, placeStreamed } from './top.ts';
import type { GapRequest, PagePosition, TimelinePage, TimelineState } from './types.ts';
import { metaOf, newViewState } from './viewState.ts';

export type { Emit } from './diffBuffer.ts';
export type { OptimisticPatch } from './optimistic.ts';

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

/** True when `status` is by `accountId` or boosts a post by it: what a block or mute removes. */
export function statusInvolvesAccount(status: Status, accountId: string): boolean {
  return status.account?.id === accountId || status.reblog?.account?.id === accountId;
}

export const timelineViewKey = (spec: TimelineSpec) => viewKey({ kind: 'timeline', ...spec });

export class TimelineEngine {
  private readonly views = new Map<string, TimelineState>();
  private readonly ctx: EngineContext;
  private readonly out: DiffBuffer;
  private readonly unsubscribe: () => void;

  constructor(opts: TimelineEngineOptions) {
    this.out = new DiffBuffer(opts.emit, (key) => this.views.has(key));
    this.ctx = {
      store: opts.store,
      me: opts.me,
      rowCtx: opts.log ? { me: opts.me, log: opts.log } : { me: opts.me },
      now: opts.now,
      trimEnabled: opts.trimAtTop !== false,
      regexEngine: opts.regexEngine ?? re2IfLoaded,
      settings: opts.settings ?? {},
      filters: opts.filters ? compileFilters(opts.filters, opts.now()) : noFilters(),
      out: this.out,
      gapSerial: 0,
    };
    this.unsubscribe = opts.store.onChanged((c) =>
      this.out.batch(() => {
        for (const state of this.views.values()) applyStoreChange(this.ctx, state, c);
      }),
    );
  }

  dispose(): void {
    this.unsubscribe();
  }

  // ---- views

  open(spec: TimelineSpec): ViewSnapshot {
    const key = timelineViewKey(spec);
    const state = this.views.get(key);
    if (state) state.openCount++;
    else
      this.views.set(key, newViewState(key, spec, this.ctx.settings, this.ctx.now(), this.ctx.regexEngine()));
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
        const row = rowOf(this.ctx, item);
        if (row) rows.push(row);
      }
    }
    return { view: key, version: 0, rows, meta: metaOf(state) };
  }

  close(key: string): void {
    const state = this.views.get(key);
    if (!state) return;
    if (--state.openCount > 0) return;
    this.ctx.store.release(state.ids.keys());
    this.views.delete(key);
    this.out.drop(key);
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
    this.out.batch(() => this.out.meta(state, { isLoading: loading }));
  }

  /** Sets (or clears, with null) the message shown in the view, e.g. a failed load. */
  setError(key: string, error: CoreText | string | null): void {
    const state = this.views.get(key);
    if (!state) return;
    state.error = error;
    this.out.batch(() => this.out.meta(state, { error }));
  }

  applyPage(key: string, page: TimelinePage, position: PagePosition): void {
    const state = this.views.get(key);
    if (!state) return;
    const ctx = this.ctx;
    this.out.batch(() => {
      ctx.store.upsertStatuses(page.statuses);
      state.isLoading = false;
      // Whether the server is still building this timeline (home answering 206) is what its first page says.
      if (position === 'replace') state.isPartial = page.partial === true;
      this.out.meta(state, { isLoading: false, isPartial: state.isPartial });
      // The pinned posts of a profile are replaced on every load.
      const pos = state.spec.timeline === 'account' && state.spec.pinned ? 'replace' : position;
      if (pos === 'replace') replaceAll(ctx, state, page);
      else if (pos === 'older') appendOlder(ctx, state, page);
      else if (pos === 'newer') prependNewer(ctx, state, page);
      else fillGap(ctx, state, page, pos.gap);
    });
  }

  /** The two newest gaps not already loading (section 9: at most two per request), now marked loading. */
  gapsToFill(key: string): GapRequest[] {
    const state = this.views.get(key);
    if (!state) return [];
    return this.out.batch(() => takeGapsToFill(this.ctx, state));
  }

  /** A gap fill failed: the gap can be asked for again. */
  gapFailed(key: string, gap: string): void {
    const state = this.views.get(key);
    if (state) this.out.batch(() => releaseGap(this.ctx, state, gap));
  }

  // ---- streaming

  onUpdate(status: Status, stream: StreamRef): void {
    const ctx = this.ctx;
    this.out.batch(() => {
      ctx.store.upsertStatus(status);
      const stored = ctx.store.getStatus(status.id);
      if (!stored) return;
      const now = ctx.now();
      for (const state of this.views.values()) {
        // A timeline the server is still building takes no stream: the whole page that ends it holds those posts.
        if (state.isPartial || !acceptsStreamed(state.spec, stored, stream)) continue;
        state.lastContactAt = now;
        if (!isDuplicate(state, stored)) placeStreamed(ctx, state, stored);
      }
    });
  }

  /** `status.update`: the post is edited in place wherever it is shown. */
  onStatusUpdate(status: Status): void {
    this.out.batch(() => {
      this.ctx.store.upsertStatus(status);
    });
  }

  /** `delete`: the post and its boosts leave every timeline; posts quoting it show it as deleted. */
  onDelete(id: string): void {
    this.out.batch(() => {
      this.ctx.store.deleteStatus(id);
      // An item the store no longer knows (evicted boost target) still goes.
      for (const state of this.views.values()) {
        if (state.ids.has(id) || state.originals.has(id)) {
          removeWhere(this.ctx, state, (it) => it.id === id || it.originalId === id);
        }
      }
    });
  }

  /** The socket dropped: a gap goes above the loaded items so that what is missed can be loaded. */
  markDisconnected(keys?: readonly string[]): void {
    this.out.batch(() => {
      for (const state of this.streamedViews(keys)) {
        if (state.online) {
          state.online = false;
          this.out.meta(state, { online: false });
        }
        addTopGap(this.ctx, state);
      }
    });
  }

  /** The socket is back. This does not count as contact: a machine that slept with a socket that never noticed
   *  must still get its resume gap, whichever of markConnected and onResume the host calls first. */
  markConnected(keys?: readonly string[]): void {
    this.out.batch(() => {
      for (const state of this.streamedViews(keys)) {
        if (!state.online) {
          state.online = true;
          this.out.meta(state, { online: true });
        }
      }
    });
  }

  /** Tab shown again, machine woke, socket back (ruling 2): a timeline whose newest item and last stream contact
   *  are both older than GAP_AFTER_AGE_MS gets a gap above its items. Returns the views that got one. */
  onResume(): string[] {
    const limit = this.ctx.now() - GAP_AFTER_AGE_MS;
    const stale: string[] = [];
    this.out.batch(() => {
      for (const state of this.streamedViews()) {
        const newest = newestStatus(state);
        if (!newest) continue;
        const newestAt = Date.parse(newest.createdAt);
        const fresh = Math.max(Number.isFinite(newestAt) ? newestAt : 0, state.lastContactAt);
        if (fresh < limit && addTopGap(this.ctx, state)) stale.push(state.key);
      }
    });
    return stale;
  }

  // ---- reader position

  setTop(key: string, atTop: boolean): void {
    const state = this.views.get(key);
    if (!state) return;
    this.out.batch(() => {
      if (state.top !== atTop) {
        state.top = atTop;
        this.out.meta(state, { top: atTop });
      }
      if (!atTop) return;
      if (state.unread !== 0) {
        state.unread = 0;
        this.out.meta(state, { unread: 0 });
      }
      if (state.pendingItems.length > 0) mergePending(this.ctx, state);
    });
  }

  /** "N new" clicked: pending items merge as one insert op, wherever the reader is. */
  applyPending(key: string): void {
    const state = this.views.get(key);
    if (!state || state.pendingItems.length === 0) return;
    this.out.batch(() => mergePending(this.ctx, state));
  }

  // ---- filters, settings, moderation, optimistic changes

  /** Filters changed: every open view is re-evaluated at once. Returns the ops per view (also emitted). */
  setFilters(filters: readonly Filter[]): Map<string, RowOp[]> {
    this.ctx.filters = compileFilters(filters, this.ctx.now());
    return this.reevaluateAll();
  }

  setSettings(settings: TimelineSettings): Map<string, RowOp[]> {
    this.ctx.settings = settings;
    for (const state of this.views.values()) {
      const regex = compileUserRegex(regexBodyFor(settings, state.key, state.spec), this.ctx.regexEngine());
      state.userRegex = regex.regex;
      if (state.error !== regex.error) {
        state.error = regex.error;
        this.out.meta(state, { error: regex.error });
      }
    }
    return this.reevaluateAll();
  }

  /** Block or mute: the account's posts and boosts of its posts leave every timeline but its own profile. */
  removeAccount(accountId: string): void {
    this.removeByRelation((spec) => removedByBlockOrMute(spec, accountId));
  }

  /** A domain block: that domain's posts and boosts of them leave every timeline, at once. */
  removeDomain(domain: string): void {
    const acctOf = (id: string) => this.ctx.store.getAccount(id)?.acct;
    this.removeByRelation((spec) => removedByDomainBlock(spec, domain, acctOf));
  }

  /** Unfollow: the account's posts and boosts leave home. */
  removeFollowed(accountId: string): void {
    this.removeByRelation((spec) => removedByUnfollow(spec, accountId));
  }

  /** Favourite, boost, bookmark… set at once in every view; the returned function puts it back (on failure). */
  setOptimistic(statusId: string, patch: OptimisticPatch): () => void {
    const store = this.ctx.store;
    const stored = store.getStored(statusId);
    if (!stored) return () => {};
    const targetId = stored.reblogId ?? statusId;
    const target = store.getStored(targetId);
    if (!target) return () => {};
    const full = optimisticPatchFor(target, patch);
    let previous: Partial<StoredStatus> = {};
    this.out.batch(() => {
      previous = store.patchStatus(targetId, full).previous;
    });
    let reverted = false;
    return () => {
      if (reverted) return;
      reverted = true;
      this.out.batch(() => store.patchStatus(targetId, previous));
    };
  }

  // ---- internals

  private removeByRelation(testFor: (spec: TimelineSpec) => ItemTest | null): void {
    this.out.batch(() => {
      for (const state of this.views.values()) {
        const test = testFor(state.spec);
        if (test) removeWhere(this.ctx, state, test);
      }
    });
  }

  private reevaluateAll(): Map<string, RowOp[]> {
    const result = new Map<string, RowOp[]>();
    this.out.batch(() => {
      for (const state of this.views.values()) result.set(state.key, reevaluateView(this.ctx, state));
    });
    return result;
  }

  private streamedViews(keys?: readonly string[]): TimelineState[] {
    const states = keys ? keys.map((k) => this.views.get(k)) : [...this.views.values()];
    return states.filter((s): s is TimelineState => !!s && streamsFor(s.spec).length > 0);
  }
}

/** Creates an engine; the same as `new TimelineEngine(opts)`. */
export const createTimelineEngine = (opts: TimelineEngineOptions) => new TimelineEngine(opts);
