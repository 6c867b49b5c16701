// HTML → plain text, for filter matching and search indexes. Dropped elements (script, style…) contribute
// nothing; paragraphs and line breaks become newlines so whole-word keywords do not join across them.
import { type FastHandler, tokenizeFast } from './fast-tokenizer.ts';
import { loadReferenceParser, referenceParserIfLoaded } from './reference-parser.ts';
import { MAX_HTML_CHARS } from './sanitize.ts';
import { textOnly } from './text-only.ts';

const DROP = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'template',
  'svg',
  'math',
  'noscript',
  'textarea',
]);
const BREAKS = new Set(['br', 'p', 'li', 'blockquote', 'pre', 'div']);

export function htmlToText(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  // Most posts are paragraphs, line breaks and links: skip the parser when there is no markup at all.
  if (html.indexOf('<') < 0 && html.indexOf('&') < 0) return html;
  try {
    const input = html.length > MAX_HTML_CHARS ? html.slice(0, MAX_HTML_CHARS) : html;
    // Mastodon's own HTML is read by the fast tokenizer; anything else by the reference parser once it is here.
    const fast = plainTextReader();
    if (tokenizeFast(input, fast.handler)) return fast.text();
    const Parser = referenceParserIfLoaded();
    if (!Parser) {
      void loadReferenceParser().catch(() => {});
      return textOnly(input).trim();
    }
    const slow = plainTextReader();
    const parser = new Parser(slow.handler, { decodeEntities: true, lowerCaseTags: true });
    parser.write(input);
    parser.end();
    return slow.text();
  } catch {
    return '';
  }
}

/** The parser events → plain text (the same for both tokenizers). */
function plainTextReader(): { handler: FastHandler; text(): string } {
  let out = '';
  let dropping = 0;
  return {
    handler: {
      onopentag(name) {
        if (dropping > 0 || DROP.has(name)) dropping++;
        else if (BREAKS.has(name) && out !== '' && !out.endsWith('\n')) out += '\n';
      },
      ontext(data) {
        if (dropping === 0) out += data;
      },
      onclosetag(name) {
        if (dropping > 0) dropping--;
        else if (BREAKS.has(name) && out !== '' && !out.endsWith('\n')) out += '\n';
      },
    },
    text: () => out.trim(),
  };
}
