// The core's words become text in the tab's language: a message id with values (some of them the core's words too),
// what a server wrote passed through, and anything malformed shown as the generic error, never as "[object Object]".
import { afterEach, describe, expect, it } from 'vitest';
import { coreText } from '../../../shared/protocol/text.ts';
import { alertLine, coreMessage } from '../../../src/app/core-text.ts';
import { loadLocale } from '../../../src/i18n/index.ts';

describe("the core's words in the tab", () => {
  afterEach(() => loadLocale('en'));

  it('formats a message id with its values, nested words included, in the current language', async () => {
    const failed = coreText('core.thread.failed', { reason: coreText('core.unexpected') });
    expect(coreMessage(failed)).toBe('This post could not be loaded. An unexpected error occurred.');
    await loadLocale('de');
    expect(coreMessage(failed)).toBe(
      'Dieser Beitrag konnte nicht geladen werden. Ein unerwarteter Fehler ist aufgetreten.',
    );
    expect(
      alertLine({ title: coreText('core.httpStatusTitle', { status: 503 }), message: 'Service Unavailable' }),
    ).toBe('503: Service Unavailable');
  });

  it('shows anything malformed or unknown as the generic error', () => {
    for (const bad of [null, 42, {}, { id: 7 }, { id: 'core.fromTheFuture' }, { id: 'nav.home' }])
      expect(coreMessage(bad)).toBe('An unexpected error occurred.');
    expect(coreMessage('What the server wrote')).toBe('What the server wrote');
  });
});
