// The personal note is saved as it is typed: each change waits a moment (debounced), then one save sends the latest
// text. A failed save keeps the text (in the field, and in storage so a reload or a closed tab does not lose it) and
// is tried again on the next change or a retry; the kept copy goes once the server has the text. Plain logic over
// injected timers and storage, so it is tested without a browser.

export type NoteStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface NoteSaverDeps {
  save: (text: string) => Promise<boolean>;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** Where unsaved text survives a reload (localStorage in the tab); optional. */
  storage?: { get(): string | null; set(text: string | null): void };
  onStatus: (s: NoteStatus) => void;
  delayMs?: number;
}

export const NOTE_SAVE_DELAY_MS = 800;

export function createNoteSaver(deps: NoteSaverDeps) {
  const delay = deps.delayMs ?? NOTE_SAVE_DELAY_MS;
  let timer: unknown = null;
  let latest: string | null = null;
  let saving = false;

  const run = async () => {
    timer = null;
    if (latest === null || saving) return;
    const text = latest;
    saving = true;
    deps.onStatus('saving');
    const ok = await deps.save(text).catch(() => false);
    saving = false;
    if (latest !== text) {
      // Typed on while it was saving: the newer text goes next.
      void run();
      return;
    }
    if (ok) {
      latest = null;
      deps.storage?.set(null);
      deps.onStatus('saved');
    } else deps.onStatus('failed');
  };

  return {
    /** Unsaved text kept from an earlier visit (a failed save, or a tab closed while typing), if any. */
    kept: (): string | null => deps.storage?.get() ?? null,
    /** The user typed: kept at once, saved after the pause. */
    change(text: string) {
      latest = text;
      deps.storage?.set(text);
      if (timer !== null) deps.clearTimeout(timer);
      timer = deps.setTimeout(() => void run(), delay);
    },
    /** Saves now what waits (leaving the screen, or Try again after a failure). */
    flush() {
      if (timer !== null) deps.clearTimeout(timer);
      timer = null;
      void run();
    },
    /** True while typed text is not yet on the server: the field keeps it over what the server says. */
    dirty: () => latest !== null,
  };
}
