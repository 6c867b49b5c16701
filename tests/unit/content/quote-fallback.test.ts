// Servers put a "RE: <link>" line in the text of a quote post for clients that cannot show quotes (Mastodon: a
// `<p class="quote-inline">`; Misskey, Akkoma, Fedibird: a `<span class="quote-inline">`). When the quoted post is
// shown under the text, that line is noise: the content tree (and the text filters match) leave it out. When the
// quote is not shown, the line is the reader's only way to it, so it stays.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Status } from '../../../shared/wire/entities.ts';
import { withoutQuoteFallback } from '../../../worker/content/quoteFallback.ts';
import { nodesToText, statusContent, statusContentText } from '../../../worker/content/statusContent.ts';
import { RECORDINGS_DIR } from '../../reference.ts';

/** The quote post a real Mastodon 4.5 server answered when one was created (recorded exchange). */
function recordedQuotePost(): Status {
  const doc = parse(readFileSync(`${RECORDINGS_DIR}/statuses/test_status_post_with_quote.yaml`, 'utf8')) as {
    interactions: { response: { body: { string: string } } }[];
  };
  for (const x of doc.interactions) {
    const body = JSON.parse(x.response.body.string) as Status | Status[];
    for (const s of Array.isArray(body) ? body : [body]) if (s.content?.includes('quote-inline')) return s;
  }
  throw new Error('no quote post in the recording');
}

const MISSKEY_STYLE =
  '<p><span>look at this</span><span class="quote-inline"><br><br>RE: <a href="https://misskey.example/notes/9abc">' +
  'https://misskey.example/notes/9abc</a></span></p>';
const AKKOMA_STYLE =
  '<p>so true<span class="quote-inline"><br/><br/><span>RE: </span><a href="https://akko.example/notice/AbC" ' +
  'class="u-url"><span class="invisible">https://</span>akko.example/notice/AbC</a></span></p>';

describe('the quote fallback line', () => {
  it('is left out of a real Mastodon quote post whose quote is shown', () => {
    const post = recordedQuotePost();
    expect(post.quote?.state).toBe('accepted');
    const text = nodesToText(statusContent(post));
    expect(text).toBe('yoooooooo');
    expect(statusContentText({ ...post })).toBe('yoooooooo');
  });

  it('stays when the quote is not shown (pending, deleted, or no quoted post sent)', () => {
    const post = recordedQuotePost();
    for (const quote of [
      { state: 'pending' as const, quoted_status: null },
      { state: 'deleted' as const, quoted_status: null },
      { state: 'accepted' as const, quoted_status: null, quoted_status_id: '1' },
    ]) {
      const text = nodesToText(statusContent({ ...post, quote }));
      expect(text).toContain('RE: localhost:3000/@mastodonpy_tes…');
      expect(text).toContain('yoooooooo');
    }
    expect(nodesToText(statusContent({ ...post, quote: null }))).toContain('RE: ');
  });

  it('is removed in the spans other servers send, keeping the author text', () => {
    expect(withoutQuoteFallback(MISSKEY_STYLE)).toBe('<p><span>look at this</span></p>');
    expect(withoutQuoteFallback(AKKOMA_STYLE)).toBe('<p>so true</p>');
  });

  it('leaves other HTML alone, and an unclosed fallback too (nothing written is lost)', () => {
    const plain = '<p>RE: not a fallback <a href="https://x.example/1">link</a></p>';
    expect(withoutQuoteFallback(plain)).toBe(plain);
    const unclosed = '<p>keep <span class="quote-inline">RE: <span>x</span> and more';
    expect(withoutQuoteFallback(unclosed)).toBe(unclosed);
    const classList = "<p class='quote-inline other'>RE: <a href='https://x.example/2'>x</a></p><p>body</p>";
    expect(withoutQuoteFallback(classList)).toBe('<p>body</p>');
    expect(withoutQuoteFallback('<P CLASS="Quote-Inline">RE: x</P><p>b</p>')).toBe('<p>b</p>');
    expect(withoutQuoteFallback('<p class="not-quote-inline">a</p>')).toBe(
      '<p class="not-quote-inline">a</p>',
    );
  });
});
