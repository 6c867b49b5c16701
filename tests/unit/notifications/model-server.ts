// A model of the server's grouped notifications for property tests: notifications with growing ids, grouped like
// the server (favourite and reblog by status, everything else alone), and pages of GET /api/v2/notifications as
// Mastodon builds them: walking down from max_id (exclusive) above since_id, until `limit` distinct groups are seen;
// each group then tells what the walked range holds of it (count, newest, page_min_id, sample accounts).
import type {
  GroupedNotificationsResults,
  Notification,
  NotificationGroup,
} from '../../../shared/wire/entities.ts';
import { account, status } from './harness.ts';

export interface ModelNotification {
  id: number;
  type: string;
  accountId: string;
  statusId: string | null;
  groupKey: string;
}

const BASE = Date.parse('2026-08-01T12:00:00.000Z');
const at = (id: number) => new Date(BASE + id * 1000).toISOString();

/** A small deterministic random source (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class ModelServer {
  readonly notifications: ModelNotification[] = [];
  #nextId = 1;
  /** Accounts already in each group: the model never notifies twice from one account in one group. */
  readonly #accounts = new Map<string, Set<string>>();

  constructor(readonly random: () => number) {}

  /** A new notification: a mention (alone), or a favourite or boost of one of a few posts (grouped). */
  create(): ModelNotification {
    const id = this.#nextId++;
    const roll = this.random();
    const type = roll < 0.4 ? 'mention' : roll < 0.75 ? 'favourite' : 'reblog';
    const statusId = type === 'mention' ? null : `s${1 + Math.floor(this.random() * 6)}`;
    const groupKey = type === 'mention' ? `ungrouped-${id}` : `${type}-${statusId}`;
    const used = this.#accounts.get(groupKey) ?? new Set<string>();
    let accountId = `a${1 + Math.floor(this.random() * 40)}`;
    if (used.has(accountId)) accountId = `x${id}`;
    used.add(accountId);
    this.#accounts.set(groupKey, used);
    const n = { id, type, accountId, statusId, groupKey };
    this.notifications.push(n);
    return n;
  }

  /** The streamed form of a notification. */
  wire(n: ModelNotification): Notification {
    return {
      id: String(n.id),
      type: n.type,
      created_at: at(n.id),
      account: account(n.accountId),
      status: n.statusId === null ? null : status(n.statusId),
      group_key: n.groupKey,
    };
  }

  /** A page newest first, below `maxId` and above `sinceId`; `hasMore` when older ones remain in that range. */
  page(opts: { maxId: string | null; sinceId: string | null; limit: number }): {
    body: GroupedNotificationsResults;
    hasMore: boolean;
  } {
    const max = opts.maxId === null ? Number.POSITIVE_INFINITY : Number(opts.maxId);
    const since = opts.sinceId === null ? 0 : Number(opts.sinceId);
    const inRange = this.notifications.filter((n) => n.id < max && n.id > since).reverse();
    const keys = new Set<string>();
    let floor = 0;
    let walked = 0;
    for (const n of inRange) {
      if (!keys.has(n.groupKey) && keys.size === opts.limit) break;
      keys.add(n.groupKey);
      floor = n.id;
      walked++;
    }
    const groups = new Map<string, NotificationGroup>();
    for (const n of inRange.slice(0, walked)) {
      const g = groups.get(n.groupKey);
      if (!g) {
        groups.set(n.groupKey, {
          group_key: n.groupKey,
          notifications_count: 1,
          type: n.type,
          most_recent_notification_id: String(n.id),
          page_min_id: String(n.id),
          page_max_id: String(n.id),
          latest_page_notification_at: at(n.id),
          sample_account_ids: [n.accountId],
          status_id: n.statusId,
        });
        continue;
      }
      g.notifications_count++;
      g.page_min_id = String(n.id);
      if (g.sample_account_ids.length < 8) g.sample_account_ids.push(n.accountId);
    }
    return {
      body: { accounts: [], statuses: [], notification_groups: [...groups.values()] },
      hasMore: walked < inRange.length && floor > 0,
    };
  }

  /** Every group, newest first, with its newest notification id. */
  groups(): { key: string; mostRecentId: string }[] {
    const newest = new Map<string, number>();
    for (const n of this.notifications) newest.set(n.groupKey, n.id);
    return [...newest.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([key, id]) => ({ key, mostRecentId: String(id) }));
  }
}
