import type { StatusRow } from '../../../shared/protocol/rows.ts';

/** A small status row for store tests. */
export function statusRow(id: string, text = `post ${id}`): StatusRow {
  const account = {
    id: 'a1',
    acct: 'alice',
    username: 'alice',
    displayName: ['Alice'],
    avatar: '',
    avatarStatic: '',
    url: '',
    bot: false,
    locked: false,
  };
  return {
    kind: 'status',
    key: `s:${id}`,
    itemId: id,
    rebloggedBy: null,
    filter: null,
    pinnedRow: false,
    status: {
      id,
      uri: '',
      url: '',
      createdAt: '2026-01-01T00:00:00Z',
      editedAt: null,
      account,
      content: [{ t: 'p', c: [text] }],
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
    },
  };
}
