// Notification ids already shown on the desktop, whoever showed them: a tab (streaming) or the service worker
// (Web Push, reported back to the core through a tab). The first claim wins; later ones are refused, so one
// notification never pops up twice. Bounded: the oldest ids are forgotten first (a notification that old is not
// streamed again).
export type ShownVia = 'tab' | 'push';

export interface ShownLedger {
  /** True if the caller may show it (and it is now recorded as shown); false if it was shown already. */
  claim(id: string, via: ShownVia): boolean;
  has(id: string): boolean;
  via(id: string): ShownVia | undefined;
}

export const SHOWN_LEDGER_CAP = 500;

export function createShownLedger(cap = SHOWN_LEDGER_CAP): ShownLedger {
  // A Map keeps insertion order: the first key is the oldest.
  const shown = new Map<string, ShownVia>();
  return {
    claim(id, via) {
      if (shown.has(id)) return false;
      shown.set(id, via);
      if (shown.size > cap) {
        const oldest = shown.keys().next().value;
        if (oldest !== undefined) shown.delete(oldest);
      }
      return true;
    },
    has: (id) => shown.has(id),
    via: (id) => shown.get(id),
  };
}
