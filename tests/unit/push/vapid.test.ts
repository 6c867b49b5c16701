import { describe, expect, it } from 'vitest';
import { checkVapidKey, decodeBase64Url, encodeBase64Url } from '../../../shared/push/vapid.ts';
import { VAPID_A } from './fixtures.ts';

describe('VAPID key validation', () => {
  it('accepts a real uncompressed P-256 key (base64url, also padded standard base64)', () => {
    const r = checkVapidKey(VAPID_A);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.bytes).toHaveLength(65);
    expect(r.bytes[0]).toBe(4);
    expect(r.key).toBe(VAPID_A);
    const std = `${Buffer.from(VAPID_A, 'base64url').toString('base64')}`;
    expect(checkVapidKey(std)).toMatchObject({ ok: true, key: VAPID_A });
  });

  it('missing key', () => {
    for (const k of [undefined, null, '', '   '])
      expect(checkVapidKey(k)).toMatchObject({ ok: false, reason: 'missing' });
  });

  it('wrong length: a compressed point or a truncated key', () => {
    expect(checkVapidKey(VAPID_A.slice(0, 44))).toMatchObject({ ok: false, reason: 'wrong-length' });
    const compressed = Buffer.concat([Buffer.from([2]), Buffer.from(VAPID_A, 'base64url').subarray(1, 33)]);
    expect(checkVapidKey(compressed.toString('base64url'))).toMatchObject({
      ok: false,
      reason: 'wrong-length',
    });
  });

  it('not base64url', () => {
    expect(checkVapidKey('not a key!')).toMatchObject({ ok: false, reason: 'bad-base64url' });
    expect(checkVapidKey('A')).toMatchObject({ ok: false, reason: 'bad-base64url' });
  });

  it('65 bytes starting with 4 but not a point on the curve', () => {
    const bytes = Buffer.from(VAPID_A, 'base64url');
    bytes[64] = (bytes[64] ?? 0) ^ 1;
    const r = checkVapidKey(bytes.toString('base64url'));
    expect(r).toMatchObject({ ok: false, reason: 'not-on-curve' });
    if (!r.ok) expect(r.message).toMatch(/not valid/);
  });

  it('base64url round-trips every length', () => {
    for (let n = 0; n < 10; n++) {
      const b = Uint8Array.from({ length: n }, (_, i) => (i * 97 + 13) & 0xff);
      expect(encodeBase64Url(b)).toBe(Buffer.from(b).toString('base64url'));
      expect(decodeBase64Url(encodeBase64Url(b))).toEqual(b);
    }
  });
});
