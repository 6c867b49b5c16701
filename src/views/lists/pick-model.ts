// The "Add to list…" dialog's checkboxes: which lists hold the account, as the server said and as the user changed
// them since. A change shows at once; when the server refuses it, that list alone goes back to what it was.

export interface ListPicks {
  /** Null until the server said which lists hold the account. */
  member: ReadonlySet<string> | null;
  /** Lists with a change on its way to the server (their checkbox waits for it). */
  pending: ReadonlySet<string>;
}

export const unknownPicks = (): ListPicks => ({ member: null, pending: new Set() });

export const picksFromServer = (ids: readonly string[], prev: ListPicks): ListPicks => ({
  member: new Set(ids),
  pending: prev.pending,
});

const withOne = (set: ReadonlySet<string>, id: string, on: boolean): Set<string> => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/** The user ticked (or unticked) a list: shown at once, waiting for the server. */
export function pick(p: ListPicks, listId: string, on: boolean): ListPicks {
  return { member: withOne(p.member ?? new Set(), listId, on), pending: withOne(p.pending, listId, true) };
}

/** The server answered the change of one list: kept when it took it, undone when it refused. */
export function settle(p: ListPicks, listId: string, on: boolean, ok: boolean): ListPicks {
  const member = ok ? p.member : withOne(p.member ?? new Set(), listId, !on);
  return { member, pending: withOne(p.pending, listId, false) };
}
