// The compose box's draft and where it is kept. The core owns drafts (it restores them after a reload and gives
// each tab's compose session its own, see compose-session.ts); the draft goes to it debounced (`draft.save`). The
// tab also keeps its own copy in localStorage (local-drafts.ts), written on every change and on pagehide, so what
// was typed survives a core that died a moment ago and a tab closed within the debounce. On mount the tab's copy
// wins (it is never older than the core's); without one, a closed tab's draft of the same compose area is taken
// over; else the core's draft is adopted, or (a reply) built by the core from the post.
import { type MutableRefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Core } from '../../app/core-context.tsx';
import { pageLeaving } from '../../lib/page-leaving.ts';
import {
  type ComposeDraft,
  type DraftDefaults,
  emptyDraft,
  hasContent,
  reviveDraft,
} from './compose-logic.ts';
import { draftBase, isScopedDraftId } from './compose-session.ts';
import { putClosedDraftsAside } from './later/closed-drafts.ts';
import {
  type DraftStorage,
  pruneLocalDrafts,
  readLocalDraft,
  removeLocalDraft,
  takeOverClosedDraft,
  writeLocalDraft,
} from './local-drafts.ts';

const browserStorage = (): DraftStorage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** The tab's own copy of a scoped draft, or a closed tab's of the same compose area (then told to the core). */
function localStart(storage: DraftStorage | null, core: Core, draftId: string, defaults: DraftDefaults) {
  if (!isScopedDraftId(draftId)) return null;
  const own = reviveDraft(readLocalDraft(storage, draftId), defaults);
  if (own) {
    putClosedDraftsAside(core, storage, defaults);
    pruneLocalDrafts(storage);
    return own;
  }
  // A page already leaving takes no closed tab's draft over: it would hold it as its own open draft, with no
  // pagehide left to offer it to the next tab.
  if (pageLeaving()) return null;
  const base = draftBase(draftId);
  const taken = takeOverClosedDraft(
    storage,
    draftId,
    (id) => isScopedDraftId(id) && draftBase(id) === base,
    Date.now(),
  );
  const draft = taken ? reviveDraft(taken.draft, defaults) : null;
  if (taken && draft) void core.intent({ type: 'draft.save', draftId: taken.from, draft: null });
  // The other drafts closed tabs left go to the drafts put aside (later/closed-drafts.ts), before the bound.
  putClosedDraftsAside(core, storage, defaults);
  pruneLocalDrafts(storage);
  return draft;
}

/** Whether a closed tab's draft is offered to the next tab: an emptied one stays the tab's own (its reload finds
 *  it) but is not offered. */
const worthKeeping = (d: ComposeDraft) => hasContent(d) || d.poll !== null;

export interface DraftSync {
  draft: ComposeDraft;
  setDraft: (next: ComposeDraft | ((d: ComposeDraft) => ComposeDraft)) => void;
  /** The draft of the last render (for callbacks that outlive it). */
  current: MutableRefObject<ComposeDraft>;
  /** Sends the draft to the core now (before a submit); resolves when the core has it. */
  saveNow(): Promise<unknown>;
  /** Starts over with `fresh` (after a post or a cancel): nothing of the old draft is kept anywhere. */
  startOver(fresh: ComposeDraft): void;
}

export function useDraftSync(opts: {
  core: Core;
  draftId: string;
  inReplyToId: string | null;
  /** The text a new draft starts with (a mention, a shared page) when nothing was saved under its id. */
  seedText?: string | null;
  defaults: DraftDefaults;
  debounceMs: number;
}): DraftSync {
  const { core, draftId, inReplyToId, seedText, defaults, debounceMs } = opts;
  const storage = useRef(browserStorage()).current;
  const [fromTab] = useState(() => localStart(storage, core, draftId, defaults));
  const [draft, setDraft] = useState<ComposeDraft>(
    () => fromTab ?? { ...emptyDraft(defaults), inReplyToId, text: seedText ?? '' },
  );
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The save the timer is waiting to send (its draft id, core and draft), run early when the box goes away. */
  const pendingSave = useRef<(() => void) | null>(null);
  const cancelPending = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pendingSave.current = null;
  };
  const flushPending = () => {
    const save = pendingSave.current;
    cancelPending();
    save?.();
  };
  // The draft last handed to (or received from) the core; the initial draft is never sent (StrictMode runs
  // effects twice), and nothing the user has not touched is saved.
  const initial = useRef(draft);
  const lastSent = useRef<ComposeDraft>(draft);
  const current = useRef(draft);
  current.current = draft;

  const send = (d: ComposeDraft | null) => core.intent({ type: 'draft.save', draftId, draft: d });

  // Restore from the core (after a reload, or built from a post by `compose.from`) when the tab had nothing; a
  // reply with none asks the core to build one. Adopted only while the user has not started typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per draft id
  useEffect(() => {
    if (fromTab) return;
    let live = true;
    const adopt = (v: unknown) => {
      const restored = live ? reviveDraft(v, defaults) : null;
      if (!restored || current.current !== initial.current) return false;
      lastSent.current = restored;
      initial.current = restored;
      setDraft(restored);
      return true;
    };
    void core.intent({ type: 'draft.load', draftId }).then((r) => {
      if (r.ok && r.value && adopt(r.value)) return;
      if (live && inReplyToId)
        void core
          .intent({ type: 'compose.from', draftId, statusId: inReplyToId, mode: 'reply' })
          .then((rr) => rr.ok && adopt(rr.value));
    });
    return () => {
      live = false;
    };
  }, [draftId]);

  // Every change: the tab's copy at once, the core's debounced. A newer change replaces the save waiting. A layout
  // effect, so the copy is written in the task that rendered the change (a passive effect waits for the next frame,
  // and a tab closed right after typing would have none).
  // biome-ignore lint/correctness/useExhaustiveDependencies: send is the core's intent for this draft id
  useLayoutEffect(() => {
    if (draft === lastSent.current) return;
    // In a page already leaving (its pagehide came and went), the copy is written closed: the next tab takes it.
    if (isScopedDraftId(draftId) && draft !== initial.current)
      writeLocalDraft(storage, draftId, draft, Date.now(), pageLeaving() && worthKeeping(draft));
    cancelPending();
    const save = () => {
      lastSent.current = draft;
      void send(draft);
    };
    pendingSave.current = save;
    timer.current = setTimeout(flushPending, debounceMs);
  }, [draft, draftId, core, debounceMs]);

  // The box goes away (the user left an edit for the timeline, a reply closed): the save still waiting is sent
  // now, not dropped. A post's draft (edit, redraft) has no copy in the tab, so its last keystrokes would be lost.
  // A layout cleanup, so it runs as the box leaves the page, not a frame later (the tab may be closed meanwhile).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs hold what is current
  useLayoutEffect(() => flushPending, []);

  // The page goes away (closed, reloaded, to the back/forward cache): the tab's copy is marked closed, so the
  // next tab can take it over, and a save still waiting is sent now. Shown again: it is this tab's again.
  // Listened to from the task the box is mounted in (a layout effect): a passive effect waits for a frame, and a tab
  // closed before it came would leave its copy unmarked, which no other tab takes over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs hold what is current
  useLayoutEffect(() => {
    if (!isScopedDraftId(draftId) || typeof window === 'undefined') return;
    const hide = () => {
      const d = current.current;
      if (d === initial.current && !readLocalDraft(storage, draftId)) return;
      writeLocalDraft(storage, draftId, d, Date.now(), worthKeeping(d));
      // A save still waiting goes now, with the newest draft rendered.
      if (!pendingSave.current) return;
      cancelPending();
      lastSent.current = d;
      void send(d);
    };
    const show = (e: PageTransitionEvent) => {
      if (e.persisted && readLocalDraft(storage, draftId))
        writeLocalDraft(storage, draftId, current.current, Date.now());
    };
    window.addEventListener('pagehide', hide);
    window.addEventListener('pageshow', show);
    return () => {
      window.removeEventListener('pagehide', hide);
      window.removeEventListener('pageshow', show);
    };
  }, [draftId]);

  // A draft the tab brought back (its own copy, or a closed tab's) goes to the core, which may hold an older one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per draft id
  useEffect(() => {
    if (fromTab) void send(fromTab);
  }, [draftId]);

  return {
    draft,
    setDraft,
    current,
    saveNow() {
      cancelPending();
      lastSent.current = current.current;
      return send(current.current);
    },
    startOver(fresh) {
      cancelPending();
      removeLocalDraft(storage, draftId);
      lastSent.current = fresh;
      initial.current = fresh;
      setDraft(fresh);
    },
  };
}
