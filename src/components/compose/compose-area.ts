// Section 2: compose actions (New post, reply, mention, edit, the `n` and `r` keys, a shared page) go to /publish
// unless a compose area is already mounted. Every one of them is a navigation to /publish, so the decision is made
// once, where the app navigates (src/app/app-location.ts): with a compose area mounted (the single column's side
// compose, the deck's COMPOSE column) the request is handed to it and the page stays where it is; without one
// (mobile, a deck without a compose column) /publish opens as a page. Kept free of imports: startup bundle.

/** Opens a compose request in the mounted compose area: the query of the /publish address (`?reply=…`). */
export type ComposeArea = (search: string) => void;

let area: ComposeArea | null = null;

/** The compose area registers itself while mounted; the returned function unregisters it. */
export function registerComposeArea(open: ComposeArea): () => void {
  area = open;
  return () => {
    if (area === open) area = null;
  };
}

/** Whether a compose area is mounted now. */
export const composeAreaMounted = (): boolean => area !== null;

export type ComposeDestination = { kind: 'area'; search: string } | { kind: 'page' } | { kind: 'other' };

/** Where a navigation to `to` goes: an address of the compose page goes to the compose area when one is mounted
 *  (`other`: not a compose address at all). */
export function composeDestination(to: string, areaMounted: boolean): ComposeDestination {
  const q = to.indexOf('?');
  const path = (q < 0 ? to : to.slice(0, q)).replace(/^\/deck(?=\/)/, '').replace(/\/+$/, '');
  if (path !== '/publish' && path !== '/statuses/new') return { kind: 'other' };
  return areaMounted ? { kind: 'area', search: q < 0 ? '' : to.slice(q) } : { kind: 'page' };
}

/** Hands a navigation to the compose area when it is one for it; answers whether it did. */
export function handToComposeArea(to: string): boolean {
  const d = composeDestination(to, area !== null);
  if (d.kind !== 'area' || !area) return false;
  area(d.search);
  return true;
}
