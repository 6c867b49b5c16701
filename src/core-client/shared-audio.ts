// One AudioContext per tab for the notification sound: creating one per sound is costly and browsers cap how many a
// page may hold. Made on the first sound (not at load: an unused context costs an audio thread), made again only if
// something closed it, and resumed when the autoplay policy left it suspended.

/** The part of AudioContext this module touches (tests pass a plain object). */
export interface AudioContextLike {
  readonly state: string;
  resume(): Promise<void>;
}

export function sharedAudioContext<C extends AudioContextLike>(create: () => C): () => C {
  let ctx: C | null = null;
  return () => {
    if (!ctx || ctx.state === 'closed') ctx = create();
    // Suspended until the page has had a user gesture; resuming is harmless when it is refused.
    if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
    return ctx;
  };
}

/** The listener part of Window this needs. */
interface GestureTarget {
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options?: EventListenerOptions): void;
}

const GESTURES = ['pointerdown', 'keydown'] as const;

/**
 * Making the first AudioContext is a long task (about 100 ms): made on the first notification sound, it landed in
 * the middle of scrolling. Browsers start audio only after a user gesture anyway, so the context is made once, in
 * idle time after the first gesture, and the first sound finds it ready. Answers a function that stops waiting.
 */
export function prepareAudioAfterGesture(deps: {
  target: GestureTarget;
  /** The tab's shared context getter (sharedAudioContext): calling it makes the context. */
  prepare: () => unknown;
  /** requestIdleCallback where the browser has it, a zero timeout otherwise. */
  whenIdle: (fn: () => void) => void;
}): () => void {
  let waiting = true;
  const stop = () => {
    if (!waiting) return;
    waiting = false;
    for (const g of GESTURES) deps.target.removeEventListener(g, onGesture, { capture: true });
  };
  const onGesture = () => {
    stop();
    deps.whenIdle(() => {
      try {
        deps.prepare();
      } catch {
        // No audio here: the sound will be skipped or retried when it plays.
      }
    });
  };
  for (const g of GESTURES) deps.target.addEventListener(g, onGesture, { capture: true, passive: true });
  return stop;
}
