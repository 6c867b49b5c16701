// The tab's own copy of its compose drafts, in localStorage, written synchronously on every change and again on
// pagehide. It exists because nothing typed may depend on the core being there at that moment: the core can be
// dead for a few seconds (before the tab notices), and a SharedWorker dies with the last tab, before its debounced
// IndexedDB write. A reload finds the entry by its id (the tab's compose session survives the reload); a closed
// tab marks its entries closed on pagehide, and the next tab that opens the same compose area with nothing of its
// own takes over the newest closed one. Entries are bounded (oldest go first). Plain functions over a Storage.

const PREFIX = 'woolly:draft:';
export const MAX_LOCAL_DRAFTS = 30;

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

interface Entry {
  draft: unknown;
  /** When it was written (the tab's clock): the newest orphan wins, the oldest entries go. */
  at: number;
  /** Set on pagehide: the tab went away (or is reloading, and will claim it back by id). */
  closed?: boolean;
}

const parse = (raw: string | null): Entry | null => {
  if (!raw) return null;
  try {
    const e = JSON.parse(raw) as Partial<Entry> | null;
    return e && typeof e === 'object' && typeof e.at === 'number' && e.draft ? (e as Entry) : null;
  } catch {
    return null;
  }
};

function entries(storage: DraftStorage): [id: string, entry: Entry][] {
  const out: [string, Entry][] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const e = parse(storage.getItem(key));
    if (e) out.push([key.slice(PREFIX.length), e]);
  }
  return out;
}

export function writeLocalDraft(
  storage: DraftStorage | null,
  draftId: string,
  draft: unknown,
  at: number,
  closed = false,
): void {
  try {
    storage?.setItem(PREFIX + draftId, JSON.stringify(closed ? { draft, at, closed } : { draft, at }));
  } catch {
    // Storage full or disabled: the core still gets the draft.
  }
}

export function readLocalDraft(storage: DraftStorage | null, draftId: string): unknown | null {
  try {
    return storage ? (parse(storage.getItem(PREFIX + draftId))?.draft ?? null) : null;
  } catch {
    return null;
  }
}

export function removeLocalDraft(storage: DraftStorage | null, draftId: string): void {
  try {
    storage?.removeItem(PREFIX + draftId);
  } catch {
    // Nothing to do.
  }
}

/** The newest closed draft of the same compose area (`sameArea(id)`), moved under `draftId`; answers it and the
 *  id it had, or null when there is none. */
export function takeOverClosedDraft(
  storage: DraftStorage | null,
  draftId: string,
  sameArea: (id: string) => boolean,
  at: number,
): { draft: unknown; from: string } | null {
  if (!storage) return null;
  try {
    let best: [string, Entry] | null = null;
    for (const [id, e] of entries(storage))
      if (e.closed && id !== draftId && sameArea(id) && (!best || e.at > best[1].at)) best = [id, e];
    if (!best) return null;
    writeLocalDraft(storage, draftId, best[1].draft, at);
    storage.removeItem(PREFIX + best[0]);
    return { draft: best[1].draft, from: best[0] };
  } catch {
    return null;
  }
}

/** Entries that tabs closed more than `minAgeMs` ago (so not a reload: that tab is gone), oldest first. */
export function closedDraftsOlderThan(
  storage: DraftStorage | null,
  now: number,
  minAgeMs: number,
): { id: string; draft: unknown }[] {
  if (!storage) return [];
  try {
    return entries(storage)
      .filter(([, e]) => e.closed === true && now - e.at >= minAgeMs)
      .sort((a, b) => a[1].at - b[1].at)
      .map(([id, e]) => ({ id, draft: e.draft }));
  } catch {
    return [];
  }
}

/** Keeps the newest `max` entries. */
export function pruneLocalDrafts(storage: DraftStorage | null, max = MAX_LOCAL_DRAFTS): void {
  if (!storage) return;
  try {
    const all = entries(storage).sort((a, b) => b[1].at - a[1].at);
    for (const [id] of all.slice(max)) storage.removeItem(PREFIX + id);
  } catch {
    // Nothing to do.
  }
}
