// The views the first screen will show, known before React mounts it: the tab subscribes to them the moment the
// core has said hello (src/main.tsx), so the core asks the server for the home page while the page is still
// rendering its shell, instead of after the screen's effects ran. Pure: the path, the layout and the deck's columns
// in, view specs out, home first.
import type { ViewSpec } from '../../shared/protocol/views.ts';
import { stripDeck } from './deck-path.ts';
import type { DeckColumn, LayoutKind } from './layout-choice.ts';

const HOME: ViewSpec = { kind: 'timeline', timeline: 'home' };

/** The timeline views on the first screen: the routed one (home at `/` and `/home`) and, in the deck, its columns'. */
export function firstScreenViews(
  pathname: string,
  layout: LayoutKind,
  columns: readonly DeckColumn[],
): ViewSpec[] {
  const path = stripDeck(pathname).split('?')[0] ?? '/';
  const routedHome = path === '/' || path === '/home';
  if (layout !== 'multi') return routedHome ? [HOME] : [];
  const views: ViewSpec[] = [];
  if (columns.some((c) => c.id === 'HOME') || routedHome) views.push(HOME);
  if (columns.some((c) => c.id === 'PUBLIC')) views.push({ kind: 'timeline', timeline: 'public' });
  if (columns.some((c) => c.id === 'COMMUNITY'))
    views.push({ kind: 'timeline', timeline: 'public', local: true });
  return views;
}
