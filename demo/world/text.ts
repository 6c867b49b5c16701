// Plain text → Mastodon-style HTML: paragraphs, line breaks, linked mentions (h-card), hashtags and URLs with the
// invisible/ellipsis spans real servers emit. Also collects the mentioned accounts and the tags.
import type { AccountRec } from './model.ts';

export interface FormattedText {
  html: string;
  tags: string[];
  mentionIds: string[];
}

const escapeHtml = (s: string): string =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const TOKEN =
  /(https?:\/\/[^\s<]+[^\s<.,;:!?)"'])|(^|[^\w/])@([a-zA-Z0-9_]+(?:@[a-zA-Z0-9.-]+\.[a-z]+)?)|(^|[^\w&/])#([\p{L}\p{N}_]+)/gu;

export function formatText(
  text: string,
  lookup: (acct: string) => AccountRec | null,
  origin: { origin: string },
): FormattedText {
  const tags: string[] = [];
  const mentionIds: string[] = [];
  const linkLine = (line: string): string => {
    let out = '';
    let last = 0;
    for (const m of line.matchAll(TOKEN)) {
      const index = m.index ?? 0;
      out += escapeHtml(line.slice(last, index));
      last = index + m[0].length;
      if (m[1]) {
        const url = m[1];
        const noScheme = url.replace(/^https?:\/\//, '');
        const scheme = url.slice(0, url.length - noScheme.length);
        const shown = noScheme.slice(0, 30);
        const rest = noScheme.slice(30);
        out += `<a href="${escapeHtml(url)}" target="_blank" rel="nofollow noopener" translate="no"><span class="invisible">${escapeHtml(scheme)}</span><span class="${rest ? 'ellipsis' : ''}">${escapeHtml(shown)}</span><span class="invisible">${escapeHtml(rest)}</span></a>`;
      } else if (m[3]) {
        const account = lookup(m[3]);
        out += escapeHtml(m[2] ?? '');
        if (account) {
          if (!mentionIds.includes(account.id)) mentionIds.push(account.id);
          const url = account.domain
            ? `https://${account.domain}/@${account.username}`
            : `${origin.origin}/@${account.username}`;
          out += `<span class="h-card" translate="no"><a href="${escapeHtml(url)}" class="u-url mention">@<span>${escapeHtml(account.username)}</span></a></span>`;
        } else {
          out += `@${escapeHtml(m[3])}`;
        }
      } else if (m[5]) {
        const tag = m[5];
        if (!tags.some((t) => t.toLowerCase() === tag.toLowerCase())) tags.push(tag);
        out += `${escapeHtml(m[4] ?? '')}<a href="${origin.origin}/tags/${encodeURIComponent(tag.toLowerCase())}" class="mention hashtag" rel="tag">#<span>${escapeHtml(tag)}</span></a>`;
      }
    }
    return out + escapeHtml(line.slice(last));
  };
  const paragraphs = text
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const html = paragraphs.map((p) => `<p>${p.split('\n').map(linkLine).join('<br />')}</p>`).join('');
  return { html, tags, mentionIds };
}

/** Shortcodes (`:name:`) used in some text, for the `emojis` arrays. */
export const shortcodesIn = (text: string): string[] => [
  ...new Set([...text.matchAll(/:([a-zA-Z0-9_]{2,}):/g)].map((m) => m[1] as string)),
];
