// The core's half of Web Push: a tab runs `syncPushSubscription` (it owns the PushManager) and asks the core, through
// `push.op` intents, for the input (the instance's VAPID key and the alerts from the notification settings), for
// the server calls (POST/PUT /api/web/push_subscriptions and DELETE /api/v1/push/subscription, which need the token) and for the remembered subscription
// (IndexedDB, per account).
import type { IntentResult, PushOp } from '../../shared/protocol/intents.ts';
import { pushEnabled } from '../../shared/push/push-setting.ts';
import type { WebPushSubscription } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import { readNotificationSettings } from '../desktop-notifications/settings.ts';
import type { KvStore } from '../persistence/kv-store.ts';
import { kvPushStore, type PushSyncInput, pushDataFromSettings } from '../push/index.ts';

export interface PushProxyDeps {
  request: (spec: RequestSpec) => Promise<RawResult>;
  kv: Pick<KvStore, 'get' | 'set'> | null;
  /** The account the subscription belongs to (instance and id), for the storage key. */
  accountKey: () => string;
  settings: () => Record<string, unknown>;
  /** `configuration.vapid.public_key` of the instance; null until known. */
  instanceKey: () => string | null;
  now: () => number;
}

/** Every tab tries after sign-in; one runs the flow at a time (a lease), so the server sees one subscription. */
export const PUSH_LEASE_MS = 30_000;

export function createPushProxy(deps: PushProxyDeps) {
  const store = () => (deps.kv ? kvPushStore(deps.kv, deps.accountKey()) : null);
  const server = async (spec: RequestSpec): Promise<IntentResult> => {
    const r = await deps.request(spec);
    return r.ok
      ? { ok: true, value: r.answer.body as WebPushSubscription }
      : { ok: false, alert: toAlert(r.error) };
  };

  let leaseUntil = 0;

  return async function run(op: PushOp): Promise<IntentResult> {
    switch (op.op) {
      case 'input': {
        // Another tab is running the flow: this one has nothing to do (null).
        if (deps.now() < leaseUntil) return { ok: true, value: null };
        leaseUntil = deps.now() + PUSH_LEASE_MS;
        const input: PushSyncInput = {
          instanceKey: deps.instanceKey(),
          data: pushDataFromSettings(readNotificationSettings(deps.settings())),
          enabled: pushEnabled(deps.settings()),
        };
        return { ok: true, value: input };
      }
      case 'create':
        return server({
          call: 'push.create',
          method: 'POST',
          path: '/api/web/push_subscriptions',
          json: op.body as Record<string, unknown>,
        });
      case 'update':
        return server({
          call: 'push.update',
          method: 'PUT',
          path: '/api/web/push_subscriptions/{id}',
          pathParams: { id: op.id },
          json: { data: op.data },
        });
      case 'remove': {
        const r = await deps.request({
          call: 'push.remove',
          method: 'DELETE',
          path: '/api/v1/push/subscription',
        });
        return r.ok ? { ok: true } : { ok: false, alert: toAlert(r.error) };
      }
      case 'release':
        leaseUntil = 0;
        return { ok: true };
      case 'load':
        return { ok: true, value: (await store()?.load()) ?? null };
      case 'save':
        await store()?.save(op.value as never);
        leaseUntil = 0;
        return { ok: true };
      case 'clear':
        await store()?.clear();
        leaseUntil = 0;
        return { ok: true };
    }
  };
}
