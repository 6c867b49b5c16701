// Only absolute http(s) URLs may become links. Everything else (javascript:, data:, vbscript:, relative and
// protocol-relative URLs, garbage) is refused. Entities are already decoded by the parser, and the URL parser
// strips the tabs and newlines attackers hide inside schemes, so checking the parsed protocol is enough.

export function safeHttpUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
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
