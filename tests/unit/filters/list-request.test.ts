// The filter list as the core's first script reads it (worker/filters/list-request.ts, without the route table): the
// same request as the route table's `filters` route, and the same reading of its answer.
import { describe, expect, it } from 'vitest';
import { R } from '../../../worker/api/routes.ts';
import { listFiltersRequest, parseFilterList } from '../../../worker/filters/list-request.ts';

describe('the filter list read by the first script', () => {
  it('is the route table’s filters route', () => {
    expect(listFiltersRequest()).toEqual({
      call: R.filters.call,
      method: R.filters.method,
      path: R.filters.path,
    });
  });

  it('reads an answer as the route does, and a malformed one as no list', () => {
    const body = [
      {
        id: 7,
        title: 'spoilers',
        context: ['home'],
        filter_action: 'hide',
        keywords: [{ id: '1', keyword: 'finale', whole_word: true }, 'junk'],
        statuses: [],
      },
      { title: 'no id' },
    ];
    const route = R.filters.parse(body as never);
    expect(route.ok && parseFilterList(body)).toEqual(route.ok ? route.value : null);
    expect(parseFilterList(body)?.map((f) => f.id)).toEqual(['7']);
    expect(parseFilterList({ error: 'nope' })).toBeNull();
  });
});
