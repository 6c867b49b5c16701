// Video and audio bodies, answered as a real server's file storage answers them: with byte ranges (a browser's
// player asks for `Range: bytes=N-` to start and to seek, and refuses to seek in a file served without them).
import type { ServerResponse } from 'node:http';

/** The byte range a Range header asks for within `size` bytes: null for none or another unit (the whole file),
 *  'unsatisfiable' for one that starts past the end or is malformed. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return header.trim().startsWith('bytes=') ? 'unsatisfiable' : null;
  const [, from = '', to = ''] = m;
  if (from === '' && to === '') return 'unsatisfiable';
  if (from === '') {
    // The last N bytes.
    const n = Number(to);
    if (n === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export function servePlayable(
  bytes: Buffer,
  contentType: string,
  rangeHeader: string | undefined,
  res: ServerResponse,
): void {
  const common = {
    'Content-Type': contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=86400',
    'Access-Control-Allow-Origin': '*',
  };
  const range = parseRange(rangeHeader, bytes.length);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...common, 'Content-Range': `bytes */${bytes.length}` });
    res.end();
    return;
  }
  if (range === null) {
    res.writeHead(200, { ...common, 'Content-Length': bytes.length });
    res.end(bytes);
    return;
  }
  res.writeHead(206, {
    ...common,
    'Content-Range': `bytes ${range.start}-${range.end}/${bytes.length}`,
    'Content-Length': range.end - range.start + 1,
  });
  res.end(bytes.subarray(range.start, range.end + 1));
}
