// The filter verdict for one status in one view: keyword and status filters of the view's context, plus what the
// server said in `filtered` (on the post, and on a boost's wrapper). Own posts are exempt; in bookmarks,
// favourites, the detailed view and search a hide filter shows as a warning (ruling 5).
import type { FilterVerdict } from '../../shared/protocol/rows.ts';
import type { FilterContext, FilterResult, Status } from '../../shared/wire/entities.ts';
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
  /** With `warn`: blur filters that matched too. The post is warned, and once shown its media stays blurred. */
  blurTitles?: string[];
}

/** Shared by every post without results (most of them): no empty list made per post. */
const NO_RESULTS: readonly FilterResult[] = Object.freeze([]);

/** The server's results for the post as shown: a boost's wrapper may carry them as well as the boosted post. */
function serverResults(status: Status): readonly (FilterResult | null | undefined)[] {
  const own = status.filtered ?? NO_RESULTS;
  const inner = status.reblog?.filtered ?? NO_RESULTS;
  if (inner.length === 0) return own;
  return own.length === 0 ? inner : [...own, ...inner];
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
  const results = serverResults(status);
  const byStatus =
    ctx !== undefined &&
    ctx.statusIds.size > 0 &&
    (ctx.statusIds.has(original.id) || ctx.statusIds.has(status.id));
  const text = ctx?.any ? searchTextOf(original) : '';
  // With a quick pattern, its hit only makes the filters' own patterns run (they name what matched; when none
  // does, the verdict is null as before); the combined exact pattern, slow to compile, is then never needed.
  const byKeyword = ctx?.any ? (ctx.quick ?? ctx.any).test(text) : false;
  if (results.length === 0 && !byStatus && !byKeyword) return null;
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
  for (const r of results) {
    const f = r?.filter;
    if (!f || typeof f.id !== 'string') continue;
    if (filters.known) {
      // Only a filter of the current list (active, in this context) acts, as it is now: a result naming a
      // deleted or expired filter, or an older version of one, is stale.
      const current = ctx?.byId.get(f.id);
      if (current) add(current.id, current.title, current.action);
    } else if ((f.context ?? []).includes(scope.context) && !isExpired(f.expires_at, scope.now)) {
      add(f.id, f.title, actionOf(f.filter_action));
    }
  }
  return verdictOf(titles, scope.hideAsWarn);
}

function verdictOf(titles: Record<FilterActionName, string[]>, hideAsWarn: boolean): Verdict | null {
  const { hide, warn, blur } = titles;
  if (hide.length > 0 && !hideAsWarn) return { action: 'hide', titles: hide };
  const warned = hide.length > 0 ? [...hide, ...warn] : warn;
  if (warned.length > 0)
    return blur.length > 0
      ? { action: 'warn', titles: warned, blurTitles: blur }
      : { action: 'warn', titles: warned };
  if (blur.length > 0) return { action: 'blur', titles: blur };
  return null;
}

/** What a row carries of a verdict: warn or blur (with a warning's blur); a hide verdict has no row. */
export function rowVerdict(v: Verdict | null): FilterVerdict | null {
  if (!v || v.action === 'hide') return null;
  return v.blurTitles
    ? { action: v.action, titles: v.titles, blurTitles: v.blurTitles }
    : { action: v.action, titles: v.titles };
}
