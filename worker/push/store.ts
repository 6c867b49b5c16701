// The remembered push subscription, one per account, in the core's key-value store. Loading is total: a value of
// the wrong shape (older build, corruption) reads as "no subscription", and the flow simply subscribes again.

import type { PushStore, StoredPushSubscription } from '../../shared/push/environment.ts';
import type { KvStore } from '../persistence/kv-store.ts';

export const pushStoreKey = (accountKey: string) => `push-subscription:${accountKey}`;

const POLICIES = new Set(['all', 'followed', 'follower', 'none']);

export function parseStoredPushSubscription(v: unknown): StoredPushSubscription | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  if (typeof o.id !== 'string' || typeof o.endpoint !== 'string' || typeof o.serverKey !== 'string')
    return null;
  if (typeof o.policy !== 'string' || !POLICIES.has(o.policy)) return null;
  const alerts: Record<string, boolean> = {};
  if (typeof o.alerts === 'object' && o.alerts !== null)
    for (const [k, b] of Object.entries(o.alerts)) if (typeof b === 'boolean') alerts[k] = b;
  return {
    id: o.id,
    endpoint: o.endpoint,
    serverKey: o.serverKey,
    policy: o.policy as StoredPushSubscription['policy'],
    alerts,
  };
}

/** `accountKey` tells accounts apart (e.g. `instance|accountId`): each has its own server-side subscription. */
export function kvPushStore(kv: Pick<KvStore, 'get' | 'set'>, accountKey: string): PushStore {
  const key = pushStoreKey(accountKey);
  return {
    load: async () => parseStoredPushSubscription(await kv.get<unknown>(key)),
    save: async (s) => kv.set(key, { ...s, alerts: { ...s.alerts } }),
    clear: async () => kv.set(key, undefined),
  };
}
