// One row of a list: subscribes to that row's signal alone, so a changed row re-renders only itself.
import { useSignals } from '@preact/signals-react/runtime';
import { memo, type ReactNode } from 'react';
import type { Row } from '../../../shared/protocol/rows.ts';
import type { ViewStore } from '../../stores/types.ts';

export type RenderRow = (row: Row, store: ViewStore) => ReactNode;

export const RowSlot = memo(function RowSlot({
  store,
  rowKey,
  render,
}: {
  store: ViewStore;
  rowKey: string;
  render: RenderRow;
}) {
  useSignals();
  const row = store.row(rowKey)?.value;
  if (!row) return null;
  return <>{render(row, store)}</>;
});
