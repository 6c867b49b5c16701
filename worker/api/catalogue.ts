// The per-area rules of section 8 that are outcomes, not alerts: a lookup 404 caches that acct as not found, a
// domain-blocks 404 means "unavailable", a list 404 removes the list's column, and push failures clear the
// subscription. Plain functions over ApiResult, so the core's areas call them without repeating the rules.
import type { DomainBlock } from '../../shared/wire/entities.ts';
import type { ApiError, ApiResult } from './errors.ts';

/** Accounts looked up by acct and not found (404), so the profile shows "not found" without asking again. */
export function createLookupCache() {
  const notFound = new Set<string>();
  const key = (acct: string) => acct.replace(/^@/, '').toLowerCase();
  return {
    /** Records the outcome of a lookup; answers whether the acct is now known to be missing. */
    record(acct: string, result: ApiResult<unknown>): boolean {
      if (result.ok) notFound.delete(key(acct));
      else if (result.error.kind === 'http' && result.error.status === 404) notFound.add(key(acct));
      return notFound.has(key(acct));
    },
    isNotFound: (acct: string) => notFound.has(key(acct)),
    clear: () => notFound.clear(),
  };
}

/** Section 3: domain blocks are held as { isAvailable, items }. */
export interface DomainBlocksState {
  isAvailable: boolean;
  items: DomainBlock[];
}

/** A 404 means the server does not publish its blocks: unavailable, not an error. Other failures stay errors. */
export function domainBlocksOutcome(
  result: ApiResult<DomainBlock[]>,
): { ok: true; state: DomainBlocksState } | { ok: false; error: ApiError } {
  if (result.ok) return { ok: true, state: { isAvailable: true, items: result.value } };
  if (result.error.kind === 'http' && result.error.status === 404)
    return { ok: true, state: { isAvailable: false, items: [] } };
  return { ok: false, error: result.error };
}

export type ListFetchOutcome<T> =
  | { kind: 'list'; list: T }
  | { kind: 'removeColumn'; listId: string }
  | { kind: 'error'; error: ApiError };

/** A list that answers 404 is gone: its column is removed rather than showing an error. */
export function listFetchOutcome<T>(listId: string, result: ApiResult<T>): ListFetchOutcome<T> {
  if (result.ok) return { kind: 'list', list: result.value };
  if (result.error.kind === 'http' && result.error.status === 404) return { kind: 'removeColumn', listId };
  return { kind: 'error', error: result.error };
}

export type PushFailureReason = 'unsupported' | 'missing-key' | 'invalid-key' | 'server';

/** What the core does when push fails: the subscription is cleared, the failure logged, no alert shown. */
export interface PushFailureOutcome {
  clearSubscription: true;
  log: string;
}

const PUSH_LOG: Record<PushFailureReason, string> = {
  unsupported: 'Push notifications are not supported by this browser.',
  'missing-key': 'The server did not provide a push key (vapid public key).',
  'invalid-key': 'The server push key is invalid.',
  server: 'The server refused the push subscription.',
};

export function pushFailureOutcome(reason: PushFailureReason, error?: ApiError): PushFailureOutcome {
  return {
    clearSubscription: true,
    log: error ? `${PUSH_LOG[reason]} (${error.message})` : PUSH_LOG[reason],
  };
}

/** The checks before subscribing: browser support and a usable server key (an uncompressed P-256 point). */
export function pushPrecheck(opts: {
  supported: boolean;
  vapidKey: string | null | undefined;
}): PushFailureReason | null {
  if (!opts.supported) return 'unsupported';
  if (!opts.vapidKey) return 'missing-key';
  const b64 = opts.vapidKey.replace(/-/g, '+').replace(/_/g, '/');
  let bytes = 0;
  try {
    bytes = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)).length;
  } catch {
    return 'invalid-key';
  }
  return bytes === 65 ? null : 'invalid-key';
}
