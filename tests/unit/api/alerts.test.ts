// Section 8, word for word: which failures alert and with what text.
import { describe, expect, it } from 'vitest';
import { loadLocale } from '../../../src/i18n/index.ts';
import { type AlertOptions, toAlert as coreAlert } from '../../../worker/api/alerts.ts';
import { ApiError, type ApiErrorInit } from '../../../worker/api/errors.ts';
import { words } from '../core-words.ts';

// The core sends message ids and values; these are the words a tab shows for them (English here, German below).
const toAlert = (e: unknown, opts?: AlertOptions) => {
  const a = coreAlert(e, opts);
  return a && { title: words(a.title), message: words(a.message) };
};

const err = (over: Partial<ApiErrorInit>) =>
  new ApiError({ kind: 'http', call: 'statuses.favourite', method: 'POST', url: '/x', ...over });

describe('toAlert', () => {
  it('generic alert: the status as title, the server error text as message', () => {
    expect(
      toAlert(err({ status: 422, statusText: 'Unprocessable Content', serverError: 'Validation failed' })),
    ).toEqual({
      title: '422',
      message: 'Validation failed',
    });
  });

  it('generic alert: the status text when the server sent no error text', () => {
    expect(toAlert(err({ status: 503, statusText: 'Service Unavailable' }))).toEqual({
      title: '503',
      message: 'Service Unavailable',
    });
  });

  it('404 and 410 on silent requests are ignored; other statuses still alert', () => {
    expect(toAlert(err({ status: 404, statusText: 'Not Found' }), { silent: true })).toBeNull();
    expect(toAlert(err({ status: 410, statusText: 'Gone' }), { silent: true })).toBeNull();
    expect(toAlert(err({ status: 500, statusText: 'Internal Server Error' }), { silent: true })).toEqual({
      title: '500',
      message: 'Internal Server Error',
    });
    expect(toAlert(err({ status: 404, statusText: 'Not Found' }))).toEqual({
      title: '404',
      message: 'Not Found',
    });
  });

  it("429 with a reset header: 'Rate limited' / 'Please retry after {time}.' as a local time of day", () => {
    const e = err({
      status: 429,
      statusText: 'Too Many Requests',
      rateLimitReset: new Date('2026-08-01T14:05:00Z'),
    });
    const time = (locale: string) =>
      new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(new Date('2026-08-01T14:05:00Z'));
    expect(toAlert(e)).toEqual({ title: 'Rate limited', message: `Please retry after ${time('en')}.` });
  });

  it("is worded in the tab's language, the time of day as that language writes it", async () => {
    const e = err({ status: 429, rateLimitReset: new Date('2026-08-01T14:05:00Z') });
    const time = new Intl.DateTimeFormat('de', { timeStyle: 'medium' }).format(
      new Date('2026-08-01T14:05:00Z'),
    );
    await loadLocale('de');
    try {
      expect(toAlert(e)).toEqual({
        title: 'Anfragelimit überschritten',
        message: `Bitte versuche es nach ${time} erneut.`,
      });
      expect(toAlert(new Error('x'))).toEqual({
        title: 'Hoppla!',
        message: 'Ein unerwarteter Fehler ist aufgetreten.',
      });
    } finally {
      await loadLocale('en');
    }
  });

  it('429 without a reset header is a generic alert', () => {
    expect(
      toAlert(err({ status: 429, statusText: 'Too Many Requests', serverError: 'Too many requests' })),
    ).toEqual({
      title: '429',
      message: 'Too many requests',
    });
  });

  it('timeout and abort are ignored, also as plain thrown errors', () => {
    expect(toAlert(err({ kind: 'timeout' }))).toBeNull();
    expect(toAlert(err({ kind: 'abort' }))).toBeNull();
    expect(toAlert(new DOMException('aborted', 'AbortError'))).toBeNull();
  });

  it("anything else: 'Oops!' / 'An unexpected error occurred.'", () => {
    const oops = { title: 'Oops!', message: 'An unexpected error occurred.' };
    expect(toAlert(err({ kind: 'network' }))).toEqual(oops);
    expect(toAlert(err({ kind: 'invalid' }))).toEqual(oops);
    expect(toAlert(new TypeError('x is undefined'))).toEqual(oops);
    expect(toAlert('a string')).toEqual(oops);
  });

  it('skipAlert shows nothing; skipNotFound hides only 404', () => {
    expect(toAlert(err({ status: 500 }), { skipAlert: true })).toBeNull();
    expect(toAlert(err({ status: 404, statusText: 'Not Found' }), { skipNotFound: true })).toBeNull();
    expect(toAlert(err({ status: 410, statusText: 'Gone' }), { skipNotFound: true })).toEqual({
      title: '410',
      message: 'Gone',
    });
  });

  it('account fetch, lookup, relationships, trends, filter fetch and favourites fetch failures skip the alert', () => {
    for (const call of [
      'accounts.fetch',
      'accounts.lookup',
      'accounts.relationships',
      'trends.tags',
      'trends.statuses',
      'trends.links',
      'filters.list',
      'collections.favourites',
    ]) {
      expect(toAlert(err({ call, status: 500, statusText: 'x' })), call).toBeNull();
    }
    expect(toAlert(err({ call: 'accounts.follow', status: 500, statusText: 'x' }))).not.toBeNull();
  });

  it('a call made signed out is not an alert', () => {
    expect(toAlert(err({ kind: 'signed-out' }))).toBeNull();
  });
});
