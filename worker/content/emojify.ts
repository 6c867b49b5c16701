// Custom emoji: `:shortcode:` in text becomes an emoji node when the entity carries that shortcode.
import type { ContentNode } from '../../shared/protocol/content.ts';
import type { CustomEmoji } from '../../shared/wire/entities.ts';
import { EmojiNode } from './nodes.ts';
import { safeHttpUrl } from './safeUrl.ts';

/** Custom emoji by shortcode. */
export interface EmojiMap {
  readonly size: number;
  get(shortcode: string): CustomEmoji | undefined;
}

const EMPTY: EmojiMap = new Map();

/** Few emoji (the common case: a post's own handful): a scan of the array, first match wins as in the Map, with
 *  no Map and no cache entry per post. */
const SMALL = 8;

class SmallEmojiMap implements EmojiMap {
  constructor(private readonly list: readonly CustomEmoji[]) {}
  get size(): number {
    return this.list.length;
  }
  get(shortcode: string): CustomEmoji | undefined {
    let found: CustomEmoji | undefined;
    // The Map keeps the last entry of a repeated shortcode: so does this.
    for (const e of this.list) if (e && e.shortcode === shortcode) found = e;
    return found;
  }
}

/** Larger arrays: a Map, cached per emoji array. */
const maps = new WeakMap<readonly CustomEmoji[], EmojiMap>();

export function emojiMap(emojis: readonly CustomEmoji[] | null | undefined): EmojiMap {
  if (!emojis || emojis.length === 0) return EMPTY;
  if (emojis.length <= SMALL) return new SmallEmojiMap(emojis);
  const hit = maps.get(emojis);
  if (hit) return hit;
  const map = new Map<string, CustomEmoji>();
  for (const e of emojis) if (e && typeof e.shortcode === 'string') map.set(e.shortcode, e);
  maps.set(emojis, map);
  return map;
}

/** Appends `text` to `out`, split around known custom emoji; merges with a trailing text node at `from` or after
 *  (the content tree builder keeps the children of all open elements on one list, the current one's from `from`). */
export function pushText(out: ContentNode[], text: string, emojis: EmojiMap, from = 0): void {
  if (text === '') return;
  if (emojis.size === 0 || text.indexOf(':') < 0) {
    pushPlain(out, text, from);
    return;
  }
  // `:shortcode:` (two or more of [A-Za-z0-9_] between colons) found with indexOf and a character loop: the text of
  // every post goes through here, and a global regular expression allocated a match array per candidate.
  let last = 0;
  let next = 0;
  const n = text.length;
  for (let open = text.indexOf(':'); open >= 0; open = text.indexOf(':', next)) {
    let close = open + 1;
    while (close < n && isShortcodeChar(text.charCodeAt(close))) close++;
    if (close - open - 1 < 2 || close >= n || text.charCodeAt(close) !== COLON) {
      next = open + 1;
      continue;
    }
    const emoji = emojis.get(text.slice(open + 1, close));
    const url = emoji ? safeHttpUrl(emoji.url) : null;
    if (!emoji || !url) {
      // Let the closing colon start the next candidate (":a:b:" with only b known).
      next = close;
      continue;
    }
    pushPlain(out, text.slice(last, open), from);
    out.push(new EmojiNode(emoji.shortcode, url, safeHttpUrl(emoji.static_url) ?? url));
    last = close + 1;
    next = last;
  }
  pushPlain(out, text.slice(last), from);
}

const COLON = 58;

/** [A-Za-z0-9_] */
function isShortcodeChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

function pushPlain(out: ContentNode[], text: string, from: number): void {
  if (text === '') return;
  const prev = out.length > from ? out[out.length - 1] : undefined;
  if (typeof prev === 'string') out[out.length - 1] = prev + text;
  else out.push(text);
}

/** Plain text (a display name, a poll option) to content nodes with emoji resolved. */
export function emojifyText(text: string, emojis: readonly CustomEmoji[] | null | undefined): ContentNode[] {
  const out: ContentNode[] = [];
  pushText(out, text, emojiMap(emojis));
  return out;
}
