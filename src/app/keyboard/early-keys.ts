// Keys pressed before the shortcuts' listener is there (its module is fetched after the first posts, or at the first
// key): kept from the start (main.tsx) and handed to the listener when it is installed (Hotkeys.tsx), which runs
// them in order, so a shortcut pressed early still works, at once.
let early: KeyboardEvent[] | null = null;
let stop: (() => void) | null = null;

/** Keeps every key pressed by the user from now until takeEarlyKeys(). */
export function keepEarlyKeys(doc: Document): void {
  if (early) return;
  const kept: KeyboardEvent[] = [];
  early = kept;
  const on = (e: KeyboardEvent) => {
    if (e.isTrusted && kept.length < 20) kept.push(e);
  };
  doc.addEventListener('keydown', on);
  stop = () => doc.removeEventListener('keydown', on);
}

/** The keys kept so far, once; keeping stops. */
export function takeEarlyKeys(): KeyboardEvent[] {
  const kept = early ?? [];
  stop?.();
  stop = null;
  early = [];
  return kept;
}
