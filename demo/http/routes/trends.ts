// Trends (hashtags, posts, links: ranked from recent activity by demo/world/trends.ts), follow suggestions with
// why each is suggested, and the profile directory. Trends page by offset with Link headers, as Mastodon does.

import { renderAccount, renderStatus } from '../../world/render.ts';
import { renderCard } from '../../world/render-status.ts';
import { suggestionsFor } from '../../world/suggestions.ts';
import { trendingLinks, trendingStatuses, trendingTags, wireHistory } from '../../world/trends.ts';
import { bool, num, str } from '../params.ts';
import { type Ctx, json, me, type Reply, type Router } from '../router.ts';
import { renderTag } from './discovery.ts';

/** One page by offset: `limit` (default, capped) from `offset`; Link rel="next" while a full page came back. */
function offsetPage<T>(
  c: Ctx,
  items: readonly T[],
  def: number,
  max: number,
  render: (x: T) => unknown,
): Reply {
  const limit = Math.max(1, Math.min(num(c.p, 'limit') ?? def, max));
  const offset = Math.max(0, num(c.p, 'offset') ?? 0);
  const page = items.slice(offset, offset + limit);
  const link = (at: number, rel: string) => {
    const u = new URL(c.path, c.origin);
    for (const [k, v] of c.url.searchParams)
      if (k !== 'offset' && k !== 'access_token') u.searchParams.append(k, v);
    u.searchParams.set('offset', String(at));
    return `<${u.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page.length >= limit && offset + limit < items.length) links.push(link(offset + limit, 'next'));
  if (offset > 0) links.push(link(Math.max(0, offset - limit), 'prev'));
  return json(page.map(render), 200, links.length ? { Link: links.join(', ') } : {});
}

export function trendRoutes(r: Router): void {
  r.get('/api/v1/trends/tags', 'optional', (c) =>
    offsetPage(c, trendingTags(c.w), 10, 20, (t) => renderTag(c.w, t.name, c.viewer)),
  );
  r.get('/api/v1/trends/statuses', 'optional', (c) =>
    offsetPage(c, trendingStatuses(c.w, c.viewer), 20, 40, (s) => renderStatus(c.w, s.id, c.viewer)),
  );
  r.get('/api/v1/trends/links', 'optional', (c) =>
    offsetPage(c, trendingLinks(c.w), 10, 20, (l) => ({
      ...renderCard(l),
      history: wireHistory(l.history),
    })),
  );

  r.get('/api/v2/suggestions', 'user', (c) =>
    json(
      suggestionsFor(c.w, me(c))
        .slice(0, Math.min(num(c.p, 'limit') ?? 40, 80))
        .map((s) => ({
          // `source` is the older, single reason (deprecated by `sources`).
          source: s.sources.includes('friends_of_friends') ? 'past_interactions' : 'global',
          sources: s.sources,
          account: renderAccount(c.w, s.accountId),
        })),
    ),
  );
  r.get('/api/v1/suggestions', 'user', (c) =>
    json(
      suggestionsFor(c.w, me(c))
        .slice(0, Math.min(num(c.p, 'limit') ?? 40, 80))
        .map((s) => renderAccount(c.w, s.accountId)),
    ),
  );
  r.delete('/api/v1/suggestions/:id', 'user', (c) => {
    const v = me(c);
    const set = c.w.dismissedSuggestions.get(v) ?? new Set<string>();
    set.add(c.params.id ?? '');
    c.w.dismissedSuggestions.set(v, set);
    return json({});
  });

  r.get('/api/v1/directory', 'optional', (c) => {
    const local = bool(c.p, 'local') ?? false;
    const order = str(c.p, 'order') === 'new' ? 'new' : 'active';
    const list = [...c.w.accounts.values()]
      .filter((a) => a.discoverable && !a.movedToId && (!local || a.domain === null))
      .sort((a, b) =>
        order === 'new'
          ? b.createdAt - a.createdAt
          : (b.lastStatusAt ?? 0) - (a.lastStatusAt ?? 0) || a.username.localeCompare(b.username),
      );
    const limit = Math.max(1, Math.min(num(c.p, 'limit') ?? 40, 80));
    const offset = Math.max(0, num(c.p, 'offset') ?? 0);
    return json(list.slice(offset, offset + limit).map((a) => renderAccount(c.w, a.id)));
  });
}
