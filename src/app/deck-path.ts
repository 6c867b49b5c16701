// Section 2: in the multi-column layout every pushed path is prefixed with /deck unless it already starts with
// /deck; every push marks its state as coming from the app; a replace keeps that mark only if the current
// location has it. Pure functions here; `deck-location.ts` wires them to the History API for wouter.

export const DECK_PREFIX = '/deck';

export function startsWithDeck(path: string): boolean {
  return path === DECK_PREFIX || path.startsWith(`${DECK_PREFIX}/`) || path.startsWith(`${DECK_PREFIX}?`);
}

/** The path to push in the deck layout. */
export function deckPath(path: string): string {
  if (startsWithDeck(path)) return path;
  return DECK_PREFIX + (path.startsWith('/') ? path : `/${path}`);
}

/** The route path the app matches, with the /deck prefix taken off (so one route table serves all layouts). */
export function stripDeck(path: string): string {
  if (!startsWithDeck(path)) return path;
  const rest = path.slice(DECK_PREFIX.length);
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}

export interface AppHistoryState {
  fromApp?: boolean;
  [k: string]: unknown;
}

/** The state to write for a navigation: pushes are always marked; a replace keeps the mark only if present. */
export function navigationState(
  current: AppHistoryState | null | undefined,
  replace: boolean,
  extra?: Record<string, unknown>,
): AppHistoryState {
  const fromApp = replace ? current?.fromApp === true : true;
  return fromApp ? { ...extra, fromApp: true } : { ...extra };
}
