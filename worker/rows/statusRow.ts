// A timeline item → StatusRow: a boost shows the original post plus who boosted it; the filter verdict is applied.
import type { FilterVerdict, StatusRow, StatusView } from '../../shared/protocol/rows.ts';
import type { Status } from '../../shared/wire/entities.ts';
import { toAccountChip } from './accountChip.ts';
import { type RowContext, toStatusView } from './statusView.ts';

export interface StatusRowOptions {
  filter?: FilterVerdict | null;
  pinnedRow?: boolean;
  /** A cached view of the original post (the store's cache); built when absent. */
  view?: StatusView;
}

export const statusRowKey = (itemId: string) => `s:${itemId}`;

export function toStatusRow(item: Status, ctx: RowContext, opts: StatusRowOptions = {}): StatusRow {
  const original = item.reblog ?? item;
  return {
    kind: 'status',
    key: statusRowKey(item.id),
    itemId: item.id,
    status: opts.view ?? toStatusView(original, ctx),
    rebloggedBy: item.reblog ? toAccountChip(item.account) : null,
    filter: opts.filter ?? null,
    pinnedRow: opts.pinnedRow === true,
  };
}
