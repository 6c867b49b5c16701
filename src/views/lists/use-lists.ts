// The user's lists as the core holds them (the `lists` view, one copy for every tab), read in a component: the rows
// in order, whether the first answer is in, and the view's error. Re-renders when a list is added, renamed or goes.
import { useSignals } from '@preact/signals-react/runtime';
import type { ViewMeta } from '../../../shared/protocol/diff.ts';
import type { ListRow } from '../../../shared/protocol/lists.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import { useCore } from '../../app/core-context.tsx';
import type { ViewStore } from '../../stores/types.ts';

const LISTS_SPEC = { kind: 'lists' } as const;

export interface ListsState {
  lists: ListRow[];
  /** The lists are known (the first answer came, or they were known already). */
  loaded: boolean;
  meta: ViewMeta;
  view: string;
}

/** Rows of a store in order, of one kind. */
export function rowsOf<R extends Row>(store: ViewStore, kind: R['kind']): R[] {
  const out: R[] = [];
  for (const key of store.keys.value) {
    const row = store.row(key)?.value;
    if (row?.kind === kind) out.push(row as R);
  }
  return out;
}

export function useLists(): ListsState {
  useSignals();
  const core = useCore();
  const store = core.useView(LISTS_SPEC);
  const meta = store.meta.value;
  const lists = rowsOf<ListRow>(store, 'list');
  return {
    lists,
    loaded: store.ready.value && !meta.isLoading && meta.error === null,
    meta,
    view: store.view,
  };
}

/** One list by id: undefined while the lists are loading, null when they are known and it is not among them. */
export function useList(listId: string): { list: ListRow | null | undefined; state: ListsState } {
  const state = useLists();
  const list = state.lists.find((l) => l.id === listId);
  return { list: list ?? (state.loaded ? null : undefined), state };
}
