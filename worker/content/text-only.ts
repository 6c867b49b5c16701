// The bare text of HTML, for the rare moment the reference parser is not here yet for HTML that did not come through
// the edge's wait (parser-gate.ts): what it answers is only ever shown as text (a string in the content tree is a text
// node), so no markup of the input can reach the page whatever the input is. Scripts and styles lose their contents,
// tags become spaces, the basic entities are decoded.
const BASIC: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: '\u00a0',
};

export function textOnly(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<[^>]*(>|$)/g, ' ')
    .replace(/&([a-z0-9#]+);/gi, (m, name: string) => BASIC[name.toLowerCase()] ?? m)
    .replace(/[ \t\r\n\f]+/g, ' ');
}
