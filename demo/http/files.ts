// Non-API GETs: generated pictures under /system/, and the built client (static files with an SPA fallback).
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { playableFor } from '../media/demo-media.ts';
import { gradientSvg } from '../world/art.ts';
import type { World } from '../world/world.ts';
import { servePlayable } from './playable.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
};

const svgReply = (res: ServerResponse, svg: string) => {
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=86400',
    'Access-Control-Allow-Origin': '*',
  });
  res.end(svg);
};

/** Pictures for avatars, headers, emoji and media; answers false if the path is not one of them. */
export function serveSystem(
  w: World,
  path: string,
  res: ServerResponse,
  range: string | undefined = undefined,
): boolean {
  // A picture uploaded through update_credentials, as it was sent (its version in the address).
  let m = /^\/system\/accounts\/(avatars|headers)\/(\d+)\/(\d+)$/.exec(path);
  if (m) {
    const a = w.accounts.get(m[2] ?? '');
    const file = m[1] === 'avatars' ? a?.avatarFile : a?.headerFile;
    if (!file || String(file.version) !== m[3]) return false;
    res.writeHead(200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=86400',
      'Access-Control-Allow-Origin': '*',
    });
    res.end(Buffer.from(file.data));
    return true;
  }
  m = /^\/system\/accounts\/(avatars|headers)\/(\d+)\.svg$/.exec(path);
  if (m) {
    const a = w.accounts.get(m[2] ?? '');
    if (!a) return false;
    const initial = a.username.slice(0, 1).toUpperCase();
    svgReply(
      res,
      m[1] === 'avatars' ? gradientSvg(a.look, 120, 120, initial) : gradientSvg(a.look + 5, 1500, 500),
    );
    return true;
  }
  m = /^\/system\/custom_emojis\/(\w+)\.svg$/.exec(path);
  if (m) {
    const code = m[1] ?? '';
    svgReply(
      res,
      gradientSvg(code.length * 7 + (code.charCodeAt(0) || 0), 64, 64, code.slice(0, 1).toUpperCase()),
    );
    return true;
  }
  // A thumbnail sent for a video or audio file, as it was sent (its version in the address).
  m = /^\/system\/media_attachments\/files\/(\d+)\/thumbnail\/(\d+)$/.exec(path);
  if (m) {
    const thumb = w.media.get(m[1] ?? '')?.thumbnail;
    if (!thumb || String(thumb.version) !== m[2]) return false;
    res.writeHead(200, {
      'Content-Type': thumb.contentType,
      'Cache-Control': 'public, max-age=86400',
      'Access-Control-Allow-Origin': '*',
    });
    res.end(Buffer.from(thumb.data));
    return true;
  }
  m = /^\/system\/media_attachments\/files\/(\d+)\/(original|small)\/(\d+)\.(svg|webm|wav)$/.exec(path);
  if (m) {
    const media = w.media.get(m[1] ?? '');
    if (!media) return false;
    if (m[4] === 'svg') {
      const scale = m[2] === 'small' ? 400 / media.width : 1;
      svgReply(
        res,
        gradientSvg(media.look, Math.round(media.width * scale), Math.round(media.height * scale)),
      );
      return true;
    }
    const file = playableFor(media.type);
    if (!file) return false;
    servePlayable(file.bytes, file.contentType, range, res);
    return true;
  }
  m = /^\/system\/site\/(thumbnail|icon)\.svg$/.exec(path);
  if (m) {
    svgReply(res, gradientSvg(3, m[1] === 'icon' ? 48 : 1200, m[1] === 'icon' ? 48 : 630, 'W'));
    return true;
  }
  return false;
}

/** A URL path decoded, or null when its escapes are malformed (`/@%`): then it names no file. */
function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** Serves the built client; unknown paths get index.html (client-side routes, whatever their escapes: the app
 *  decides what a route means and shows its own not-found). */
export async function serveStatic(dir: string, path: string, res: ServerResponse): Promise<boolean> {
  const root = resolve(dir);
  const decoded = decodePath(path);
  const target = decoded === null ? null : normalize(join(root, decoded));
  if (target !== null && !target.startsWith(root)) return false;
  let file = join(root, 'index.html');
  try {
    if (target === null) throw new Error('not a file name');
    const s = await stat(target);
    file = s.isDirectory() ? join(target, 'index.html') : target;
  } catch {
    // Not a file: the SPA fallback (index.html), except under /assets/, where only real files are.
    if (extname(path) !== '' && path.startsWith('/assets/')) return false;
  }
  try {
    const body = await readFile(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // Hashed build assets never change; everything else is revalidated.
    const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': cache });
    res.end(body);
    return true;
  } catch {
    return false;
  }
}
