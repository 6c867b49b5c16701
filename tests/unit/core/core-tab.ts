// A tab as the core sees it, for tests of the whole core: the rows it would show, rebuilt from the snapshots and
// diffs it was pushed, whether each view's page has come, and the other messages it got.
import type { PushMessage } from '../../../shared/protocol/core-api.ts';
import { applyOps } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';

export function coreTab(id: string) {
  const views = new Map<string, Row[]>();
  const loading = new Map<string, boolean>();
  const globals: PushMessage[] = [];
  return {
    id,
    views,
    globals,
    push: (msgs: PushMessage[]) => {
      for (const m of msgs) {
        if (m.type === 'snapshot') {
          views.set(m.snapshot.view, m.snapshot.rows);
          loading.set(m.snapshot.view, m.snapshot.meta.isLoading);
        } else if (m.type === 'diff') {
          views.set(m.diff.view, applyOps(views.get(m.diff.view) ?? [], m.diff.ops));
          if (m.diff.meta?.isLoading !== undefined) loading.set(m.diff.view, m.diff.meta.isLoading);
        } else globals.push(m);
      }
    },
    keys: (view: string) => (views.get(view) ?? []).map((r) => r.key),
    /** Whether the view's page has come (it is not loading). */
    loaded: (view: string) => loading.get(view) === false,
  };
}
