// Section 2: the layout is chosen from the viewport width and the initial settings.
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants.ts';

export type LayoutKind = 'mobile' | 'single' | 'multi';

export function chooseLayout(
  viewportWidth: number,
  setting: 'auto' | 'single' | 'multi' | undefined,
  path: string,
): LayoutKind {
  if (viewportWidth <= MOBILE_BREAKPOINT_PX) return 'mobile';
  if (setting === 'multi' || setting === 'single') return setting;
  // A /deck URL opened directly asks for the deck; otherwise wide screens get the deck by default.
  if (path.startsWith('/deck')) return 'multi';
  return viewportWidth >= 1175 ? 'multi' : 'single';
}

// The deck's columns and their rules live in shared/ (the core applies every change to them).
export type { DeckColumn } from '../../shared/settings/deck-columns.ts';
export { DEFAULT_COLUMNS } from '../../shared/settings/default-columns.ts';
