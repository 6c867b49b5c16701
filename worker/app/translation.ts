// Translating posts (section 7) for one account: which languages the server translates (fetched once per account,
// with the server's information, and published to every tab), and the translation of one post: POST
// /api/v1/statuses/{id}/translate with the interface's language, its HTML through the core's sanitizer (with the
// post's emoji, mentions and tags, so they render as in the original). A failure answers the section-8 alert and
// the tab keeps the original.
import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { TranslationLanguages, TranslationView } from '../../shared/protocol/translation.ts';
import type { Instance, Status, Translation } from '../../shared/wire/entities.ts';
import { toAlert, UNEXPECTED } from '../api/alerts.ts';
import { normalizeTranslationLanguages } from '../api/normalize/misc.ts';
import { normalizeTranslation } from '../api/normalize/status.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import { emojifyText } from '../content/emojify.ts';
import { sanitizeHtml } from '../content/sanitize.ts';

type Request = (spec: RequestSpec) => Promise<RawResult>;

/** The server's translation pairs; none when it says translation is off, or when asking fails (no "Translate"). */
export async function fetchTranslationLanguages(
  request: Request,
  instance: Instance | null,
): Promise<TranslationLanguages> {
  if (instance?.configuration?.translation?.enabled === false) return {};
  const r = await request({
    call: 'instance.translationLanguages',
    method: 'GET',
    path: '/api/v1/instance/translation_languages',
  });
  if (!r.ok) return {};
  const parsed = normalizeTranslationLanguages(r.answer.body);
  return parsed.ok ? parsed.value : {};
}

/** The wire translation as the tab shows it (pure). */
export function toTranslationView(
  statusId: string,
  tr: Translation,
  status: Status | undefined,
): TranslationView {
  const ctx = {
    emojis: status?.emojis ?? null,
    mentions: status?.mentions ?? null,
    tags: status?.tags ?? null,
  };
  return {
    statusId,
    content: sanitizeHtml(tr.content, ctx),
    spoilerText: tr.spoiler_text,
    mediaDescriptions: Object.fromEntries(tr.media_attachments.map((m) => [m.id, m.description])),
    pollOptions: tr.poll ? tr.poll.options.map((o) => emojifyText(o.title, status?.poll?.emojis)) : null,
    sourceLanguage: tr.detected_source_language || status?.language || '',
    language: tr.language,
    provider: tr.provider,
  };
}

export async function translateStatus(
  request: Request,
  statusOf: (id: string) => Status | undefined,
  statusId: string,
  lang: string,
): Promise<IntentResult> {
  const r = await request({
    call: 'statuses.translate',
    method: 'POST',
    path: '/api/v1/statuses/{id}/translate',
    pathParams: { id: statusId },
    json: { lang },
  });
  if (!r.ok) return { ok: false, alert: toAlert(r.error) };
  const parsed = normalizeTranslation(r.answer.body);
  // A body that is not a translation: the post stays as it was, and the user hears that it did not work.
  if (!parsed.ok) return { ok: false, alert: UNEXPECTED };
  return { ok: true, value: toTranslationView(statusId, parsed.value, statusOf(statusId)) };
}
