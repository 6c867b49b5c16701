// The entity store's tables and their indexes: statuses (the wire object plus the ids of its nested entities),
// accounts (one shared object per account for the rows), polls, who boosts or quotes what, and the caches a change
// drops. Putting an entity records what changed; dropping one keeps every index consistent. The public
// operations (reading, writing, references, eviction) are in entityStore.ts.
import type { Account, Poll, Status } from '../../shared/wire/entities.ts';
import { pollSignature, sameAccountChip, sameStatusRow } from './signatures.ts';
import type { StoreChange, StoredQuote, StoredStatus } from './types.ts';

/** A stored status: the wire object itself (its scalar fields are the stored ones; it is not copied) and the ids
 *  that stand for its nested entities. */
export interface StatusEntry {
  w: Status;
  accountId: string;
  reblogId: string | null;
  quote: StoredQuote | null;
  pollId: string | null;
  /** Patched (optimistic toggle): the next server copy counts as a change whatever it holds. */
  patched: boolean;
  /** The status in wire shape again (getStatus), until it or a nested entity changes. Kept on the entry, not in a
   *  map of its own: a streamed post then costs no extra map insert, and the cache leaves with the entry. */
  denorm: Status | undefined;
  /** The row builders' cached value (StatusView), until the status's rows change. */
  view: unknown;
}

/** A stored status, kept as long as the store holds it: made by a constructor, not an object literal, since V8
 *  allocates a long-lived literal's objects straight in the old generation (allocation-site pretenuring) and every
 *  streamed post then paid for fresh pages on its own path. */
class Entry implements StatusEntry {
  w: Status;
  accountId: string;
  reblogId: string | null;
  quote: StoredQuote | null;
  pollId: string | null;
  patched = false;
  denorm: Status | undefined = undefined;
  view: unknown = undefined;

  constructor(status: Status, quote: StoredQuote | null) {
    this.w = status;
    this.accountId = status.account.id;
    this.reblogId = status.reblog?.id ?? null;
    this.quote = quote;
    this.pollId = status.poll?.id ?? null;
  }
}

/** The normalized shape of an entry, built on demand (optimistic patches and tests read it; streaming does not). */
export function storedOf(e: StatusEntry): StoredStatus {
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
export const ENTRY_KEYS = new Set(['accountId', 'reblogId', 'quote', 'pollId']);

export abstract class EntityTables {
  /** Map order is touch order: the first entries are the oldest-touched. */
  protected statuses = new Map<string, StatusEntry>();
  /** `a` is the newest object seen; `shared` the one posts point to, replaced only when a row-visible field changes,
   *  so that the posts of one account share one object. */
  protected accounts = new Map<string, { a: Account; shared: Account }>();
  protected polls = new Map<string, { p: Poll; sig: string }>();
  protected refs = new Map<string, number>();
  protected accountRefs = new Map<string, number>();
  /** accountId → statuses by that account. */
  protected byAccount = new Map<string, Set<string>>();
  /** target status id → statuses boosting or quoting it. */
  protected dependents = new Map<string, Set<string>>();
  /** pollId → statuses carrying it. */
  protected byPoll = new Map<string, Set<string>>();
  protected listeners = new Set<(c: StoreChange) => void>();

  protected putStatus(status: Status, change: StoreChange, depth: number): void {
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
    const entry: StatusEntry = new Entry(
      status,
      quote
        ? { state: quote.state, quotedStatusId: quote.quoted_status?.id ?? quote.quoted_status_id ?? null }
        : null,
    );
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
      // Nothing a row shows changed: the row model stays (the wire shape is made again, below or on demand).
      else entry.view = old.view;
    } else {
      this.statuses.set(status.id, entry);
    }
    if (depth < 2 && (!quote || quote.quoted_status || !quote.quoted_status_id)) entry.denorm = status;
    this.index(this.byAccount, entry.accountId, status.id);
    if (entry.reblogId) this.index(this.dependents, entry.reblogId, status.id);
    if (entry.quote?.quotedStatusId) this.index(this.dependents, entry.quote.quotedStatusId, status.id);
    if (entry.pollId) this.index(this.byPoll, entry.pollId, status.id);
  }

  protected putAccount(account: Account, change: StoreChange): Account | null {
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

  protected putPoll(poll: Poll, change: StoreChange): void {
    if (!poll || typeof poll.id !== 'string') return;
    const sig = pollSignature(poll);
    const old = this.polls.get(poll.id);
    this.polls.set(poll.id, { p: poll, sig });
    if (old && old.sig !== sig) for (const id of this.byPoll.get(poll.id) ?? []) this.markUpdated(id, change);
  }

  /** Marks a status and everything showing it (boosts, quotes) as changed, dropping their caches. */
  protected markUpdated(id: string, change: StoreChange, depth = 0): void {
    if (change.updated.has(id) && depth > 0) return;
    change.updated.add(id);
    const entry = this.statuses.get(id);
    if (entry) {
      entry.view = undefined;
      entry.denorm = undefined;
    }
    if (depth > 3) return;
    for (const dep of this.dependents.get(id) ?? []) this.markUpdated(dep, change, depth + 1);
  }

  protected dropStatus(id: string, change: StoreChange, evicting = false): void {
    const entry = this.statuses.get(id);
    if (!entry) return;
    const s = entry;
    this.statuses.delete(id);
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

  protected index(map: Map<string, Set<string>>, key: string, id: string): void {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
    }
    set.add(id);
  }

  protected unindex(map: Map<string, Set<string>>, key: string, id: string): void {
    const set = map.get(key);
    if (!set) return;
    set.delete(id);
    if (set.size === 0) map.delete(key);
  }

  protected finish(change: StoreChange): void {
    if (change.updated.size === 0 && change.removed.size === 0) return;
    for (const fn of this.listeners) fn(change);
  }
}
