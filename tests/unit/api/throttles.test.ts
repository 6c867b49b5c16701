// The batch and the throttles, with fake timers: relationships over 500 ms, markers 5 min, settings 2 s.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Relationship } from '../../../shared/wire/entities.ts';
import type { ApiResult } from '../../../worker/api/errors.ts';
import { createMarkersUploader } from '../../../worker/api/markers-uploader.ts';
import { createRelationshipBatcher } from '../../../worker/api/relationships.ts';
import { createSettingsSaver } from '../../../worker/api/settings-saver.ts';
import { realTimers } from '../../../worker/api/timers.ts';

const rel = (id: string) => ({ id, following: true }) as Relationship;
const ok = <T>(value: T): ApiResult<T> => ({ ok: true, status: 200, value });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('relationship batcher', () => {
  it('ids asked within 500 ms of the first go out in one request, duplicates removed', async () => {
    const fetchRelationships = vi.fn(async (ids: string[]) => ok(ids.map(rel)));
    const b = createRelationshipBatcher({ fetchRelationships, isSignedIn: () => true, timers: realTimers });
    const tab1 = b.request(['1', '2', '2']);
    await vi.advanceTimersByTimeAsync(300);
    const tab2 = b.request(['2', '3']);
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchRelationships).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchRelationships).toHaveBeenCalledTimes(1);
    expect(fetchRelationships).toHaveBeenCalledWith(['1', '2', '3']);
    const [r1, r2] = await Promise.all([tab1, tab2]);
    expect(r1.ok && r1.value.map((r) => r.id)).toEqual(['1', '2']);
    expect(r2.ok && r2.value.map((r) => r.id)).toEqual(['2', '3']);
  });

  it('an id asked after the window starts a new batch', async () => {
    const fetchRelationships = vi.fn(async (ids: string[]) => ok(ids.map(rel)));
    const b = createRelationshipBatcher({ fetchRelationships, isSignedIn: () => true, timers: realTimers });
    void b.request(['1']);
    await vi.advanceTimersByTimeAsync(500);
    void b.request(['2']);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchRelationships.mock.calls).toEqual([[['1']], [['2']]]);
  });

  it('signed out: no request', async () => {
    const fetchRelationships = vi.fn(async (ids: string[]) => ok(ids.map(rel)));
    const b = createRelationshipBatcher({ fetchRelationships, isSignedIn: () => false, timers: realTimers });
    const r = await b.request(['1']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchRelationships).not.toHaveBeenCalled();
    expect(!r.ok && r.error.kind).toBe('signed-out');
  });
});

describe('markers uploader', () => {
  const setup = (signedIn = true) => {
    const save = vi.fn(async (_m: unknown) => ok({}));
    const u = createMarkersUploader({ save, isSignedIn: () => signedIn, timers: realTimers });
    return { save, u };
  };

  it('updateNow uploads inside a throttle window at once (mark all as read), then a new window starts', async () => {
    const { save, u } = setup();
    u.update('home', '100');
    u.update('notifications', '7');
    expect(save).toHaveBeenCalledTimes(1);
    u.updateNow('notifications', '9');
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ notifications: { last_read_id: '9' } });
    u.update('notifications', '10');
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(save).toHaveBeenLastCalledWith({ notifications: { last_read_id: '10' } });
  });

  it('uploads at once (leading), then at most once per 5 minutes with the latest ids (trailing)', async () => {
    const { save, u } = setup();
    u.update('home', '100');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith({ home: { last_read_id: '100' } });
    u.update('home', '101');
    u.update('notifications', '7');
    u.update('home', '105');
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({
      home: { last_read_id: '105' },
      notifications: { last_read_id: '7' },
    });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('never moves a marker backwards (snowflake ids compare by length first)', () => {
    const { save, u } = setup();
    u.update('home', '1000');
    u.update('home', '999');
    expect(u.snapshot()).toBeNull();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('snapshot gives what waits for the unload flush; once flushed, nothing trails', async () => {
    const { save, u } = setup();
    u.update('notifications', '5');
    u.update('notifications', '6');
    const snap = u.snapshot();
    expect(snap).toEqual({ notifications: { last_read_id: '6' } });
    if (snap) u.markFlushed(snap);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('signed out: no request', async () => {
    const { save, u } = setup(false);
    u.update('home', '1');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(save).not.toHaveBeenCalled();
    expect(u.snapshot()).toBeNull();
  });
});

describe('settings saver', () => {
  it('saves at most every 2 s, the latest settings winning', async () => {
    const save = vi.fn(async (_d: Record<string, unknown>) => ok({}));
    const s = createSettingsSaver({ save, isSignedIn: () => true, timers: realTimers });
    s.save({ v: 1 });
    s.save({ v: 2 });
    s.save({ v: 3 });
    expect(save.mock.calls).toEqual([[{ v: 1 }]]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save.mock.calls).toEqual([[{ v: 1 }], [{ v: 3 }]]);
    await vi.advanceTimersByTimeAsync(2000);
    s.save({ v: 4 });
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('signed out: no request; a 404 means the server has no web settings and is not asked again', async () => {
    const save = vi.fn(async (_d: Record<string, unknown>) => ok({}));
    createSettingsSaver({ save, isSignedIn: () => false, timers: realTimers }).save({ v: 1 });
    expect(save).not.toHaveBeenCalled();

    const { ApiError } = await import('../../../worker/api/errors.ts');
    const missing = vi.fn(async (_d: Record<string, unknown>) => ({
      ok: false as const,
      error: new ApiError({
        kind: 'http',
        call: 'settings.save',
        method: 'PUT',
        url: '/api/web/settings',
        status: 404,
      }),
    }));
    const s = createSettingsSaver({ save: missing, isSignedIn: () => true, timers: realTimers });
    s.save({ v: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(s.isUnsupported()).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    s.save({ v: 2 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(missing).toHaveBeenCalledTimes(1);
  });
});
