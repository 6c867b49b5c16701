// Counting as the server counts (shared/status-length.ts, Mastodon's StatusLengthValidator): what the compose
// counter shows is what the server will accept.
import { describe, expect, it } from 'vitest';
import { charactersLeft, emptyDraft } from '../../../shared/compose/draft.ts';
import { statusLength } from '../../../shared/status-length.ts';

describe('status length', () => {
  it('a URL counts as 23 whatever its length, the full stop after it as itself', () => {
    expect(statusLength('https://example.com/a/very/long/path/that/goes/on/and/on?with=query')).toBe(23);
    expect(statusLength('see https://example.com/some/long/path.')).toBe(4 + 23 + 1);
    expect(statusLength('(at https://example.com/x)')).toBe(1 + 3 + 23 + 1);
    expect(statusLength('https://en.wikipedia.org/wiki/Woolly_(band)')).toBe(23);
    expect(statusLength('with the instance’s own length', '', 30)).toBe(30);
    expect(statusLength('https://example.com', '', 30)).toBe(30);
    // Not a URL: no host.
    expect(statusLength('http://')).toBe(7);
  });

  it('a remote mention counts as its local part; a local one as written', () => {
    expect(statusLength('@ada@social.example hi')).toBe(4 + 3);
    expect(statusLength('@ada.lovelace@social.example')).toBe('@ada.lovelace'.length);
    expect(statusLength('@ada@bücher.example')).toBe(4);
    expect(statusLength('@ada')).toBe(4);
    // In a URL it is part of the URL (23), and after a slash it is no mention.
    expect(statusLength('https://social.example/@ada@else.example')).toBe(23);
  });

  it('the content warning counts too, as it is written (its URLs in full)', () => {
    expect(statusLength('hi', 'spoilers')).toBe(10);
    expect(statusLength('', 'https://example.com/x')).toBe('https://example.com/x'.length);
    const d = { ...emptyDraft({ visibility: 'public', sensitive: false, language: 'en' }), text: 'hello' };
    expect(charactersLeft({ ...d, spoilerOn: true, spoilerText: 'cw' }, 500)).toBe(493);
    // A warning switched off is not sent, so it does not count.
    expect(charactersLeft({ ...d, spoilerOn: false, spoilerText: 'cw' }, 500)).toBe(495);
  });

  it('counts against the instance’s max_characters', () => {
    const d = {
      ...emptyDraft({ visibility: 'public', sensitive: false, language: 'en' }),
      text: 'x'.repeat(600),
    };
    expect(charactersLeft(d, 500)).toBe(-100);
    expect(charactersLeft(d, 5000)).toBe(4400);
  });
});
