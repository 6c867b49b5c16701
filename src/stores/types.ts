// The per-tab view store that components read. One signal per row: a changed row re-renders that row's component
// alone; `keys` changes only when the order changes, which is what re-renders the list.
import type { ReadonlySignal } from '@preact/signals-react';
import type { ViewMeta } from '../../shared/protocol/diff.ts';
import type { Row } from '../../shared/protocol/rows.ts';

export interface ViewStore {
  readonly view: string;
  /** Row keys in display order. */
  readonly keys: ReadonlySignal<readonly string[]>;
  /** The display index of a row key, -1 when absent; O(1). */
  indexOf(key: string): number;
  /** The signal of one row; stable per key for as long as the row exists. */
  row(key: string): ReadonlySignal<Row> | undefined;
  readonly meta: ReadonlySignal<ViewMeta>;
  /** Whether the first snapshot has arrived. */
  readonly ready: ReadonlySignal<boolean>;
}
