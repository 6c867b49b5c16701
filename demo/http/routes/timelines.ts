// Timelines and the per-user collections of statuses (bookmarks, favourites), all paged with Link headers.
import { takeHomeFeedAnswer } from '../../world/home-feed.ts';
import { cmpId } from '../../world/ids.ts';
import { paginate } from '../../world/paginate.ts';
import { renderConversation, renderStatus } from '../../world/render.ts';
import {
  homeTimeline,
  type Keep,
  linkTimeline,
  listTimeline,
  pageStatuses,
  publicTimeline,
  tagTimeline,
} from '../../world/timelines.ts';
import { ApiError, notFound } from '../../world/world.ts';
import { arr, bool, str } from '../params.ts';
import { type Ctx, json, me, paged, pageParams, type Router } from '../router.ts';

const statusPage = (c: Ctx, keep: Keep) => {
  const pp = pageParams(c, 20, 40);
  return paged(c, pageStatuses(c.w, keep, pp), pp.limit, (s) => renderStatus(c.w, s.id, c.viewer));
};

export function timelineRoutes(r: Router): void {
  r.get('/api/v1/timelines/home', 'user', (c) => {
    const viewer = me(c);
    const home = homeTimeline(c.w, viewer);
    // A feed being built answers 206 with what it holds so far (world/home-feed.ts).
    const partial = takeHomeFeedAnswer(c.w, viewer, home);
    return partial ? { ...statusPage(c, partial), status: 206 } : statusPage(c, home);
  });
  r.get('/api/v1/timelines/public', 'optional', (c) =>
    statusPage(
      c,
      publicTimeline(c.w, c.viewer, {
        local: bool(c.p, 'local') ?? false,
        remote: bool(c.p, 'remote') ?? false,
        onlyMedia: bool(c.p, 'only_media') ?? false,
      }),
    ),
  );
  r.get('/api/v1/timelines/tag/:tag', 'optional', (c) =>
    statusPage(
      c,
      tagTimeline(c.w, c.viewer, c.params.tag ?? '', {
        any: arr(c.p, 'any'),
        all: arr(c.p, 'all'),
        none: arr(c.p, 'none'),
        local: bool(c.p, 'local') ?? false,
        remote: bool(c.p, 'remote') ?? false,
        onlyMedia: bool(c.p, 'only_media') ?? false,
      }),
    ),
  );
  r.get('/api/v1/timelines/list/:id', 'user', (c) => {
    const list = c.w.lists.get(c.params.id ?? '');
    if (!list || list.ownerId !== me(c)) throw notFound();
    return statusPage(c, listTimeline(c.w, me(c), list.id));
  });
  r.get('/api/v1/timelines/link', 'optional', (c) => {
    const url = str(c.p, 'url');
    if (!url) throw new ApiError(422, 'Validation failed: Url is missing');
    return statusPage(c, linkTimeline(c.w, c.viewer, url));
  });
  r.get('/api/v1/timelines/direct', 'user', (c) => {
    const viewer = me(c);
    return statusPage(c, (s) => s.visibility === 'direct' && c.w.canSee(viewer, s));
  });
  const byEdges = (c: Ctx, kind: 'favourites' | 'bookmarks') => {
    const viewer = me(c);
    const edges = c.w.edgesFrom(c.w[kind], viewer).filter((e) => {
      const s = c.w.statuses.get(e.to);
      return s !== undefined && !s.deleted;
    });
    const pp = pageParams(c, 20, 40);
    return paged(
      c,
      paginate(edges, (e) => e.id, pp),
      pp.limit,
      (e) => renderStatus(c.w, e.to, viewer),
    );
  };
  r.get('/api/v1/favourites', 'user', (c) => byEdges(c, 'favourites'));
  r.get('/api/v1/bookmarks', 'user', (c) => byEdges(c, 'bookmarks'));

  r.get('/api/v1/conversations', 'user', (c) => {
    const viewer = me(c);
    const convs = [...c.w.conversations.values()]
      .filter((x) => x.ownerId === viewer && !c.w.statuses.get(x.lastStatusId)?.deleted)
      .sort((a, b) => cmpId(b.lastStatusId, a.lastStatusId));
    const pp = pageParams(c, 20, 40);
    return paged(
      c,
      paginate(convs, (x) => x.lastStatusId, pp),
      pp.limit,
      (x) => renderConversation(c.w, x),
    );
  });
  r.post('/api/v1/conversations/:id/read', 'user', (c) => {
    const conv = c.w.conversations.get(c.params.id ?? '');
    if (!conv || conv.ownerId !== me(c)) throw notFound();
    conv.unread = false;
    return json(renderConversation(c.w, conv));
  });
  r.delete('/api/v1/conversations/:id', 'user', (c) => {
    const conv = c.w.conversations.get(c.params.id ?? '');
    if (!conv || conv.ownerId !== me(c)) throw notFound();
    c.w.conversations.delete(conv.id);
    return json({});
  });
}
