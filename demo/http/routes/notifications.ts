// Notifications, plain (v1) and grouped (v2), the notification policy, notification requests and markers.

import { wireGroupKey } from '../../world/group-key.ts';
import { groupedNotifications, numericGroupIds } from '../../world/grouped.ts';
import type { NotificationRec } from '../../world/model.ts';
import { clampLimit, paginate } from '../../world/paginate.ts';
import { iso, renderAccount, renderNotification, renderStatus } from '../../world/render.ts';
import { notFound } from '../../world/world.ts';
import { arr, bool, num, obj, str } from '../params.ts';
import { type Ctx, json, linkHeader, me, paged, pageParams, type Router } from '../router.ts';

/** The viewer's notifications after `types`, `exclude_types` and `account_id`, newest first. */
function selected(c: Ctx, viewer: string): NotificationRec[] {
  const types = arr(c.p, 'types');
  const exclude = arr(c.p, 'exclude_types');
  const fromId = str(c.p, 'account_id');
  return c.w
    .notificationsFor(viewer, {
      includeFiltered: fromId !== undefined || bool(c.p, 'include_filtered') === true,
      fromId,
    })
    .filter((n) => (types.length === 0 || types.includes(n.type)) && !exclude.includes(n.type));
}

function unreadCount(c: Ctx, viewer: string): number {
  const marker = c.w.markers.get(viewer)?.get('notifications');
  const limit = clampLimit(str(c.p, 'limit'), 100, 1000);
  let count = 0;
  for (const n of selected(c, viewer)) {
    if (marker && BigInt(n.id) <= BigInt(marker.lastReadId)) break;
    if (++count >= limit) break;
  }
  return count;
}

const renderRequest = (
  c: Ctx,
  viewer: string,
  req: { id: string; fromId: string; createdAt: number; updatedAt: number },
) => {
  const held = c.w
    .notificationsFor(viewer, { includeFiltered: true, fromId: req.fromId })
    .filter((n) => n.filtered);
  const withStatus = held.find((n) => n.statusId && c.w.statuses.has(n.statusId));
  return {
    id: req.id,
    created_at: iso(req.createdAt),
    updated_at: iso(req.updatedAt),
    notifications_count: String(held.length),
    account: renderAccount(c.w, req.fromId),
    last_status: withStatus?.statusId ? renderStatus(c.w, withStatus.statusId, viewer) : null,
  };
};

const policyBody = (c: Ctx, viewer: string) => {
  const p = c.w.policy(viewer);
  const requests = [...c.w.notificationRequests.values()].filter((r) => r.recipientId === viewer);
  const pending = c.w.notificationsFor(viewer, { includeFiltered: true }).filter((n) => n.filtered).length;
  return {
    for_not_following: p.forNotFollowing,
    for_not_followers: p.forNotFollowers,
    for_new_accounts: p.forNewAccounts,
    for_private_mentions: p.forPrivateMentions,
    for_limited_accounts: p.forLimitedAccounts,
    summary: { pending_requests_count: requests.length, pending_notifications_count: pending },
  };
};

export function notificationRoutes(r: Router): void {
  r.get('/api/v1/notifications', 'user', (c) => {
    const viewer = me(c);
    const pp = pageParams(c, 40, 80);
    return paged(
      c,
      paginate(selected(c, viewer), (n) => n.id, pp),
      pp.limit,
      (n) => renderNotification(c.w, n, viewer),
    );
  });
  r.get('/api/v1/notifications/unread_count', 'user', (c) => json({ count: unreadCount(c, me(c)) }));
  r.get('/api/v2/notifications/unread_count', 'user', (c) => json({ count: unreadCount(c, me(c)) }));
  r.post('/api/v1/notifications/clear', 'user', (c) => {
    c.w.clearNotifications(me(c));
    return json({});
  });

  // Notification requests (before /:id so the literal paths win).
  r.get('/api/v1/notifications/requests', 'user', (c) => {
    const viewer = me(c);
    const reqs = [...c.w.notificationRequests.values()]
      .filter((x) => x.recipientId === viewer)
      .sort((a, b) => Number(b.id) - Number(a.id));
    const pp = pageParams(c, 40, 80);
    const page = paginate(reqs, (x) => x.id, pp);
    return paged(c, page, pp.limit, (x) => renderRequest(c, viewer, x));
  });
  r.get('/api/v1/notifications/requests/merged', 'user', () => json({ merged: true }));
  r.post('/api/v1/notifications/requests/accept', 'user', (c) => {
    const viewer = me(c);
    for (const id of arr(c.p, 'id')) {
      try {
        c.w.acceptNotificationRequest(viewer, id);
      } catch {
        // Bulk actions skip unknown ids, as the real server does.
      }
    }
    return json({});
  });
  r.post('/api/v1/notifications/requests/dismiss', 'user', (c) => {
    const viewer = me(c);
    for (const id of arr(c.p, 'id')) {
      try {
        c.w.dismissNotificationRequest(viewer, id);
      } catch {
        // Unknown ids are skipped.
      }
    }
    return json({});
  });
  r.get('/api/v1/notifications/requests/:id', 'user', (c) => {
    const viewer = me(c);
    return json(renderRequest(c, viewer, c.w.findRequest(viewer, c.params.id ?? '')));
  });
  r.post('/api/v1/notifications/requests/:id/accept', 'user', (c) => {
    c.w.acceptNotificationRequest(me(c), c.params.id ?? '');
    return json({});
  });
  r.post('/api/v1/notifications/requests/:id/dismiss', 'user', (c) => {
    c.w.dismissNotificationRequest(me(c), c.params.id ?? '');
    return json({});
  });

  r.get('/api/v1/notifications/:id', 'user', (c) => {
    const viewer = me(c);
    const n = c.w.notifications.get(c.params.id ?? '');
    if (!n || n.recipientId !== viewer) throw notFound();
    return json(renderNotification(c.w, n, viewer));
  });
  r.post('/api/v1/notifications/:id/dismiss', 'user', (c) => {
    c.w.dismissNotification(me(c), c.params.id ?? '');
    return json({});
  });

  r.get('/api/v2/notifications/policy', 'user', (c) => json(policyBody(c, me(c))));
  const updatePolicy = (c: Ctx) => {
    const viewer = me(c);
    const p = c.w.policy(viewer);
    const pick = (k: string) => {
      const v = str(c.p, k);
      return v === 'accept' || v === 'filter' || v === 'drop' ? v : undefined;
    };
    p.forNotFollowing = pick('for_not_following') ?? p.forNotFollowing;
    p.forNotFollowers = pick('for_not_followers') ?? p.forNotFollowers;
    p.forNewAccounts = pick('for_new_accounts') ?? p.forNewAccounts;
    p.forPrivateMentions = pick('for_private_mentions') ?? p.forPrivateMentions;
    p.forLimitedAccounts = pick('for_limited_accounts') ?? p.forLimitedAccounts;
    return json(policyBody(c, viewer));
  };
  r.patch('/api/v2/notifications/policy', 'user', updatePolicy);
  r.put('/api/v2/notifications/policy', 'user', updatePolicy);

  r.get('/api/v2/notifications', 'user', (c) => {
    const viewer = me(c);
    const pp = pageParams(c, 40, 80);
    const expand = str(c.p, 'expand_accounts');
    const grouped = arr(c.p, 'grouped_types');
    const page = groupedNotifications(c.w, viewer, selected(c, viewer), {
      ...pp,
      groupedTypes: grouped.length ? grouped : undefined,
      expandAccounts: expand === 'partial_avatars' ? 'partial_avatars' : 'full',
    });
    const groups = (page.body.notification_groups as unknown[]).length;
    return {
      status: 200,
      headers: linkHeader(c, page, groups, pp.limit),
      contentType: 'application/json; charset=utf-8',
      raw: numericGroupIds(JSON.stringify(page.body)),
    };
  });
  const groupMembers = (c: Ctx, viewer: string) => {
    const key = c.params.key ?? '';
    const members = c.w.notificationsFor(viewer).filter((n) => wireGroupKey(n.groupKey, n.id) === key);
    if (members.length === 0) throw notFound();
    return members;
  };
  r.get('/api/v2/notifications/:key', 'user', (c) => {
    const viewer = me(c);
    const members = groupMembers(c, viewer);
    const page = groupedNotifications(c.w, viewer, members, { limit: 1 });
    return {
      status: 200,
      contentType: 'application/json; charset=utf-8',
      raw: numericGroupIds(JSON.stringify(page.body)),
    };
  });
  r.get('/api/v2/notifications/:key/accounts', 'user', (c) => {
    const viewer = me(c);
    const seen = new Set<string>();
    const accounts = groupMembers(c, viewer).filter((n) => !seen.has(n.fromId) && seen.add(n.fromId));
    return json(accounts.slice(0, num(c.p, 'limit') ?? 40).map((n) => renderAccount(c.w, n.fromId)));
  });
  r.post('/api/v2/notifications/:key/dismiss', 'user', (c) => {
    const viewer = me(c);
    for (const n of groupMembers(c, viewer)) c.w.dismissNotification(viewer, n.id);
    return json({});
  });

  r.get('/api/v1/markers', 'user', (c) => {
    const viewer = me(c);
    const wanted = arr(c.p, 'timeline');
    const out: Record<string, unknown> = {};
    for (const [tl, m] of c.w.markers.get(viewer) ?? []) {
      if (wanted.length && !wanted.includes(tl)) continue;
      out[tl] = { last_read_id: m.lastReadId, version: m.version, updated_at: iso(m.updatedAt) };
    }
    return json(out);
  });
  r.post('/api/v1/markers', 'user', (c) => {
    const viewer = me(c);
    const out: Record<string, unknown> = {};
    for (const tl of ['home', 'notifications']) {
      const id = str(obj(c.p, tl) ?? {}, 'last_read_id');
      if (!id) continue;
      const m = c.w.setMarker(viewer, tl, id);
      out[tl] = { last_read_id: m.lastReadId, version: m.version, updated_at: iso(m.updatedAt) };
    }
    return json(out);
  });
}
