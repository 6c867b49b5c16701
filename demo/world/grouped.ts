// Grouped notifications (GET /api/v2/notifications) as the real server builds them: a page holds up to `limit`
// groups, each represented by its most recent notification in the paging range; counts and sample accounts are
// taken within the page's id range (page_min_id..page_max_id). `most_recent_notification_id` is a JSON number.
import { MAX_SAMPLE_ACCOUNTS } from '../../shared/constants.ts';
import { wireGroupKey } from './group-key.ts';
import type { NotificationRec } from './model.ts';
import { iso, notificationExtras, renderAccount, renderStatus } from './render.ts';
import type { World } from './world.ts';

export interface GroupedParams {
  maxId?: string | undefined;
  sinceId?: string | undefined;
  minId?: string | undefined;
  limit: number;
  /** Types that may be grouped (default: favourite, reblog, follow). */
  groupedTypes?: string[] | undefined;
  expandAccounts?: 'full' | 'partial_avatars' | undefined;
}

export interface GroupedPage {
  body: Record<string, unknown>;
  /** For Link headers. */
  nextMaxId: string | null;
  prevMinId: string | null;
}

const GROUPABLE = ['favourite', 'reblog', 'follow'];

export function groupedNotifications(
  w: World,
  viewer: string,
  all: NotificationRec[],
  p: GroupedParams,
): GroupedPage {
  const grouped = new Set((p.groupedTypes ?? GROUPABLE).filter((t) => GROUPABLE.includes(t)));
  const keyOf = (n: NotificationRec): string =>
    n.groupKey && grouped.has(n.type) ? n.groupKey : wireGroupKey(null, n.id);
  const max = p.maxId ? BigInt(p.maxId) : null;
  const since = p.sinceId ? BigInt(p.sinceId) : null;
  const min = p.minId ? BigInt(p.minId) : null;
  const inRange = (n: NotificationRec): boolean => {
    const id = BigInt(n.id);
    return (max === null || id < max) && (since === null || id > since) && (min === null || id > min);
  };
  // `all` is newest first. With min_id, walk up from the oldest.
  const ordered = min !== null ? [...all].reverse() : all;
  const heads = new Map<string, NotificationRec>();
  for (const n of ordered) {
    if (!inRange(n)) continue;
    const key = keyOf(n);
    if (!heads.has(key)) {
      if (heads.size >= p.limit) break;
      heads.set(key, n);
    } else if (min !== null) {
      heads.set(key, n); // walking upwards: the newest seen so far is the head
    }
  }
  const headList = [...heads.values()].sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
  const first = headList[0];
  const last = headList[headList.length - 1];
  if (!first || !last) {
    return {
      body: {
        accounts: [],
        statuses: [],
        notification_groups: [],
        ...(p.expandAccounts === 'partial_avatars' ? { partial_accounts: [] } : {}),
      },
      nextMaxId: null,
      prevMinId: null,
    };
  }
  const rangeMin = BigInt(last.id);
  const rangeMax = BigInt(first.id);
  const members = new Map<string, NotificationRec[]>();
  for (const n of all) {
    const id = BigInt(n.id);
    if (id < rangeMin || id > rangeMax) continue;
    const key = keyOf(n);
    if (!heads.has(key)) continue;
    const arr = members.get(key) ?? [];
    arr.push(n);
    members.set(key, arr);
  }
  const accountIds: string[] = [];
  const statusIds: string[] = [];
  const groups = headList.map((head) => {
    const key = keyOf(head);
    const ms = members.get(key) ?? [head];
    const sample: string[] = [];
    for (const m of ms)
      if (!sample.includes(m.fromId) && sample.length < MAX_SAMPLE_ACCOUNTS) sample.push(m.fromId);
    for (const a of sample) if (!accountIds.includes(a)) accountIds.push(a);
    if (head.statusId && !statusIds.includes(head.statusId)) statusIds.push(head.statusId);
    const oldest = ms[ms.length - 1] ?? head;
    return {
      group_key: key,
      notifications_count: ms.length,
      type: head.type,
      // A JSON number on the wire; the HTTP layer writes the exact digits (see numericGroupIds).
      most_recent_notification_id: head.id,
      page_min_id: oldest.id,
      page_max_id: head.id,
      latest_page_notification_at: iso(head.createdAt),
      sample_account_ids: sample,
      ...(head.statusId ? { status_id: head.statusId } : {}),
      ...notificationExtras(w, head),
    };
  });
  // With partial_avatars, only the first sample account of each group is sent in full.
  let full = accountIds;
  let partial: string[] = [];
  if (p.expandAccounts === 'partial_avatars') {
    const heads1 = new Set(
      groups.map((g) => g.sample_account_ids[0]).filter((x): x is string => x !== undefined),
    );
    full = accountIds.filter((a) => heads1.has(a));
    partial = accountIds.filter((a) => !heads1.has(a));
  }
  const body: Record<string, unknown> = {
    accounts: full.map((a) => renderAccount(w, a)),
    statuses: statusIds.filter((s) => w.statuses.has(s)).map((s) => renderStatus(w, s, viewer)),
    notification_groups: groups,
  };
  if (p.expandAccounts === 'partial_avatars') {
    body.partial_accounts = partial.map((id) => {
      const a = renderAccount(w, id);
      return {
        id: a.id,
        acct: a.acct,
        url: a.url,
        avatar: a.avatar,
        avatar_static: a.avatar_static,
        locked: a.locked,
        bot: a.bot,
      };
    });
  }
  return { body, nextMaxId: last.id, prevMinId: first.id };
}

/** Writes `most_recent_notification_id` as a bare JSON number with its exact digits, as the real server does
 *  (going through a JS number would round an 18-digit id). */
export const numericGroupIds = (json: string): string =>
  json.replace(/"most_recent_notification_id":"(\d+)"/g, '"most_recent_notification_id":$1');
