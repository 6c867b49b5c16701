// Remote HTML → the allow-listed ContentNode tree of shared/protocol/content.ts. Runs in the worker. Attributes
// are never copied: only `href` (checked) and `class` (read to recognise mentions, hashtags and Mastodon's
// shortened-link spans) are looked at. Never throws.
import type { ContentNode } from '../../shared/protocol/content.ts';
import { Builder, type ContentContext, type ParsedContent } from './content-tree-builder.ts';
import { parseFastWithText } from './fast-tokenizer.ts';
import { loadReferenceParser, referenceParserIfLoaded } from './reference-parser.ts';
import { textOnly } from './text-only.ts';

/** The parser's cost grows with the square of the open-element depth (about 1.5 s for 100,000 nested tags), so
 *  input beyond this many characters is cut; real posts are a few kilobytes, so only hostile input is affected. */
export const MAX_HTML_CHARS = 100_000;

export function sanitizeHtml(html: string, ctx: ContentContext = {}): ContentNode[] {
  return sanitizeHtmlWithText(html, ctx).nodes;
}

/** sanitizeHtml plus the plain text of the result (what nodesToText gives), from the same single pass. */
export function sanitizeHtmlWithText(html: string, ctx: ContentContext = {}): ParsedContent {
  try {
    const input = typeof html === 'string' ? html : '';
    if (input.length <= MAX_HTML_CHARS) return parseFastWithText(input, ctx) ?? parseSlowWithText(input, ctx);
    return parseSlowWithText(input.slice(0, MAX_HTML_CHARS), ctx, '…');
  } catch {
    return { nodes: [], text: '' };
  }
}

/** The reference path: htmlparser2, for any input. Answers and stream frames wait for it at the edge
 *  (parser-gate.ts); HTML from anywhere else that arrives before it is shown as its bare text (never as markup),
 *  and the parser is fetched for the next time. */
export function parseSlow(html: string, ctx: ContentContext): ContentNode[] {
  return parseSlowWithText(html, ctx).nodes;
}

/** `suffix` (the mark of a cut input) is appended as a last text node, after everything was closed. */
export function parseSlowWithText(html: string, ctx: ContentContext, suffix = ''): ParsedContent {
  const Parser = referenceParserIfLoaded();
  if (!Parser) {
    void loadReferenceParser().catch(() => {});
    const text = textOnly(html) + suffix;
    return { nodes: text ? [text] : [], text: text.trim() };
  }
  const b = new Builder(ctx);
  const parser = new Parser(b, {
    decodeEntities: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
    recognizeSelfClosing: false,
  });
  parser.write(html);
  parser.end();
  const nodes = b.finish(suffix);
  return { nodes, text: b.text() };
}
