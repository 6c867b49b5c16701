// The relationship book: one relationship and one profile account per account id for every tab of the signed-in
// account. Relationships are fetched through the 500 ms batcher (so views opened together, in any tabs, ask once);
// actions are applied at once (the relationship and both accounts' counts), confirmed by the server's answer, or
// reverted with the section 8 alert when the call fails. Watchers hear about every change.

import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { RelationshipAction } from '../../shared/protocol/profile.ts';
import { type CoreText, coreText } from '../../shared/protocol/text.ts';
import type { Account, Relationship } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import type { ApiResult } from '../api/errors.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import { actionRequest, domainOf } from './requests.ts';
import {
  applyCounts,
  countDeltas,
  expectedRelationship,
  hidesAccount,
  noRelationship,
} from './transitions.ts';

export interface RelationshipBookDeps {
  /** The batcher of worker/api/relationships.ts. */
  relationships: (ids: string[]) => Promise<ApiResult<Relationship[]>>;
  request: (spec: RequestSpec) => Promise<RawResult>;
  /** The signed-in user's id: its own counts move too, and it has no relationship with itself. */
  selfId: string | null;
  /** A block or mute was confirmed by the server: the account's items leave every view. */
  onHidden: (accountId: string, relationship: Relationship) => void;
  /** A domain block was confirmed: that domain's accounts leave the views that can drop them. */
  onDomainBlocked?: (domain: string) => void;
  /** Unfollowed: its posts and boosts leave home. */
  onUnfollowed: (accountId: string) => void;
  /** While a follow request waits and its account is shown, the book asks again now and then (backing off), so
   *  an accept on the other side turns Requested into Following, counts included, without a reload. */
  timers?: { setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (h: unknown) => void };
}

/** The first check of a waiting follow request, doubled after each one still waiting, up to the last. */
export const REQUESTED_CHECK_MS = { first: 3000, last: 300_000 };

export interface BookEntry {
  account: Account | null;
  relationship: Relationship | null;
  /** Why the account could not be fetched (shown in place, with a retry); null when fine. */
  error: CoreText | string | null;
  /** The lookup answered 404: the account does not exist (cached, section 8). */
  notFound: boolean;
}

type Listener = () => void;

const isRelationship = (v: unknown): v is Relationship =>
  typeof v === 'object' && v !== null && typeof (v as Relationship).id === 'string' && 'following' in v;

export function createRelationshipBook(deps: RelationshipBookDeps) {
  const entries = new Map<string, BookEntry>();
  const listeners = new Map<string, Set<Listener>>();
  /** Actions in flight per account: a later answer must not be overwritten by an earlier fetch. */
  const inFlight = new Map<string, number>();

  const entry = (id: string): BookEntry => {
    let e = entries.get(id);
    if (!e) {
      e = { account: null, relationship: null, error: null, notFound: false };
      entries.set(id, e);
    }
    return e;
  };
  /** Adds a listener; true when it is the account's first (which fetches). */
  const add = (id: string, listener: Listener): boolean => {
    let set = listeners.get(id);
    if (!set) {
      set = new Set();
      listeners.set(id, set);
    }
    const first = set.size === 0;
    set.add(listener);
    return first;
  };
  /** Watchers that show the whole account (profiles): the first one fetches it, even after row watchers. */
  const profileWatchers = new Map<string, number>();
  const changed = (id: string) => {
    for (const l of listeners.get(id) ?? []) l();
  };
  const set = (id: string, patch: Partial<BookEntry>) => {
    entries.set(id, { ...entry(id), ...patch });
    changed(id);
  };

  /** A relationship moved from `before` to `after`: both accounts' counts follow, and views drop what it hides. */
  const moveCounts = (id: string, before: Relationship, after: Relationship) => {
    const d = countDeltas(before, after);
    const target = entry(id).account;
    if (target) set(id, { account: applyCounts(target, d.target) });
    const self = deps.selfId ? entries.get(deps.selfId)?.account : null;
    if (deps.selfId && self) set(deps.selfId, { account: applyCounts(self, d.self) });
  };

  /** `counts`: an action moved it (the counts follow); a fetch comes with the account's fresh counts instead. */
  const setRelationship = (id: string, next: Relationship, counts = true) => {
    const before = entry(id).relationship;
    if (before && counts) moveCounts(id, before, next);
    set(id, { relationship: next });
  };

  const checks = new Map<string, unknown>();
  /** A request waits: asked again later while someone shows the account (account and counts too). */
  const checkRequested = (id: string, delay = REQUESTED_CHECK_MS.first) => {
    if (!deps.timers || checks.has(id)) return;
    const timers = deps.timers;
    checks.set(
      id,
      timers.setTimeout(() => {
        checks.delete(id);
        if ((listeners.get(id)?.size ?? 0) === 0) return;
        void Promise.all([fetchAccount(id), fetchRelationship(id, false)]).then(() => {
          if (entry(id).relationship?.requested)
            checkRequested(id, Math.min(delay * 2, REQUESTED_CHECK_MS.last));
        });
      }, delay),
    );
  };

  const fetchRelationship = async (id: string, watchRequest = true) => {
    if (id === deps.selfId) return;
    const r = await deps.relationships([id]);
    if ((inFlight.get(id) ?? 0) > 0) return;
    const found = r.ok ? r.value.find((x) => x.id === id) : undefined;
    if (found && isRelationship(found)) {
      setRelationship(id, found, false);
      if (found.requested && watchRequest) checkRequested(id);
    }
  };

  const fetchAccount = async (id: string) => {
    const r = await deps.request({
      call: 'accounts.get',
      method: 'GET',
      path: '/api/v1/accounts/{id}',
      pathParams: { id },
    });
    if (!r.ok) {
      const notFound = r.error.status === 404;
      set(id, {
        error: notFound ? null : (toAlert(r.error)?.message ?? coreText('core.accountFailed')),
        notFound,
      });
      return;
    }
    const body = r.answer.body as Account;
    if (typeof body?.id !== 'string') {
      set(id, { error: coreText('core.accountUnreadable') });
      return;
    }
    set(id, { account: body, error: null, notFound: false });
  };

  return {
    get: (id: string): BookEntry => entry(id),
    /** Listens to one account; the first watcher fetches the account and (batched) its relationship. */
    watch(id: string, listener: Listener): () => void {
      const first = add(id, listener);
      const firstProfile = (profileWatchers.get(id) ?? 0) === 0;
      profileWatchers.set(id, (profileWatchers.get(id) ?? 0) + 1);
      if (first) void this.refresh(id);
      else if (firstProfile) void fetchAccount(id);
      return () => {
        listeners.get(id)?.delete(listener);
        profileWatchers.set(id, Math.max(0, (profileWatchers.get(id) ?? 1) - 1));
      };
    },
    /** Listens to the relationship alone (an account row: its account came with the list). The first watcher
     *  fetches it through the 500 ms batcher, so a page of rows in any tabs asks once. */
    watchRelationship(id: string, listener: Listener): () => void {
      if (add(id, listener)) void fetchRelationship(id);
      return () => {
        listeners.get(id)?.delete(listener);
      };
    },
    /** Fetches the account and its relationship again (a retry, or a request accepted on the other side). */
    refresh(id: string): Promise<void> {
      return Promise.all([fetchAccount(id), fetchRelationship(id)]).then(() => {});
    },
    /** The account changed for sure (your own profile saved): every view showing it updates, in every tab. */
    updated(account: Account) {
      set(account.id, { account, error: null, notFound: false });
    },
    /** An account seen elsewhere (a post, a notification, a list): the profile shows it before its own fetch
     *  answers. `fresh`: it came from a list just fetched, so it replaces an older copy. */
    seen(account: Account, fresh = false) {
      if (fresh || !entry(account.id).account) entries.set(account.id, { ...entry(account.id), account });
    },
    async act(id: string, a: RelationshipAction): Promise<IntentResult> {
      const e = entry(id);
      const domain = domainOf(e.account?.acct ?? '');
      if ((a.action === 'blockDomain' || a.action === 'unblockDomain') && domain === '') {
        return {
          ok: false,
          alert: {
            title: coreText('core.notPossibleTitle'),
            message: coreText('core.ownDomain'),
          },
        };
      }
      const before = e.relationship ?? noRelationship(id);
      const expected = expectedRelationship(before, a, e.account?.locked === true);
      inFlight.set(id, (inFlight.get(id) ?? 0) + 1);
      setRelationship(id, expected);
      const r = await deps.request(actionRequest(id, domain, a));
      inFlight.set(id, (inFlight.get(id) ?? 1) - 1);
      if (!r.ok) {
        // Reverted at once, in every tab; the alert says why (section 8).
        setRelationship(id, before);
        return { ok: false, alert: toAlert(r.error) };
      }
      const answered = isRelationship(r.answer.body) ? r.answer.body : expected;
      setRelationship(id, answered);
      if (answered.requested) checkRequested(id);
      // Removal waits for the server: removed items cannot be put back without reloading every view.
      if (hidesAccount(answered) && !hidesAccount(before)) deps.onHidden(id, answered);
      if (answered.domain_blocking && !before.domain_blocking && domain) deps.onDomainBlocked?.(domain);
      // An unfollow from a post's menu may come before any relationship was fetched: it still empties home of them.
      if (!answered.following && (before.following || a.action === 'unfollow')) deps.onUnfollowed(id);
      return { ok: true, value: answered };
    },
    dispose() {
      for (const h of checks.values()) deps.timers?.clearTimeout(h);
      checks.clear();
      listeners.clear();
      profileWatchers.clear();
      entries.clear();
    },
  };
}

export type RelationshipBook = ReturnType<typeof createRelationshipBook>;
