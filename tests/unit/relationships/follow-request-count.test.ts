// The navigation's count of waiting follow requests: from the credential account, one less at once when a request
// is answered (in any tab: the count lives in the core's global state), back again when the server refuses.
import { describe, expect, it } from 'vitest';
import type { RawResult } from '../../../worker/api/transport.ts';
import { answerFollowRequest } from '../../../worker/app/follow-requests.ts';
import {
  createFollowRequestCount,
  followRequestsOf,
} from '../../../worker/relationships/follow-request-count.ts';

const answered = (ok: boolean): RawResult =>
  ok
    ? { ok: true, answer: { status: 200, headers: new Headers(), body: {} } }
    : ({
        ok: false,
        error: { kind: 'http', status: 404, message: 'Record not found' },
      } as unknown as RawResult);

describe('the follow-request count', () => {
  it("is read from the credential account's source", () => {
    expect(followRequestsOf({ source: { follow_requests_count: 3 } })).toBe(3);
    expect(followRequestsOf({ source: {} })).toBeNull();
    expect(followRequestsOf({ source: { follow_requests_count: 'x' } })).toBeNull();
    expect(followRequestsOf(null)).toBeNull();
  });

  it('drops at once on accept and stays down when the server agrees', async () => {
    const published: (number | null)[] = [];
    const count = createFollowRequestCount((n) => published.push(n));
    count.set(2);
    let release: (r: RawResult) => void = () => {};
    const pending = answerFollowRequest(
      () => new Promise<RawResult>((resolve) => (release = resolve)),
      '7',
      'authorize',
      count,
    );
    // Before the server answers, every tab already shows one less.
    expect(count.get()).toBe(1);
    release(answered(true));
    expect((await pending).ok).toBe(true);
    expect(published).toEqual([2, 1]);
  });

  it('comes back when the server refuses, and never goes below 0', async () => {
    const count = createFollowRequestCount(() => {});
    count.set(1);
    const r = await answerFollowRequest(async () => answered(false), '7', 'reject', count);
    expect(r.ok).toBe(false);
    expect(count.get()).toBe(1);
    count.set(0);
    await answerFollowRequest(async () => answered(true), '8', 'authorize', count);
    expect(count.get()).toBe(0);
  });
});
