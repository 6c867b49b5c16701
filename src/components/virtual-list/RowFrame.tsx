// One row of a list: the element the virtualizer measures, subscribed to that row's signal alone, so a changed row
// re-renders only itself. Its props never depend on the row's index: a post inserted above leaves it untouched.
import { useSignals } from '@preact/signals-react/runtime';
import { memo, type ReactNode } from 'react';
import type { Row } from '../../../shared/protocol/rows.ts';
import type { ViewStore } from '../../stores/types.ts';

export type RenderRow = (row: Row, store: ViewStore) => ReactNode;

export const RowFrame = memo(function RowFrame({
  rowKey,
  store,
  render,
  measure,
}: {
  rowKey: string;
  store: ViewStore;
  render: RenderRow;
  measure: (el: HTMLDivElement | null) => void;
}) {
  useSignals();
  const row = store.row(rowKey)?.value;
  // The feed pattern's item: the focusable element j/k move between; its aria-posinset and aria-setsize are written
  // by the list after each commit (they follow the index, which a row's props must not).
  return (
    // biome-ignore lint/a11y/useSemanticElements: the virtualizer measures and types its rows as divs; the role is what assistive technology reads
    <div className="virtual-row" role="article" data-key={rowKey} ref={measure} tabIndex={-1}>
      {row ? render(row, store) : null}
    </div>
  );
});
