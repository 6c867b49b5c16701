// The account's relationship book, wired: relationships through the 500 ms batcher, actions through the transport,
// and the views that drop a blocked or muted account's items (timelines, notifications, threads).
import type { Intent, IntentResult } from '../../shared/protocol/intents.ts';
import type { RelationshipAction } from '../../shared/protocol/profile.ts';
import type { AccountListOf } from '../../shared/protocol/views.ts';
import type { Account, Relationship } from '../../shared/wire/entities.ts';
import { createRelationshipBatcher } from '../api/relationships.ts';
import type { Transport } from '../api/transport.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import { type AccountListView, openAccountListView } from '../relationships/account-list-view.ts';
import { createRelationshipBook } from '../relationships/book.ts';
import { createAccountLookup } from '../relationships/lookup.ts';
import { createProfileExtras, type FamiliarFollowers } from '../relationships/profile-extras.ts';
import { openProfileView } from '../relationships/profile-view.ts';
import { openRelationshipView } from '../relationships/relationship-view.ts';
import type { CoreEnv } from './env.ts';

export interface RelationshipWiringDeps {
  transport: Transport;
  env: Pick<CoreEnv, 'setTimeout' | 'clearTimeout'>;
  selfId: string | null;
  isSignedIn: () => boolean;
  /** Every view kind that shows an account's items drops them (timelines, notifications, threads). */
  removeAccount: (accountId: string, relationship: Relationship) => void;
  removeFollowed: (accountId: string) => void;
  /** A blocked domain's accounts leave every view kind (timelines, notifications, threads). */
  removeDomain?: (domain: string) => void;
  /** An account the entity store holds (a post's author): the book learns it as a post's menu opens, so a domain
   *  block from that menu knows the domain without fetching the account. */
  knownAccount?: (id: string) => Account | undefined;
}

/** The older per-verb intents, as relationship actions. */
function actionOf(intent: Intent): { accountId: string; relate: RelationshipAction } | null {
  switch (intent.type) {
    case 'account.relate':
      return { accountId: intent.accountId, relate: intent.relate };
    case 'account.follow':
      return { accountId: intent.accountId, relate: { action: intent.value ? 'follow' : 'unfollow' } };
    case 'account.block':
      return { accountId: intent.accountId, relate: { action: intent.value ? 'block' : 'unblock' } };
    case 'account.mute':
      return {
        accountId: intent.accountId,
        relate: intent.value
          ? { action: 'mute', notifications: intent.notifications ?? true, duration: intent.duration ?? 0 }
          : { action: 'unmute' },
      };
    default:
      return null;
  }
}

/** The views this wiring answers `view.reload` for: profiles and their Followers / Following lists. */
export const isProfileView = (viewKey: string) =>
  viewKey.startsWith('profile:') || viewKey.startsWith('accounts:');

export function createRelationshipWiring(deps: RelationshipWiringDeps) {
  const batcher = createRelationshipBatcher({
    fetchRelationships: async (ids) => {
      const r = await deps.transport.request({
        call: 'accounts.relationships',
        method: 'GET',
        path: '/api/v1/accounts/relationships',
        query: { with_suspended: true, id: ids },
      });
      if (!r.ok) return r;
      const body = Array.isArray(r.answer.body) ? (r.answer.body as Relationship[]) : [];
      return { ok: true, status: r.answer.status, value: body };
    },
    isSignedIn: deps.isSignedIn,
    timers: deps.env,
  });
  const book = createRelationshipBook({
    relationships: (ids) => batcher.request(ids),
    request: (spec) => deps.transport.request(spec),
    selfId: deps.selfId,
    onHidden: deps.removeAccount,
    onUnfollowed: deps.removeFollowed,
    timers: deps.env,
    ...(deps.removeDomain ? { onDomainBlocked: deps.removeDomain } : {}),
  });
  // Familiar followers are asked for like relationships: the profiles opened within 500 ms, in one request.
  const familiar = createRelationshipBatcher<FamiliarFollowers>({
    fetchRelationships: async (ids) => {
      const r = await deps.transport.request({
        call: 'accounts.familiarFollowers',
        method: 'GET',
        path: '/api/v1/accounts/familiar_followers',
        query: { id: ids },
      });
      if (!r.ok) return r;
      const body = Array.isArray(r.answer.body) ? (r.answer.body as FamiliarFollowers[]) : [];
      return { ok: true, status: r.answer.status, value: body.filter((f) => typeof f?.id === 'string') };
    },
    isSignedIn: deps.isSignedIn,
    timers: deps.env,
  });
  const extras = createProfileExtras({
    request: (spec) => deps.transport.request(spec),
    familiar: (ids) => familiar.request(ids),
    selfId: deps.selfId,
  });
  const profileIds = new Map<string, string>();
  const accountLists = new Map<string, AccountListView>();
  return {
    book,
    /** /@acct → the account id; null when not found (a 404 is remembered). */
    lookup: createAccountLookup((spec) => deps.transport.request(spec)),
    openView(key: string, accountId: string, emit: ViewEmit): LiveView {
      profileIds.set(key, accountId);
      const view = openProfileView(book, accountId, deps.selfId, emit);
      return {
        snapshot: view.snapshot,
        dispose() {
          profileIds.delete(key);
          view.dispose();
        },
      };
    },
    /** The relationship alone (a post's menu), batched with every other relationship asked within 500 ms. */
    openRelationship(accountId: string, emit: ViewEmit): LiveView {
      const known = deps.knownAccount?.(accountId);
      if (known) book.seen(known);
      return openRelationshipView(book, accountId, deps.selfId, emit);
    },
    /** A profile's Followers or Following, each row with its relationship (batched), paged by next links. */
    openAccountList(key: string, list: AccountListOf, accountId: string, emit: ViewEmit): LiveView {
      const view = openAccountListView({
        book,
        request: (spec) => deps.transport.request(spec),
        selfId: deps.selfId,
        list,
        accountId,
        emit,
      });
      accountLists.set(key, view);
      return {
        snapshot: view.snapshot,
        dispose() {
          if (accountLists.get(key) === view) accountLists.delete(key);
          view.dispose();
        },
      };
    },
    /** Answers null for a view that is not an account list. */
    loadMore(viewKey: string): Promise<IntentResult> | null {
      return accountLists.get(viewKey)?.loadMore() ?? null;
    },
    reload(viewKey: string): Promise<IntentResult> {
      const list = accountLists.get(viewKey);
      if (list) return list.reload();
      const id = profileIds.get(viewKey);
      return id ? book.refresh(id).then(() => ({ ok: true })) : Promise.resolve({ ok: true });
    },
    /** Answers null for intents that are not relationship actions. */
    intent(intent: Intent): Promise<IntentResult> | null {
      if (intent.type === 'profile.extras') return extras.load(intent.accountId);
      const a = actionOf(intent);
      return a ? book.act(a.accountId, a.relate) : null;
    },
    dispose: () => book.dispose(),
  };
}
