// Web Push from a tab: runs the subscription flow (shared/push) with the browser half here and the server and
// storage halves in the core (`push.op` intents). Run after sign-in once the notification permission is granted;
// a failure has already cleared the subscription on both sides and is only logged.

import type { IntentResult, PushOp } from '../../shared/protocol/intents.ts';
import { apiPushServer } from '../../shared/push/api-server.ts';
import type { PushBrowser, PushEnvironment, StoredPushSubscription } from '../../shared/push/environment.ts';
import {
  type PushSyncInput,
  type PushSyncResult,
  syncPushSubscription,
} from '../../shared/push/subscribe.ts';
import type { WebPushSubscription } from '../../shared/wire/entities.ts';
import { coreMessage } from '../app/core-text.ts';

export function corePushEnvironment(
  call: (op: PushOp) => Promise<IntentResult>,
  browser: PushBrowser,
  warn: (m: string, e?: unknown) => void,
): PushEnvironment {
  const value = async <T>(op: PushOp): Promise<T> => {
    const r = await call(op);
    if (!r.ok) throw new Error(r.alert ? coreMessage(r.alert.message) : `push ${op.op} failed`);
    return r.value as T;
  };
  const asResult = async (op: PushOp) => {
    const r = await call(op);
    return r.ok
      ? { ok: true as const, value: r.value as WebPushSubscription }
      : {
          ok: false as const,
          error: new Error(
            r.alert ? coreMessage(r.alert.message) : 'The server refused the push subscription',
          ),
        };
  };
  return {
    browser,
    server: apiPushServer({
      create: (body) => asResult({ op: 'create', body }),
      update: (id, data) => asResult({ op: 'update', id, data }),
      remove: async () => {
        const r = await call({ op: 'remove' });
        return r.ok
          ? { ok: true as const, value: null }
          : {
              ok: false as const,
              error: new Error(r.alert ? coreMessage(r.alert.message) : 'push remove failed'),
            };
      },
    }),
    store: {
      load: () => value<StoredPushSubscription | null>({ op: 'load' }),
      save: async (s) => void (await value({ op: 'save', value: s })),
      clear: async () => void (await value({ op: 'clear' })),
    },
    warn,
  };
}

/** One sync: asks the core for the input, then runs the flow. Skipped (null) unless permission is granted. */
export async function syncPush(
  call: (op: PushOp) => Promise<IntentResult>,
  browser: PushBrowser,
  warn: (m: string, e?: unknown) => void,
): Promise<PushSyncResult | null> {
  if (!browser.supported() || (await browser.permission()) !== 'granted') return null;
  const input = await call({ op: 'input' });
  // Null: another tab is running the flow right now.
  if (!input.ok || input.value === null) return null;
  const result = await syncPushSubscription(
    corePushEnvironment(call, browser, warn),
    input.value as PushSyncInput,
  );
  if (!result.ok) warn(`Push notifications: ${result.message}`);
  // Saved or cleared: the core has ended the run. Otherwise it is ended here, so that a settings change made right
  // after (in this tab or another) runs at once instead of finding the run still going.
  else if (result.action === 'unchanged' || result.action === 'disabled') await call({ op: 'release' });
  return result;
}
