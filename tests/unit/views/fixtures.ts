// Row models for view tests.
import type {
  AccountChip,
  NotificationGroupRow,
  StatusRow,
  StatusView,
} from '../../../shared/protocol/rows.ts';

export function account(id: string, name = `User ${id}`): AccountChip {
  return {
    id,
    acct: `user${id}@remote.example`,
    username: `user${id}`,
    displayName: [name],
    avatar: `https://remote.example/a/${id}.png`,
    avatarStatic: `https://remote.example/a/${id}.png`,
    url: `https://remote.example/@user${id}`,
    bot: false,
    locked: false,
  };
}

export function status(id: string, patch: Partial<StatusView> = {}): StatusView {
  return {
    id,
    uri: `https://remote.example/statuses/${id}`,
    url: `https://remote.example/@user1/${id}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    editedAt: null,
    account: account('1'),
    content: [{ t: 'p', c: [`Post ${id}`] }],
    spoilerText: '',
    sensitive: false,
    visibility: 'public',
    language: 'en',
    inReplyToId: null,
    inReplyToAccountId: null,
    media: [],
    poll: null,
    card: null,
    quote: null,
    repliesCount: 0,
    reblogsCount: 0,
    favouritesCount: 0,
    favourited: false,
    reblogged: false,
    bookmarked: false,
    pinned: false,
    muted: false,
    own: false,
    ...patch,
  };
}

export function statusRow(
  id: string,
  patch: Partial<StatusView> = {},
  row: Partial<StatusRow> = {},
): StatusRow {
  return {
    kind: 'status',
    key: `s:${id}`,
    itemId: id,
    status: status(id, patch),
    rebloggedBy: null,
    filter: null,
    pinnedRow: false,
    ...row,
  };
}

export function notificationRow(
  type: string,
  patch: Partial<NotificationGroupRow> = {},
): NotificationGroupRow {
  return {
    kind: 'notification-group',
    key: `n:${type}`,
    groupKey: `${type}-1`,
    type,
    count: 1,
    sampleAccounts: [account('7', 'Alice')],
    status: null,
    latestAt: '2026-01-01T00:00:00.000Z',
    mostRecentId: '100',
    unread: false,
    filter: null,
    extra: {},
    ...patch,
  };
}
