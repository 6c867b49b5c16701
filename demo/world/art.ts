// Generated pictures: avatars, headers and media as small SVGs (served under /system/), and the blurhash of each,
// computed from a tiny pixel rendering of the same gradient so the placeholder matches the picture.
import { encode } from 'blurhash';

const PALETTE: readonly [number, number, number][] = [
  [0x56, 0x3a, 0xcc],
  [0x2b, 0x90, 0xd9],
  [0xe8, 0x5d, 0x75],
  [0x3c, 0xb3, 0x71],
  [0xf4, 0xa2, 0x59],
  [0x8e, 0x44, 0xad],
  [0x16, 0xa0, 0x85],
  [0xd3, 0x54, 0x00],
  [0x34, 0x49, 0x5e],
  [0xc0, 0x39, 0x2b],
  [0xf1, 0xc4, 0x0f],
  [0x7f, 0x8c, 0x8d],
];

const colorAt = (i: number): [number, number, number] => PALETTE[Math.abs(i) % PALETTE.length] ?? [0, 0, 0];
const hex = ([r, g, b]: [number, number, number]): string =>
  `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** Two colours and an angle derived from a look number. */
const lookOf = (look: number) => ({ a: colorAt(look), b: colorAt(look * 7 + 3), diagonal: look % 2 === 0 });

export function gradientSvg(look: number, width: number, height: number, label?: string): string {
  const { a, b, diagonal } = lookOf(look);
  const text = label
    ? `<text x="50%" y="55%" font-family="sans-serif" font-size="${Math.round(height / 2.4)}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(label)}</text>`
    : `<circle cx="${width * 0.7}" cy="${height * 0.35}" r="${Math.min(width, height) / 5}" fill="#ffffff" fill-opacity="0.35"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="${diagonal ? 1 : 0}" y2="1"><stop offset="0" stop-color="${hex(a)}"/><stop offset="1" stop-color="${hex(b)}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${text}</svg>`;
}

const escapeXml = (s: string): string =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const blurhashCache = new Map<string, string>();

/** A real blurhash of the picture gradientSvg draws (at 16 pixels wide, 4×3 components). */
export function blurhashFor(look: number, width: number, height: number): string {
  const w = 16;
  const h = Math.max(4, Math.min(32, Math.round((16 * height) / Math.max(1, width))));
  const cacheKey = `${look % 1000}:${w}x${h}`;
  const hit = blurhashCache.get(cacheKey);
  if (hit) return hit;
  const { a, b, diagonal } = lookOf(look);
  const px = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = diagonal ? (x / w + y / h) / 2 : y / h;
      const o = (y * w + x) * 4;
      px[o] = a[0] + (b[0] - a[0]) * t;
      px[o + 1] = a[1] + (b[1] - a[1]) * t;
      px[o + 2] = a[2] + (b[2] - a[2]) * t;
      px[o + 3] = 255;
    }
  }
  const hash = encode(px, w, h, 4, 3);
  blurhashCache.set(cacheKey, hash);
  return hash;
}
