// The account's filter list: its request and its answer, read with the filter normalizer alone. Apart from
// requests.ts (filter management through the whole route table) because the core's first script needs only this to
// judge home's first posts; tests/unit/filters/list-request.test.ts checks it is the route table's `filters` route.
import type { Filter } from '../../shared/wire/entities.ts';
import { normalizeFilter } from '../api/normalize/filter.ts';
import { listOf } from '../api/normalize/primitives.ts';
import type { RequestSpec } from '../api/transport.ts';

export const listFiltersRequest = (): RequestSpec => ({
  call: 'filters.list',
  method: 'GET',
  path: '/api/v2/filters',
});

/** The filter list answer, each filter through the normalizer; null when it is not a list. */
export function parseFilterList(body: unknown): Filter[] | null {
  return Array.isArray(body) ? listOf(body, normalizeFilter) : null;
}
