// Sign-in's two steps as the core runs them (OAuth with PKCE: ask the instance, come back with a code), part of the
// sign-in part fetched when first used (sign-in-part.ts): a signed-in start never needs them (issue 20, item 7).
// The core lends what they change (the pending sign-in, the identity) through `SignInHost`.
import type { IntentResult } from '../../shared/protocol/intents.ts';
import { type CoreText, coreText } from '../../shared/protocol/text.ts';
import type { Account } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import { normalizeInstanceUrl } from '../api/instance-url.ts';
import type { createOAuth, PendingSignIn } from '../api/oauth.ts';
import { signInFailureMessage } from '../api/sign-in-errors.ts';
import { toAccountChip } from '../rows/accountChip.ts';
import type { StoredIdentity } from './account.ts';
import type { CoreEnv } from './env.ts';

export interface SignInHost {
  env: Pick<CoreEnv, 'fetch' | 'origin'>;
  oauth(): Promise<ReturnType<typeof createOAuth>>;
  pending(): PendingSignIn | null;
  /** Keeps the sign-in under way (null: none), and its copy in IndexedDB, written at once when `flush`. */
  setPending(pending: PendingSignIn | null, flush: boolean): Promise<void>;
  /** The new identity is stored: the core starts its account. */
  signedIn(next: StoredIdentity): Promise<void>;
}

const signInFailed = (message: CoreText) => ({ title: coreText('core.signInFailedTitle'), message });

/** Registers the app with the instance and answers the address of its authorization page. */
export async function startSignIn(
  host: SignInHost,
  instance: string,
  redirectUri: string,
): Promise<{ ok: true; url: string } | { ok: false; alert: ReturnType<typeof signInFailed> }> {
  const where = normalizeInstanceUrl(instance);
  if (!where.ok) return { ok: false, alert: signInFailed(where.error) };
  const r = await (await host.oauth()).start(where.origin, {
    clientName: 'Woolly',
    redirectUri,
    website: host.env.origin,
  });
  if (!r.ok) return { ok: false, alert: signInFailed(signInFailureMessage(r.error, where.origin)) };
  await host.setPending(r.value.pending, true);
  return { ok: true, url: r.value.authorizeUrl };
}

/** Trades the code the authorization page gave back for a token, learns who it belongs to, and signs in. */
export async function finishSignIn(host: SignInHost, code: string, state: string): Promise<IntentResult> {
  const pending = host.pending();
  if (!pending) return { ok: false, alert: signInFailed(coreText('core.staleSignIn')) };
  const callback = new URL(pending.redirectUri);
  callback.searchParams.set('code', code);
  callback.searchParams.set('state', state);
  const r = await (await host.oauth()).finish(callback.toString(), pending);
  if (!r.ok) return { ok: false, alert: toAlert(r.error) ?? signInFailed(coreText('core.noToken')) };
  const token = r.value.access_token;
  await host.setPending(null, false);
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
  const me = await host.env
    .fetch(`${pending.origin}/api/v1/accounts/verify_credentials`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    })
    .then((res) => (res.ok ? (res.json() as Promise<Account>) : null))
    .catch(() => null);
  if (me?.id) {
    next.accountId = me.id;
    next.account = toAccountChip(me);
  }
  await host.signedIn(next);
  return { ok: true };
}

/** Whether the app is served by an instance itself (the demo): then sign-in offers it first. */
export async function servedByInstance(env: Pick<CoreEnv, 'fetch' | 'origin'>): Promise<boolean> {
  if (!env.origin) return false;
  const r = await env
    .fetch(`${env.origin}/api/v2/instance`, { headers: { Accept: 'application/json' } })
    .catch(() => null);
  const body = r?.ok ? ((await r.json().catch(() => null)) as { domain?: unknown } | null) : null;
  return typeof body?.domain === 'string';
}
