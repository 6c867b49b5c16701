// The server's VAPID public key (the `applicationServerKey` of PushManager.subscribe): base64url of a 65-byte
// uncompressed P-256 point (0x04 ‖ X ‖ Y). A key that is not one makes subscribe() throw an obscure DOMException
// in the browser, so it is checked first, with a message that says what is wrong.

export type VapidKeyCheck =
  | { ok: true; bytes: Uint8Array; key: string }
  | { ok: false; reason: 'missing' | 'bad-base64url' | 'wrong-length' | 'not-on-curve'; message: string };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

/** Strict base64url decode (standard base64's `+` and `/` and `=` padding accepted too); null if not base64. */
export function decodeBase64Url(input: string): Uint8Array | null {
  const s = input.trim().replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  if (s.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((s.length * 6) / 8));
  let bits = 0;
  let acc = 0;
  let o = 0;
  for (const c of s) {
    const v = VALUE.get(c);
    if (v === undefined) return null;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

export function encodeBase64Url(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += (ALPHABET[(n >> 18) & 63] ?? '') + (ALPHABET[(n >> 12) & 63] ?? '');
    out += (ALPHABET[(n >> 6) & 63] ?? '') + (ALPHABET[n & 63] ?? '');
  }
  const rest = bytes.length - i;
  if (rest > 0) {
    const n = ((bytes[i] ?? 0) << 16) | (rest === 2 ? (bytes[i + 1] ?? 0) << 8 : 0);
    out += (ALPHABET[(n >> 18) & 63] ?? '') + (ALPHABET[(n >> 12) & 63] ?? '');
    if (rest === 2) out += ALPHABET[(n >> 6) & 63] ?? '';
  }
  return out;
}

// P-256 (secp256r1): y² = x³ − 3x + b (mod p).
const P = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
const B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;
const mod = (a: bigint) => ((a % P) + P) % P;
const toBig = (b: Uint8Array) => b.reduce((acc, x) => (acc << 8n) | BigInt(x), 0n);

function onCurve(point: Uint8Array): boolean {
  const x = toBig(point.subarray(1, 33));
  const y = toBig(point.subarray(33, 65));
  if (x >= P || y >= P) return false;
  return mod(y * y) === mod(x * x * x - 3n * x + B);
}

export function checkVapidKey(key: string | null | undefined): VapidKeyCheck {
  if (typeof key !== 'string' || key.trim() === '')
    return {
      ok: false,
      reason: 'missing',
      message: 'This server did not send a key for push notifications.',
    };
  const bytes = decodeBase64Url(key);
  if (!bytes)
    return {
      ok: false,
      reason: 'bad-base64url',
      message: 'This server’s push notification key is not valid (not base64url).',
    };
  if (bytes.length !== 65 || bytes[0] !== 0x04)
    return {
      ok: false,
      reason: 'wrong-length',
      message: `This server’s push notification key is not valid (expected a 65-byte uncompressed P-256 key, got ${bytes.length} bytes).`,
    };
  if (!onCurve(bytes))
    return {
      ok: false,
      reason: 'not-on-curve',
      message: 'This server’s push notification key is not valid (not a P-256 public key).',
    };
  return { ok: true, bytes, key: encodeBase64Url(bytes) };
}

export function sameBytes(a: Uint8Array | null | undefined, b: Uint8Array | null | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
