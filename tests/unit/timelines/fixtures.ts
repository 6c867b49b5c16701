// Small wire-shaped builders for the timeline core's tests.
import { applyOps, type RowOp, type ViewMeta } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import type { Account, Filter, Status } from '../../../shared/wire/entities.ts';

export function account(id: string, extra: Partial<Account> = {}): Account {
  return {
    id,
    username: `user${id}`,
    acct: `user${id}`,
    url: `https://social.test/@user${id}`,
    uri: `https://social.test/users/user${id}`,
    display_name: `User ${id}`,
    note: '',
    avatar: `https://social.test/a/${id}.png`,
    avatar_static: `https://social.test/a/${id}.png`,
    header: '',
    header_static: '',
    locked: false,
    bot: false,
    group: false,
    created_at: '2024-01-01T00:00:00.000Z',
    statuses_count: 1,
    followers_count: 1,
    following_count: 1,
    emojis: [],
    fields: [],
    ...extra,
  };
}

let clock = Date.parse('2026-01-01T00:00:00.000Z');

export function status(id: string, extra: Partial<Status> & { accountId?: string } = {}): Status {
  const { accountId, ...rest } = extra;
  clock += 1000;
  return {
    id,
    uri: `https://social.test/users/x/statuses/${id}`,
    url: `https://social.test/@x/${id}`,
    created_at: new Date(clock).toISOString(),
    account: account(accountId ?? '1'),
    content: `<p>post ${id}</p>`,
    spoiler_text: '',
    sensitive: false,
    visibility: 'public',
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    replies_count: 0,
    reblogs_count: 0,
    favourites_count: 0,
    ...rest,
  };
}

export function boost(id: string, of: Status, accountId = '2'): Status {
  return status(id, { accountId, reblog: of, content: '' });
}

export function filter(
  id: string,
  extra: Partial<Filter> & { words?: string[]; wholeWord?: boolean } = {},
): Filter {
  const { words, wholeWord, ...rest } = extra;
  return {
    id,
    title: `Filter ${id}`,
    context: ['home', 'public', 'thread', 'notifications', 'account'],
    expires_at: null,
    filter_action: 'warn',
    keywords: (words ?? []).map((keyword, i) => ({
      id: `${id}-${i}`,
      keyword,
      whole_word: wholeWord ?? false,
    })),
    ...rest,
  };
}

/** Records what an engine emits and keeps each view's rows by applying the ops, as a tab would. */
export function recorder() {
  const rows = new Map<string, Row[]>();
  const meta = new Map<string, Partial<ViewMeta>>();
  const calls: { view: string; ops: RowOp[]; meta?: Partial<ViewMeta> }[] = [];
  return {
    rows,
    meta,
    calls,
    emit(view: string, ops: RowOp[], patch?: Partial<ViewMeta>) {
      calls.push(patch ? { view, ops, meta: patch } : { view, ops });
      rows.set(view, applyOps(rows.get(view) ?? [], ops));
      if (patch) meta.set(view, { ...meta.get(view), ...patch });
    },
    seed(view: string, initial: Row[]) {
      rows.set(view, initial);
    },
    keys(view: string) {
      return (rows.get(view) ?? []).map((r) => r.key);
    },
    clear() {
      calls.length = 0;
    },
  };
}

/** Statuses n..1 (newest first) with numeric-string ids, like a page. */
export function page(from: number, to: number, extra: Partial<Status> = {}): Status[] {
  const out: Status[] = [];
  for (let i = from; i >= to; i--) out.push(status(String(i).padStart(6, '0'), extra));
  return out;
}
