// What the engine's parts share: the store, the reader, the filters and settings in force, the clock, and the
// out-buffer their ops go to. One per engine; the functions of gaps.ts, paging.ts, top.ts… take it first.

import type { CompiledFilters } from '../filters/compile.ts';
import type { Re2 } from '../filters/re2-load.ts';
import type { TimelineSettings } from '../filters/timelineSettings.ts';
import type { RowContext } from '../rows/statusView.ts';
import type { EntityStore } from '../store/entityStore.ts';
import type { DiffBuffer } from './diffBuffer.ts';

export interface EngineContext {
  readonly store: EntityStore;
  /** The signed-in account id; null when anonymous. */
  readonly me: string | null;
  readonly rowCtx: RowContext;
  readonly now: () => number;
  /** Ruling 1 trimming while at the top (the benchmark turns it off). */
  readonly trimEnabled: boolean;
  /** The column patterns' engine if fetched yet (re2-load.ts). */
  readonly regexEngine: () => Re2 | null;
  settings: TimelineSettings;
  filters: CompiledFilters;
  readonly out: DiffBuffer;
  /** Numbers gap keys (see gapKey). */
  gapSerial: number;
}
