// wouter location hooks that apply the section 2 navigation rules to the History API: pushes marked as coming
// from the app, and in the deck layout every pushed path prefixed with /deck. Routes always see the path
// without the /deck prefix, so one route table serves every layout.
import { useCallback } from 'react';
import { navigate as browserNavigate, usePathname } from 'wouter/use-browser-location';
import { handToComposeArea } from '../components/compose/compose-area.ts';
import { type AppHistoryState, deckPath, navigationState, stripDeck } from './deck-path.ts';

type NavigateOptions = { replace?: boolean; state?: Record<string, unknown> };

/** Navigation as the app does it; exported for code outside React (e.g. a toast's Open action). */
export function appNavigate(to: string, deck: boolean, options: NavigateOptions = {}): void {
  // Section 2: a compose action goes to the compose area when one is mounted, /publish only when none is.
  if (handToComposeArea(to)) return;
  const replace = options.replace === true;
  const current = (typeof history !== 'undefined' ? history.state : null) as AppHistoryState | null;
  browserNavigate(deck ? deckPath(to) : to, {
    replace,
    state: navigationState(current, replace, options.state),
  });
}

// Both hooks run the same hooks in the same order, so when the layout changes (a resize) React hands the new one the
// old one's memoized state: the navigate function must depend on the layout, or the deck's would survive into the
// single column (and push /deck paths there).
function useAppLocation(deck: boolean): [string, (to: string, options?: NavigateOptions) => void] {
  const path = usePathname();
  const nav = useCallback((to: string, options?: NavigateOptions) => appNavigate(to, deck, options), [deck]);
  return [deck ? stripDeck(path) : path, nav];
}

export const useSingleLocation = () => useAppLocation(false);
export const useDeckLocation = () => useAppLocation(true);
