// When the views' passive effects (useEffect) run. Preact runs them after the next frame; React runs them before the
// next discrete user event (a key, a click, typing) is handled. The app relies on the second: a modal's focus trap
// and history entry, the drafts' page-hide handler and the focus given back on closing are all set up in effects,
// and the user's next key or Back must meet them, however late the next frame comes on a loaded machine. So:
// effects still waiting run at the start of each discrete event, before its handlers; effects rendered during one,
// or soon after one (a dialog whose module a click fetched, a menu item a relationship brought), run in the next
// task. Not in a microtask: Preact renders in a microtask, and the browser runs microtasks between
// the listeners of one event (an item's click, then its menu's), so a dialog an item opened would take the focus
// before the menu's own click handler gave it back to the menu's button. Renders while the user is not acting (the
// stream, a scroll, a timer) keep Preact's after-the-frame timing, which keeps a streamed post's frame short.

/** The user events after which pending effects must have run (the ones React treats as discrete, less focus and
 *  blur: Chromium blurs a focused element as a render removes it, and effects flushed in the middle of that render
 *  would see half of it, as a dialog's trap recording the menu item being removed as where the focus returns). */
export const DISCRETE_EVENTS = [
  'keydown',
  'keyup',
  'keypress',
  'beforeinput',
  'input',
  'change',
  'compositionend',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'auxclick',
  'contextmenu',
  'dblclick',
  'touchstart',
  'touchend',
  'submit',
  'paste',
  'cut',
  'copy',
  'drop',
  'dragstart',
  'popstate',
] as const;

/** The part of Preact's `options` that decides when passive effects are flushed. */
export interface EffectScheduling {
  requestAnimationFrame?: (flush: () => void) => void;
}

/** How long after a discrete event a render still counts as its answer (a fetched module, the core's reply). */
export const ANSWER_WINDOW_MS = 1_000;

export interface EffectClock {
  now(): number;
  /** Runs after the browser's next frame (Preact's own timing). */
  afterFrame(run: () => void): void;
  /** Runs in a next task (after the whole of the discrete event's dispatch). */
  nextTask(run: () => void): void;
}

/** Installs the timing on `options` and listens on `target` (the window) in the capture phase, before any handler.
 *  Answers a function that removes the listeners (tests). */
export function flushEffectsAfterInput(
  options: EffectScheduling,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  clock: EffectClock,
): () => void {
  /** Preact's flush of the effects waiting, handed over when the first of them was queued; null when none wait. */
  let pending: (() => void) | null = null;
  let lastInput = Number.NEGATIVE_INFINITY;
  const run = () => {
    const flush = pending;
    pending = null;
    flush?.();
  };
  options.requestAnimationFrame = (flush) => {
    pending = flush;
    if (clock.now() - lastInput < ANSWER_WINDOW_MS) clock.nextTask(run);
    else clock.afterFrame(run);
  };
  const onDiscrete = () => {
    // What an earlier render left waiting runs before this event's handlers see the page.
    run();
    lastInput = clock.now();
  };
  for (const type of DISCRETE_EVENTS) target.addEventListener(type, onDiscrete, true);
  return () => {
    for (const type of DISCRETE_EVENTS) target.removeEventListener(type, onDiscrete, true);
  };
}

/** The browser's clock: a frame as Preact waits for it (an animation frame, or 35 ms when none comes, as in a hidden
 *  tab, then a task), a task by setTimeout, and the page's clock. */
export const browserEffectClock: EffectClock = {
  now: () => performance.now(),
  afterFrame(run) {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      clearTimeout(timeout);
      cancelAnimationFrame(frame);
      setTimeout(run);
    };
    const timeout = setTimeout(go, 35);
    const frame = requestAnimationFrame(go);
  },
  nextTask: (run) => setTimeout(run),
};
