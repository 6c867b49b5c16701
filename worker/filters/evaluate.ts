// The filter verdict for one status in one view: keyword and status filters of the view's context, plus what the
// server said in `filtered`. Own posts are exempt; in bookmarks, favourites, the detailed view and search a hide
// filter shows as a warning (ruling 5).
import type { FilterContext, Status } from '../../shared/wire/entities.ts';
import { actionOf, type CompiledFilters, type FilterActionName, isExpired } from './compile.ts';
import { searchTextOf } from './searchText.ts';

export interface FilterScope {
  context: FilterContext;
  /** Bookmarks, favourites, detailed view, search: hide becomes warn. */
  hideAsWarn: boolean;
  /** The signed-in account id: its posts are never filtered. */
  me: string | null;
  /** Clock for server-supplied results' expiry. */
  now: number;
}

export interface Verdict {
  action: FilterActionName;
  titles: string[];
}

/** `status` is the post as shown: for a boost pass the boost, the original's text is what gets matched. */
export function evaluateFilters(
  filters: CompiledFilters,
  status: Status,
  scope: FilterScope,
): Verdict | null {
  const original = status.reblog ?? status;
  if (scope.me !== null && (original.account?.id === scope.me || status.account?.id === scope.me))
    return null;
  const ctx = filters.contexts[scope.context];
  // Most posts match nothing: decide that before allocating anything.
  const serverResults = original.filtered;
  const hasServer = serverResults !== undefined && serverResults !== null && serverResults.length > 0;
  const byStatus =
    ctx !== undefined &&
    ctx.statusIds.size > 0 &&
    (ctx.statusIds.has(original.id) || ctx.statusIds.has(status.id));
  const text = ctx?.any ? searchTextOf(original) : '';
  // With a quick pattern, its hit only makes the filters' own patterns run (they name what matched; when none
  // does, the verdict is null as before); the combined exact pattern, slow to compile, is then never needed.
  const byKeyword = ctx?.any ? (ctx.quick ?? ctx.any).test(text) : false;
  if (!hasServer && !byStatus && !byKeyword) return null;
  const titles: Record<FilterActionName, string[]> = { hide: [], warn: [], blur: [] };
  const seen = new Set<string>();
  const add = (id: string, title: string, action: FilterActionName) => {
    if (seen.has(id)) return;
    seen.add(id);
    titles[action].push(title);
  };
  if (ctx && (byStatus || byKeyword)) {
    for (const f of ctx.filters) {
      const byWord = f.regex !== null && (f.quick === null || f.quick.test(text)) && f.regex.test(text);
      if (f.statusIds.has(original.id) || f.statusIds.has(status.id) || byWord) {
        add(f.id, f.title, f.action);
      }
    }
  }
  for (const r of original.filtered ?? []) {
    const f = r?.filter;
    if (!f || !(f.context ?? []).includes(scope.context) || isExpired(f.expires_at, scope.now)) continue;
    add(f.id, f.title, actionOf(f.filter_action));
  }
  const { hide, warn, blur } = titles;
  if (hide.length > 0) {
    return scope.hideAsWarn
      ? { action: 'warn', titles: [...hide, ...warn] }
      : { action: 'hide', titles: hide };
  }
  if (warn.length > 0) return { action: 'warn', titles: warn };
  if (blur.length > 0) return { action: 'blur', titles: blur };
  return null;
}
