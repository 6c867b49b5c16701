// Server filters → one RegExp per context (the fast test every post goes through) plus one per filter (run only
// when the combined one matched, to name the filters in the verdict). Expired filters are left out.
import type { Filter, FilterContext } from '../../shared/wire/entities.ts';
import { keywordSource } from './keywordRegex.ts';
import { compilePrefilter, type Prefilter } from './prefilter.ts';

export type FilterActionName = 'hide' | 'warn' | 'blur';

export interface CompiledFilter {
  id: string;
  title: string;
  action: FilterActionName;
  /** Null when the filter has no keywords (it may still list statuses). */
  regex: RegExp | null;
  /** A quick superset test of `regex` (see prefilter.ts), or null: then `regex` alone decides. */
  quick: Prefilter | null;
  statusIds: ReadonlySet<string>;
}

export interface ContextFilters {
  /** All keywords of all filters of this context, or null when none. */
  any: RegExp | null;
  /** A quick superset test of `any` (no word boundaries, no `u` flag), when every keyword is ASCII; a miss means
   *  no keyword filter matches, a hit is decided by the filters' own patterns. Null otherwise. */
  quick: Prefilter | null;
  filters: CompiledFilter[];
  /** Status ids named by status filters of this context. */
  statusIds: ReadonlySet<string>;
}

export interface CompiledFilters {
  contexts: Partial<Record<FilterContext, ContextFilters>>;
  /** Ids of every filter known to be active; server `filtered` results of other filters are checked for expiry. */
  activeIds: ReadonlySet<string>;
  /** When the set was compiled; used for server-supplied results. */
  now: number;
}

export const CONTEXTS: readonly FilterContext[] = ['home', 'notifications', 'public', 'thread', 'account'];

export function isExpired(expiresAt: string | null | undefined, now: number): boolean {
  if (!expiresAt) return false;
  const t = Date.parse(expiresAt);
  return Number.isFinite(t) && t <= now;
}

export function actionOf(raw: string | undefined): FilterActionName {
  return raw === 'hide' || raw === 'blur' ? raw : 'warn';
}

export function compileFilters(filters: readonly Filter[], now: number): CompiledFilters {
  const perContext = new Map<
    FilterContext,
    { sources: string[]; keywords: string[]; filters: CompiledFilter[]; ids: Set<string> }
  >();
  const activeIds = new Set<string>();
  for (const f of filters) {
    if (!f || isExpired(f.expires_at, now)) continue;
    activeIds.add(f.id);
    const sources: string[] = [];
    const keywords: string[] = [];
    for (const k of f.keywords ?? []) {
      const src = keywordSource(k.keyword ?? '', k.whole_word === true);
      if (src) {
        sources.push(src);
        keywords.push(k.keyword ?? '');
      }
    }
    const compiled: CompiledFilter = {
      id: f.id,
      title: f.title,
      action: actionOf(f.filter_action),
      regex: sources.length > 0 ? new RegExp(sources.join('|'), 'iu') : null,
      quick: compilePrefilter(keywords),
      statusIds: new Set((f.statuses ?? []).map((s) => s.status_id)),
    };
    for (const ctx of f.context ?? []) {
      if (!(CONTEXTS as readonly string[]).includes(ctx)) continue;
      const key = ctx as FilterContext;
      let entry = perContext.get(key);
      if (!entry) {
        entry = { sources: [], keywords: [], filters: [], ids: new Set() };
        perContext.set(key, entry);
      }
      entry.sources.push(...sources);
      entry.keywords.push(...keywords);
      entry.filters.push(compiled);
      for (const id of compiled.statusIds) entry.ids.add(id);
    }
  }
  const contexts: CompiledFilters['contexts'] = {};
  for (const [ctx, e] of perContext) {
    contexts[ctx] = {
      any: e.sources.length > 0 ? new RegExp(e.sources.join('|'), 'iu') : null,
      quick: compilePrefilter(e.keywords),
      filters: e.filters,
      statusIds: e.ids,
    };
  }
  return { contexts, activeIds, now };
}

export const noFilters = (): CompiledFilters => ({ contexts: {}, activeIds: new Set(), now: 0 });
