// The home read marker (ruling 4): the newest post at the top of a home timeline that a reader is at the top of.
// A view scrolled down (or holding pending posts above) has not been read to its newest item, so it says nothing.

import { compareIds } from '../api/markers-uploader.ts';
import type { TimelineState } from '../timelines/types.ts';

export function homeMarkerId(states: readonly Readonly<TimelineState>[]): string | null {
  let newest: string | null = null;
  for (const s of states) {
    if (s.spec.timeline !== 'home' || !s.top) continue;
    const i = s.items.findIndex((item) => item.kind === 'status');
    const item = i < 0 ? undefined : s.items.at(i);
    if (item?.kind !== 'status') continue;
    if (newest === null || compareIds(item.id, newest) > 0) newest = item.id;
  }
  return newest;
}
