// When the views' passive effects (useEffect) run. Preact runs them after the next frame; React runs them at once
// when a discrete user event (a key, a click, typing) rendered them. The app relies on the second: a modal's focus
// trap and history entry, the drafts' page-hide handler and the focus given back on closing are all set up in
// effects, and the user's next key or Back must meet them, however late the next frame comes on a loaded machine.
// So, as React does: effects rendered during a discrete event run in that event's task (a microtask after the
// render), and effects still waiting for a frame run before the next discrete event is handled. Renders from
// anything else (the stream, a scroll, a timer) keep Preact's after-the-frame timing, which keeps a streamed
// post's frame short.

/** The user events after which pending effects must have run (the ones React treats as discrete). */
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
  'focusin',
  'focusout',
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

export interface EffectClock {
  /** Runs after the browser's next frame (Preact's own timing). */
  afterFrame(run: () => void): void;
  /** Runs at the start of the next task (ends the discrete event's window). */
  nextTask(run: () => void): void;
  microtask(run: () => void): void;
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
  let inDiscreteEvent = false;
  const run = () => {
    const flush = pending;
    pending = null;
    flush?.();
  };
  options.requestAnimationFrame = (flush) => {
    pending = flush;
    if (inDiscreteEvent) clock.microtask(run);
    else clock.afterFrame(run);
  };
  const onDiscrete = () => {
    // What an earlier render left waiting runs before this event's handlers see the page.
    run();
    if (inDiscreteEvent) return;
    inDiscreteEvent = true;
    clock.nextTask(() => {
      inDiscreteEvent = false;
    });
  };
  for (const type of DISCRETE_EVENTS) target.addEventListener(type, onDiscrete, true);
  return () => {
    for (const type of DISCRETE_EVENTS) target.removeEventListener(type, onDiscrete, true);
  };
}

/** The browser's clock: a frame as Preact waits for it (an animation frame, or 35 ms when none comes, as in a hidden
 *  tab, then a task), a task by setTimeout, a microtask by queueMicrotask. */
export const browserEffectClock: EffectClock = {
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
  microtask: (run) => queueMicrotask(run),
};
