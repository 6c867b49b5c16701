// The order in which the core hands one change to the tabs that show it (issue 20, item 3). Every tab's batch is
// cloned and posted by the core's one thread, one port after the other: the tab the user is looking at must not
// wait behind the others. The focused tab goes first, then other shown tabs (a second window beside it), then
// hidden ones (whose view diffs are only held: hidden-hold.ts). Within a rank the order is the tabs' own (stable).

export interface TabAttention {
  hidden: boolean;
  focused: boolean;
}

/** 0: focused and shown; 1: shown; 2: hidden. */
export const attentionRank = (t: TabAttention): number => (t.hidden ? 2 : t.focused ? 0 : 1);

/** The tabs in the order they are sent to: most attended first, stable within a rank; unknown tabs last. */
export function fanOutOrder(
  tabIds: Iterable<string>,
  attention: (tabId: string) => TabAttention | undefined,
): string[] {
  const ranked: string[][] = [[], [], [], []];
  for (const id of tabIds) {
    const t = attention(id);
    ranked[t ? attentionRank(t) : 3]!.push(id);
  }
  return ranked.flat();
}
