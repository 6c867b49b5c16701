// Keeps the Web Push subscription in step with the settings and the server's key. Run it after sign-in, when the
// permission is granted, when alerts settings change, and when the instance information is refreshed.
//   - push switched off in the settings: the subscription goes on both sides (the server's first, so it stops
//     sending), and nothing is asked of anyone when there is none;
//   - no support, no key, an invalid key, or no permission: fail with a message, and clear the subscription on
//     both sides (a half-kept subscription would keep pushing to a browser that cannot verify it);
//   - a stored subscription for the same endpoint and key: only the alerts are brought up to date (PUT);
//   - otherwise (nothing stored, endpoint changed, server key changed): subscribe again and POST it.
import type { PushData } from './alerts.ts';
import { sameAlerts } from './alerts.ts';
import type { PushEnvironment, StoredPushSubscription } from './environment.ts';
import { checkVapidKey, sameBytes } from './vapid.ts';

export type PushSyncFailure =
  | 'unsupported'
  | 'missing-key'
  | 'invalid-key'
  | 'permission'
  | 'subscribe-failed'
  | 'server-failed';

export type PushSyncResult =
  | {
      ok: true;
      action: 'created' | 'recreated' | 'updated' | 'unchanged';
      subscription: StoredPushSubscription;
    }
  | { ok: true; action: 'disabled' }
  | { ok: false; reason: PushSyncFailure; message: string };

export interface PushSyncInput {
  /** `configuration.vapid.public_key` from GET /api/v2/instance. */
  instanceKey?: string | null;
  /** The app registration's `vapid_key` (older servers), used when the instance gives none. */
  appKey?: string | null;
  data: PushData;
  /** False when the user switched push off in the settings (absent: on). */
  enabled?: boolean;
}

/** Forgets the subscription on both sides. Errors are only logged: this runs on paths that already failed. */
export async function clearPushSubscription(env: PushEnvironment, browserToo = true): Promise<void> {
  if (browserToo) {
    try {
      await env.browser.unsubscribe();
    } catch (e) {
      env.warn('Could not unsubscribe from push notifications', e);
    }
  }
  try {
    await env.store.clear();
  } catch (e) {
    env.warn('Could not forget the push subscription', e);
  }
}

const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : String(e));

export async function syncPushSubscription(
  env: PushEnvironment,
  input: PushSyncInput,
): Promise<PushSyncResult> {
  const fail = async (
    reason: PushSyncFailure,
    message: string,
    browserToo = true,
  ): Promise<PushSyncResult> => {
    await clearPushSubscription(env, browserToo);
    return { ok: false, reason, message };
  };

  if (input.enabled === false) {
    await disablePush(env);
    return { ok: true, action: 'disabled' };
  }

  if (!env.browser.supported())
    return fail('unsupported', 'This browser does not support push notifications.', false);

  const key = checkVapidKey(input.instanceKey || input.appKey);
  if (!key.ok) return fail(key.reason === 'missing' ? 'missing-key' : 'invalid-key', key.message);

  const permission = await env.browser.permission();
  if (permission !== 'granted')
    return fail(
      'permission',
      permission === 'denied'
        ? 'Notifications are blocked for this site in the browser settings.'
        : 'Allow notifications to receive push notifications.',
    );

  const [existing, stored] = await Promise.all([env.browser.getSubscription(), env.store.load()]);
  const { data } = input;
  const sameSubscription =
    existing !== null &&
    stored !== null &&
    stored.endpoint === existing.endpoint &&
    stored.serverKey === key.key &&
    (existing.applicationServerKey === null || sameBytes(existing.applicationServerKey, key.bytes));

  if (sameSubscription && stored) {
    if (sameAlerts(stored.alerts, data.alerts) && stored.policy === data.policy)
      return { ok: true, action: 'unchanged', subscription: stored };
    try {
      const answer = await env.server.update(stored.id, data);
      const next: StoredPushSubscription = {
        ...stored,
        id: String(answer.id ?? stored.id),
        ...copyData(data),
      };
      await env.store.save(next);
      return { ok: true, action: 'updated', subscription: next };
    } catch (e) {
      // The server may have dropped it (404): register the same browser subscription again below.
      env.warn('Updating the push subscription failed; registering it again', e);
    }
  }

  let browserSub = sameSubscription ? existing : null;
  if (!browserSub) {
    if (existing) {
      // A new key (or an endpoint the server does not know): the browser refuses a second subscription with a
      // different key, so the old one goes first.
      try {
        await env.browser.unsubscribe();
      } catch (e) {
        env.warn('Could not remove the old push subscription', e);
      }
    }
    try {
      browserSub = await env.browser.subscribe(key.bytes);
    } catch (e) {
      return fail('subscribe-failed', `The browser refused the push subscription: ${errorText(e)}`);
    }
  }

  try {
    const answer = await env.server.create({
      subscription: { endpoint: browserSub.endpoint, keys: { ...browserSub.keys } },
      data: copyData(data),
    });
    const next: StoredPushSubscription = {
      id: String(answer.id),
      endpoint: browserSub.endpoint,
      serverKey: key.key,
      ...copyData(data),
    };
    await env.store.save(next);
    return { ok: true, action: existing || stored ? 'recreated' : 'created', subscription: next };
  } catch (e) {
    return fail('server-failed', `The server did not accept the push subscription: ${errorText(e)}`);
  }
}

/**
 * Turns push off for this browser (the user switched it off, or signed out): the server's subscription is removed
 * first, so it stops sending, then the browser's and the remembered one. Nothing remembered and no browser
 * subscription: nothing to do, and no request (this runs on every start while push is off). A server that cannot be
 * reached is only logged: the browser's subscription goes anyway, and the server drops an endpoint that no longer
 * answers the next time it pushes.
 */
export async function disablePush(env: PushEnvironment): Promise<void> {
  const supported = env.browser.supported();
  const [stored, existing] = await Promise.all([
    env.store.load().catch(() => null),
    supported ? env.browser.getSubscription().catch(() => null) : Promise.resolve(null),
  ]);
  if (stored === null && existing === null) return;
  try {
    await env.server.remove();
  } catch (e) {
    env.warn('Could not remove the push subscription from the server', e);
  }
  await clearPushSubscription(env, supported);
}

const copyData = (d: PushData): Pick<StoredPushSubscription, 'policy' | 'alerts'> => ({
  policy: d.policy,
  alerts: { ...d.alerts },
});
