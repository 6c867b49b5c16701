// The app's icons. Each is one element painted with a CSS mask (the shapes live in app.css as `--icon` SVG data
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
] as const;

export type IconName = (typeof NAMES)[number];

export function Icon({ name, size }: { name: IconName; size?: number }) {
  const style = size === undefined ? undefined : { width: size, height: size };
  return <span className={`icon icon-${name}`} style={style} aria-hidden="true" />;
}
