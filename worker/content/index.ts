export { emojifyText } from './emojify.ts';
export { htmlToText } from './plainText.ts';
export { safeHttpUrl } from './safeUrl.ts';
export {
  type ContentContext,
  type ParsedContent,
  parseFast,
  parseFastWithText,
  parseSlow,
  parseSlowWithText,
  sanitizeHtml,
  sanitizeHtmlWithText,
} from './sanitize.ts';
export { nodesToText, statusContent, statusContentText } from './statusContent.ts';
