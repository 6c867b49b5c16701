// Notification requests: the list and the pending count from the policy; accept/dismiss removes at once and
// lowers the count by one, in the core and on screen; a failure starts over from the server.
import { describe, expect, it } from 'vitest';
import type { NotificationRequestsView } from '../../../shared/protocol/intents.ts';
import type { NotificationRequest } from '../../../shared/wire/entities.ts';
import { pendingText, withoutRequest } from '../../../src/views/notifications/requests-model.ts';
import type { RawResult, RequestSpec } from '../../../worker/api/transport.ts';
import { createRequestsWiring } from '../../../worker/app/notification-requests.ts';

const ok = (body: unknown): RawResult => ({
  ok: true,
  answer: { status: 200, headers: new Headers(), body },
});
const fail = (spec: RequestSpec): RawResult => ({
  ok: false,
  error: Object.assign(new Error('boom'), {
    kind: 'http',
    status: 500,
    call: spec.call,
    method: spec.method,
    url: spec.path,
  }) as never,
});

const request = (id: string, count: number): NotificationRequest => ({
  id,
  created_at: '2026-08-01T12:00:00.000Z',
  updated_at: '2026-08-01T12:00:00.000Z',
  account: { id: `a${id}`, username: `u${id}`, acct: `u${id}@remote.example`, display_name: '' } as never,
  notifications_count: String(count),
  last_status: { id: `s${id}`, content: '<p>hello &amp; welcome</p>' } as never,
});

function setup(opts: { failActions?: boolean } = {}) {
  const calls: RequestSpec[] = [];
  const wiring = createRequestsWiring({
    request: async (spec) => {
      calls.push(spec);
      if (spec.path === '/api/v2/notifications/policy')
        return ok({
          for_not_following: 'filter',
          summary: { pending_requests_count: 5, pending_notifications_count: 9 },
        });
      if (spec.path === '/api/v1/notifications/requests') return ok([request('3', 2), request('2', 1)]);
      return opts.failActions ? fail(spec) : ok({});
    },
  });
  return { wiring, calls };
}

describe('notification requests in the core', () => {
  it('lists requests with their counts and the pending count', async () => {
    const { wiring } = setup();
    const r = await wiring.list('load');
    const v = (r.ok ? r.value : null) as NotificationRequestsView;
    expect(v.pending).toBe(5);
    expect(v.items.map((i) => [i.id, i.count, i.account.acct, i.lastStatusText])).toEqual([
      ['3', 2, 'u3@remote.example', 'hello & welcome'],
      ['2', 1, 'u2@remote.example', 'hello & welcome'],
    ]);
  });

  it('accepting one removes it and lowers the pending count by one, then calls the server', async () => {
    const { wiring, calls } = setup();
    await wiring.list('load');
    const r = await wiring.resolve('3', 'accept');
    const v = (r.ok ? r.value : null) as NotificationRequestsView;
    expect(v.items.map((i) => i.id)).toEqual(['2']);
    expect(v.pending).toBe(4);
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/notifications/requests/{id}/accept',
      pathParams: { id: '3' },
    });
  });

  it('a failed dismiss answers an alert and the next load starts from the server again', async () => {
    const { wiring } = setup({ failActions: true });
    await wiring.list('load');
    const r = await wiring.resolve('3', 'dismiss');
    expect(r.ok).toBe(false);
    const again = await wiring.list('load');
    expect(((again.ok ? again.value : null) as NotificationRequestsView).items).toHaveLength(2);
  });
});

describe('requests screen model', () => {
  const view: NotificationRequestsView = {
    items: [
      { id: '1', account: {} as never, count: 1, lastStatusText: null },
      { id: '2', account: {} as never, count: 3, lastStatusText: null },
    ],
    pending: 2,
    hasMore: false,
  };
  it('a resolved request leaves the list and the count at once', () => {
    const next = withoutRequest(view, '1');
    expect(next.items.map((i) => i.id)).toEqual(['2']);
    expect(pendingText(next)).toBe('1 pending request');
    expect(withoutRequest(next, '1')).toBe(next);
    expect(pendingText(withoutRequest(next, '2'))).toBe('No pending requests');
  });
});
