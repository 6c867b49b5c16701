// A global push arrives as a structured clone: every part is a new object, even the parts that did not change.
// Components that read a part (the settings, the drafts) would re-render on every push (one per few streamed
// posts, as the home read marker moves). Keeping the previous object for each top-level part whose content is the
// same lets signals and memoized components see "unchanged" by reference.

/** `next`, with each top-level value replaced by the one in `prev` when their content is equal. Pure. */
export function shareUnchanged<T extends object>(prev: T | null, next: T): T {
  if (!prev || prev === next) return next;
  let same = true;
  const out = { ...next } as Record<string, unknown>;
  const before = prev as Record<string, unknown>;
  for (const key of Object.keys(out)) {
    const a = before[key];
    const b = out[key];
    if (a === b) continue;
    if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && sameJson(a, b)) {
      out[key] = a;
    } else same = false;
  }
  if (same && Object.keys(before).length === Object.keys(out).length) return prev;
  return out as T;
}

function sameJson(a: object, b: object): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}
