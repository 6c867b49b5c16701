// A timeline view's state as it is opened, and the meta it shows (section 3).
import type { ViewMeta } from '../../shared/protocol/diff.ts';
import type { TimelineSpec } from '../../shared/protocol/views.ts';
import type { Re2 } from '../filters/re2-load.ts';
import { filterContextFor, hideShowsAsWarn } from '../filters/scope.ts';
import { regexBodyFor, type TimelineSettings } from '../filters/timelineSettings.ts';
import { compileUserRegex } from '../filters/userRegex.ts';
import { countStatuses } from './itemIndex.ts';
import { ItemList } from './itemList.ts';
import type { TimelineState } from './types.ts';

/** A view opened by one tab: nothing loaded yet, at the top, online; a bad column regex shows as its error. */
export function newViewState(
  key: string,
  spec: TimelineSpec,
  settings: TimelineSettings,
  now: number,
  re2: Re2 | null,
): TimelineState {
  const regex = compileUserRegex(regexBodyFor(settings, key, spec), re2);
  const viewSpec = { kind: 'timeline' as const, ...spec };
  return {
    key,
    spec,
    openCount: 1,
    items: new ItemList(),
    pendingItems: [],
    ids: new Map(),
    originals: new Map(),
    shownCount: 0,
    unread: 0,
    online: true,
    top: true,
    isLoading: false,
    hasMore: true,
    isPartial: false,
    error: regex.error,
    userRegex: regex.regex,
    context: filterContextFor(viewSpec),
    hideAsWarn: hideShowsAsWarn(viewSpec),
    lastContactAt: now,
  };
}

export function metaOf(state: TimelineState): ViewMeta {
  return {
    pending: countStatuses(state.pendingItems),
    unread: state.unread,
    online: state.online,
    top: state.top,
    isLoading: state.isLoading,
    hasMore: state.hasMore,
    isPartial: state.isPartial,
    error: state.error,
  };
}
