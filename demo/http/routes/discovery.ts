// Tags, trends, suggestions and the directory (search is in search.ts). Trends page by offset, without Link headers.
import type { StatusRec } from '../../world/model.ts';
import { paginate } from '../../world/paginate.ts';
import { renderAccount, renderStatus } from '../../world/render.ts';
import { pageStatuses, publicTimeline } from '../../world/timelines.ts';
import type { World } from '../../world/world.ts';
import { bool, num, str } from '../params.ts';
import { type Ctx, json, me, paged, pageParams, type Router } from '../router.ts';
import { featuredTags } from './accounts.ts';

const DAY = 86_400_000;

/** A tag as the API shows it: seven days of history, and the viewer's follow/feature state. */
export function renderTag(w: World, name: string, viewer: string | null) {
  const lower = name.toLowerCase();
  const now = w.now();
  const today = Math.floor(now / DAY) * DAY;
  const history = Array.from({ length: 7 }, (_, i) => {
    const dayStart = today - i * DAY;
    let uses = 0;
    const accounts = new Set<string>();
    for (let k = w.statusOrder.length - 1; k >= 0; k--) {
      const s = w.statuses.get(w.statusOrder[k] as string);
      if (!s) continue;
      if (s.createdAt < dayStart) break;
      if (s.createdAt >= dayStart + DAY || s.deleted || !s.tags.some((t) => t.toLowerCase() === lower))
        continue;
      uses++;
      accounts.add(s.accountId);
    }
    return { day: String(dayStart / 1000), uses: String(uses), accounts: String(accounts.size) };
  });
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
function tagCounts(w: World): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of w.statuses.values()) {
    if (s.deleted || s.visibility !== 'public') continue;
    for (const t of s.tags) counts.set(t.toLowerCase(), (counts.get(t.toLowerCase()) ?? 0) + 1);
  }
  return counts;
}

const offsetPage = <T>(c: Ctx, items: T[], def: number, max: number): T[] => {
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

  r.get('/api/v1/trends/tags', 'optional', (c) => {
    const ranked = [...tagCounts(c.w).entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    return json(offsetPage(c, ranked, 10, 20).map(([name]) => renderTag(c.w, name, c.viewer)));
  });
  r.get('/api/v1/trends/statuses', 'optional', (c) => {
    const ranked = pageStatuses(c.w, publicTimeline(c.w, c.viewer, {}), { limit: 400 }).items.sort(
      (a, b) => score(b) - score(a) || (BigInt(b.id) > BigInt(a.id) ? 1 : -1),
    );
    return json(offsetPage(c, ranked, 20, 40).map((s) => renderStatus(c.w, s.id, c.viewer)));
  });
  r.get('/api/v1/trends/links', 'optional', (c) => {
    const byUrl = new Map<string, { s: StatusRec; uses: number; accounts: Set<string> }>();
    for (const s of c.w.statuses.values()) {
      if (!s.card || s.deleted || s.visibility !== 'public') continue;
      const e = byUrl.get(s.card.url) ?? { s, uses: 0, accounts: new Set<string>() };
      e.uses++;
      e.accounts.add(s.accountId);
      byUrl.set(s.card.url, e);
    }
    const today = Math.floor(c.w.now() / DAY) * DAY;
    const links = [...byUrl.values()]
      .sort((a, b) => b.uses - a.uses)
      .map(({ s, uses, accounts }) => {
        const card = s.card;
        return {
          url: card?.url ?? '',
          title: card?.title ?? '',
          description: card?.description ?? '',
          language: 'en',
          type: card?.type ?? 'link',
          author_name: card?.authorName ?? '',
          author_url: card?.authorUrl ?? '',
          authors: card?.authorName ? [{ name: card.authorName, url: card.authorUrl, account: null }] : [],
          provider_name: card?.providerName ?? '',
          provider_url: card?.providerUrl ?? '',
          html: card?.html ?? '',
          width: card?.width ?? 0,
          height: card?.height ?? 0,
          image: card?.image ?? null,
          image_description: '',
          embed_url: card?.embedUrl ?? '',
          blurhash: card?.blurhash ?? null,
          published_at: null,
          history: Array.from({ length: 7 }, (_, i) => ({
            day: String((today - i * DAY) / 1000),
            uses: String(i === 0 ? uses : Math.max(0, uses - i)),
            accounts: String(i === 0 ? accounts.size : Math.max(0, accounts.size - i)),
          })),
        };
      });
    return json(offsetPage(c, links, 10, 20));
  });

  const suggestions = (c: Ctx) => {
    const v = me(c);
    const dismissed = c.w.dismissedSuggestions.get(v) ?? new Set<string>();
    return [...c.w.accounts.values()]
      .filter((a) => a.id !== v && a.discoverable && !a.movedToId && !dismissed.has(a.id))
      .filter(
        (a) =>
          !c.w.isFollowing(v, a.id) &&
          !c.w.isBlocking(v, a.id) &&
          !c.w.isMuting(v, a.id) &&
          !c.w.isDomainBlocking(v, a.domain),
      )
      .sort(
        (a, b) => c.w.followersCount(b.id) - c.w.followersCount(a.id) || a.username.localeCompare(b.username),
      );
  };
  r.get('/api/v2/suggestions', 'user', (c) =>
    json(
      suggestions(c)
        .slice(0, Math.min(num(c.p, 'limit') ?? 40, 80))
        .map((a, i) => ({
          source: 'global',
          sources: [i % 2 ? 'featured' : 'most_followed'],
          account: renderAccount(c.w, a.id),
        })),
    ),
  );
  r.get('/api/v1/suggestions', 'user', (c) =>
    json(
      suggestions(c)
        .slice(0, Math.min(num(c.p, 'limit') ?? 40, 80))
        .map((a) => renderAccount(c.w, a.id)),
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
    return json(offsetPage(c, list, 40, 80).map((a) => renderAccount(c.w, a.id)));
  });
}

const score = (s: StatusRec): number =>
  s.favouritedBy.size + s.extraFavourites + 2 * (s.reblogIds.size + s.extraReblogs);
