// The browser's back button closes the open modal (a dialog, the post's menu), as on Mastodon's web UI: opening the
// first modal pushes one history entry for the same address, marked as the modal layer's; Back leaves it, which
// closes the top modal; a modal closed any other way (Escape, Cancel, an action) takes that entry away again, so
// Back then goes where it went before. One entry serves modals that follow each other (the menu closing as the BLOCK
// dialog it opened appears): the entry is taken away only when no modal has opened by the next task.
// Taking it away is a history.back(), which the browser carries out in a later task, back from the entry that was
// current when it was asked: an address the app pushed in between (a link followed right after Escape) is undone by
// it. The address is pushed again when that traversal's popstate comes, so the navigation stands.
// Plain logic over an injected history, so it is tested without a browser (tests/unit/design/modal-history.test.ts).

export interface HistoryPort {
  readonly state: unknown;
  /** The current address, absolute. */
  readonly url: string;
  pushState(state: unknown, unused: string, url?: string): void;
  back(): void;
}

export interface ModalHistoryDeps {
  history: HistoryPort;
  /** Listens to popstate; answers the unsubscribe. */
  onPop: (listener: () => void) => () => void;
  /** Runs `fn` in a later task (setTimeout 0 in the page). */
  later: (fn: () => void) => void;
  /** Listens to the app's own pushState calls (the router's), with the state and the absolute address pushed. */
  onAppPush?: (listener: (state: unknown, url: string) => void) => () => void;
}

const MARK = 'woollyModal';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const marked = (state: unknown) => isRecord(state) && state[MARK] === true;

export function createModalHistory(deps: ModalHistoryDeps) {
  /** Open modals, newest last: Back closes the last. */
  const open: { onBack: () => void }[] = [];
  /** Our own history.back() calls whose popstate has not come yet: those pops close nothing. */
  let ownPops = 0;
  /** Popstate is listened to from the first modal on, for the page's life (one listener). */
  let listening = false;
  /** The last address the app pushed while our back() was on its way: that traversal undoes it. */
  let pushedMeanwhile: { state: unknown; url: string } | null = null;

  const ensureEntry = () => {
    if (marked(deps.history.state)) return;
    const base = isRecord(deps.history.state) ? deps.history.state : {};
    deps.history.pushState({ ...base, [MARK]: true }, '');
  };

  const onPop = () => {
    if (ownPops > 0) {
      ownPops--;
      const pushed = pushedMeanwhile;
      if (ownPops === 0) pushedMeanwhile = null;
      if (pushed && deps.history.url !== pushed.url) deps.history.pushState(pushed.state, '', pushed.url);
      // A modal opened while our back() was on its way: it needs its entry again.
      if (open.length > 0) ensureEntry();
      return;
    }
    if (marked(deps.history.state)) return;
    const top = open.pop();
    top?.onBack();
    if (open.length > 0) ensureEntry();
  };

  return {
    /** A modal opened; `onBack` closes it when Back is pressed. Answers `closed`: call it when the modal closes
     *  by any other way. */
    opened(onBack: () => void): () => void {
      const entry = { onBack };
      open.push(entry);
      if (!listening) {
        deps.onPop(onPop);
        deps.onAppPush?.((state, url) => {
          if (ownPops > 0) pushedMeanwhile = { state, url };
        });
        listening = true;
      }
      ensureEntry();
      return () => {
        const i = open.indexOf(entry);
        if (i < 0) return; // closed by Back already
        open.splice(i, 1);
        deps.later(() => {
          // A back() of ours already on its way takes the entry away: the entry still looks current until it comes,
          // and a second back() then would leave the page's first entry (the document before the app).
          if (open.length > 0 || ownPops > 0 || !marked(deps.history.state)) return;
          ownPops++;
          deps.history.back();
        });
      };
    },
    /** How many modals are open (for tests). */
    get size() {
      return open.length;
    },
  };
}

let pageHistory: ReturnType<typeof createModalHistory> | null = null;

/** The page's one modal history (none outside a browser). */
export function modalHistory(): ReturnType<typeof createModalHistory> | null {
  if (typeof window === 'undefined' || typeof history === 'undefined') return null;
  pageHistory ??= pageModalHistory();
  return pageHistory;
}

function pageModalHistory(): ReturnType<typeof createModalHistory> {
  /** Our own pushState calls, which are not the app's. */
  let ours = false;
  return createModalHistory({
    history: {
      get state() {
        return history.state;
      },
      get url() {
        return location.href;
      },
      pushState: (state, unused, url) => {
        ours = true;
        try {
          history.pushState(state, unused, url);
        } finally {
          ours = false;
        }
      },
      back: () => history.back(),
    },
    onPop: (listener) => {
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
    later: (fn) => void setTimeout(fn, 0),
    // The router (wouter) patches history.pushState to announce each call as a "pushState" event on the window,
    // after the address has changed; the router renders the address pushed again from the same event.
    onAppPush: (listener) => {
      const heard = () => {
        if (!ours) listener(history.state, location.href);
      };
      window.addEventListener('pushState', heard);
      return () => window.removeEventListener('pushState', heard);
    },
  });
}
