// The core's half of translation: the server's pairs fetched once (none when it says translation is off or the
// request fails), and a post's translation through the sanitizer (no HTML reaches a tab), its failures answered
// with the section-8 alert so the tab keeps the original.

import { describe, expect, it } from 'vitest';
import type { Instance, Status } from '../../../shared/wire/entities.ts';
import { ApiError } from '../../../worker/api/errors.ts';
import type { RawResult, RequestSpec } from '../../../worker/api/transport.ts';
import { fetchTranslationLanguages, translateStatus } from '../../../worker/app/translation.ts';
import { shownAlert, words } from '../core-words.ts';

const answer = (body: unknown): RawResult => ({
  ok: true,
  answer: { status: 200, headers: new Headers(), body },
});
const failure = (status: number, message: string): RawResult => ({
  ok: false,
  error: new ApiError({
    kind: 'http',
    call: 'statuses.translate',
    method: 'POST',
    url: 'https://x/api',
    status,
    serverError: message,
  }),
});

function requests(result: (spec: RequestSpec) => RawResult) {
  const sent: RequestSpec[] = [];
  return {
    sent,
    request: async (spec: RequestSpec) => {
      sent.push(spec);
      return result(spec);
    },
  };
}

const post = {
  id: '5',
  language: 'de',
  emojis: [
    {
      shortcode: 'wave',
      url: 'https://x/wave.png',
      static_url: 'https://x/wave.png',
      visible_in_picker: true,
    },
  ],
  mentions: [],
  tags: [],
  poll: { id: 'p', options: [], emojis: [] },
} as unknown as Status;

describe('translation in the core', () => {
  it('asks for the interface language and gives the tab a sanitized tree, warning, options and descriptions', async () => {
    const r = requests(() =>
      answer({
        content:
          '<p>[de→en] Hello :wave:<script>alert(1)</script></p><p>[de→en] <a href="javascript:x">two</a></p>',
        spoiler_text: '[de→en] Careful',
        language: 'en',
        detected_source_language: 'de',
        provider: 'Woolly Demo Translate',
        media_attachments: [{ id: 'm1', description: '[de→en] A dog' }, { description: 'no id' }],
        poll: { id: 'p', options: [{ title: '[de→en] Yes' }, { title: '[de→en] No' }] },
      }),
    );
    const result = await translateStatus(r.request, () => post, '5', 'en');
    expect(r.sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/statuses/{id}/translate',
      pathParams: { id: '5' },
      json: { lang: 'en' },
    });
    expect(result.ok).toBe(true);
    const view = (result as { value: Record<string, unknown> }).value;
    expect(JSON.stringify(view.content)).not.toContain('script');
    expect(JSON.stringify(view.content)).not.toContain('javascript:');
    expect(JSON.stringify(view.content)).toContain('wave.png');
    expect(view).toMatchObject({
      statusId: '5',
      spoilerText: '[de→en] Careful',
      mediaDescriptions: { m1: '[de→en] A dog' },
      pollOptions: [['[de→en] Yes'], ['[de→en] No']],
      sourceLanguage: 'de',
      language: 'en',
      provider: 'Woolly Demo Translate',
    });
  });

  it('a refusal answers the server’s words as the alert; a body that is not a translation answers Oops', async () => {
    const refused = await translateStatus(
      requests(() => failure(503, 'Translation from ja to de is not available')).request,
      () => post,
      '5',
      'de',
    );
    expect(refused.ok).toBe(false);
    expect(words((refused as { alert: { message: unknown } }).alert.message)).toContain('not available');
    const malformed = await translateStatus(
      requests(() => answer({ nope: 1 })).request,
      () => post,
      '5',
      'en',
    );
    expect(malformed.ok).toBe(false);
    expect(shownAlert(malformed.ok ? null : malformed.alert)).toEqual({
      title: 'Oops!',
      message: 'An unexpected error occurred.',
    });
  });

  it('fetches the pairs unless the server says translation is off; a failure means none', async () => {
    const pairs = requests(() => answer({ de: ['en'], ja: ['en', 42] }));
    expect(await fetchTranslationLanguages(pairs.request, null)).toEqual({ de: ['en'], ja: ['en'] });
    const off = requests(() => answer({ de: ['en'] }));
    const disabled = { configuration: { translation: { enabled: false } } } as unknown as Instance;
    expect(await fetchTranslationLanguages(off.request, disabled)).toEqual({});
    expect(off.sent).toEqual([]);
    expect(await fetchTranslationLanguages(requests(() => failure(500, 'x')).request, null)).toEqual({});
    expect(await fetchTranslationLanguages(requests(() => answer('garbage')).request, null)).toEqual({});
  });
});
