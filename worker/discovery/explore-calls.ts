// The explore lists read once per visit: trending hashtags and links, follow suggestions, directory pages, and the
// dismissal of a suggestion. Each answers an IntentResult whose value is the plain model the tab renders. Bodies go
// through the normalizers (a bad entry is dropped, a body that is not a list is a failure). Trends failures carry no
// alert (section 8: the list says so in place, with a retry); the others carry the section 8 alert.

import { DIRECTORY_PAGE, SUGGESTIONS_LIMIT, TRENDS_LINKS_LIMIT } from '../../shared/constants.ts';
import type { DirectoryCard, DirectoryQuery, OffsetPage } from '../../shared/protocol/discovery.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import { coreText } from '../../shared/protocol/text.ts';
import type { Account } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import { normalizeAccount } from '../api/normalize/account.ts';
import { arrayOf, normalizeSuggestion, normalizeTrendsLink } from '../api/normalize/misc.ts';
import type { Json, Parsed } from '../api/normalize/primitives.ts';
import { normalizeTag } from '../api/normalize/status.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import { toDirectoryCard, toSuggestionItem, toTagRow, toTrendLink } from './rows.ts';

export type Request = (spec: RequestSpec) => Promise<RawResult>;

/** GET a list, normalize it, map it; a failed call or a body that is not a list answers the failure. */
async function getList<W, T>(
  request: Request,
  spec: Omit<RequestSpec, 'method'>,
  normalize: (v: Json) => Parsed<W[]>,
  map: (items: W[]) => T,
  alert: boolean,
): Promise<IntentResult> {
  const r = await request({ ...spec, method: 'GET' });
  if (!r.ok) return { ok: false, alert: alert ? toAlert(r.error) : null };
  const parsed = normalize(r.answer.body as Json);
  if (!parsed.ok)
    return {
      ok: false,
      alert: alert
        ? { title: coreText('core.unexpectedTitle'), message: coreText('core.load.unreadable') }
        : null,
    };
  return { ok: true, value: map(parsed.value) };
}

export const trendingTags = (request: Request) =>
  getList(
    request,
    { call: 'trends.tags', path: '/api/v1/trends/tags', query: { limit: '20' } },
    arrayOf(normalizeTag),
    (tags) => tags.map(toTagRow),
    false,
  );

export const trendingLinks = (request: Request) =>
  getList(
    request,
    { call: 'trends.links', path: '/api/v1/trends/links', query: { limit: String(TRENDS_LINKS_LIMIT) } },
    arrayOf(normalizeTrendsLink),
    (links) => links.flatMap((l) => toTrendLink(l) ?? []),
    false,
  );

export const suggestions = (request: Request) =>
  getList(
    request,
    { call: 'suggestions.list', path: '/api/v2/suggestions', query: { limit: String(SUGGESTIONS_LIMIT) } },
    arrayOf(normalizeSuggestion),
    (list) => list.map(toSuggestionItem),
    true,
  );

export async function dismissSuggestion(request: Request, accountId: string): Promise<IntentResult> {
  const r = await request({
    call: 'suggestions.remove',
    method: 'DELETE',
    path: '/api/v1/suggestions/{account_id}',
    pathParams: { account_id: accountId },
  });
  return r.ok ? { ok: true } : { ok: false, alert: toAlert(r.error) };
}

/** One page of the directory by offset: a full page means more may follow (the API sends no Link header). Each
 *  card carries the user's follow of it (one relationships request for the page; without it, 'none'). */
export async function directoryPage(
  request: Request,
  q: DirectoryQuery & { offset: number },
): Promise<IntentResult> {
  const r = await getList(
    request,
    {
      call: 'directory.list',
      path: '/api/v1/directory',
      query: {
        limit: String(DIRECTORY_PAGE),
        offset: String(Math.max(0, Math.floor(q.offset) || 0)),
        order: q.order,
        local: String(q.local),
      },
    },
    arrayOf(normalizeAccount),
    (accounts) => accounts,
    true,
  );
  if (!r.ok) return r;
  const accounts = r.value as Account[];
  // Each card's button asks the core's relationship book (batched with every other one, the same in every tab).
  const page: OffsetPage<DirectoryCard> = {
    items: accounts.map((a) => toDirectoryCard(a)),
    hasMore: accounts.length >= DIRECTORY_PAGE,
  };
  return { ok: true, value: page };
}
