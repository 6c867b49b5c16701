// The appearance and media settings of the settings screen, as the core's settings record holds them: each its own
// top-level key (a change to one is a `settings.patch` of that key alone, so two tabs changing two of them never
// undo each other). Reading is total: a missing value, one from an older build or a hostile one takes its default.
//
//   theme          'system' (follow the system) | 'light' | 'dark'
//   textSize       'small' | 'normal' | 'large' | 'larger'   (the root font size: every size is in rem)
//   reduceMotion   true: no animations even where the system allows them; false: follow the system
//   layout         'auto' | 'single' | 'multi'               (src/app/layout-choice.ts)
//   mediaDisplay   'default' (by sensitivity) | 'show_all' | 'hide_all'
//   autoplayGifs   animated images and GIFV play by themselves (never under reduced motion)
//   useBlurhash    hidden media show their blurred colours (false: a plain surface)
//   altTextReminder  posting media without a description asks first

export const THEMES = ['system', 'light', 'dark'] as const;
export type ThemeSetting = (typeof THEMES)[number];

export const TEXT_SIZES = ['small', 'normal', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const LAYOUTS = ['auto', 'single', 'multi'] as const;
export type LayoutSetting = (typeof LAYOUTS)[number];

export const MEDIA_DISPLAYS = ['default', 'show_all', 'hide_all'] as const;
export type MediaDisplay = (typeof MEDIA_DISPLAYS)[number];

/** The root font size of each text size, in per cent of the browser's own (which the reader may have raised). */
export const TEXT_SCALE: Record<TextSize, number> = { small: 87.5, normal: 100, large: 112.5, larger: 125 };

export interface AppearanceSettings {
  theme: ThemeSetting;
  textSize: TextSize;
  reduceMotion: boolean;
  layout: LayoutSetting;
}

export interface MediaSettings {
  mediaDisplay: MediaDisplay;
  autoplayGifs: boolean;
  useBlurhash: boolean;
  altTextReminder: boolean;
}

const oneOf = <T extends string>(list: readonly T[], v: unknown, d: T): T =>
  typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : d;
const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);

type Settings = Readonly<Record<string, unknown>> | null | undefined;

export function readAppearance(settings: Settings): AppearanceSettings {
  const s = settings ?? {};
  return {
    theme: oneOf(THEMES, s.theme, 'system'),
    textSize: oneOf(TEXT_SIZES, s.textSize, 'normal'),
    reduceMotion: bool(s.reduceMotion, false),
    layout: oneOf(LAYOUTS, s.layout, 'auto'),
  };
}

export function readMediaSettings(settings: Settings): MediaSettings {
  const s = settings ?? {};
  return {
    mediaDisplay: oneOf(MEDIA_DISPLAYS, s.mediaDisplay, 'default'),
    autoplayGifs: bool(s.autoplayGifs, false),
    useBlurhash: bool(s.useBlurhash, true),
    altTextReminder: bool(s.altTextReminder, true),
  };
}

/** What the page's root element carries for an appearance: `data-theme` (absent: follow the system), the font
 *  size, and `data-motion="reduce"` when the user turned motion off. */
export interface RootAppearance {
  theme: 'light' | 'dark' | null;
  fontSizePercent: number;
  reduceMotion: boolean;
}

export function rootAppearance(a: AppearanceSettings): RootAppearance {
  return {
    theme: a.theme === 'system' ? null : a.theme,
    fontSizePercent: TEXT_SCALE[a.textSize],
    reduceMotion: a.reduceMotion,
  };
}
