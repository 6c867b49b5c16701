import type { MessageId } from '../../i18n/index.ts';

// The app's icons. Each is one element painted with a CSS mask (the shapes live in src/styles/icons.css as `--icon` SVG data
// URLs): an inline <svg> per icon was a subtree to create, style, lay out and remove for every button of every row,
// a measurable part of each streamed post's cost.
const NAMES = [
  'reply',
  'boost',
  'favourite',
  'bookmark',
  'home',
  'bell',
  'people',
  'globe',
  'pencil',
  'at',
  'poll',
  'flag',
  'warning',
  'scissors',
  'more',
  'lock',
  'unlock',
  'mail',
  'filter',
  'hashtag',
  'list',
  'close',
  'check',
  'clock',
  'image',
  'history',
  'sign-out',
  'search',
  'settings',
  'pin',
] as const;

export type IconName = (typeof NAMES)[number];

/**
 * An icon. Decorative (hidden from assistive technology) unless it carries a `label`, which makes it an image with
 * that name and a tooltip: an icon that says something the text around it does not (a post's visibility). A plain
 * function as well (`icon()`), for a post's header, which calls it rather than mounting a component for it.
 */
export function icon(name: IconName, label?: string, size?: number) {
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-label is only set together with role="img"
    <span
      className={`icon icon-${name}`}
      style={size === undefined ? undefined : { width: size, height: size }}
      role={label ? 'img' : undefined}
      aria-label={label}
      title={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

export function Icon({ name, size, label }: { name: IconName; size?: number; label?: string }) {
  return icon(name, label, size);
}

/** The icon and the words for each visibility of a post (the same words as the compose box's visibility choice). */
export const VISIBILITY: Record<
  'public' | 'unlisted' | 'private' | 'direct',
  { icon: IconName; label: MessageId }
> = {
  public: { icon: 'globe', label: 'post.visibility.public' },
  unlisted: { icon: 'unlock', label: 'post.visibility.unlisted' },
  private: { icon: 'lock', label: 'post.visibility.private' },
  direct: { icon: 'mail', label: 'post.visibility.direct' },
};
