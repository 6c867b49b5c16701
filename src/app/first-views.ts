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

/**
 * The other views the deck's first screen subscribes to as it mounts: its notifications column and the navigation's
 * lists. Asked for at the hello too, beside the timelines: their first answers (the core holds their loading until
 * the first posts are drawn) then come with home's, before the deck is drawn, instead of arriving around the first
 * paint and re-rendering the columns between the paint and the first posts. They do not count as the first screen's
 * lists: a first screen with none of the timelines above has its content with its first paint, as before.
 */
export function firstScreenCompanions(layout: LayoutKind, columns: readonly DeckColumn[]): ViewSpec[] {
  if (layout !== 'multi') return [];
  const views: ViewSpec[] = [];
  if (columns.some((c) => c.id === 'NOTIFICATIONS')) views.push({ kind: 'notifications' });
  // The navigation (the compose column's, or a narrow one of its own) is on every deck.
  views.push({ kind: 'lists' });
  return views;
}
