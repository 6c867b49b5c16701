// HTML → plain text, for filter matching and search indexes. Dropped elements (script, style…) contribute
// nothing; paragraphs and line breaks become newlines so whole-word keywords do not join across them.
import { Parser } from 'htmlparser2';
import { MAX_HTML_CHARS } from './sanitize.ts';

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
    let out = '';
    let dropping = 0;
    const parser = new Parser(
      {
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
      { decodeEntities: true, lowerCaseTags: true },
    );
    parser.write(html.length > MAX_HTML_CHARS ? html.slice(0, MAX_HTML_CHARS) : html);
    parser.end();
    return out.trim();
  } catch {
    return '';
  }
}
