// What another app shares (the web app manifest's share_target: /share?title=…&text=…&url=…) as the text of a new
// post, and the compose address for it. Android puts the page's address in `text` as often as in `url`, and some apps
// repeat the title in the text: each piece is kept once, in the order title, text, address.

const MAX_SHARED_CHARS = 5000;

/** The post text made from a share; empty when nothing usable was shared. */
export function sharedText(params: URLSearchParams): string {
  const pieces: string[] = [];
  for (const name of ['title', 'text', 'url']) {
    const value = (params.get(name) ?? '').trim();
    if (!value) continue;
    // A piece already inside another (the title at the start of the text, the address in the text) adds nothing.
    if (pieces.some((p) => p.includes(value))) continue;
    const covered = pieces.findIndex((p) => value.includes(p));
    if (covered >= 0) pieces.splice(covered, 1);
    pieces.push(value);
  }
  return pieces.join('\n\n').slice(0, MAX_SHARED_CHARS);
}

/** The compose address that opens a new post with `text` (nothing when the text is empty). */
export function composeTextPath(text: string): string {
  return text ? `/publish?text=${encodeURIComponent(text)}` : '/publish';
}
