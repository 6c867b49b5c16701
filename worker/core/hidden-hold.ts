// What a hidden tab is not sent until it is shown again (issue 20, item 2). A tab behind another one, or in a
// minimised window, would otherwise apply and render every streamed post the moment it arrives: work nobody sees,
// on the same CPU as the tab the user reads. The core keeps that tab's view diffs instead; when the tab is shown,
// they go in one batch (one frame of work), or, for a view that changed too much meanwhile, one fresh snapshot.
// Snapshots and desktop-notification commands are never held. Of the global state a hidden tab shows one thing, the
// unread count in its title (the tab strip shows it), which goes alone (an 'unread' note; hiddenTitleDue says
// when), and the whole state goes when the tab is shown. The whole state at every change (the read markers move with
// every streamed post, at most once a second) would cost the tab a clone, its selectors and a re-render of the
// badges nobody sees.
import type { GlobalState } from '../../shared/protocol/core-api.ts';
import type { ViewDiff, ViewSnapshot } from '../../shared/protocol/diff.ts';

/** What a hidden tab shows of the global state: the unread count in its document title. */
export const hiddenTabShows = (global: Pick<GlobalState, 'unread'>): number => global.unread.notifications;

/** Why the core looks at what a hidden tab's title shows: the count changed, the tab sent its heartbeat (once a
 *  minute while hidden), or no tab is shown any more (the last shown one was hidden or closed). */
export type HiddenTitleMoment = 'change' | 'heartbeat' | 'none-shown';

/**
 * Whether a hidden tab whose title shows `shows` unread notifications is sent `latest` now. While another tab is
 * shown, the user has the count in front of them (that tab's title and badge): a hidden tab's copy catches up at its
 * next heartbeat, at most a minute late (Chromium itself wakes a page hidden for five minutes once a minute), so a
 * streamed post that brings a notification (an account whose bell is on) costs the hidden tab nothing, and a burst of
 * them one wake-up. When no tab is shown, the tab strip is where the count shows: it goes at once. The moment the tab
 * is shown, the whole state goes (the host), so the title is exact when looked at.
 */
export function hiddenTitleDue(
  shows: number,
  latest: number,
  moment: HiddenTitleMoment,
  anotherTabShown: boolean,
): boolean {
  if (latest === shows) return false;
  return moment !== 'change' || !anotherTabShown;
}

/** Beyond this many held diffs for one view, the view is sent as a snapshot when the tab is shown: a snapshot is
 *  at most the view's rows, while diffs held for hours would grow without end. */
export const HIDDEN_HOLD_MAX_DIFFS = 200;

export interface HiddenHold {
  /** Keeps a diff for later. */
  hold(diff: ViewDiff): void;
  /** A snapshot of the view was sent: what was held for it is older and no longer needed. */
  superseded(view: string): void;
  /** The tab left the view: nothing is kept for it. */
  forget(view: string): void;
  /** Everything held, in order, as the tab must apply it: per view its diffs, or its fresh snapshot when too many
   *  were held (null: the view is gone, nothing to send). Empties the hold. */
  release(
    snapshot: (view: string) => ViewSnapshot | null,
  ): ({ diff: ViewDiff } | { snapshot: ViewSnapshot })[];
  /** How many diffs are held (tests, diagnostics). */
  size(): number;
}

export function createHiddenHold(maxDiffs = HIDDEN_HOLD_MAX_DIFFS): HiddenHold {
  // Insertion order of views is kept by the Map; a view's diffs are in version order.
  const held = new Map<string, ViewDiff[]>();
  /** Views whose diffs were dropped for a snapshot. */
  const stale = new Set<string>();
  let count = 0;

  const drop = (view: string) => {
    count -= held.get(view)?.length ?? 0;
    held.delete(view);
  };

  return {
    hold(diff) {
      if (stale.has(diff.view)) return;
      const list = held.get(diff.view);
      if (list && list.length >= maxDiffs) {
        drop(diff.view);
        stale.add(diff.view);
        held.set(diff.view, []);
        return;
      }
      if (list) list.push(diff);
      else held.set(diff.view, [diff]);
      count += 1;
    },
    superseded(view) {
      drop(view);
      stale.delete(view);
    },
    forget(view) {
      drop(view);
      stale.delete(view);
    },
    release(snapshot) {
      const out: ({ diff: ViewDiff } | { snapshot: ViewSnapshot })[] = [];
      for (const [view, diffs] of held) {
        if (stale.has(view)) {
          const snap = snapshot(view);
          if (snap) out.push({ snapshot: snap });
        } else for (const diff of diffs) out.push({ diff });
      }
      held.clear();
      stale.clear();
      count = 0;
      return out;
    },
    size: () => count,
  };
}
