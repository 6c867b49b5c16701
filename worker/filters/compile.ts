// Server filters → one test per context (the fast test every post goes through) plus one per filter (run only
// when the combined one matched, to name the filters in the verdict). Expired filters are left out. Every keyword
// is compiled on its own first: one that the engine cannot take is reported in `problems` and left out, so no
// keyword can disable its filter, nor any other.

import type { FilterProblem } from '../../shared/protocol/filter-intents.ts';
import { coreText } from '../../shared/protocol/text.ts';
import type { Filter, FilterContext } from '../../shared/wire/entities.ts';
import { anyOf, compilePattern, keywordLabel, type TextTest } from './keywordMatcher.ts';
import { keywordSource } from './keywordRegex.ts';
import { compilePrefilter, type Prefilter } from './prefilter.ts';

export type FilterActionName = 'hide' | 'warn' | 'blur';

export interface CompiledFilter {
  id: string;
  title: string;
  action: FilterActionName;
  /** Null when the filter has no (working) keywords; it may still list statuses. */
  regex: TextTest | null;
  /** A quick superset test of `regex` (see prefilter.ts), or null: then `regex` alone decides. */
  quick: Prefilter | null;
  statusIds: ReadonlySet<string>;
}

export interface ContextFilters {
  /** All working keywords of all filters of this context, or null when none. */
  any: TextTest | null;
  /** A quick superset test of `any` (no word boundaries, no `u` flag), when every keyword is ASCII; a miss means
   *  no keyword filter matches, a hit is decided by the filters' own patterns. Null otherwise. */
  quick: Prefilter | null;
  filters: CompiledFilter[];
  /** The filters of this context by id: a server-supplied `filtered` result acts only through one of these. */
  byId: ReadonlyMap<string, CompiledFilter>;
  /** Status ids named by status filters of this context. */
  statusIds: ReadonlySet<string>;
}

export interface CompiledFilters {
  contexts: Partial<Record<FilterContext, ContextFilters>>;
  /** Whether this is the account's list. Until it is known (noFilters), a server-supplied `filtered` result is
   *  honoured on its own word (context and expiry checked); once it is, only filters of the list may act. */
  known: boolean;
  /** Filters that do not fully work, and why (shown on the filters screens). */
  problems: FilterProblem[];
  /** When the set was compiled; used for server-supplied results. */
  now: number;
}

export type { FilterProblem };

export const CONTEXTS: readonly FilterContext[] = ['home', 'notifications', 'public', 'thread', 'account'];

export function isExpired(expiresAt: string | null | undefined, now: number): boolean {
  if (!expiresAt) return false;
  const t = Date.parse(expiresAt);
  return Number.isFinite(t) && t <= now;
}

export function actionOf(raw: string | undefined): FilterActionName {
  return raw === 'hide' || raw === 'blur' ? raw : 'warn';
}

interface CompiledKeywords {
  patterns: RegExp[];
  /** The keywords as typed, of the patterns that compiled (for the prefilter). */
  keywords: string[];
}

function compileKeywords(f: Filter, problems: FilterProblem[]): CompiledKeywords {
  const out: CompiledKeywords = { patterns: [], keywords: [] };
  for (const k of f.keywords ?? []) {
    const keyword = typeof k?.keyword === 'string' ? k.keyword : '';
    const src = keywordSource(keyword, k?.whole_word === true);
    if (!src) continue;
    const compiled = compilePattern(src);
    if (compiled.ok) {
      out.patterns.push(compiled.regex);
      out.keywords.push(keyword);
    } else {
      problems.push({
        filterId: f.id,
        title: f.title,
        message: coreText('core.filter.unmatchable', {
          keyword: keywordLabel(keyword),
          reason: compiled.reason,
        }),
      });
    }
  }
  return out;
}

export function compileFilters(filters: readonly Filter[], now: number): CompiledFilters {
  const perContext = new Map<
    FilterContext,
    { patterns: RegExp[]; keywords: string[]; filters: CompiledFilter[]; ids: Set<string> }
  >();
  const problems: FilterProblem[] = [];
  for (const f of filters) {
    if (!f || typeof f.id !== 'string' || isExpired(f.expires_at, now)) continue;
    const { patterns, keywords } = compileKeywords(f, problems);
    const compiled: CompiledFilter = {
      id: f.id,
      title: f.title,
      action: actionOf(f.filter_action),
      regex: anyOf(patterns),
      quick: compilePrefilter(keywords),
      statusIds: new Set((f.statuses ?? []).map((s) => s.status_id)),
    };
    for (const ctx of f.context ?? []) {
      if (!(CONTEXTS as readonly string[]).includes(ctx)) continue;
      const key = ctx as FilterContext;
      let entry = perContext.get(key);
      if (!entry) {
        entry = { patterns: [], keywords: [], filters: [], ids: new Set() };
        perContext.set(key, entry);
      }
      entry.patterns.push(...patterns);
      entry.keywords.push(...keywords);
      entry.filters.push(compiled);
      for (const id of compiled.statusIds) entry.ids.add(id);
    }
  }
  const contexts: CompiledFilters['contexts'] = {};
  for (const [ctx, e] of perContext) {
    contexts[ctx] = {
      any: anyOf(e.patterns),
      quick: compilePrefilter(e.keywords),
      filters: e.filters,
      byId: new Map(e.filters.map((f) => [f.id, f])),
      statusIds: e.ids,
    };
  }
  return { contexts, known: true, problems, now };
}

export const noFilters = (): CompiledFilters => ({ contexts: {}, known: false, problems: [], now: 0 });
