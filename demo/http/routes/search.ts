// GET /api/v2/search: demo/world/search.ts does the searching; this reads the parameters and pages each kind by
// offset and limit (default 20, at most 40), without a Link header, as the real server does. Offsets and resolving
// need a signed-in user there; here resolve is only honoured for one.

import { renderAccount, renderStatus } from '../../world/render.ts';
import { searchWorld } from '../../world/search.ts';
import { bool, num, str } from '../params.ts';
import { json, type Router } from '../router.ts';
import { renderTag } from './discovery.ts';

const TYPES = ['accounts', 'hashtags', 'statuses'] as const;

export function searchRoutes(r: Router): void {
  r.get('/api/v2/search', 'optional', (c) => {
    const typeParam = str(c.p, 'type');
    const type = TYPES.find((t) => t === typeParam);
    if (typeParam && !type) return json({ error: 'Invalid search type' }, 400);
    const limit = Math.max(1, Math.min(num(c.p, 'limit') ?? 20, 40));
    const offset = Math.max(0, num(c.p, 'offset') ?? 0);
    const hits = searchWorld(c.w, c.viewer, {
      q: str(c.p, 'q') ?? '',
      ...(type ? { type } : {}),
      resolve: c.viewer !== null && (bool(c.p, 'resolve') ?? false),
      following: bool(c.p, 'following') ?? false,
      ...(str(c.p, 'account_id') ? { accountId: str(c.p, 'account_id') } : {}),
      excludeUnreviewed: bool(c.p, 'exclude_unreviewed') ?? false,
    });
    const page = <T>(items: T[]) => items.slice(offset, offset + limit);
    return json({
      accounts: page(hits.accounts).map((a) => renderAccount(c.w, a.id)),
      statuses: page(hits.statuses).map((s) => renderStatus(c.w, s.id, c.viewer)),
      hashtags: page(hits.hashtags).map((t) => renderTag(c.w, t, c.viewer)),
    });
  });
}
