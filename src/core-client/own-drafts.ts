// What a core that just said hello must be given back: the drafts mirrored from the old core that it lacks, and
// every draft this tab wrote (kept in memory as it writes them, before the core has them) that the core holds
// differently: text typed while the core was gone (killed, before the heartbeat noticed) reaches the next core
// even when that core restored an older copy from disk. A draft this tab deleted (null) is deleted again.
export function draftsToGiveBack(
  mirrored: Record<string, unknown>,
  own: ReadonlyMap<string, unknown>,
  held: Record<string, unknown>,
): [draftId: string, draft: unknown][] {
  const out = new Map<string, unknown>();
  for (const id in mirrored) if (!(id in held) && mirrored[id] != null) out.set(id, mirrored[id]);
  for (const [id, draft] of own) {
    if (JSON.stringify(held[id] ?? null) !== JSON.stringify(draft ?? null)) out.set(id, draft ?? null);
    else out.delete(id);
  }
  return [...out];
}
