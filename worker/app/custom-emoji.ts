// The instance's custom emoji (GET /api/v1/custom_emojis), fetched once per account and shared: the emoji picker
// lists them and a reaction picked from it gets its image at once. A failed fetch is tried again on the next ask.
import type { PickerCustomEmoji } from '../../shared/protocol/emoji.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { CustomEmoji } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import { normalizeEmoji } from '../api/normalize/account.ts';
import type { Json } from '../api/normalize/primitives.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import { safeHttpUrl } from '../content/safeUrl.ts';

export function toPickerEmoji(e: CustomEmoji): PickerCustomEmoji | null {
  const url = safeHttpUrl(e.url);
  if (!url || !/^[a-zA-Z0-9_]+$/.test(e.shortcode)) return null;
  return {
    shortcode: e.shortcode,
    url,
    staticUrl: safeHttpUrl(e.static_url) ?? url,
    category: typeof e.category === 'string' && e.category.trim() !== '' ? e.category : null,
    visibleInPicker: e.visible_in_picker !== false,
  };
}

export function createCustomEmojiSource(request: (spec: RequestSpec) => Promise<RawResult>) {
  let held: PickerCustomEmoji[] | null = null;
  let inFlight: Promise<IntentResult> | null = null;

  const fetchAll = async (): Promise<IntentResult> => {
    const r = await request({ call: 'instance.customEmojis', method: 'GET', path: '/api/v1/custom_emojis' });
    if (!r.ok) return { ok: false, alert: toAlert(r.error) };
    const body = Array.isArray(r.answer.body) ? (r.answer.body as Json[]) : [];
    held = body.flatMap((raw) => {
      const e = normalizeEmoji(raw);
      const p = e.ok ? toPickerEmoji(e.value) : null;
      return p ? [p] : [];
    });
    return { ok: true, value: held };
  };

  return {
    list(): Promise<IntentResult> {
      if (held) return Promise.resolve({ ok: true, value: held });
      inFlight ??= fetchAll().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    /** The images of a custom emoji already fetched, for an optimistic reaction. */
    find(shortcode: string): { url: string; static_url: string } | null {
      const e = held?.find((x) => x.shortcode === shortcode);
      return e ? { url: e.url, static_url: e.staticUrl } : null;
    },
  };
}

export type CustomEmojiSource = ReturnType<typeof createCustomEmojiSource>;
