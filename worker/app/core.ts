// The composition root of the core: the global state and its persistence, the host that tabs talk to, and the
// signed-in account behind it (API, streaming, views, intents). The entries (SharedWorker, dedicated Worker, page)
// only create this and expose `api`.

import { emojiUsePatch } from '../../shared/compose/emoji-use.ts';
import { postedTags } from '../../shared/compose/tag-history.ts';
import { TAB_HEARTBEAT_MS } from '../../shared/constants.ts';
import { isComposeLaterIntent } from '../../shared/protocol/compose-later.ts';
import type { CoreApi } from '../../shared/protocol/core-api.ts';
import { createGlobalHub } from '../../shared/protocol/global-state.ts';
import type { Intent, IntentResult } from '../../shared/protocol/intents.ts';
import { type ColumnSetting, withoutListColumn } from '../../shared/protocol/lists.ts';
import { type CoreText, coreText } from '../../shared/protocol/text.ts';
import { applyColumnOp, deckColumnsOf, readColumnOp } from '../../shared/settings/deck-columns.ts';
import { isSettingsPath, patchAtPath } from '../../shared/settings/settings-path.ts';
import { withTrendsDefault } from '../../shared/settings/trends-setting.ts';
import type { Account, Instance } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import { normalizeInstanceUrl } from '../api/instance-url.ts';
import type { PendingSignIn } from '../api/oauth.ts';
import { signInFailureMessage } from '../api/sign-in-errors.ts';
import { withDraft } from '../compose/draft-store.ts';
import { composeSettingsOf } from '../compose/settings.ts';
import { answerComposeSuggest } from '../compose/suggest.ts';
import { createTagHistoryStore } from '../compose/tag-history-store.ts';
import { type CoreBackend, type CoreHost, createCoreHost } from '../core/host.ts';
import { onDemand } from '../core/on-demand.ts';
import { createKvStore, type KvStore } from '../persistence/kv-store.ts';
import { toAccountChip } from '../rows/accountChip.ts';
import { createRecentStore } from '../search/recent-store.ts';
import { type AccountSession, identityOf, type StoredIdentity, startAccount } from './account.ts';
import { createPresenceDelivery } from './delivery.ts';
import type { CoreEnv } from './env.ts';
import { createPushProxy } from './push.ts';
import { createSwitchableView, type SwitchableView } from './switchable-view.ts';

/** Keys of the persisted state. */
const K = { identity: 'identity', settings: 'settings', drafts: 'drafts', pending: 'oauth-pending' } as const;

export interface Core {
  api: CoreApi;
  host: CoreHost;
  /** Resolves once persisted state is loaded (every API call waits for it). */
  ready: Promise<void>;
  account(): AccountSession | null;
  kv: KvStore | null;
}

export function createCore(
  env: CoreEnv,
  coreId = `core-${env.now().toString(36)}-${Math.floor(env.random() * 1e9).toString(36)}`,
): Core {
  const global = createGlobalHub({ now: env.now, schedule: (fn) => queueMicrotask(fn) });
  const kv = env.indexedDB
    ? createKvStore({
        indexedDB: env.indexedDB,
        setTimeout: env.setTimeout,
        clearTimeout: env.clearTimeout,
        log: env.log,
      })
    : null;
  const views = new Set<SwitchableView>();
  let stored: StoredIdentity | null = null;
  let account: AccountSession | null = null;
  let pendingSignIn: PendingSignIn | null = null;

  // Tab presence (read marker, ruling 4) and desktop notifications shown by one elected tab.
  let hostRef: CoreHost | null = null;
  const presence = createPresenceDelivery({
    now: env.now,
    settings: () => global.get().settings,
    selfId: () => stored?.accountId ?? null,
    send: (tabId, command) => hostRef?.sendTo(tabId, { type: 'delivery', command }),
    onChange: () => account?.onPresence(),
  });
  const notificationHooks = {
    markerTabs: presence.markerTabs,
    onStreamedNotification: presence.onStreamed,
    settings: () => global.get().settings,
    // A deleted (or 404) list's deck column goes, in every tab (section 8).
    onListGone: (listId: string) => {
      const columns = global.get().settings.columns;
      const next = Array.isArray(columns) ? withoutListColumn(columns as ColumnSetting[], listId) : null;
      if (next) void coreIntent({ type: 'settings.patch', patch: { columns: next } });
    },
  };

  /** The instance's VAPID key (Web Push), known once the account started. */
  let vapidKey: string | null = null;
  const pushOp = createPushProxy({
    request: (spec) =>
      account
        ? account.transport.request(spec)
        : Promise.resolve({ ok: false, error: new Error('Not signed in') as never }),
    kv,
    accountKey: () => `${stored?.instance ?? ''}|${stored?.accountId ?? ''}`,
    settings: () => global.get().settings,
    instanceKey: () => vapidKey,
    now: env.now,
  });

  // Recent searches: per account, kept in IndexedDB beside the identity, the same for every tab.
  const recentSearches = createRecentStore({
    kv,
    accountKey: () => (stored?.accountId ? `${stored.instance}|${stored.accountId}` : null),
    log: env.log,
  });

  // Scheduled posts and drafts put aside (compose-later.ts): per account, the same for every tab; fetched when first
  // used (the scheduled and drafts screens, scheduling a post).
  const composeLater = onDemand(() =>
    import('./compose-later.ts').then((m) =>
      m.createComposeLater({
        env,
        kv,
        global,
        request: () => account?.transport.request ?? null,
        accountKey: () => (stored?.accountId ? `${stored.instance}|${stored.accountId}` : null),
        saveDraft: (draftId, draft) => coreIntent({ type: 'draft.save', draftId, draft }),
      }),
    ),
  );

  // The tags posted with, per account (section 9: 1000), offered first in compose's hashtag suggestions.
  const tagHistory = createTagHistoryStore({
    kv,
    accountKey: () => (stored?.accountId ? `${stored.instance}|${stored.accountId}` : null),
    log: env.log,
  });

  // Sign-in and sign-out only: fetched when first used, not with the core's first script.
  const oauth = onDemand(() => import('../api/oauth.ts').then((m) => m.createOAuth(env)));
  const signInFailed = (message: CoreText) => ({ title: coreText('core.signInFailedTitle'), message });

  const publishIdentity = () => global.update((s) => ({ ...s, identity: identityOf(stored) }));

  const onAccount = (acc: Account, instance: Instance | null) => {
    if (!stored) return;
    vapidKey = instance?.configuration?.vapid?.public_key ?? null;
    const role = (acc as { role?: { permissions?: string | number } }).role;
    stored = {
      ...stored,
      accountId: acc.id,
      account: toAccountChip(acc),
      permissions: Number(role?.permissions ?? 0),
    };
    kv?.set(K.identity, stored);
    publishIdentity();
    const max = instance?.configuration?.statuses?.max_characters;
    if (typeof max === 'number')
      global.update((s) => ({ ...s, settings: { ...s.settings, maxCharacters: max } }));
    // Compose limits (media, poll options) and the account's posting defaults, for every tab's compose box.
    const compose = composeSettingsOf(acc, instance);
    global.update((s) => ({ ...s, settings: { ...s.settings, ...compose } }));
  };

  const switchAccount = (next: StoredIdentity | null) => {
    account?.close();
    stored = next;
    account = next ? startAccount(next, env, global, onAccount, notificationHooks) : null;
    // The next account's server says what it translates once it is up (account-connect.ts).
    global.update((s) => ({ ...s, translationLanguages: null }));
    publishIdentity();
    for (const v of views) v.switchTo(account ? account.openView : null);
  };

  /** Whether the app is served by an instance itself (the demo): then sign-in offers it first. */
  const probeSameOrigin = async () => {
    if (!env.origin) return;
    const r = await env
      .fetch(`${env.origin}/api/v2/instance`, { headers: { Accept: 'application/json' } })
      .catch(() => null);
    const body = r?.ok ? ((await r.json().catch(() => null)) as { domain?: unknown } | null) : null;
    if (typeof body?.domain === 'string') global.update((s) => ({ ...s, sameOriginInstance: env.origin }));
  };

  const ready = (async () => {
    if (!kv) return;
    try {
      const [identity, settings, drafts, pending] = await Promise.all([
        kv.get<StoredIdentity>(K.identity),
        kv.get<Record<string, unknown>>(K.settings),
        kv.get<Record<string, unknown>>(K.drafts),
        kv.get<PendingSignIn>(K.pending),
      ]);
      pendingSignIn = pending ?? null;
      // trends.show is on unless the user turned it off (shared/settings/trends-setting.ts).
      global.update((s) => ({ ...s, settings: withTrendsDefault(settings ?? {}), drafts: drafts ?? {} }));
      if (identity) switchAccount(identity);
      else void probeSameOrigin();
    } catch (e) {
      env.log(`loading persisted state failed: ${String(e)}`);
    }
  })();

  const coreIntent = async (intent: Intent, tabId = ''): Promise<IntentResult> => {
    if (isComposeLaterIntent(intent)) return (await composeLater()).intent(intent);
    switch (intent.type) {
      case 'tab.presence':
        presence.report(tabId, intent.presence);
        return { ok: true };
      case 'push.op':
        if (!account) return { ok: false, alert: null };
        return pushOp(intent.op);
      case 'notifications.pushShown':
        presence.onPushShown(intent.notificationId);
        return { ok: true };
      case 'settings.patch': {
        const settings = { ...global.get().settings, ...intent.patch };
        global.update((s) => ({ ...s, settings }));
        kv?.set(K.settings, settings);
        account?.saveSettings(settings);
        return { ok: true };
      }
      case 'deck.column': {
        // Applied to the deck as the core holds it now, never to a tab's copy (which may be older).
        const op = readColumnOp(intent.op);
        const next = op && applyColumnOp(deckColumnsOf(global.get().settings), op);
        if (next) await coreIntent({ type: 'settings.patch', patch: { columns: next } });
        return { ok: true };
      }
      case 'settings.set':
        if (!isSettingsPath(intent.path)) return { ok: false, alert: null };
        return coreIntent({
          type: 'settings.patch',
          patch: patchAtPath(global.get().settings, intent.path, intent.value),
        });
      case 'draft.save': {
        // Newest last, a bounded number (worker/compose/draft-store.ts).
        const drafts = withDraft(global.get().drafts, intent.draftId, intent.draft);
        global.update((s) => ({ ...s, drafts }));
        kv?.set(K.drafts, drafts);
        return { ok: true };
      }
      case 'search.recent': {
        const value =
          intent.action === 'list'
            ? await recentSearches.list()
            : intent.action === 'add'
              ? await recentSearches.add(intent.entry)
              : await recentSearches.remove(intent.entry);
        return { ok: true, value };
      }
      case 'tab.lifecycle':
        account?.lifecycle(intent.event);
        return { ok: true };
      case 'draft.load':
        return { ok: true, value: global.get().drafts[intent.draftId] ?? null };
      case 'compose.from': {
        // The draft built from the post is kept like any draft, so the compose page finds it (and a reload too).
        if (!account) return { ok: false, alert: null };
        const r = (await account.intent(intent)) ?? { ok: false, alert: null };
        if (r.ok) await coreIntent({ type: 'draft.save', draftId: intent.draftId, draft: r.value });
        return r;
      }
      case 'compose.submit': {
        const draft = global.get().drafts[intent.draftId];
        if (!account || typeof draft !== 'object' || draft === null) return { ok: false, alert: null };
        const r = await account.submit(draft as Record<string, unknown>, intent.draftId);
        if (r.ok) await coreIntent({ type: 'draft.save', draftId: intent.draftId, draft: null });
        if (r.ok) void tagHistory.record(postedTags(r.value));
        return r;
      }
      case 'compose.suggest': {
        const deps = account ? { request: account.transport.request, tagHistory: tagHistory.list } : null;
        return answerComposeSuggest(deps, intent);
      }
      case 'emoji.used':
        return coreIntent({ type: 'settings.patch', patch: emojiUsePatch(global.get().settings, intent.id) });
      default: {
        if (!account)
          return {
            ok: false,
            alert: { title: coreText('core.notSignedInTitle'), message: coreText('core.signInFirst') },
          };
        return (await account.intent(intent)) ?? { ok: false, alert: null };
      }
    }
  };

  const backend: CoreBackend = {
    openView(key, spec, emit) {
      const v = createSwitchableView(key, spec, emit, account ? account.openView : null);
      views.add(v);
      return {
        snapshot: v.snapshot,
        dispose() {
          views.delete(v);
          v.dispose();
        },
      };
    },
    intent: coreIntent,
    async signInStart(instance, redirectUri) {
      const where = normalizeInstanceUrl(instance);
      if (!where.ok) return { ok: false, alert: signInFailed(where.error) };
      const r = await (await oauth()).start(where.origin, {
        clientName: 'Woolly',
        redirectUri,
        website: env.origin,
      });
      if (!r.ok) return { ok: false, alert: signInFailed(signInFailureMessage(r.error, where.origin)) };
      pendingSignIn = r.value.pending;
      kv?.set(K.pending, pendingSignIn);
      await kv?.flush();
      return { ok: true, url: r.value.authorizeUrl };
    },
    async signInFinish(code, state) {
      const pending = pendingSignIn;
      if (!pending) return { ok: false, alert: signInFailed(coreText('core.staleSignIn')) };
      const callback = new URL(pending.redirectUri);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', state);
      const r = await (await oauth()).finish(callback.toString(), pending);
      if (!r.ok) return { ok: false, alert: toAlert(r.error) ?? signInFailed(coreText('core.noToken')) };
      const token = r.value.access_token;
      pendingSignIn = null;
      kv?.set(K.pending, undefined);
      const next: StoredIdentity = {
        instance: pending.origin,
        token,
        accountId: null,
        account: null,
        permissions: 0,
        // Kept to revoke the token at sign-out (POST /oauth/revoke needs the app's credentials).
        clientId: pending.clientId,
        clientSecret: pending.clientSecret,
      };
      // Know who we are before the views open (rows mark the user's own posts).
      const me = await env
        .fetch(`${pending.origin}/api/v1/accounts/verify_credentials`, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        })
        .then((res) => (res.ok ? (res.json() as Promise<Account>) : null))
        .catch(() => null);
      if (me?.id) {
        next.accountId = me.id;
        next.account = toAccountChip(me);
      }
      kv?.set(K.identity, next);
      await kv?.flush();
      switchAccount(next);
      return { ok: true };
    },
    lookupAccount: (acct) => account?.lookupAccount(acct) ?? Promise.resolve(null),
    async signOut() {
      const was = stored;
      account?.markers.flush();
      switchAccount(null);
      kv?.set(K.identity, undefined);
      await kv?.flush();
      // A core that started signed in never asked: the sign-in screen offers the same-origin instance again.
      if (!global.get().sameOriginInstance) void probeSameOrigin();
      // The token dies on the server too; a failed revoke does not keep anyone signed in here.
      if (was?.clientId && was.clientSecret) {
        const app = { clientId: was.clientId, clientSecret: was.clientSecret, token: was.token };
        const r = await oauth()
          .then((o) => o.revoke(was.instance, app))
          .catch(() => null);
        if (!r?.ok) env.log('token revoke failed at sign-out');
      }
      return { ok: true };
    },
  };

  const host = createCoreHost({
    coreId,
    global,
    backend,
    now: env.now,
    schedule: (fn) => queueMicrotask(fn),
    log: env.log,
    onTabGone: (tabId) => presence.gone(tabId),
  });
  hostRef = host;
  env.setInterval(() => host.sweep(), TAB_HEARTBEAT_MS);

  // Every call waits until persisted state is loaded, so the first tab sees the signed-in identity.
  const after =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await ready;
      return fn(...args);
    };
  const api: CoreApi = {
    hello: after(host.api.hello),
    subscribe: after(host.api.subscribe),
    unsubscribe: after(host.api.unsubscribe),
    intent: after(host.api.intent),
    heartbeat: (tabId) => host.api.heartbeat(tabId),
    goodbye: (tabId) => host.api.goodbye(tabId),
    signInStart: after(host.api.signInStart),
    signInFinish: after(host.api.signInFinish),
    signOut: after(host.api.signOut),
    lookupAccount: after(host.api.lookupAccount),
    markersFlushed: after(async (markers) => account?.markersFlushed(markers)),
  };

  return { api, host, ready, account: () => account, kv };
}
