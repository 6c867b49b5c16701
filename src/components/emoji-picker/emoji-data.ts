// The picker's emoji, as plain data: the Unicode emoji by group (from unicode-emoji-json, loaded with the picker
// only) and the instance's custom emoji by their category, those hidden from pickers left out. Search matches
// names and shortcodes by word start, best first, at most 75 (section 9: the emoji search's default maximum).
import type { PickerCustomEmoji } from '../../../shared/protocol/emoji.ts';

export const SEARCH_MAX = 75;

export type PickerEmoji =
  /** `tones`: it takes a skin tone modifier. */
  | { kind: 'unicode'; id: string; emoji: string; name: string; tones?: boolean }
  | { kind: 'custom'; id: string; shortcode: string; url: string; staticUrl: string; name: string };

export interface PickerCategory {
  id: string;
  /** A catalogue key for the Unicode groups; the server's own name for custom emoji categories. */
  label: { message: string } | { text: string };
  emojis: PickerEmoji[];
}

/** The shape of unicode-emoji-json's data-by-group.json (the fields used). */
export interface UnicodeGroup {
  slug: string;
  emojis: { emoji: string; name: string; slug: string; skin_tone_support?: boolean }[];
}

/** Groups with no place in a picker: skin tone and hair components are parts, not emoji to send. */
const SKIPPED_GROUPS = new Set(['component']);

export function unicodeCategories(groups: readonly UnicodeGroup[]): PickerCategory[] {
  return groups
    .filter((g) => !SKIPPED_GROUPS.has(g.slug) && Array.isArray(g.emojis) && g.emojis.length > 0)
    .map((g) => ({
      id: g.slug,
      label: { message: `emojiPicker.group.${g.slug}` },
      emojis: g.emojis.map((e) => ({
        kind: 'unicode' as const,
        id: e.emoji,
        emoji: e.emoji,
        name: e.name,
        ...(e.skin_tone_support === true ? { tones: true } : {}),
      })),
    }));
}

/** Custom emoji by category (their order of first appearance), uncategorised ones under `customLabel`. */
export function customCategories(list: readonly PickerCustomEmoji[], customLabel: string): PickerCategory[] {
  const byCategory = new Map<string, PickerEmoji[]>();
  for (const e of list) {
    if (!e.visibleInPicker) continue;
    const key = e.category ?? '';
    const bucket = byCategory.get(key) ?? [];
    byCategory.set(key, bucket);
    bucket.push({
      kind: 'custom',
      id: `:${e.shortcode}:`,
      shortcode: e.shortcode,
      url: e.url,
      staticUrl: e.staticUrl,
      name: e.shortcode.replace(/_/g, ' '),
    });
  }
  return [...byCategory.entries()].map(([category, emojis]) => ({
    id: `custom:${category}`,
    label: { text: category === '' ? customLabel : category },
    emojis,
  }));
}

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[\s_:-]+/)
    .filter(Boolean);

/** Emoji whose name or shortcode has a word starting with the query (a whole-name prefix first), at most `max`. */
export function searchEmoji(
  categories: readonly PickerCategory[],
  query: string,
  max = SEARCH_MAX,
): PickerEmoji[] {
  const q = query.trim().toLowerCase().replace(/^:|:$/g, '');
  if (q === '') return [];
  const first: PickerEmoji[] = [];
  const rest: PickerEmoji[] = [];
  const seen = new Set<string>();
  for (const c of categories)
    for (const e of c.emojis) {
      if (seen.has(e.id)) continue;
      const name = e.kind === 'custom' ? e.shortcode.toLowerCase() : e.name.toLowerCase();
      if (name.startsWith(q) || (e.kind === 'unicode' && e.emoji === q)) first.push(e);
      else if (words(name).some((w) => w.startsWith(q))) rest.push(e);
      else continue;
      seen.add(e.id);
    }
  return [...first, ...rest].slice(0, max);
}

/** What picking an emoji sends as a reaction's (or later a post's) name: the character, or the shortcode. */
export const emojiValue = (e: PickerEmoji): string => (e.kind === 'unicode' ? e.emoji : e.shortcode);

/** The grid's next index for an arrow key (rows of `columns`), or null for any other key. */
export function gridMove(
  key: string,
  index: number,
  count: number,
  columns: number,
  rtl: boolean,
): number | null {
  if (count === 0) return null;
  const clamp = (i: number) => Math.max(0, Math.min(count - 1, i));
  switch (key) {
    case 'ArrowRight':
      return clamp(index + (rtl ? -1 : 1));
    case 'ArrowLeft':
      return clamp(index + (rtl ? 1 : -1));
    case 'ArrowDown':
      return clamp(index + columns);
    case 'ArrowUp':
      return clamp(index - columns);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Compose's `:` suggestions (section 9: up to 5): the server's custom emoji first, then Unicode emoji by name. */
export function suggestEmoji(
  custom: readonly PickerCategory[],
  unicode: readonly PickerCategory[],
  query: string,
  limit: number,
): PickerEmoji[] {
  const mine = searchEmoji(custom, query, limit);
  return [...mine, ...searchEmoji(unicode, query, limit - mine.length)].slice(0, limit);
}
