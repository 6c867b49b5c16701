// Whether the page is on its way out: `pagehide` came (the tab is closing, reloading or going to the back/forward
// cache) and no `pageshow` since. A closing page can still run a few tasks after its pagehide (a module it was
// fetching arrives, a component mounts), and what those write is read by the next tab, not by this one: the compose
// box uses it to leave a closed tab's text where the next tab looks (early-compose.ts, use-draft-sync.ts).
// Listened to from the startup bundle, before any component, so no pagehide is missed.

export type PageLeaving = () => boolean;

/** Follows `target`'s pagehide and pageshow; answers whether the page is leaving now. */
export function watchPageLeaving(target: Pick<EventTarget, 'addEventListener'> | null): PageLeaving {
  let leaving = false;
  target?.addEventListener('pagehide', () => {
    leaving = true;
  });
  target?.addEventListener('pageshow', () => {
    leaving = false;
  });
  return () => leaving;
}

/** This page's. */
export const pageLeaving: PageLeaving = watchPageLeaving(typeof window === 'undefined' ? null : window);
