// A view's filter scope: its context (filterContextOf of shared/protocol/views.ts) and whether hide shows as warn.
import type { ViewSpec } from '../../shared/protocol/views.ts';
import { filterContextOf } from '../../shared/protocol/views.ts';
import type { FilterContext } from '../../shared/wire/entities.ts';

export function filterContextFor(spec: ViewSpec | { kind: 'search' }): FilterContext {
  // Search has no filter context of its own on the server; its results are public posts.
  if (spec.kind === 'search') return 'public';
  return filterContextOf(spec);
}

/** Ruling 5: in bookmarks, favourites, the detailed view (thread) and search, a hide filter shows as a warning. In a
 *  thread that is the focused post alone; its other posts are hidden (worker/threads/thread-view.ts decides). */
export function hideShowsAsWarn(spec: ViewSpec | { kind: 'search' }): boolean {
  if (spec.kind === 'search' || spec.kind === 'thread') return true;
  return spec.kind === 'timeline' && (spec.timeline === 'bookmarks' || spec.timeline === 'favourites');
}
