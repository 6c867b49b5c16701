// A view that outlives the account behind it: the registry holds this wrapper, and on sign-in or sign-out the
// inner view (built by the current account session) is replaced and the tabs get one reset.

import { emptyMeta, type ViewMeta } from '../../shared/protocol/diff.ts';
import { coreText } from '../../shared/protocol/text.ts';
import type { ViewSpec } from '../../shared/protocol/views.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';

export type InnerOpen = (key: string, spec: ViewSpec, emit: ViewEmit) => LiveView;

export interface SwitchableView extends LiveView {
  /** Rebuilds the inner view with another opener (null: signed out). */
  switchTo(open: InnerOpen | null): void;
}

const signedOutMeta = (): ViewMeta => ({
  ...emptyMeta(),
  hasMore: false,
  error: coreText('core.notSignedInTitle'),
});

export function createSwitchableView(key: string, spec: ViewSpec, emit: ViewEmit, open: InnerOpen | null) {
  let inner: LiveView | null = null;
  let generation = 0;

  const build = (o: InnerOpen | null) => {
    const gen = ++generation;
    // An old inner view that still emits after a switch is ignored.
    inner = o ? o(key, spec, (ops, meta) => gen === generation && emit(ops, meta)) : null;
  };
  build(open);

  const view: SwitchableView = {
    snapshot: () => inner?.snapshot() ?? { rows: [], meta: signedOutMeta() },
    dispose() {
      generation++;
      inner?.dispose();
      inner = null;
    },
    switchTo(o) {
      inner?.dispose();
      build(o);
      const snap = view.snapshot();
      emit([{ op: 'reset', rows: snap.rows }], snap.meta);
    },
  };
  return view;
}
