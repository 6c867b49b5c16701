// Scheduled posts and drafts put aside (issue 19 items 6 and 7), wired to the core: the server calls go through
// the signed-in account's transport, the drafts put aside live per account in IndexedDB, and a resumed draft or an
// opened scheduled post becomes a compose draft through the core's own `draft.save`.
import type { ComposeLaterIntent } from '../../shared/protocol/compose-later.ts';
import type { GlobalHub } from '../../shared/protocol/global-state.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import { ApiError } from '../api/errors.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import { createSavedDraftsStore } from '../compose/saved-drafts-store.ts';
import { createScheduledWiring } from '../compose/scheduled.ts';
import { htmlToText } from '../content/plainText.ts';
import type { KvStore } from '../persistence/kv-store.ts';
import type { CoreEnv } from './env.ts';

export interface ComposeLaterDeps {
  env: Pick<CoreEnv, 'now' | 'random' | 'log'>;
  kv: KvStore | null;
  global: GlobalHub;
  /** The signed-in account's requests, or null when nobody is signed in. */
  request: () => ((spec: RequestSpec) => Promise<RawResult>) | null;
  accountKey: () => string | null;
  saveDraft: (draftId: string, draft: unknown) => Promise<unknown>;
}

export function createComposeLater(deps: ComposeLaterDeps) {
  const request = (spec: RequestSpec): Promise<RawResult> =>
    deps.request()?.(spec) ??
    Promise.resolve({
      ok: false,
      error: new ApiError({ kind: 'signed-out', call: spec.call, method: spec.method, url: spec.path }),
    });

  const scheduled = createScheduledWiring({
    request,
    settings: () => deps.global.get().settings,
    random: deps.env.random,
    saveDraft: deps.saveDraft,
  });

  const saved = createSavedDraftsStore({
    kv: deps.kv,
    accountKey: deps.accountKey,
    now: deps.env.now,
    makeId: () => `${deps.env.now().toString(36)}${Math.floor(deps.env.random() * 1e9).toString(36)}`,
    parentOf: async (id) => {
      const r = await request({
        call: 'statuses.fetch',
        method: 'GET',
        path: '/api/v1/statuses/{id}',
        pathParams: { id },
      });
      const s = r.ok ? (r.answer.body as { account?: { acct?: unknown }; content?: unknown }) : null;
      if (!s || typeof s.content !== 'string') return null;
      return { acct: typeof s.account?.acct === 'string' ? s.account.acct : '', text: htmlToText(s.content) };
    },
    saveDraft: deps.saveDraft,
    onChange: () =>
      deps.global.update((g) => ({ ...g, savedDraftsVersion: (g.savedDraftsVersion ?? 0) + 1 })),
    log: deps.env.log,
  });

  return {
    intent(i: ComposeLaterIntent): Promise<IntentResult> {
      if (i.type.startsWith('drafts.'))
        return saved.intent(i as Extract<ComposeLaterIntent, { type: `drafts.${string}` }>);
      return scheduled.intent(i as Extract<ComposeLaterIntent, { type: `scheduled.${string}` }>);
    },
  };
}
