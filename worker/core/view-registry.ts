// Live views in the core, shared by every tab that subscribes to the same spec and refcounted by tab: the first
// subscriber opens the view (one request, one copy), the last one to leave disposes it (and so releases its stream
// subscriptions). Each view numbers its diffs; a tab gets a snapshot at the current version, then every later diff.
import type { RowOp, ViewDiff, ViewMeta, ViewSnapshot } from '../../shared/protocol/diff.ts';
import type { Row } from '../../shared/protocol/rows.ts';
import type { ViewSpec } from '../../shared/protocol/views.ts';

/** What a view source emits when its rows or meta change. */
export type ViewEmit = (ops: RowOp[], meta?: Partial<ViewMeta>) => void;

/** One open view, as the app (timeline engine, notifications engine…) provides it. */
export interface LiveView {
  /** The rows and meta as they are now (for a tab that subscribes late). */
  snapshot(): { rows: Row[]; meta: ViewMeta };
  dispose(): void;
}

export type OpenView = (key: string, spec: ViewSpec, emit: ViewEmit) => LiveView;

interface Entry {
  key: string;
  spec: ViewSpec;
  version: number;
  tabs: Set<string>;
  live: LiveView | null;
}

export interface ViewRegistry {
  /** Adds the tab to the view (opening it if new) and answers its snapshot. */
  subscribe(tabId: string, key: string, spec: ViewSpec): ViewSnapshot;
  /** Removes the tab; answers true when that disposed the view. */
  unsubscribe(tabId: string, key: string): boolean;
  /** Drops every view of a tab (goodbye, missed heartbeats). */
  dropTab(tabId: string): void;
  subscribers(key: string): ReadonlySet<string>;
  /** The view as it is now, at its current version (null when it is not open). */
  snapshot(key: string): ViewSnapshot | null;
  keys(): string[];
  spec(key: string): ViewSpec | undefined;
}

export function createViewRegistry(
  open: OpenView,
  deliver: (tabs: ReadonlySet<string>, d: ViewDiff) => void,
) {
  const views = new Map<string, Entry>();

  const registry: ViewRegistry = {
    subscribe(tabId, key, spec) {
      let e = views.get(key);
      if (!e) {
        const entry: Entry = { key, spec, version: 0, tabs: new Set(), live: null };
        views.set(key, entry);
        e = entry;
        entry.live = open(key, spec, (ops, meta) => {
          // A view disposed in the meantime (or an empty emit) sends nothing.
          if (views.get(key) !== entry || (ops.length === 0 && !meta)) return;
          entry.version += 1;
          const diff: ViewDiff = meta
            ? { view: key, version: entry.version, ops, meta }
            : { view: key, version: entry.version, ops };
          deliver(entry.tabs, diff);
        });
      }
      e.tabs.add(tabId);
      const snap = e.live!.snapshot();
      return { view: key, version: e.version, rows: snap.rows, meta: snap.meta };
    },
    unsubscribe(tabId, key) {
      const e = views.get(key);
      if (!e?.tabs.delete(tabId) || e.tabs.size > 0) return false;
      views.delete(key);
      e.live?.dispose();
      return true;
    },
    dropTab(tabId) {
      for (const key of [...views.keys()]) registry.unsubscribe(tabId, key);
    },
    subscribers: (key) => views.get(key)?.tabs ?? new Set(),
    snapshot(key) {
      const e = views.get(key);
      if (!e?.live) return null;
      const snap = e.live.snapshot();
      return { view: key, version: e.version, rows: snap.rows, meta: snap.meta };
    },
    keys: () => [...views.keys()],
    spec: (key) => views.get(key)?.spec,
  };
  return registry;
}
