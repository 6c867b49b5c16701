// Filter management intents, fetched the first time one is used (the core's first script only reads the filter
// list, worker/app/filters.ts): the request through the API routes, the answer applied to the account's one filters
// source at once (so an edit shows without waiting), a re-fetch after; and the two questions answered in the core
// (what does not work in the filters in force, whether a column's pattern can be used).
import type { FilterIntent } from '../../shared/protocol/filter-intents.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { Filter, FilterStatus } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import type { CompiledFilters } from '../filters/compile.ts';
import { loadRe2 } from '../filters/re2-load.ts';
import { filterRequest, parseFilter, parseFilterList } from '../filters/requests.ts';
import { compileUserRegex } from '../filters/userRegex.ts';

/** What the filters source lends its intents. */
export interface FilterIntentContext {
  request: (spec: RequestSpec) => Promise<RawResult>;
  problems(): CompiledFilters['problems'];
  /** The server's list as last known. */
  all(): Filter[];
  apply(list: Filter[]): void;
  /** A list answer counts as the list being known. */
  markLoaded(): void;
  reload(): Promise<void>;
  disposed(): boolean;
}

const failed = (e: unknown): IntentResult => ({ ok: false, alert: toAlert(e) });

export async function answerFilterIntent(i: FilterIntent, ctx: FilterIntentContext): Promise<IntentResult> {
  if (i.type === 'filters.problems') return { ok: true, value: ctx.problems() };
  if (i.type === 'filters.checkRegex') {
    try {
      const re2 = i.body.trim() === '' ? null : await loadRe2();
      return { ok: true, value: compileUserRegex(i.body, re2).error };
    } catch (e) {
      return failed(e);
    }
  }
  const upsert = (f: Filter) => {
    const all = ctx.all();
    const at = all.findIndex((x) => x.id === f.id);
    ctx.apply(at < 0 ? [...all, f] : all.map((x) => (x.id === f.id ? f : x)));
  };
  const r = await ctx.request(filterRequest(i));
  if (!r.ok) return failed(r.error);
  if (ctx.disposed()) return { ok: true };
  switch (i.type) {
    case 'filters.list': {
      const list = parseFilterList(r.answer.body) ?? [];
      ctx.markLoaded();
      ctx.apply(list);
      return { ok: true, value: list };
    }
    case 'filter.create':
    case 'filter.update': {
      const f = parseFilter(r.answer.body);
      if (f) upsert(f);
      void ctx.reload();
      return { ok: true, value: f };
    }
    case 'filter.delete':
      ctx.apply(ctx.all().filter((x) => x.id !== i.filterId));
      void ctx.reload();
      return { ok: true };
    case 'filter.addStatus': {
      const fs = r.answer.body as FilterStatus;
      const f = ctx.all().find((x) => x.id === i.filterId);
      if (f && typeof fs?.status_id === 'string')
        upsert({ ...f, statuses: [...(f.statuses ?? []), { id: String(fs.id), status_id: fs.status_id }] });
      void ctx.reload();
      return { ok: true, value: fs };
    }
  }
}
