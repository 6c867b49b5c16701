// Filter management → the API client's filter routes (worker/api/routes.ts, the same descriptors the client's
// `filters.*` methods and the contract tests use). Plain functions: an intent in, a RequestSpec out, and the answer
// parsed with the route's own normalizer.
import type { FilterFieldsInput, ServerFilterIntent } from '../../shared/protocol/filter-intents.ts';
import type { Filter } from '../../shared/wire/entities.ts';
import { R, type Route } from '../api/routes.ts';
import type { RequestSpec } from '../api/transport.ts';

const specOf = <T>(r: Route<T>, extra: Partial<RequestSpec> = {}): RequestSpec => ({
  call: r.call,
  method: r.method,
  path: r.path,
  ...extra,
});

/** Only the fields the server takes, nothing undefined (a JSON body would drop it anyway, tests compare). */
export function filterBody(fields: FilterFieldsInput): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (fields.title !== undefined) out.title = fields.title;
  if (fields.context !== undefined) out.context = [...fields.context];
  if (fields.filter_action !== undefined) out.filter_action = fields.filter_action;
  if (fields.expires_in !== undefined) out.expires_in = fields.expires_in;
  if (fields.keywords_attributes !== undefined) {
    out.keywords_attributes = fields.keywords_attributes.map((k) => {
      const o: Record<string, unknown> = {};
      if (k.id !== undefined) o.id = k.id;
      if (k.keyword !== undefined) o.keyword = k.keyword;
      if (k.whole_word !== undefined) o.whole_word = k.whole_word;
      if (k._destroy) o._destroy = true;
      return o;
    });
  }
  return out;
}

export { listFiltersRequest, parseFilterList } from './list-request.ts';

/** The request of a filter intent (list included). */
export function filterRequest(intent: ServerFilterIntent): RequestSpec {
  switch (intent.type) {
    case 'filters.list':
      return specOf(R.filters);
    case 'filter.create':
      return specOf(R.filterCreate, { json: filterBody(intent.fields) });
    case 'filter.update':
      return specOf(R.filterUpdate, {
        pathParams: { id: intent.filterId },
        json: filterBody(intent.fields),
      });
    case 'filter.delete':
      return specOf(R.filterDelete, { pathParams: { id: intent.filterId } });
    case 'filter.addStatus':
      return specOf(R.filterAddStatus, {
        pathParams: { filter_id: intent.filterId },
        json: { status_id: intent.statusId },
      });
  }
}

/** The server's filter in a create/update answer, through the route's normalizer; null when it is not one. */
export function parseFilter(body: unknown): Filter | null {
  const parsed = R.filterCreate.parse(body as never);
  return parsed.ok ? parsed.value : null;
}
