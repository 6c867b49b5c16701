// A callback whose identity never changes but which always runs the newest render's function: handed to the
// memoized parts of the compose box (ComposeTools.tsx), so a keystroke, which makes new closures, re-renders none
// of them.
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useStable<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  // Set after each commit: handlers run from events, which come after it.
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
