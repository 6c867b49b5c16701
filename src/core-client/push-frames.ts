// Pushes that reach the tab within one frame are applied in at most two commits (issue 20, item 1): the core sends
// each stream frame as soon as it has it, so a burst of posts comes as several messages within one frame; applied one
// by one, each would re-render the list and commit to the DOM, though only the last state is painted. The first push
// after a frame is applied at once (a lone post, a page asked for, a snapshot: none of them waits); what follows it
// before the next frame waits for that frame and is applied there together: one store change per view, one React
// commit, before the frame's layout and paint.
import { batch } from '@preact/signals-react';
import type { PushMessage } from '../../shared/protocol/core-api.ts';

/** Runs `fn` at the next frame (or soon, where no frame comes: a hidden tab draws none). */
export type NextFrame = (fn: () => void) => void;

/** How long the tab waits for a frame before applying anyway (a tab hidden meanwhile still keeps its title). */
export const FRAME_FALLBACK_MS = 100;

/** `apply` gets the batches to apply now, in order, in one signals batch. Without `nextFrame`, each batch is applied
 *  as it comes (tests, and cores in the same thread). */
export function framedPushes(
  apply: (batches: PushMessage[][]) => void,
  nextFrame?: NextFrame,
): (messages: PushMessage[]) => void {
  let queued: PushMessage[][] = [];
  /** A push was applied since the last frame: the next ones wait for the frame. */
  let armed = false;
  const run = (batches: PushMessage[][]) => batch(() => apply(batches));
  const atFrame = () => {
    armed = false;
    const batches = queued;
    queued = [];
    if (batches.length > 0) run(batches);
  };
  return (messages) => {
    if (!nextFrame) return run([messages]);
    // A snapshot is a view (re)appearing, which the reader waits for (and a list waits for to restore its place):
    // it goes at once, with what was queued before it.
    if (armed && !messages.some((m) => m.type === 'snapshot')) {
      queued.push(messages);
      return;
    }
    if (armed) {
      queued.push(messages);
      const batches = queued;
      queued = [];
      return run(batches);
    }
    armed = true;
    nextFrame(atFrame);
    run([messages]);
  };
}

/** The page's frames: an animation frame while the document is shown, with a timer behind it in case none comes. */
export function pageNextFrame(doc: Pick<Document, 'visibilityState'>, win: Window): NextFrame {
  return (fn) => {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      fn();
    };
    const shown = doc.visibilityState === 'visible';
    if (shown) win.requestAnimationFrame(once);
    win.setTimeout(once, shown ? FRAME_FALLBACK_MS : 0);
  };
}
