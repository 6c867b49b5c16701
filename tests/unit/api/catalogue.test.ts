// The outcomes of section 8 that are not alerts.
import { describe, expect, it } from 'vitest';
import {
  createLookupCache,
  domainBlocksOutcome,
  listFetchOutcome,
  pushFailureOutcome,
  pushPrecheck,
} from '../../../worker/api/catalogue.ts';
import { ApiError, type ApiResult } from '../../../worker/api/errors.ts';

const fail = (status: number, kind: 'http' | 'network' = 'http'): ApiResult<never> => ({
  ok: false,
  error: new ApiError({ kind, call: 'x', method: 'GET', url: '/x', status, statusText: 'x' }),
});

describe('error outcomes', () => {
  it('a lookup 404 caches that acct as not found, case-insensitively; a later success clears it', () => {
    const cache = createLookupCache();
    expect(cache.record('Alice@Example.social', fail(404))).toBe(true);
    expect(cache.isNotFound('@alice@example.social')).toBe(true);
    expect(cache.record('bob', fail(500))).toBe(false);
    cache.record('alice@example.social', { ok: true, status: 200, value: {} });
    expect(cache.isNotFound('alice@example.social')).toBe(false);
  });

  it('domain blocks: 404 means unavailable, not an error', () => {
    expect(domainBlocksOutcome(fail(404))).toEqual({ ok: true, state: { isAvailable: false, items: [] } });
    const items = [{ domain: 'bad.example', digest: 'd', severity: 'suspend' }];
    expect(domainBlocksOutcome({ ok: true, status: 200, value: items })).toEqual({
      ok: true,
      state: { isAvailable: true, items },
    });
    expect(domainBlocksOutcome(fail(500)).ok).toBe(false);
  });

  it('a list 404 removes the list column; other failures stay errors', () => {
    expect(listFetchOutcome('7', fail(404))).toEqual({ kind: 'removeColumn', listId: '7' });
    expect(listFetchOutcome('7', fail(500)).kind).toBe('error');
    expect(listFetchOutcome('7', { ok: true, status: 200, value: { id: '7' } })).toEqual({
      kind: 'list',
      list: { id: '7' },
    });
  });

  it('push: no support, a missing or an invalid key fail; the subscription is cleared', () => {
    const key65 = btoa(String.fromCharCode(4, ...new Array(64).fill(1)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(pushPrecheck({ supported: false, vapidKey: key65 })).toBe('unsupported');
    expect(pushPrecheck({ supported: true, vapidKey: null })).toBe('missing-key');
    expect(pushPrecheck({ supported: true, vapidKey: 'short' })).toBe('invalid-key');
    expect(pushPrecheck({ supported: true, vapidKey: '!!not base64!!' })).toBe('invalid-key');
    expect(pushPrecheck({ supported: true, vapidKey: key65 })).toBeNull();
    expect(pushFailureOutcome('invalid-key').clearSubscription).toBe(true);
  });
});
