// When an account's parts that home's first posts do not need may go (issue 20, items 7 and 8): the start-up calls
// (who am I, the instance, unread counts, the socket, conversations…), the fetch of their code (account-rest.ts,
// core-extras.ts) and the other views the tabs open (the deck's notifications column…). Home's first page is the
// account's first request; the rest goes once that page is in and a tab has shown its first content (the tab says
// so: CoreApi.firstContent), so it competes neither with home's answer nor with the tab drawing it. A tab that asks
// for something else while no tab holds home (a reload on /notifications) does not wait for a home nobody shows;
// and nothing waits longer than `maxWaitMs` from the account's start.
export interface StartGateDeps {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (h: unknown) => void;
  maxWaitMs: number;
  /** Whether a tab holds the home view (it took over the account's warm home, warm-view.ts). */
  homeHeld(): boolean;
}

export interface StartGate {
  /** Settles once the gate opens. */
  opened: Promise<void>;
  isOpen(): boolean;
  /** Home's first page is in (its rows or its error are out). */
  homeIn(): void;
  /** A tab has shown its first content. */
  shown(): void;
  /** A tab asked for one of the other parts (a view other than a timeline, an intent). */
  asked(): void;
  /** Opens now (sign-out: nothing should wait for a closed account). */
  open(): void;
}

export function createStartGate(deps: StartGateDeps): StartGate {
  let homeIn = false;
  let shown = false;
  let asked = false;
  let isOpen = false;
  let resolve = () => {};
  const opened = new Promise<void>((r) => {
    resolve = r;
  });
  const open = () => {
    if (isOpen) return;
    isOpen = true;
    deps.clearTimeout(timer);
    resolve();
  };
  const timer = deps.setTimeout(open, deps.maxWaitMs);
  const check = () => {
    if (homeIn && (shown || (asked && !deps.homeHeld()))) open();
  };
  return {
    opened,
    isOpen: () => isOpen,
    homeIn() {
      homeIn = true;
      check();
    },
    shown() {
      shown = true;
      check();
    },
    asked() {
      if (isOpen) return;
      asked = true;
      // A tab opens its views together: the home view asked for in the same breath counts as held.
      deps.setTimeout(check, 0);
    },
    open,
  };
}
