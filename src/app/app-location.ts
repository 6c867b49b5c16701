// wouter location hooks that apply the section 2 navigation rules to the History API: pushes marked as coming
// from the app, and in the deck layout every pushed path prefixed with /deck. Routes always see the path
// without the /deck prefix, so one route table serves every layout.
import { useCallback } from 'react';
import { navigate as browserNavigate, usePathname } from 'wouter/use-browser-location';
import { type AppHistoryState, deckPath, navigationState, stripDeck } from './deck-path.ts';

type NavigateOptions = { replace?: boolean; state?: Record<string, unknown> };

/** Navigation as the app does it; exported for code outside React (e.g. a toast's Open action). */
export function appNavigate(to: string, deck: boolean, options: NavigateOptions = {}): void {
  const replace = options.replace === true;
  const current = (typeof history !== 'undefined' ? history.state : null) as AppHistoryState | null;
  browserNavigate(deck ? deckPath(to) : to, {
    replace,
    state: navigationState(current, replace, options.state),
  });
}

export function useSingleLocation(): [string, (to: string, options?: NavigateOptions) => void] {
  const path = usePathname();
  const nav = useCallback((to: string, options?: NavigateOptions) => appNavigate(to, false, options), []);
  return [path, nav];
}

export function useDeckLocation(): [string, (to: string, options?: NavigateOptions) => void] {
  const path = usePathname();
  const nav = useCallback((to: string, options?: NavigateOptions) => appNavigate(to, true, options), []);
  return [stripDeck(path), nav];
}
