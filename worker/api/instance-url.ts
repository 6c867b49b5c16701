// Which instance to sign in to: a domain or URL as the user typed it, normalized to an origin. https is assumed;
// plain http is allowed only for loopback addresses (127.0.0.0/8, ::1, localhost), where a local test server runs.

import { type CoreText, coreText } from '../../shared/protocol/text.ts';

export type InstanceUrlResult = { ok: true; origin: string; host: string } | { ok: false; error: CoreText };

export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
  return m !== null && m[1] === '127' && m.slice(1).every((p) => Number(p) <= 255);
}

export function normalizeInstanceUrl(input: string): InstanceUrlResult {
  let text = input.trim();
  if (text === '') return { ok: false, error: coreText('core.address.empty') };
  // `user@example.social` and `@user@example.social`: the server is the part after the last @.
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text) && text.includes('@'))
    text = text.slice(text.lastIndexOf('@') + 1);
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return { ok: false, error: coreText('core.address.invalid') };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, error: coreText('core.address.httpsOnly') };
  if (url.username || url.password) return { ok: false, error: coreText('core.address.credentials') };
  if (!url.hostname || /\s/.test(text)) return { ok: false, error: coreText('core.address.invalid') };
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    return { ok: false, error: coreText('core.address.plainHttp') };
  return { ok: true, origin: url.origin, host: url.host };
}

/** The streaming base from `configuration.urls.streaming`, or the REST origin; always ws(s). */
export function streamingBaseUrl(streaming: string | null | undefined, origin: string): string {
  const base = streaming && /^(wss?|https?):\/\//i.test(streaming) ? streaming : origin;
  return base.replace(/^http/i, 'ws').replace(/\/+$/, '');
}
