// Only absolute http(s) URLs may become links. Everything else (javascript:, data:, vbscript:, relative and
// protocol-relative URLs, garbage) is refused. Entities are already decoded by the parser, and the URL parser
// strips the tabs and newlines attackers hide inside schemes, so checking the parsed protocol is enough.

/** The common case, checked without the URL parser: scheme, a plain lowercase host, then only URL-safe ASCII
 *  (no whitespace, controls, quotes, angle brackets or backslashes). Such a string means the same to every URL
 *  parser; anything else goes through URL. */
const PLAIN_HTTP = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:[/?#][A-Za-z0-9\-._~:/?#[\]@!$&()*+,;=%]*)?$/;

export function safeHttpUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  if (PLAIN_HTTP.test(raw)) return raw;
  const trimmed = raw.trim();
  if (!/^https?:\/\//i.test(trimmed.replace(/[\t\n\r]/g, ''))) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}
