// The appearance settings applied to the page (theme, text size, reduced motion): attributes on <html> that the
// tokens read (src/design/tokens.css: data-theme, data-motion; every size is in rem, so the root font size scales
// the whole interface). The core keeps the settings and publishes them to every tab, so a change made in one tab
// applies in all of them at once. Each tab mirrors them into localStorage, so its next start paints with them
// before the core has answered (no light flash for a reader who chose dark).
import type { ReadonlySignal } from '@preact/signals-react';
import { type RootAppearance, readAppearance, rootAppearance } from '../../shared/settings/appearance.ts';

export const APPEARANCE_KEY = 'woolly.appearance';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function applyRootAppearance(root: HTMLElement, a: RootAppearance): void {
  if (a.theme) root.dataset.theme = a.theme;
  else delete root.dataset.theme;
  root.style.fontSize = a.fontSizePercent === 100 ? '' : `${a.fontSizePercent}%`;
  if (a.reduceMotion) root.dataset.motion = 'reduce';
  else delete root.dataset.motion;
}

/** What the last start kept (valid or not: readAppearance makes it valid). */
function stored(storage: Storage | null): Record<string, unknown> {
  try {
    const raw = storage?.getItem(APPEARANCE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    // blocked storage or a value that is not JSON: the defaults, until the core answers
    return {};
  }
}

/** Before the first paint: the appearance the last start kept. */
export function startAppearance(root: HTMLElement, storage: Storage | null): void {
  applyRootAppearance(root, rootAppearance(readAppearance(stored(storage))));
}

/** Follows the core's settings until the returned function is called. */
export function followAppearance(
  global: ReadonlySignal<{ settings: Record<string, unknown> }>,
  root: HTMLElement,
  storage: Storage | null,
): () => void {
  let last = '';
  return global.subscribe((g) => {
    const appearance = readAppearance(g.settings);
    const key = JSON.stringify(appearance);
    if (key === last) return;
    last = key;
    applyRootAppearance(root, rootAppearance(appearance));
    try {
      storage?.setItem(APPEARANCE_KEY, key);
    } catch {
      // storage can be blocked; the core still publishes the settings at every start
    }
  });
}

export function storageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
