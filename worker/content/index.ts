export type { ContentContext, ParsedContent } from './content-tree-builder.ts';
export { emojifyText } from './emojify.ts';
export { parseFast, parseFastWithText } from './fast-tokenizer.ts';
export { htmlToText } from './plainText.ts';
export { safeHttpUrl } from './safeUrl.ts';
export {
  parseSlow,
  parseSlowWithText,
  sanitizeHtml,
  sanitizeHtmlWithText,
} from './sanitize.ts';
export { nodesToText, statusContent, statusContentText } from './statusContent.ts';
