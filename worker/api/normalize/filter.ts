// A filter, its keywords and statuses, and a status's filter result. Total functions. Apart from status.ts (which
// re-exports them) so that the core's first script can read the account's filter list alone.
import type { Filter, FilterKeyword, FilterResult, FilterStatus } from '../../../shared/wire/entities.ts';
import {
  bool,
  idArr,
  idOrNull,
  invalid,
  isObj,
  type Json,
  listOf,
  objWithId,
  type Parsed,
  str,
  strArr,
  strOrNull,
  valid,
} from './primitives.ts';

export function normalizeFilterKeyword(v: Json): Parsed<FilterKeyword> {
  const head = objWithId(v, 'filter keyword');
  if (!head.ok) return head;
  const { o, id } = head.value;
  return valid({ id, keyword: str(o.keyword), whole_word: bool(o.whole_word) });
}

export function normalizeFilterStatus(v: Json): Parsed<FilterStatus> {
  const head = objWithId(v, 'filter status');
  if (!head.ok) return head;
  const { o, id } = head.value;
  return valid({ id, status_id: idOrNull(o.status_id) ?? '' });
}

export function normalizeFilter(v: Json): Parsed<Filter> {
  const head = objWithId(v, 'filter');
  if (!head.ok) return head;
  const { o, id } = head.value;
  return valid({
    id,
    title: str(o.title),
    context: strArr(o.context),
    expires_at: strOrNull(o.expires_at),
    filter_action: str(o.filter_action, 'warn'),
    keywords: listOf(o.keywords, normalizeFilterKeyword),
    statuses: listOf(o.statuses, normalizeFilterStatus),
  });
}

export function normalizeFilterResult(v: Json): Parsed<FilterResult> {
  if (!isObj(v)) return invalid('filter result: not an object');
  const filter = normalizeFilter(v.filter);
  if (!filter.ok) return invalid(`filter result: ${filter.error}`);
  return valid({
    filter: filter.value,
    keyword_matches: Array.isArray(v.keyword_matches) ? strArr(v.keyword_matches) : null,
    status_matches: Array.isArray(v.status_matches) ? idArr(v.status_matches) : null,
  });
}
