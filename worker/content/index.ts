export { emojifyText } from './emojify.ts';
export { htmlToText } from './plainText.ts';
export { safeHttpUrl } from './safeUrl.ts';
export { type ContentContext, sanitizeHtml } from './sanitize.ts';
