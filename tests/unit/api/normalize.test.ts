// The real-server quirks, and totality: hostile or partial JSON never throws.
import { describe, expect, it } from 'vitest';
import { normalizeAccount } from '../../../worker/api/normalize/account.ts';
import { normalizeInstance, normalizePushSubscription } from '../../../worker/api/normalize/misc.ts';
import {
  normalizeGroupedResults,
  normalizeNotification,
} from '../../../worker/api/normalize/notification.ts';
import { normalizeCard, normalizeMedia, normalizeStatus } from '../../../worker/api/normalize/status.ts';
import { ROUTES } from '../../../worker/api/routes.ts';

const account = {
  id: '1',
  username: 'a',
  acct: 'a',
  url: 'https://x.example/@a',
  uri: 'https://x.example/u/a',
};
const status = {
  id: '10',
  account,
  content: '<p>hi</p>',
  uri: 'https://x.example/s/10',
  url: 'https://x.example/@a/10',
};

describe('normalizers', () => {
  it('most_recent_notification_id as a JSON number becomes a string; unknown types are kept', () => {
    const r = normalizeGroupedResults({
      accounts: [account],
      statuses: [],
      notification_groups: [
        {
          group_key: 'g1',
          type: 'brand_new_type',
          most_recent_notification_id: 38,
          sample_account_ids: ['1'],
        },
      ],
    });
    expect(r.ok && r.value.notification_groups[0]).toMatchObject({
      most_recent_notification_id: '38',
      type: 'brand_new_type',
    });
  });

  it('DELETE answers `text` instead of `content`: content empty, text kept for redraft', () => {
    const { content: _c, ...deleted } = status;
    const r = normalizeStatus({ ...deleted, text: 'hi #tag' });
    expect(r.ok && { content: r.value.content, text: r.value.text }).toEqual({
      content: '',
      text: 'hi #tag',
    });
  });

  it('empty card URL strings become null', () => {
    const r = normalizeCard({ url: 'https://n.example', title: 't', image: '', blurhash: '' });
    expect(r.ok && [r.value.image, r.value.blurhash]).toEqual([null, null]);
    const m = normalizeMedia({ id: '5', type: 'image', url: '', preview_url: '', remote_url: '' });
    expect(m.ok && [m.value.url, m.value.preview_url, m.value.remote_url]).toEqual([null, null, null]);
  });

  it('a url that is not http(s) is replaced by the uri', () => {
    const r = normalizeStatus({ ...status, url: 'javascript:alert(1)' });
    expect(r.ok && r.value.url).toBe(status.uri);
    const a = normalizeAccount({ ...account, url: 'ftp://x' });
    expect(a.ok && a.value.url).toBe(account.uri);
  });

  it('a numeric push subscription id becomes a string', () => {
    const r = normalizePushSubscription({
      id: 12,
      endpoint: 'https://p',
      alerts: { follow: true, x: 'no' },
      server_key: 'k',
    });
    expect(r.ok && [r.value.id, r.value.alerts]).toEqual(['12', { follow: true }]);
  });

  it('an unknown notification type never crashes and keeps its account', () => {
    const r = normalizeNotification({
      id: '3',
      type: 'quantum_boost',
      account,
      created_at: '2026-01-01',
      extra: [1],
    });
    expect(r.ok && r.value.type).toBe('quantum_boost');
  });

  it('gives a clear "invalid" result for bodies that are not the entity', () => {
    expect(normalizeStatus(null)).toEqual({ ok: false, error: 'status: not an object' });
    expect(normalizeStatus({ id: '1' })).toEqual({ ok: false, error: 'status 1: account: not an object' });
    expect(normalizeAccount({ username: 'x' })).toEqual({ ok: false, error: 'account: missing id' });
  });

  it('bad items are dropped from a list rather than failing the page', () => {
    const r = normalizeGroupedResults({ accounts: [account, 7, null, { id: {} }], statuses: 'nope' });
    expect(r.ok && r.value.accounts.map((a) => a.id)).toEqual(['1']);
  });

  it('instance limits default when the server leaves them out', () => {
    const r = normalizeInstance({
      domain: 'x.example',
      configuration: { urls: { streaming: 'wss://s.x.example' } },
    });
    expect(r.ok && r.value.configuration.statuses.max_media_attachments).toBe(4);
    expect(r.ok && r.value.configuration.urls.streaming).toBe('wss://s.x.example');
  });

  it('every route parser is total over hostile JSON', () => {
    const hostile: unknown[] = [
      null,
      undefined,
      0,
      -1,
      Number.NaN,
      '',
      'str',
      true,
      [],
      {},
      [null, 1, 'x', {}],
      { id: null },
      { id: 5, account: 'x', reblog: { id: 6, reblog: { id: 7 } } },
      { id: '1', account: { id: '2', emojis: 'x', fields: [null], moved: { id: '3', moved: { id: '4' } } } },
      { notification_groups: [{ group_key: 1 }, { group_key: 'k', most_recent_notification_id: {} }] },
      { configuration: { statuses: 'x', polls: null, urls: [] } },
      { __proto__: { id: 'p' }, constructor: 1 },
    ];
    for (const route of ROUTES)
      for (const v of hostile) {
        const r = route.parse(v);
        expect(typeof r.ok, `${route.call} on ${JSON.stringify(v)}`).toBe('boolean');
        if (!r.ok) expect(r.error.length).toBeGreaterThan(0);
      }
  });

  it('a self-referencing reblog chain ends', () => {
    const deep: Record<string, unknown> = { ...status };
    let cur = deep;
    for (let i = 0; i < 50; i++) {
      const next = { ...status, id: String(100 + i) };
      cur.reblog = next;
      cur = next;
    }
    const r = normalizeStatus(deep);
    expect(r.ok).toBe(true);
  });
});
