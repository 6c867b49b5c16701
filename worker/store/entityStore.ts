// One normalized store of statuses, accounts and polls for every view. Views retain the ids they show and release
// them on remove/close; past the cap, statuses no view references are evicted oldest-touched first. Every mutation
// returns what changed, and listeners get it too, so the host can update every view that shows a post. A cached
// row model per status (StatusView) is dropped whenever the status, its account, its boost target, its quote or its
// poll changes.
import type { Account, Poll, Status } from '../../shared/wire/entities.ts';
import { ENTRY_KEYS, EntityTables, storedOf } from './entity-tables.ts';
import type { StoreChange, StoredQuote, StoredStatus } from './types.ts';

export interface EntityStoreOptions {
  /** Most statuses kept; unreferenced ones beyond it are evicted. */
  maxStatuses?: number;
}

export const DEFAULT_MAX_STATUSES = 20_000;

export class EntityStore extends EntityTables {
  readonly maxStatuses: number;

  constructor(opts: EntityStoreOptions = {}) {
    super();
    this.maxStatuses = opts.maxStatuses ?? DEFAULT_MAX_STATUSES;
  }

  get size(): number {
    return this.statuses.size;
  }

  get accountCount(): number {
    return this.accounts.size;
  }

  onChanged(fn: (c: StoreChange) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  // ---- reading

  getStored(id: string): StoredStatus | undefined {
    const e = this.statuses.get(id);
    return e ? storedOf(e) : undefined;
  }

  getAccount(id: string): Account | undefined {
    return this.accounts.get(id)?.a;
  }

  getPoll(id: string): Poll | undefined {
    return this.polls.get(id)?.p;
  }

  /** The status in wire shape again (account, boost, quote and poll filled in). Cached per stored version. */
  getStatus(id: string): Status | undefined {
    return this.denormalize(id, 0);
  }

  private denormalize(id: string, depth: number): Status | undefined {
    const entry = this.statuses.get(id);
    if (!entry) return undefined;
    if (entry.denorm) return entry.denorm;
    const { accountId, reblogId, quote, pollId } = entry;
    const account = this.accounts.get(accountId)?.shared;
    if (!account) return undefined;
    const status: Status = {
      ...entry.w,
      account,
      reblog: reblogId && depth < 2 ? (this.denormalize(reblogId, depth + 1) ?? null) : null,
      poll: pollId ? (this.polls.get(pollId)?.p ?? null) : null,
      quote: quote
        ? {
            state: quote.state,
            quoted_status_id: quote.quotedStatusId,
            quoted_status:
              quote.quotedStatusId && depth < 2
                ? (this.denormalize(quote.quotedStatusId, depth + 1) ?? null)
                : null,
          }
        : null,
    };
    entry.denorm = status;
    return status;
  }

  /** A cached per-status value (the row builders' StatusView), dropped whenever the status's rows change. A status
   *  the store does not hold has nothing cached: its value is built each time. */
  cached<T>(id: string, build: () => T): T {
    const entry = this.statuses.get(id);
    if (entry?.view !== undefined) return entry.view as T;
    const value = build();
    if (entry) entry.view = value;
    return value;
  }

  /** Statuses that show this one (boosts and quotes of it). */
  dependentsOf(id: string): ReadonlySet<string> {
    return this.dependents.get(id) ?? new Set();
  }

  statusesByAccount(accountId: string): string[] {
    return [...(this.byAccount.get(accountId) ?? [])];
  }

  // ---- writing

  /** Upserts a status with its account, boosted post, quoted post and poll. Returns what changed. The store takes
   *  ownership of the objects given (it keeps them as the wire copy and may point them at shared accounts). */
  upsertStatus(status: Status): StoreChange {
    const change: StoreChange = { updated: new Set(), removed: new Set() };
    this.putStatus(status, change, 0);
    this.finish(change);
    this.evictIfFull();
    return change;
  }

  upsertStatuses(statuses: readonly Status[]): StoreChange {
    const change: StoreChange = { updated: new Set(), removed: new Set() };
    for (const s of statuses) this.putStatus(s, change, 0);
    this.finish(change);
    this.evictIfFull();
    return change;
  }

  upsertAccount(account: Account): StoreChange {
    const change: StoreChange = { updated: new Set(), removed: new Set() };
    this.putAccount(account, change);
    this.finish(change);
    return change;
  }

  upsertPoll(poll: Poll): StoreChange {
    const change: StoreChange = { updated: new Set(), removed: new Set() };
    this.putPoll(poll, change);
    this.finish(change);
    return change;
  }

  /** Changes fields of a stored status in place (optimistic toggles); returns the fields as they were. */
  patchStatus(
    id: string,
    patch: Partial<StoredStatus>,
  ): { previous: Partial<StoredStatus>; change: StoreChange } {
    const change: StoreChange = { updated: new Set(), removed: new Set() };
    const entry = this.statuses.get(id);
    const previous: Partial<StoredStatus> = {};
    if (!entry) return { previous, change };
    const current = storedOf(entry) as unknown as Record<string, unknown>;
    const wirePatch: Record<string, unknown> = {};
    for (const k of Object.keys(patch)) {
      (previous as Record<string, unknown>)[k] = current[k];
      const v = (patch as Record<string, unknown>)[k];
      if (!ENTRY_KEYS.has(k)) wirePatch[k] = v;
      else if (k === 'accountId') entry.accountId = v as string;
      else if (k === 'reblogId') entry.reblogId = v as string | null;
      else if (k === 'quote') entry.quote = v as StoredQuote | null;
      else if (k === 'pollId') entry.pollId = v as string | null;
    }
    // A new object: caches keyed by the wire object (content, filter text) must not see the old one.
    entry.w = { ...entry.w, ...wirePatch } as Status;
    entry.patched = true;
    this.markUpdated(id, change);
    this.finish(change);
    return { previous, change };
  }

  /** A post deleted on the server: gone from the store; posts quoting it now show it as deleted. */
  deleteStatus(id: string): StoreChange {
    const change: StoreChange = { updated: new Set(), removed: new Set() };
    for (const dep of [...(this.dependents.get(id) ?? [])]) {
      const d = this.statuses.get(dep);
      if (d?.reblogId === id) {
        this.dropStatus(dep, change);
      } else if (d?.quote && d.quote.quotedStatusId === id) {
        d.quote = { state: 'deleted', quotedStatusId: id };
        this.markUpdated(dep, change);
      }
    }
    this.dropStatus(id, change);
    this.finish(change);
    return change;
  }

  // ---- references and eviction

  retainOne(id: string): void {
    this.refs.set(id, (this.refs.get(id) ?? 0) + 1);
  }

  releaseOne(id: string): void {
    const n = (this.refs.get(id) ?? 0) - 1;
    if (n > 0) this.refs.set(id, n);
    else this.refs.delete(id);
  }

  retain(ids: Iterable<string>): void {
    for (const id of ids) this.refs.set(id, (this.refs.get(id) ?? 0) + 1);
  }

  release(ids: Iterable<string>): void {
    for (const id of ids) {
      const n = (this.refs.get(id) ?? 0) - 1;
      if (n > 0) this.refs.set(id, n);
      else this.refs.delete(id);
    }
  }

  retainAccounts(ids: Iterable<string>): void {
    for (const id of ids) this.accountRefs.set(id, (this.accountRefs.get(id) ?? 0) + 1);
  }

  releaseAccounts(ids: Iterable<string>): void {
    for (const id of ids) {
      const n = (this.accountRefs.get(id) ?? 0) - 1;
      if (n > 0) this.accountRefs.set(id, n);
      else this.accountRefs.delete(id);
    }
  }

  refCount(id: string): number {
    return this.refs.get(id) ?? 0;
  }

  /** Evicts unreferenced statuses, oldest-touched first, until the store is at 90 % of its cap (batching keeps the
   *  cost of finding what is still referenced off the per-post path). Returns the evicted ids. */
  evict(target = Math.floor(this.maxStatuses * 0.9)): Set<string> {
    const change: StoreChange = { updated: new Set(), removed: new Set() };
    if (this.statuses.size <= target) return change.removed;
    // Boost targets and quoted posts of referenced statuses stay: their rows need them.
    const keep = new Set<string>();
    for (const id of this.refs.keys()) {
      keep.add(id);
      const s = this.statuses.get(id);
      if (s?.reblogId) keep.add(s.reblogId);
      if (s?.quote?.quotedStatusId) keep.add(s.quote.quotedStatusId);
      const r = s?.reblogId ? this.statuses.get(s.reblogId) : undefined;
      if (r?.quote?.quotedStatusId) keep.add(r.quote.quotedStatusId);
    }
    let excess = this.statuses.size - target;
    for (const id of [...this.statuses.keys()]) {
      if (excess <= 0) break;
      if (keep.has(id) || !this.statuses.has(id)) continue;
      const before = this.statuses.size;
      this.dropStatus(id, change, true);
      excess -= before - this.statuses.size;
    }
    this.finish(change);
    return change.removed;
  }

  // ---- internals

  private evictIfFull(): void {
    if (this.statuses.size > this.maxStatuses) this.evict();
  }
}
