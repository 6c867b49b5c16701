// The hashtag views. 'tag': one row, the hashtag's header (week of use, followed, featured), kept current from the
// tag book, so a follow in one tab changes the button in every tab. 'followedTags': the hashtags the user follows,
// paged by the server's next links; a tag followed anywhere joins the top of the list, and one unfollowed from the
// list stays in place (showing Follow, so a slip can be undone) until the list is opened again.

import { emptyMeta, type ViewMeta } from '../../shared/protocol/diff.ts';
import type { TagRow } from '../../shared/protocol/discovery.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { Row } from '../../shared/protocol/rows.ts';
import { coreText } from '../../shared/protocol/text.ts';
import { toAlert } from '../api/alerts.ts';
import { type PageParams, parseLinkHeader } from '../api/link.ts';
import { arrayOf } from '../api/normalize/misc.ts';
import type { Json } from '../api/normalize/primitives.ts';
import { normalizeTag } from '../api/normalize/status.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import type { Request } from './explore-calls.ts';
import { toTagRow } from './rows.ts';
import type { TagBook } from './tag-book.ts';

export function openTagView(book: TagBook, name: string, emit: ViewEmit): LiveView {
  const rows = (): Row[] => {
    const row = book.get(name).row;
    return row ? [row] : [];
  };
  const metaOf = (): ViewMeta => {
    const e = book.get(name);
    const error = e.notFound ? coreText('core.tag.notFound') : e.error;
    return { ...emptyMeta(), hasMore: false, isLoading: !e.row && !error, error };
  };
  const stop = book.watch(name, () => emit([{ op: 'reset', rows: rows() }], metaOf()));
  return { snapshot: () => ({ rows: rows(), meta: metaOf() }), dispose: stop };
}

/** Followed tags per page (Mastodon's default is 100). */
const FOLLOWED_PAGE = 100;

export interface FollowedTagsView extends LiveView {
  loadMore(): Promise<IntentResult>;
  reload(): Promise<IntentResult>;
}

export function openFollowedTagsView(book: TagBook, request: Request, emit: ViewEmit): FollowedTagsView {
  /** Lower-case names in the order shown. */
  let names: string[] = [];
  let next: PageParams | null = null;
  let meta: ViewMeta = { ...emptyMeta(), isLoading: true, hasMore: false };
  let generation = 0;

  const rows = (): Row[] => names.flatMap((n) => book.get(n).row ?? []);
  const publish = () => emit([{ op: 'reset', rows: rows() }], meta);

  const load = async (page: PageParams | null): Promise<IntentResult> => {
    const gen = ++generation;
    meta = { ...meta, isLoading: true };
    publish();
    const r = await request({
      call: 'tags.followed',
      method: 'GET',
      path: '/api/v1/followed_tags',
      query: { limit: String(FOLLOWED_PAGE), ...(page ?? {}) },
    });
    if (gen !== generation) return { ok: true };
    const parsed = r.ok ? arrayOf(normalizeTag)(r.answer.body as Json) : null;
    if (!r.ok || !parsed?.ok) {
      const alert = r.ok ? null : toAlert(r.error);
      meta = {
        ...meta,
        isLoading: false,
        error: alert?.message ?? coreText('core.tag.followedFailed'),
      };
      publish();
      return { ok: false, alert };
    }
    const got: TagRow[] = parsed.value.filter((t) => t.name).map(toTagRow);
    const fresh = got.map((t) => t.name.toLowerCase()).filter((n) => !names.includes(n));
    names = page ? [...names, ...fresh] : got.map((t) => t.name.toLowerCase());
    // Placed first, so that the book's news of them finds them in the list (not as follows made elsewhere).
    book.seen(got.map((t) => ({ ...t, following: t.following ?? true })));
    next = parseLinkHeader(r.answer.headers.get('link')).next;
    meta = { ...meta, isLoading: false, error: null, hasMore: next !== null && got.length > 0 };
    publish();
    return { ok: true };
  };

  const stop = book.watchAll((name) => {
    const lower = name.toLowerCase();
    const row = book.get(name).row;
    // Followed elsewhere (another tab, a tag header): it joins the top of the list.
    if (row?.following === true && !names.includes(lower)) names = [lower, ...names];
    else if (!names.includes(lower)) return;
    publish();
  });
  void load(null);
  return {
    snapshot: () => ({ rows: rows(), meta }),
    dispose() {
      generation++;
      stop();
    },
    loadMore: () => (next && !meta.isLoading ? load(next) : Promise.resolve({ ok: true })),
    reload: () => load(null),
  };
}
