// The composition root of the core: the global state and its persistence, the host that tabs talk to, and the
// signed-in account behind it (API, streaming, views, intents). The entries (SharedWorker, dedicated Worker, page)
// only create this and expose `api`.

import { TAB_HEARTBEAT_MS } from '../../shared/constants.ts';
import { isComposeLaterIntent } from '../../shared/protocol/compose-later.ts';
import type { CoreApi } from '../../shared/protocol/core-api.ts';
import { createGlobalHub } from '../../shared/protocol/global-state.ts';
import type { Intent, IntentResult } from '../../shared/protocol/intents.ts';
import type { ColumnSetting } from '../../shared/protocol/lists.ts';
import { coreText } from '../../shared/protocol/text.ts';
import { withTrendsDefault } from '../../shared/settings/trends-setting.ts';
import type { Notification } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import type { PendingSignIn } from '../api/oauth.ts';
import { type CoreBackend, type CoreHost, createCoreHost } from '../core/host.ts';
import { onDemand } from '../core/on-demand.ts';
import { createKvStore, type KvStore } from '../persistence/kv-store.ts';
import { type AccountSession, identityOf, type StoredIdentity, startAccount } from './account.ts';
import type { AccountFacts } from './account-facts.ts';
import type { CoreExtras } from './core-extras.ts';
import type { CoreEnv } from './env.ts';
import type { SignInHost } from './sign-in-flow.ts';
import { createSwitchableView, type SwitchableView } from './switchable-view.ts';

/** Keys of the persisted state. */
const K = { identity: 'identity', settings: 'settings', drafts: 'drafts', pending: 'oauth-pending' } as const;

/** The intents answered by core-extras.ts. */
const EXTRA_INTENTS: ReadonlySet<string> = new Set([
  'tab.presence',
  'push.op',
  'notifications.pushShown',
  'deck.column',
  'settings.set',
  'draft.save',
  'search.recent',
  'compose.submit',
  'compose.suggest',
  'emoji.used',
]);

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
  /** A tab has shown its first content (CoreApi.firstContent). It says so once per page: an account started
   *  later (the sign-in that tab made, a switch) must not wait for a signal that already came. */
  let contentShown = false;
  let pendingSignIn: PendingSignIn | null = null;

  let hostRef: CoreHost | null = null;
  /** The instance's VAPID key (Web Push), known once the account started. */
  let vapidKey: string | null = null;

  // Presence and desktop notifications, Web Push, recent searches, compose's helpers, drafts, the deck's column
  // operations (core-extras.ts): fetched once home's first page is in, their intents waiting for them.
  let extrasIn: CoreExtras | null = null;
  let extrasAsked = false;
  const extras = onDemand(async () => {
    extrasAsked = true;
    await account?.afterHome;
    const m = await import('./core-extras.ts');
    extrasIn ??= m.createCoreExtras({
      env,
      kv,
      global,
      stored: () => stored,
      account: () => account,
      vapidKey: () => vapidKey,
      host: () => hostRef,
      coreIntent,
      keys: { drafts: K.drafts },
    });
    return extrasIn;
  });
  /** Runs `use` with the extras now if they are in, else once they are (in order), unless they were never asked. */
  const withExtras = (use: (x: CoreExtras) => void, ask: boolean) => {
    if (extrasIn) use(extrasIn);
    else if (ask || extrasAsked) void extras().then(use, () => {});
  };
  const notificationHooks = {
    markerTabs: () => extrasIn?.presence.markerTabs() ?? [],
    onStreamedNotification: (n: Notification, filtered: boolean) =>
      withExtras((x) => x.presence.onStreamed(n, filtered), true),
    settings: () => global.get().settings,
    // A deleted (or 404) list's deck column goes, in every tab (section 8).
    onDeckColumns: (columns: ColumnSetting[]) =>
      void coreIntent({ type: 'settings.patch', patch: { columns } }),
  };

  // Sign-in and sign-out only: fetched when first used, not with the core's first script.
  const signInPart = onDemand(() => import('./sign-in-part.ts'));
  const oauth = onDemand(() => signInPart().then((m) => m.createOAuth(env)));
  /** What sign-in changes in the core (sign-in-flow.ts). */
  const signInHost: SignInHost = {
    env,
    oauth,
    pending: () => pendingSignIn,
    async setPending(pending, flush) {
      pendingSignIn = pending;
      kv?.set(K.pending, pending ?? undefined);
      if (flush) await kv?.flush();
    },
    async signedIn(next) {
      kv?.set(K.identity, next);
      await kv?.flush();
      switchAccount(next);
    },
  };

  const publishIdentity = () => global.update((s) => ({ ...s, identity: identityOf(stored) }));

  const onAccount = (facts: AccountFacts) => {
    if (!stored) return;
    vapidKey = facts.vapidKey;
    stored = {
      ...stored,
      accountId: facts.accountId,
      account: facts.account,
      permissions: facts.permissions,
    };
    kv?.set(K.identity, stored);
    publishIdentity();
    const max = facts.maxCharacters;
    if (max !== null) global.update((s) => ({ ...s, settings: { ...s.settings, maxCharacters: max } }));
    global.update((s) => ({ ...s, settings: { ...s.settings, ...facts.compose } }));
  };

  const switchAccount = (next: StoredIdentity | null) => {
    account?.close();
    stored = next;
    account = next ? startAccount(next, env, global, onAccount, notificationHooks) : null;
    if (contentShown) account?.firstContentShown();
    // The extras come right after home's first page (or at once, signed out, when first used).
    void account?.afterHome.then(() => extras().catch(() => {}));
    // The next account's server says what it translates once it is up (account-connect.ts).
    global.update((s) => ({ ...s, translationLanguages: null }));
    publishIdentity();
    for (const v of views) v.switchTo(account ? account.openView : null);
  };

  /** Whether the app is served by an instance itself (the demo): then sign-in offers it first. */
  // Signed out only, where the sign-in part is needed anyway (sign-in-flow.ts).
  const probeSameOrigin = () =>
    void signInPart()
      .then((m) => m.servedByInstance(env))
      .then(
        (yes) => {
          if (yes) global.update((s) => ({ ...s, sameOriginInstance: env.origin }));
        },
        () => {},
      );

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
      else probeSameOrigin();
    } catch (e) {
      env.log(`loading persisted state failed: ${String(e)}`);
    }
  })();

  const coreIntent = async (intent: Intent, tabId = ''): Promise<IntentResult> => {
    if (isComposeLaterIntent(intent) || EXTRA_INTENTS.has(intent.type)) {
      let x: CoreExtras;
      try {
        x = await extras();
      } catch (e) {
        return { ok: false, alert: toAlert(e) };
      }
      return (await x.intent(intent, tabId)) ?? { ok: false, alert: null };
    }
    switch (intent.type) {
      case 'settings.patch': {
        const settings = { ...global.get().settings, ...intent.patch };
        global.update((s) => ({ ...s, settings }));
        // Written at once, not after the store's coalescing wait: a choice is rare, and a core ended within that
        // wait (its last tab closed just after the choice) would start next time with the choice before it.
        kv?.set(K.settings, settings);
        void kv?.flush();
        account?.saveSettings(settings);
        return { ok: true };
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
    signInStart: async (instance, redirectUri) =>
      (await signInPart()).startSignIn(signInHost, instance, redirectUri),
    signInFinish: async (code, state) => (await signInPart()).finishSignIn(signInHost, code, state),
    lookupAccount: (acct) => account?.lookupAccount(acct) ?? Promise.resolve(null),
    async signOut() {
      const was = stored;
      account?.flushMarkers();
      switchAccount(null);
      kv?.set(K.identity, undefined);
      await kv?.flush();
      // A core that started signed in never asked: the sign-in screen offers the same-origin instance again.
      if (!global.get().sameOriginInstance) probeSameOrigin();
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
    onTabGone: (tabId) => withExtras((x) => x.presence.gone(tabId), false),
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
    goodbye: async (tabId) => {
      await host.api.goodbye(tabId);
      // The last tab is going, and the core with it (a SharedWorker ends with its last page): what waits to be
      // written or saved (a draft's last keys, the settings' trailing save) goes now.
      if (host.tabCount() === 0) {
        account?.flushSaves();
        void kv?.flush();
      }
    },
    signInStart: after(host.api.signInStart),
    signInFinish: after(host.api.signInFinish),
    signOut: after(host.api.signOut),
    lookupAccount: after(host.api.lookupAccount),
    markersFlushed: after(async (markers) => account?.markersFlushed(markers)),
    firstContent: after(async () => {
      contentShown = true;
      account?.firstContentShown();
    }),
  };

  return { api, host, ready, account: () => account, kv };
}
