// One normalized store of statuses, accounts and polls for every view. Views retain the ids they show and release
// them on remove/close; past the cap, statuses no view references are evicted oldest-touched first. Every mutation
// returns what changed, and listeners get it too, so the host can update every view that shows a post. A cached
// row model per status (StatusView) is dropped whenever the status, its account, its boost target, its quote or its
// poll changes.
import type { Account, Poll, Status } from '../../shared/wire/entities.ts';
import { pollSignature, sameAccountChip, sameStatusRow } from './signatures.ts';
import type { StoreChange, StoredQuote, StoredStatus } from './types.ts';

export interface EntityStoreOptions {
  /** Most statuses kept; unreferenced ones beyond it are evicted. */
  maxStatuses?: number;
}

export const DEFAULT_MAX_STATUSES = 20_000;

/** A stored status: the wire object itself (its scalar fields are the stored ones; it is not copied) and the ids
 *  that stand for its nested entities. */
interface StatusEntry {
  w: Status;
  accountId: string;
  reblogId: string | null;
  quote: StoredQuote | null;
  pollId: string | null;
  /** Patched (optimistic toggle): the next server copy counts as a change whatever it holds. */
  patched: boolean;
}

/** The normalized shape of an entry, built on demand (optimistic patches and tests read it; streaming does not). */
function storedOf(e: StatusEntry): StoredStatus {
  return {
    ...e.w,
    account: undefined,
    reblog: undefined,
    poll: undefined,
    accountId: e.accountId,
    reblogId: e.reblogId,
    quote: e.quote,
    pollId: e.pollId,
  } as unknown as StoredStatus;
}

/** Keys of StoredStatus that live on the entry, not on the wire object. */
const ENTRY_KEYS = new Set(['accountId', 'reblogId', 'quote', 'pollId']);

export class EntityStore {
  readonly maxStatuses: number;
  /** Map order is touch order: the first entries are the oldest-touched. */
  private statuses = new Map<string, StatusEntry>();
  /** `a` is the newest object seen; `shared` the one posts point to, replaced only when a row-visible field changes,
   *  so that the posts of one account share one object. */
  private accounts = new Map<string, { a: Account; shared: Account }>();
  private polls = new Map<string, { p: Poll; sig: string }>();
  private refs = new Map<string, number>();
  private accountRefs = new Map<string, number>();
  /** accountId → statuses by that account. */
  private byAccount = new Map<string, Set<string>>();
  /** target status id → statuses boosting or quoting it. */
  private dependents = new Map<string, Set<string>>();
  /** pollId → statuses carrying it. */
  private byPoll = new Map<string, Set<string>>();
  private viewCache = new Map<string, unknown>();
  private listeners = new Set<(c: StoreChange) => void>();

  constructor(opts: EntityStoreOptions = {}) {
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

  private denormCache = new Map<string, Status>();

  private denormalize(id: string, depth: number): Status | undefined {
    const hit = this.denormCache.get(id);
    if (hit) return hit;
    const entry = this.statuses.get(id);
    if (!entry) return undefined;
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
    this.denormCache.set(id, status);
    return status;
  }

  /** A cached per-status value (the row builders' StatusView), dropped whenever the status's rows change. */
  cached<T>(id: string, build: () => T): T {
    const hit = this.viewCache.get(id);
    if (hit !== undefined) return hit as T;
    const value = build();
    this.viewCache.set(id, value);
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

  private putStatus(status: Status, change: StoreChange, depth: number): void {
    if (!status || typeof status.id !== 'string' || !status.account) return;
    const shared = this.putAccount(status.account, change);
    // The store owns what it is given: the post points to the account object its siblings share.
    if (shared && shared !== status.account) status.account = shared;
    const reblog = status.reblog && depth < 2 ? status.reblog : null;
    if (reblog) this.putStatus(reblog, change, depth + 1);
    const quoted = status.quote?.quoted_status && depth < 2 ? status.quote.quoted_status : null;
    if (quoted) this.putStatus(quoted, change, depth + 1);
    if (status.poll) this.putPoll(status.poll, change);

    const old = this.statuses.get(status.id);
    const quote = status.quote;
    const entry: StatusEntry = {
      w: status,
      accountId: status.account.id,
      reblogId: status.reblog?.id ?? null,
      quote: quote
        ? { state: quote.state, quotedStatusId: quote.quoted_status?.id ?? quote.quoted_status_id ?? null }
        : null,
      pollId: status.poll?.id ?? null,
      patched: false,
    };
    if (old) {
      // Compared field by field before the new copy replaces the old one (no signature string per post).
      const same = !old.patched && sameStatusRow(old.w, old.quote, status, entry.quote);
      // Touch: move to the young end of the eviction order.
      this.statuses.delete(status.id);
      this.statuses.set(status.id, entry);
      if (old.accountId !== entry.accountId) this.unindex(this.byAccount, old.accountId, status.id);
      if (old.reblogId && old.reblogId !== entry.reblogId)
        this.unindex(this.dependents, old.reblogId, status.id);
      const oldQ = old.quote?.quotedStatusId;
      if (oldQ && oldQ !== entry.quote?.quotedStatusId) this.unindex(this.dependents, oldQ, status.id);
      if (old.pollId && old.pollId !== entry.pollId) this.unindex(this.byPoll, old.pollId, status.id);
      if (!same || old.pollId !== entry.pollId) this.markUpdated(status.id, change);
      else this.denormCache.delete(status.id);
    } else {
      this.statuses.set(status.id, entry);
    }
    if (depth < 2 && (!quote || quote.quoted_status || !quote.quoted_status_id))
      this.denormCache.set(status.id, status);
    this.index(this.byAccount, entry.accountId, status.id);
    if (entry.reblogId) this.index(this.dependents, entry.reblogId, status.id);
    if (entry.quote?.quotedStatusId) this.index(this.dependents, entry.quote.quotedStatusId, status.id);
    if (entry.pollId) this.index(this.byPoll, entry.pollId, status.id);
  }

  private putAccount(account: Account, change: StoreChange): Account | null {
    if (!account || typeof account.id !== 'string') return null;
    const old = this.accounts.get(account.id);
    // The shared object changes only with a field a row shows, so comparing against it is comparing against the
    // last version seen, as far as rows are concerned.
    const unchanged = old !== undefined && sameAccountChip(old.shared, account);
    const shared = unchanged ? old.shared : account;
    if (old) {
      old.a = account;
      old.shared = shared;
    } else this.accounts.set(account.id, { a: account, shared });
    // Only a change a row shows touches the account's posts. Counters alone (they move with every post) leave
    // the posts' wire copies holding the previous object: walking every post of a prolific account per
    // streamed post would make the cost grow with the timeline. getAccount() has the fresh one.
    if (old && !unchanged) {
      for (const id of this.byAccount.get(account.id) ?? []) this.markUpdated(id, change);
    }
    return shared;
  }

  private putPoll(poll: Poll, change: StoreChange): void {
    if (!poll || typeof poll.id !== 'string') return;
    const sig = pollSignature(poll);
    const old = this.polls.get(poll.id);
    this.polls.set(poll.id, { p: poll, sig });
    if (old && old.sig !== sig) for (const id of this.byPoll.get(poll.id) ?? []) this.markUpdated(id, change);
  }

  /** Marks a status and everything showing it (boosts, quotes) as changed, dropping their caches. */
  private markUpdated(id: string, change: StoreChange, depth = 0): void {
    if (change.updated.has(id) && depth > 0) return;
    change.updated.add(id);
    this.viewCache.delete(id);
    this.denormCache.delete(id);
    if (depth > 3) return;
    for (const dep of this.dependents.get(id) ?? []) this.markUpdated(dep, change, depth + 1);
  }

  private dropStatus(id: string, change: StoreChange, evicting = false): void {
    const entry = this.statuses.get(id);
    if (!entry) return;
    const s = entry;
    this.statuses.delete(id);
    this.viewCache.delete(id);
    this.denormCache.delete(id);
    change.removed.add(id);
    change.updated.delete(id);
    this.unindex(this.byAccount, s.accountId, id);
    if (s.reblogId) this.unindex(this.dependents, s.reblogId, id);
    if (s.quote?.quotedStatusId) this.unindex(this.dependents, s.quote.quotedStatusId, id);
    if (s.pollId) {
      this.unindex(this.byPoll, s.pollId, id);
      if (!this.byPoll.has(s.pollId)) this.polls.delete(s.pollId);
    }
    if (!this.byAccount.has(s.accountId) && !this.accountRefs.has(s.accountId))
      this.accounts.delete(s.accountId);
    if (!evicting) this.refs.delete(id);
  }

  private index(map: Map<string, Set<string>>, key: string, id: string): void {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
    }
    set.add(id);
  }

  private unindex(map: Map<string, Set<string>>, key: string, id: string): void {
    const set = map.get(key);
    if (!set) return;
    set.delete(id);
    if (set.size === 0) map.delete(key);
  }

  private finish(change: StoreChange): void {
    if (change.updated.size === 0 && change.removed.size === 0) return;
    for (const fn of this.listeners) fn(change);
  }
}
