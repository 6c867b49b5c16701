// The core's parts that the first home page does not need (issue 20, item 7), fetched with a dynamic import once
// home's first page is in (core.ts): tab presence and the desktop notifications shown by one elected tab, Web Push,
// recent searches, the tag history and compose suggestions, the drafts kept per tab, scheduled posts and drafts put
// aside, the deck's column operations and settings set by path, emoji use. Their intents wait for this part.
import { emojiUsePatch } from '../../shared/compose/emoji-use.ts';
import { postedTags } from '../../shared/compose/tag-history.ts';
import { isComposeLaterIntent } from '../../shared/protocol/compose-later.ts';
import type { GlobalHub } from '../../shared/protocol/global-state.ts';
import type { Intent, IntentResult } from '../../shared/protocol/intents.ts';
import { applyColumnOp, deckColumnsOf, readColumnOp } from '../../shared/settings/deck-columns.ts';
import { isSettingsPath, patchAtPath } from '../../shared/settings/settings-path.ts';
import { withDraft } from '../compose/draft-store.ts';
import { answerComposeSuggest } from '../compose/suggest.ts';
import { createTagHistoryStore } from '../compose/tag-history-store.ts';
import type { CoreHost } from '../core/host.ts';
import { onDemand } from '../core/on-demand.ts';
import type { KvStore } from '../persistence/kv-store.ts';
import { createRecentStore } from '../search/recent-store.ts';
import type { AccountSession, StoredIdentity } from './account.ts';
import { createPresenceDelivery } from './delivery.ts';
import type { CoreEnv } from './env.ts';
import { createPushProxy } from './push.ts';

export interface CoreExtrasDeps {
  env: CoreEnv;
  kv: KvStore | null;
  global: GlobalHub;
  stored(): StoredIdentity | null;
  account(): AccountSession | null;
  /** The instance's VAPID key (Web Push), known once the account started. */
  vapidKey(): string | null;
  host(): CoreHost | null;
  /** The core's own intents (a settings patch, a draft saved). */
  coreIntent(intent: Intent, tabId?: string): Promise<IntentResult>;
  /** Keys of the persisted state. */
  keys: { drafts: string };
}

export type CoreExtras = ReturnType<typeof createCoreExtras>;

export function createCoreExtras(deps: CoreExtrasDeps) {
  const { env, kv, global } = deps;
  const accountKey = () => {
    const s = deps.stored();
    return s?.accountId ? `${s.instance}|${s.accountId}` : null;
  };

  // Tab presence (read marker, ruling 4) and desktop notifications shown by one elected tab.
  const presence = createPresenceDelivery({
    now: env.now,
    settings: () => global.get().settings,
    selfId: () => deps.stored()?.accountId ?? null,
    send: (tabId, command) => deps.host()?.sendTo(tabId, { type: 'delivery', command }),
    onChange: () => deps.account()?.onPresence(),
  });

  const pushOp = createPushProxy({
    request: (spec) => {
      const account = deps.account();
      return account
        ? account.transport.request(spec)
        : Promise.resolve({ ok: false, error: new Error('Not signed in') as never });
    },
    kv,
    accountKey: () => `${deps.stored()?.instance ?? ''}|${deps.stored()?.accountId ?? ''}`,
    settings: () => global.get().settings,
    instanceKey: deps.vapidKey,
    now: env.now,
  });

  // Recent searches: per account, kept in IndexedDB beside the identity, the same for every tab.
  const recentSearches = createRecentStore({ kv, accountKey, log: env.log });

  // Scheduled posts and drafts put aside (compose-later.ts): per account, the same for every tab; fetched when first
  // used (the scheduled and drafts screens, scheduling a post).
  const composeLater = onDemand(() =>
    import('./compose-later.ts').then((m) =>
      m.createComposeLater({
        env,
        kv,
        global,
        request: () => deps.account()?.transport.request ?? null,
        accountKey,
        saveDraft: (draftId, draft) => deps.coreIntent({ type: 'draft.save', draftId, draft }),
      }),
    ),
  );

  // The tags posted with, per account (section 9: 1000), offered first in compose's hashtag suggestions.
  const tagHistory = createTagHistoryStore({ kv, accountKey, log: env.log });

  /** The intents of this part; null for any other. */
  const intent = async (i: Intent, tabId: string): Promise<IntentResult | null> => {
    if (isComposeLaterIntent(i)) return (await composeLater()).intent(i);
    const account = deps.account();
    switch (i.type) {
      case 'tab.presence':
        presence.report(tabId, i.presence);
        return { ok: true };
      case 'push.op':
        if (!account) return { ok: false, alert: null };
        return pushOp(i.op);
      case 'notifications.pushShown':
        presence.onPushShown(i.notificationId);
        return { ok: true };
      case 'deck.column': {
        // Applied to the deck as the core holds it now, never to a tab's copy (which may be older).
        const op = readColumnOp(i.op);
        const next = op && applyColumnOp(deckColumnsOf(global.get().settings), op);
        if (next) await deps.coreIntent({ type: 'settings.patch', patch: { columns: next } });
        return { ok: true };
      }
      case 'settings.set':
        if (!isSettingsPath(i.path)) return { ok: false, alert: null };
        return deps.coreIntent({
          type: 'settings.patch',
          patch: patchAtPath(global.get().settings, i.path, i.value),
        });
      case 'draft.save': {
        // Newest last, a bounded number (worker/compose/draft-store.ts).
        const drafts = withDraft(global.get().drafts, i.draftId, i.draft);
        global.update((s) => ({ ...s, drafts }));
        kv?.set(deps.keys.drafts, drafts);
        return { ok: true };
      }
      case 'search.recent': {
        const value =
          i.action === 'list'
            ? await recentSearches.list()
            : i.action === 'add'
              ? await recentSearches.add(i.entry)
              : await recentSearches.remove(i.entry);
        return { ok: true, value };
      }
      case 'compose.submit': {
        const draft = global.get().drafts[i.draftId];
        if (!account || typeof draft !== 'object' || draft === null) return { ok: false, alert: null };
        const r = await account.submit(draft as Record<string, unknown>, i.draftId);
        if (r.ok) await deps.coreIntent({ type: 'draft.save', draftId: i.draftId, draft: null });
        if (r.ok) void tagHistory.record(postedTags(r.value));
        return r;
      }
      case 'compose.suggest':
        return answerComposeSuggest(
          account ? { request: account.transport.request, tagHistory: tagHistory.list } : null,
          i,
        );
      case 'emoji.used':
        return deps.coreIntent({
          type: 'settings.patch',
          patch: emojiUsePatch(global.get().settings, i.id),
        });
      default:
        return null;
    }
  };

  return { presence, intent };
}
