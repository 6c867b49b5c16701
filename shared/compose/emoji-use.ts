// The emoji a user picks most (the setting `frequentlyUsedEmojis`: how many times each was picked, by its id: the
// Unicode character, or `:shortcode:` for a custom one) and the skin tone chosen in the picker (`skinTone`, 1 for
// none to 6). The core counts a pick (one writer, so two tabs never lose one); the picker shows the most used
// first. Plain data in, plain data out.

export const FREQUENT_EMOJI_SETTING = 'frequentlyUsedEmojis';
export const SKIN_TONE_SETTING = 'skinTone';
/** How many emoji the counts keep: the least used beyond this are forgotten. */
export const FREQUENT_EMOJI_KEEP = 100;
export const SKIN_TONES = [1, 2, 3, 4, 5, 6] as const;
export type SkinTone = (typeof SKIN_TONES)[number];

/** The counts as kept in the settings, read defensively (anything that is not a positive count is dropped). */
export function emojiUseOf(settings: Record<string, unknown>): Record<string, number> {
  const raw = settings[FREQUENT_EMOJI_SETTING];
  const out: Record<string, number> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
  for (const [id, n] of Object.entries(raw as Record<string, unknown>))
    if (id !== '' && typeof n === 'number' && Number.isFinite(n) && n > 0) out[id] = Math.floor(n);
  return out;
}

/** The settings patch after one more pick of `id`. */
export function emojiUsePatch(settings: Record<string, unknown>, id: string): Record<string, unknown> {
  const counts = emojiUseOf(settings);
  if (id.trim() === '') return { [FREQUENT_EMOJI_SETTING]: counts };
  counts[id] = (counts[id] ?? 0) + 1;
  const kept = Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, FREQUENT_EMOJI_KEEP);
  // The one just picked stays, even when everything kept was used more often.
  if (!kept.some(([k]) => k === id)) kept[kept.length - 1] = [id, counts[id] as number];
  return { [FREQUENT_EMOJI_SETTING]: Object.fromEntries(kept) };
}

/** The ids most used first (ties in the order they were first picked), at most `n`. */
export function mostUsedEmoji(counts: Record<string, number>, n: number): string[] {
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([id]) => id);
}

/** The skin tone chosen (1 when none was, or the value is not one). */
export function skinToneOf(settings: Record<string, unknown>): SkinTone {
  const v = settings[SKIN_TONE_SETTING];
  return SKIN_TONES.includes(v as SkinTone) ? (v as SkinTone) : 1;
}
