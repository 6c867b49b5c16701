// The demo instance's translation service, a deterministic stand-in for DeepL or LibreTranslate: it "translates" by
// marking each paragraph (and the content warning, poll options and media descriptions) with the pair it went
// through, e.g. "[de→en] ", keeping the HTML structure (mentions, links, hashtags stay as they were). The pairs
// are real ones, so a client sees which posts offer "Translate" in which interface language.
import type { StatusRec } from './model.ts';
import { ApiError } from './world-records.ts';

export const TRANSLATION_PROVIDER = 'Woolly Demo Translate';

/** Source language → target languages (GET /api/v1/instance/translation_languages). */
export const TRANSLATION_PAIRS: Readonly<Record<string, readonly string[]>> = {
  en: ['de', 'fr', 'es', 'ja', 'ar'],
  de: ['en', 'fr', 'es'],
  fr: ['en', 'de', 'es'],
  es: ['en', 'de', 'fr'],
  ja: ['en'],
  ar: ['en', 'fr'],
};

const mark = (from: string, to: string) => `[${from}→${to}] `;

/** Each paragraph (or the whole text when it has none) starts with the mark; tags and entities are untouched. */
export function markParagraphs(html: string, prefix: string): string {
  if (!/<p[\s>]/.test(html)) return html ? prefix + html : html;
  return html.replace(/<p(\s[^>]*)?>/g, (open) => open + prefix);
}

export interface DemoTranslation {
  content: string;
  spoiler_text: string;
  language: string;
  detected_source_language: string;
  provider: string;
  media_attachments: { id: string; description: string }[];
  poll: { id: string; options: { title: string }[] } | null;
}

/**
 * Mastodon's answers: 404 for a post that cannot be translated (not public or unlisted, or nothing to translate),
 * 503 when the service refuses the pair (Mastodon turns a translation service's refusal into 503).
 */
export function translateStatus(
  s: StatusRec,
  html: string,
  target: string,
  media: { id: string; description: string | null }[],
  poll: { id: string; options: string[] } | null,
): DemoTranslation {
  if (s.visibility !== 'public' && s.visibility !== 'unlisted') throw new ApiError(404, 'Record not found');
  if (s.text.trim() === '' && s.spoilerText.trim() === '') throw new ApiError(404, 'Record not found');
  const from = s.language ?? 'und';
  const to = target.split(/[-_]/)[0]?.toLowerCase() ?? '';
  if (!(TRANSLATION_PAIRS[from] ?? []).includes(to))
    throw new ApiError(503, `Translation from ${from} to ${to || '(none)'} is not available`);
  const prefix = mark(from, to);
  return {
    content: markParagraphs(html, prefix),
    spoiler_text: s.spoilerText ? prefix + s.spoilerText : '',
    language: to,
    detected_source_language: from,
    provider: TRANSLATION_PROVIDER,
    media_attachments: media.map((m) => ({
      id: m.id,
      description: m.description ? prefix + m.description : '',
    })),
    poll: poll ? { id: poll.id, options: poll.options.map((o) => ({ title: prefix + o })) } : null,
  };
}
