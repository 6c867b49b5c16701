// Test helpers: cheap fake chip/status builders, wire factories, and an engine whose published diffs are replayed
// onto a copy of the rows, so every test also checks that the diffs reproduce the engine's own snapshot.
import { expect } from 'vitest';
import { applyOps, type RowOp } from '../../../shared/protocol/diff.ts';
import type { AccountChip, NotificationGroupRow, Row, StatusView } from '../../../shared/protocol/rows.ts';
import type {
  Account,
  GroupedNotificationsResults,
  Notification,
  NotificationGroup,
  Status,
} from '../../../shared/wire/entities.ts';
import { NotificationsEngine } from '../../../worker/notifications/engine.ts';
import type { FilterAction } from '../../../worker/notifications/model.ts';

export function chip(id: string): AccountChip {
  return {
    id,
    acct: `user${id}`,
    username: `user${id}`,
    displayName: [`User ${id}`],
    avatar: '',
    avatarStatic: '',
    url: '',
    bot: false,
    locked: false,
  };
}

export function statusView(id: string): StatusView {
  return { id } as StatusView;
}

export function account(id: string): Account {
  return { id, username: `user${id}`, acct: `user${id}` } as Account;
}

export function status(id: string, content = ''): Status {
  return { id, content } as Status;
}

const BASE = Date.parse('2026-08-01T12:00:00.000Z');

/** A notification; ids are numeric strings so they order like real ones. `minute` sets created_at. */
export function notif(
  id: number,
  type: string,
  accountId: string,
  statusId: string | null = null,
  minute = id,
): Notification {
  return {
    id: String(id),
    type,
    created_at: new Date(BASE + minute * 60_000).toISOString(),
    account: account(accountId),
    status: statusId === null ? null : status(statusId),
  };
}

/** A wire group as the v2 endpoint sends it (most_recent_notification_id a number, like the real server). */
export function wireGroup(
  key: string,
  mostRecent: number,
  opts: { type?: string; count?: number; min?: number; accounts?: string[]; statusId?: string | null } = {},
): NotificationGroup {
  return {
    group_key: key,
    notifications_count: opts.count ?? 1,
    type: opts.type ?? 'mention',
    most_recent_notification_id: mostRecent as unknown as string,
    page_min_id: String(opts.min ?? mostRecent),
    page_max_id: String(mostRecent),
    latest_page_notification_at: new Date(BASE + mostRecent * 60_000).toISOString(),
    sample_account_ids: opts.accounts ?? ['1'],
    status_id: opts.statusId ?? null,
  };
}

export function page(groups: NotificationGroup[], statuses: Status[] = []): GroupedNotificationsResults {
  return { accounts: [], statuses, notification_groups: groups };
}

/** `count` ungrouped mention groups with notification ids from `newest` downwards. */
export function mentionsPage(newest: number, count: number): GroupedNotificationsResults {
  const groups = [];
  for (let i = 0; i < count; i++) groups.push(wireGroup(`ungrouped-${newest - i}`, newest - i));
  return page(groups);
}

export interface Harness {
  engine: NotificationsEngine;
  /** The rows as a tab sees them: the first snapshot plus every published diff. */
  rows(): Row[];
  emitted: RowOp[][];
  lastMeta(): Record<string, unknown>;
  reloads: number;
  keys(): string[];
  group(key: string): NotificationGroupRow;
  /** Asserts the replayed rows equal the engine's snapshot. */
  check(): void;
}

export function harness(
  opts: { groupedTypes?: string[]; lastReadId?: string | null; filter?: (s: Status) => FilterAction } = {},
): Harness {
  let rows: Row[] = [];
  const emitted: RowOp[][] = [];
  let meta: Record<string, unknown> = {};
  const h: Harness = {
    engine: undefined as unknown as NotificationsEngine,
    rows: () => rows,
    emitted,
    lastMeta: () => meta,
    reloads: 0,
    keys: () => rows.map((r) => r.key),
    group(key) {
      const row = rows.find((r) => r.key === key);
      if (row?.kind !== 'notification-group') throw new Error(`no group row ${key}`);
      return row;
    },
    check() {
      expect(rows).toEqual(h.engine.snapshot().rows);
    },
  };
  h.engine = new NotificationsEngine({
    groupedTypes: opts.groupedTypes ?? ['favourite', 'reblog'],
    lastReadId: opts.lastReadId ?? null,
    chip,
    statusView,
    filterVerdict: opts.filter ?? (() => null),
    emit(ops, m) {
      emitted.push(ops);
      rows = applyOps(rows, ops);
      meta = { ...meta, ...m };
      expect(rows).toEqual(h.engine.snapshot().rows);
    },
    onNeedsReload() {
      h.reloads++;
    },
  });
  return h;
}

/** Keys of a row list in order, gaps shown as `gap(maxId,sinceId)`. */
export function shape(rows: Row[]): string[] {
  return rows.map((r) => (r.kind === 'gap' ? `gap(${r.maxId},${r.sinceId})` : r.key));
}
