// Work that the first screen does not need (a compose box, the column settings toggle, the sign-in and alert
// chrome, desktop notifications, Web Push) waits for the first contentful paint, so the browser fetches nothing for
// it before that paint: the first paint waits only for the entry, the core client and the layout.
// Where the browser reports paints (PerformanceObserver 'paint'), that is the first-contentful-paint entry; where
// it does not, the frame after the first use. A page that never paints content still gets its parts after
// FALLBACK_MS.
const FALLBACK_MS = 3000;

let painted: Promise<void> | null = null;

function watch(resolve: () => void): void {
  const after = () => setTimeout(resolve, 0);
  const Observer = globalThis.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      after();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, FALLBACK_MS);
  } else if (typeof globalThis.requestAnimationFrame === 'function') requestAnimationFrame(after);
  else resolve();
}

/** Resolves once the page's first contentful paint is done (see above); the same promise for every caller. */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>(watch);
  return painted;
}

/** Where nothing is ever painted (component tests in happy-dom), the first paint counts as done at once. */
export function assumeFirstPaint(): void {
  painted = Promise.resolve();
}

// The first content: the first list whose first page is there (VirtualList marks it). What the idle preload fetches
// (src/lib/deferred.tsx) waits for it, so that on a slow start those fetches do not compete with the core's script
// and the first page of posts. A start that never shows a list (signed out, an error) still preloads after
// FIRST_CONTENT_FALLBACK_MS.
const FIRST_CONTENT_FALLBACK_MS = 5000;
let markContent: (() => void) | null = null;
const content = new Promise<void>((resolve) => {
  markContent = resolve;
});

/** Called when a list first shows its loaded rows (or its empty state). */
export function markFirstContent(): void {
  markContent?.();
}

/** Resolves once the first list has content, or FIRST_CONTENT_FALLBACK_MS after the first paint. */
export function afterFirstContent(): Promise<void> {
  return afterFirstPaint().then(() =>
    Promise.race([content, new Promise<void>((r) => setTimeout(r, FIRST_CONTENT_FALLBACK_MS))]),
  );
}
