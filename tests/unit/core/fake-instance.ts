// A tiny fake instance for core tests: REST answers by path (counted), OAuth that approves at once, and a fake
// WebSocket class that records subscriptions and lets the test push frames or drop the socket.
import type { Account, Status } from '../../../shared/wire/entities.ts';

export const me = {
  id: '1',
  username: 'alice',
  acct: 'alice',
  display_name: 'Alice',
  avatar: 'http://i.test/a.png',
  avatar_static: 'http://i.test/a.png',
  header: '',
  header_static: '',
  url: 'http://i.test/@alice',
  uri: 'http://i.test/users/alice',
  note: '',
  emojis: [],
  fields: [],
  bot: false,
  locked: false,
  group: false,
  discoverable: true,
  created_at: '2026-01-01T00:00:00.000Z',
  last_status_at: '2026-01-01',
  followers_count: 0,
  following_count: 0,
  statuses_count: 0,
} as unknown as Account;

export function status(id: string, text = `post ${id}`): Status {
  return {
    id,
    uri: `http://i.test/users/alice/statuses/${id}`,
    url: `http://i.test/@alice/${id}`,
    created_at: new Date(Date.UTC(2026, 0, 1) + Number(id) * 1000).toISOString(),
    account: me,
    content: `<p>${text}</p>`,
    spoiler_text: '',
    sensitive: false,
    visibility: 'public',
    language: 'en',
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: null,
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    poll: null,
    card: null,
    replies_count: 0,
    reblogs_count: 0,
    favourites_count: 0,
    favourited: false,
    reblogged: false,
    bookmarked: false,
    muted: false,
    pinned: false,
    edited_at: null,
  } as unknown as Status;
}

/** Runs `body` with new sockets held closed until it calls `open` (a slow connection: what happens between a
 *  first page and the socket's open), then lets sockets open at once again. */
export async function withHeldSocket(body: (open: () => void) => Promise<void>): Promise<void> {
  let open = () => {};
  FakeSocket.openAfter = new Promise<void>((r) => {
    open = r;
  });
  try {
    await body(open);
  } finally {
    FakeSocket.openAfter = null;
  }
}

export class FakeSocket {
  static all: FakeSocket[] = [];
  /** While set, a new socket waits for it before opening (as a slow connection does). */
  static openAfter: Promise<void> | null = null;
  readyState = 0;
  sent: string[] = [];
  onopen: ((ev: never) => unknown) | null = null;
  onmessage: ((ev: never) => unknown) | null = null;
  onclose: ((ev: never) => unknown) | null = null;
  onerror: ((ev: never) => unknown) | null = null;
  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {
    FakeSocket.all.push(this);
    const open = () => {
      if (this.readyState !== 0) return;
      this.readyState = 1;
      this.onopen?.({} as never);
    };
    if (FakeSocket.openAfter) void FakeSocket.openAfter.then(open);
    else queueMicrotask(open);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.drop();
  }
  drop() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code: 1006 } as never);
  }
  push(stream: string[], event: string, payload: unknown) {
    const frame = { stream, event, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) };
    this.onmessage?.({ data: JSON.stringify(frame) } as never);
  }
  /** Streams currently subscribed on this socket. */
  subscribed(): string[] {
    const held = new Set<string>();
    for (const raw of this.sent) {
      const f = JSON.parse(raw) as { type: string; stream: string };
      if (f.type === 'subscribe') held.add(f.stream);
      else held.delete(f.stream);
    }
    return [...held];
  }
}

export function fakeInstance(origin = 'http://127.0.0.1:4000') {
  const requests: string[] = [];
  const posted: { body: Record<string, unknown>; key: string | null }[] = [];
  let home: Status[] = [status('3'), status('2'), status('1')];
  /** Held answers: the test releases them to make requests overlap. */
  let gate: Promise<void> = Promise.resolve();
  const json = (body: unknown, init: ResponseInit = {}) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      ...init,
    });
  const fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input);
    // A request for what is newer than a view's newest post (since_id alone) is logged apart from its first page.
    const newer = url.searchParams.has('since_id') && !url.searchParams.has('max_id') ? '?since_id' : '';
    requests.push(`${init.method ?? 'GET'} ${url.pathname}${newer}`);
    await gate;
    switch (url.pathname) {
      case '/api/v1/apps':
        return json({ client_id: 'cid', client_secret: 'secret' });
      case '/oauth/token':
        return json({ access_token: 'token-1', token_type: 'Bearer' });
      case '/api/v1/accounts/verify_credentials':
        return json(me);
      case '/api/v2/instance':
        return json({
          domain: 'i.test',
          configuration: { urls: { streaming: origin.replace('http', 'ws') } },
        });
      case '/api/v1/timelines/home':
        return json(home);
      case '/api/v2/notifications':
        return json({ accounts: [], statuses: [], notification_groups: [] });
      case '/api/v1/statuses':
        posted.push({
          body: JSON.parse(String(init.body)),
          key: new Headers(init.headers).get('Idempotency-Key'),
        });
        return json(status('99', 'posted'));
      default:
        if (/^\/api\/v1\/accounts\/\w+\/block$/.test(url.pathname)) return json({ id: '2', blocking: true });
        if (/^\/api\/v1\/accounts\/\w+\/unfollow$/.test(url.pathname))
          return json({ id: url.pathname.split('/')[4], following: false });
        if (init.method === 'DELETE' && /^\/api\/v1\/statuses\/\d+$/.test(url.pathname)) {
          return json({ ...status(url.pathname.split('/').pop()!), text: 'the source text' });
        }
        if (/\/api\/v1\/statuses\/\d+\/favourite$/.test(url.pathname)) {
          return json({ error: 'Record not found' }, { status: 404, statusText: 'Not Found' });
        }
        return json({ error: 'nope' }, { status: 404 });
    }
  };
  return {
    fetch,
    requests,
    posted,
    count: (what: string) => requests.filter((r) => r === what).length,
    setHome: (s: Status[]) => {
      home = s;
    },
    hold() {
      let release = () => {};
      gate = new Promise<void>((r) => {
        release = r;
      });
      return () => {
        gate = Promise.resolve();
        release();
      };
    },
  };
}
