// Which tab shows a desktop notification and plays its sound: exactly one, so that ten open tabs do not make ten
// popups and ten boops. The core keeps each tab's presence and elects, per notification:
//   1. a tab that is visible and focused, the most recently active one;
//   2. otherwise a visible tab, the most recently active one;
//   3. otherwise any tab, the most recently active one;
// ties (same activity stamp) go to the smallest tab id, so the choice is deterministic. While any tab is known the
// answer is one tab (never zero, never two); a closed tab is forgotten and the next election hands over.
import type { PermissionState } from './decide.ts';

export interface TabPresence {
  visible: boolean;
  focused: boolean;
  /** The browser's Notification.permission as that tab sees it. */
  permission?: PermissionState;
}

interface TabEntry extends Required<TabPresence> {
  /** When the tab last became visible or focused (or joined), by the injected clock. */
  activeAt: number;
}

export interface TabElection {
  /** A tab joined or its visibility/focus changed. */
  update(tabId: string, presence: TabPresence): void;
  /** A tab said goodbye or was dropped by the heartbeat. */
  remove(tabId: string): void;
  /** The tab that shows the next notification; null only when no tab is known. */
  elect(): string | null;
  /** Some tab is visible and focused (the user is looking at the app). */
  focusedTabExists(): boolean;
  /** The permission reported by the most recent reporter; 'default' when no tab said. */
  permission(): PermissionState;
  tabs(): string[];
}

export function createTabElection(deps: { now: () => number }): TabElection {
  const tabs = new Map<string, TabEntry>();
  let permission: PermissionState = 'default';

  const rank = (t: TabEntry): number => (t.visible && t.focused ? 2 : t.visible ? 1 : 0);
  /** True when a should win over b. */
  const beats = (aId: string, a: TabEntry, bId: string, b: TabEntry): boolean => {
    if (rank(a) !== rank(b)) return rank(a) > rank(b);
    if (a.activeAt !== b.activeAt) return a.activeAt > b.activeAt;
    return aId < bId;
  };

  return {
    update(tabId, p) {
      const prev = tabs.get(tabId);
      const becameActive =
        !prev || (p.visible && !prev.visible) || (p.focused && !prev.focused) || (p.focused && p.visible);
      const entry: TabEntry = {
        visible: p.visible,
        focused: p.focused,
        permission: p.permission ?? prev?.permission ?? permission,
        activeAt: prev?.activeAt ?? 0,
      };
      if (becameActive) {
        entry.activeAt = deps.now();
      }
      if (p.permission) permission = p.permission;
      tabs.set(tabId, entry);
    },
    remove(tabId) {
      tabs.delete(tabId);
    },
    elect() {
      let best: [string, TabEntry] | null = null;
      for (const [id, t] of tabs) {
        if (best === null || beats(id, t, best[0], best[1])) best = [id, t];
      }
      return best ? best[0] : null;
    },
    focusedTabExists: () => [...tabs.values()].some((t) => t.visible && t.focused),
    permission: () => permission,
    tabs: () => [...tabs.keys()].sort(),
  };
}
