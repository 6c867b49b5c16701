// Translating a post (section 7): what the core answers for `status.translate`, when a post offers "Translate",
// and the post as it shows once translated. Both sides use these: the core builds the view, the tab decides and
// draws.
import type { ContentNode } from './content.ts';
import type { StatusView } from './rows.ts';

/** A translation, ready to show: content already through the core's sanitizer. */
export interface TranslationView {
  statusId: string;
  content: ContentNode[];
  spoilerText: string;
  /** Translated media descriptions by media id (those the server left out keep the original). */
  mediaDescriptions: Record<string, string>;
  /** Translated poll options in order, or null when the post has no poll or the server left it out. */
  pollOptions: ContentNode[][] | null;
  /** The language the server says the post is in, e.g. `de`. */
  sourceLanguage: string;
  /** The language it was translated into. */
  language: string;
  provider: string;
}

/** `GET /api/v1/instance/translation_languages`: source language → the languages it translates into. */
export type TranslationLanguages = Readonly<Record<string, readonly string[]>>;

/** The primary subtag: `pt-BR` → `pt`. */
const primary = (tag: string) => tag.split(/[-_]/)[0]?.toLowerCase() ?? '';

/**
 * Whether a post offers "Translate", as Mastodon's web UI decides: a public or unlisted post with text, in a
 * language other than the interface's, that the server translates from that language (`und` when it has none) into
 * the interface's.
 */
export function canTranslate(
  status: Pick<StatusView, 'language' | 'visibility' | 'content' | 'spoilerText'>,
  interfaceLocale: string,
  languages: TranslationLanguages | null | undefined,
): boolean {
  if (!languages) return false;
  if (status.visibility !== 'public' && status.visibility !== 'unlisted') return false;
  if (status.content.length === 0 && status.spoilerText.trim() === '') return false;
  const target = primary(interfaceLocale);
  const source = status.language ? primary(status.language) : 'und';
  if (source === target) return false;
  return (languages[source] ?? []).some((l) => primary(l) === target);
}

/** The post as it shows translated: text, content warning, poll options and media descriptions replaced. */
export function withTranslation(status: StatusView, tr: TranslationView): StatusView {
  const pollOptions = tr.pollOptions;
  return {
    ...status,
    content: tr.content,
    spoilerText: status.spoilerText ? tr.spoilerText || status.spoilerText : '',
    language: tr.language || status.language,
    media: status.media.map((m) =>
      m.id in tr.mediaDescriptions ? { ...m, description: tr.mediaDescriptions[m.id] ?? m.description } : m,
    ),
    poll:
      status.poll && pollOptions && pollOptions.length === status.poll.options.length
        ? {
            ...status.poll,
            options: status.poll.options.map((o, i) => ({ ...o, title: pollOptions[i] ?? o.title })),
          }
        : status.poll,
  };
}
