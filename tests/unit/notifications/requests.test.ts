import { describe, expect, it } from 'vitest';
import type { NotificationPolicy, NotificationRequest } from '../../../shared/wire/entities.ts';
import {
  beginExpand,
  beginList,
  beginPolicy,
  emptyRequests,
  listLoaded,
  policyLoaded,
  resolveRequest,
  resolveRequests,
} from '../../../worker/notifications/requests.ts';

const req = (id: string): NotificationRequest => ({ id }) as NotificationRequest;
const policy = (pending: number): NotificationPolicy => ({
  for_not_following: 'accept',
  for_not_followers: 'accept',
  for_new_accounts: 'accept',
  for_private_mentions: 'filter',
  for_limited_accounts: 'filter',
  summary: { pending_requests_count: pending, pending_notifications_count: 9 },
});

describe('notification requests', () => {
  it('skips a fetch while one is loading; refreshes with since_id; expands by the next link', () => {
    let s = emptyRequests();
    const a = beginList(s);
    expect(a.plan).toEqual({ kind: 'list', sinceId: null });
    expect(beginList(a.state).plan).toEqual({ kind: 'skip' });
    expect(beginExpand(a.state).plan).toEqual({ kind: 'skip' });
    s = listLoaded(a.state, 'list', [req('30'), req('20')], 'https://x.test/next?max_id=20');
    const b = beginList(s);
    expect(b.plan).toEqual({ kind: 'list', sinceId: '30' });
    s = listLoaded(b.state, 'list', [req('40')], null);
    expect(s.items.map((r) => r.id)).toEqual(['40', '30', '20']);
    const c = beginExpand(s);
    expect(c.plan).toEqual({ kind: 'expand', url: 'https://x.test/next?max_id=20' });
    s = listLoaded(c.state, 'expand', [req('10')], null);
    expect(s.items.map((r) => r.id)).toEqual(['40', '30', '20', '10']);
    expect(beginExpand(s).plan).toEqual({ kind: 'error', error: 'missing URL' });
  });

  it('accepting or dismissing removes at once and lowers the pending count by one', () => {
    let s = listLoaded(emptyRequests(), 'list', [req('3'), req('2'), req('1')], null);
    s = policyLoaded(s, policy(3));
    s = resolveRequest(s, '2');
    expect(s.items.map((r) => r.id)).toEqual(['3', '1']);
    expect(s.policy?.summary.pending_requests_count).toBe(2);
  });

  it('a bulk action lowers the count by the number of ids, never below 0', () => {
    let s = listLoaded(emptyRequests(), 'list', [req('3'), req('2'), req('1')], null);
    s = policyLoaded(s, policy(10));
    s = resolveRequests(s, ['3', '1', '99']);
    expect(s.items.map((r) => r.id)).toEqual(['2']);
    expect(s.policy?.summary.pending_requests_count).toBe(7);
    s = resolveRequests(s, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(s.policy?.summary.pending_requests_count).toBe(0);
  });

  it('skips a policy fetch while one is loading', () => {
    const a = beginPolicy(emptyRequests());
    expect(a.plan).toBe('fetch');
    expect(beginPolicy(a.state).plan).toBe('skip');
    expect(beginPolicy(policyLoaded(a.state, policy(1))).plan).toBe('fetch');
  });
});
