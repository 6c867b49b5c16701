import { paginate } from '../../world/paginate.ts';
import { tagHistory, wireHistory } from '../../world/trends.ts';
import type { World } from '../../world/world.ts';
import { num, str } from '../params.ts';
import { type Ctx, json, me, paged, pageParams, type Router } from '../router.ts';
import { featuredTags } from './accounts.ts';

/** A tag as the API shows it: seven days of history, and the viewer's follow/feature state. */
export function renderTag(w: World, name: string, viewer: string | null) {
  const lower = name.toLowerCase();
  // Seven days of use, newest first, over the same week as the trends (world/trends.ts).
  const history = wireHistory(tagHistory(w, lower));
  return {
    id: w.tagId(lower),
    name: lower,
    url: `${w.origin}/tags/${encodeURIComponent(lower)}`,
    history,
    ...(viewer
      ? {
          following: w.followedTags.get(viewer)?.has(lower) ?? false,
          featuring: w.featuredTags.get(viewer)?.has(lower) ?? false,
        }
      : {}),
  };
}

/** Tag use counts over the last week of posts. */
function _tagCounts(w: World): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of w.statuses.values()) {
    if (s.deleted || s.visibility !== 'public') continue;
    for (const t of s.tags) counts.set(t.toLowerCase(), (counts.get(t.toLowerCase()) ?? 0) + 1);
  }
  return counts;
}

const _offsetPage = <T>(c: Ctx, items: T[], def: number, max: number): T[] => {
  const limit = Math.min(num(c.p, 'limit') ?? def, max);
  const offset = num(c.p, 'offset') ?? 0;
  return items.slice(offset, offset + limit);
};

export function discoveryRoutes(r: Router): void {
  r.get('/api/v1/tags/:name', 'optional', (c) => json(renderTag(c.w, c.params.name ?? '', c.viewer)));
  const tagAction = (action: string, run: (c: Ctx, v: string, name: string) => void) =>
    r.post(`/api/v1/tags/:name/${action}`, 'user', (c) => {
      const v = me(c);
      const name = (c.params.name ?? '').toLowerCase();
      run(c, v, name);
      return json(renderTag(c.w, name, v));
    });
  tagAction('follow', (c, v, n) => c.w.followTag(v, n, true));
  tagAction('unfollow', (c, v, n) => c.w.followTag(v, n, false));
  tagAction('feature', (c, v, n) => c.w.featureTag(v, n, true));
  tagAction('unfeature', (c, v, n) => c.w.featureTag(v, n, false));
  r.get('/api/v1/followed_tags', 'user', (c) => {
    const v = me(c);
    const entries = [...(c.w.followedTags.get(v) ?? [])]
      .map(([name, id]) => ({ name, id }))
      .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
    const pp = pageParams(c, 100, 200);
    return paged(
      c,
      paginate(entries, (e) => e.id, pp),
      pp.limit,
      (e) => renderTag(c.w, e.name, v),
    );
  });
  r.get('/api/v1/featured_tags', 'user', (c) => json(featuredTags(c, me(c))));
  r.post('/api/v1/featured_tags', 'user', (c) => {
    const v = me(c);
    const name = (str(c.p, 'name') ?? '').replace(/^#/, '');
    if (!name) return json({ error: "Validation failed: Name can't be blank" }, 422);
    c.w.featureTag(v, name, true);
    return json(
      featuredTags(c, v).find((t) => (t as { name: string }).name.toLowerCase() === name.toLowerCase()),
    );
  });
  r.delete('/api/v1/featured_tags/:id', 'user', (c) => {
    const v = me(c);
    for (const [key, t] of c.w.featuredTags.get(v) ?? [])
      if (t.id === c.params.id) c.w.featuredTags.get(v)?.delete(key);
    return json({});
  });
  r.get('/api/v1/featured_tags/suggestions', 'user', (c) => {
    const v = me(c);
    const used = new Map<string, number>();
    for (const s of c.w.statuses.values())
      if (s.accountId === v)
        for (const t of s.tags) used.set(t.toLowerCase(), (used.get(t.toLowerCase()) ?? 0) + 1);
    return json(
      [...used.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([n]) => renderTag(c.w, n, v)),
    );
  });
}
