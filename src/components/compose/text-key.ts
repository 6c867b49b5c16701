// A short stable name for a text, so the same text opened in compose again (a shared text reloaded, a /publish?text=
// address) finds its own draft. Apart from share-target.ts, which only the share screen needs, so the entry (the
// compose opener is part of it) does not carry the share rules (issue 20, item 7).
export function textKey(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}
