// The start's three moments, which decide when each part kept out of the startup bundle is fetched
// (src/lib/deferred.tsx):
// - the first contentful paint: the frame of the page (navigation, the columns' headings, skeleton rows). Nothing
//   is fetched for a part before it but the entry, the core client, the layout and what the first posts are drawn
//   with (the list, the post rows: asked for as soon as the app is mounted, so they download during the paint);
// - the first content: the first posts in the DOM (or the first screen's list settled empty, or a first screen with
//   no list at all);
// - the first input: a key or a pointer pressed by the user. A part the user may reach for (the compose box, the
//   search field, the keys) is fetched at the first content or at the first input, whichever comes first, so a
//   user who clicks or types before the posts are there gets it at once.
// Where the browser reports paints (PerformanceObserver 'paint'), the first paint is the first-contentful-paint
// entry; where it does not, the frame after the first use. A page that never paints content still gets its parts
// after FALLBACK_MS.
const FALLBACK_MS = 3000;

let painted: Promise<void> | null = null;

function watch(resolve: () => void): void {
  const after = () => setTimeout(resolve, 0);
  const Observer = globalThis.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    let done = false;
    const seen = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      after();
    };
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) seen();
    });
    observer.observe({ type: 'paint', buffered: true });
    // The observer's callback is a task of its own that a busy page runs late; the entry is in the timeline as soon
    // as the paint is reported, so each frame looks for it too. Either way the paint is over: nothing fetched from
    // here on counts as fetched before it.
    const poll = () => {
      if (done) return;
      if (performance.getEntriesByName('first-contentful-paint').length > 0) seen();
      else if (typeof requestAnimationFrame === 'function') requestAnimationFrame(poll);
    };
    poll();
    setTimeout(resolve, FALLBACK_MS);
  } else if (typeof globalThis.requestAnimationFrame === 'function') requestAnimationFrame(after);
  else resolve();
}

/** Resolves once the page's first contentful paint is done (see above); the same promise for every caller. */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>(watch);
  return painted;
}

// The first content. A list marks it once its first page is there (VirtualList); it counts once the parts its rows
// are drawn with are there too (firstContentNeeds: the post rows, fetched from the mount on) and the renderer has drawn
// them, one task later. A start whose first screen shows no list (signed out, a settings screen) marks it at once
// (core-client/core.ts). A start that never shows one still counts it FIRST_CONTENT_FALLBACK_MS after the first
// paint.
const FIRST_CONTENT_FALLBACK_MS = 5000;
let markContent: (() => void) | null = null;
const listReady = new Promise<void>((resolve) => {
  markContent = resolve;
});
let rowParts: Promise<unknown> = Promise.resolve();
let content: Promise<void> | null = null;

/** The parts the first list's rows are drawn with (src/lib/deferred.tsx hands them over when it fetches them). */
export function firstContentNeeds(parts: Promise<unknown>): void {
  rowParts = parts;
}

let contentMarked = false;

/** Called when a list first shows its loaded rows (or its empty state), and when the first screen has no list. */
export function markFirstContent(): void {
  contentMarked = true;
  markContent?.();
}

/**
 * Whether the first content is marked already. When the app is mounted it can only be by a first screen with no list
 * (signed out, a settings screen: core-client/core.ts marks it with the core's hello): a list's rows cannot be drawn
 * before their module, which is asked for only then.
 */
export function firstContentMarked(): boolean {
  return contentMarked;
}

/** Resolves once the first list's rows are drawn (see above), or FIRST_CONTENT_FALLBACK_MS after the first paint. */
export function afterFirstContent(): Promise<void> {
  content ??= afterFirstPaint().then(() =>
    Promise.race([
      listReady
        .then(() => rowParts)
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => new Promise<void>((r) => setTimeout(r, 0))),
      new Promise<void>((r) => setTimeout(r, FIRST_CONTENT_FALLBACK_MS)),
    ]),
  );
  return content;
}

// The first input: a key or a pointer pressed by the user (isTrusted: not a focus or click made by script).
let input: Promise<void> | null = null;

function firstInput(): Promise<void> {
  input ??= new Promise<void>((resolve) => {
    if (typeof document === 'undefined') return;
    const types = ['keydown', 'pointerdown', 'touchstart'] as const;
    const on = (e: Event) => {
      if (!e.isTrusted) return;
      for (const type of types) document.removeEventListener(type, on, true);
      resolve();
    };
    for (const type of types) document.addEventListener(type, on, { capture: true, passive: true });
  });
  return input;
}

/** Starts listening for the first input now (main.tsx, before anything is drawn), so no early press is missed. */
export function watchFirstInput(): void {
  void firstInput();
}

/** Resolves at the first content or the first input, whichever comes first. */
export function afterFirstContentOrInput(): Promise<void> {
  return Promise.race([afterFirstContent(), firstInput()]);
}

/** Where nothing is ever painted (component tests in happy-dom), the first paint and content count as done at once. */
export function assumeFirstPaint(): void {
  painted = Promise.resolve();
  content = Promise.resolve();
}
