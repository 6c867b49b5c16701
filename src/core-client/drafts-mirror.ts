// The tab's copy of the drafts in sessionStorage, so a reload or a new core never loses what the user was writing
// (src/core-client/session.ts mirrors every global push's drafts and each draft this tab saves).

const DRAFTS_KEY = 'woolly:drafts';

export interface DraftsMirror {
  /** What storage holds ({} when nothing, or unreadable). */
  read(): Record<string, unknown>;
  /** Writes the drafts when they changed since the last write. */
  write(drafts: Record<string, unknown>): void;
}

export function createDraftsMirror(storage: Pick<Storage, 'getItem' | 'setItem'> | null): DraftsMirror {
  // Every global push carries the drafts (one per streamed post): storage is written only when they changed.
  // Pushes through a worker are structured clones (a new object each time), so the reference check catches only
  // the same-thread core; the serialized text is the cheap version that catches the rest.
  let lastDrafts: Record<string, unknown> | null = null;
  let lastMirrored: string | null = null;
  return {
    read() {
      try {
        return JSON.parse(storage?.getItem(DRAFTS_KEY) ?? '{}') as Record<string, unknown>;
      } catch {
        return {};
      }
    },
    write(drafts) {
      if (drafts === lastDrafts) return;
      try {
        const text = JSON.stringify(drafts);
        if (text !== lastMirrored) {
          storage?.setItem(DRAFTS_KEY, text);
          // What storage now holds (saveDraft writes through here too, so this never goes stale).
          lastMirrored = text;
        }
        lastDrafts = drafts;
      } catch {
        // Storage full or disabled: the core still holds the drafts.
      }
    },
  };
}
