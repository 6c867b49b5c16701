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
  return (
    <div className="virtual-row" data-key={rowKey} ref={measure} tabIndex={-1}>
      {row ? render(row, store) : null}
    </div>
  );
});
