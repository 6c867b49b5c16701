// The media upload state machine: 200 ready, 202 then poll, 206 retry after (log2(attempt) || 1) s, limits.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaAttachment } from '../../../shared/wire/entities.ts';
import type { ApiResult } from '../../../worker/api/errors.ts';
import {
  createUploader,
  type MediaApi,
  retryDelayMs,
  UPLOAD_LIMIT_EXCEEDED,
  UPLOAD_WITH_POLL,
  uploadRefusal,
} from '../../../worker/compose/upload.ts';

const media = (url: string | null): MediaAttachment => ({ id: 'm1', type: 'image', url, preview_url: null });
const answer = (status: number, url: string | null): ApiResult<MediaAttachment> => ({
  ok: true,
  status,
  value: media(url),
});
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const ctx = { attachments: 0, maxMediaAttachments: 4, hasPoll: false };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function api(uploadStatus: number, fetchStatuses: number[]): MediaApi & { fetchTimes: number[] } {
  const fetchTimes: number[] = [];
  const queue = [...fetchStatuses];
  return {
    fetchTimes,
    upload: vi.fn(async () => answer(uploadStatus, uploadStatus === 200 ? 'https://m/1.png' : null)),
    fetch: vi.fn(async () => {
      fetchTimes.push(Date.now());
      const s = queue.shift() ?? 200;
      return answer(s, s === 200 ? 'https://m/1.png' : null);
    }),
    update: vi.fn(async () => answer(200, 'https://m/1.png')),
  };
}

describe('upload', () => {
  it('206 delays: 1 s, 1 s, 1.58 s, 2 s', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 1000, Math.log2(3) * 1000, 2000]);
  });

  it('200: ready at once, no polling; the pending count goes up then down', async () => {
    const a = api(200, []);
    const counts: number[] = [];
    const u = createUploader({ api: a, sleep, onPending: (n) => counts.push(n) });
    const r = await u.upload(new Blob(['x']), ctx);
    expect(r.ok && r.media.url).toBe('https://m/1.png');
    expect(a.fetch).not.toHaveBeenCalled();
    expect(counts).toEqual([1, 0]);
  });

  it('202: polls GET /media/{id} until 200, waiting (log2(attempt) || 1) s after each 206', async () => {
    const a = api(202, [206, 206, 206, 206, 200]);
    const u = createUploader({ api: a, sleep });
    const start = Date.now();
    const p = u.upload(new Blob(['x']), ctx);
    await vi.advanceTimersByTimeAsync(0);
    expect(u.pending()).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    const r = await p;
    expect(r.ok && r.media.url).toBe('https://m/1.png');
    const gaps = a.fetchTimes.map((t, i) => t - (i === 0 ? start : (a.fetchTimes[i - 1] ?? 0)));
    const expected = [0, 1000, 1000, Math.log2(3) * 1000, 2000];
    expect(gaps).toHaveLength(expected.length);
    gaps.forEach((g, i) => {
      expect(Math.abs(g - (expected[i] ?? 0)), `gap ${i}`).toBeLessThan(1);
    });
    expect(u.pending()).toBe(0);
  });

  it("refuses past the server's max_media_attachments counting pending uploads, and with a poll", async () => {
    expect(
      uploadRefusal({ attachments: 3, pending: 1, adding: 1, maxMediaAttachments: 4, hasPoll: false }),
    ).toBe(UPLOAD_LIMIT_EXCEEDED);
    expect(
      uploadRefusal({ attachments: 3, pending: 0, adding: 1, maxMediaAttachments: 4, hasPoll: false }),
    ).toBeNull();
    expect(
      uploadRefusal({ attachments: 0, pending: 0, adding: 1, maxMediaAttachments: 4, hasPoll: true }),
    ).toBe(UPLOAD_WITH_POLL);
    const a = api(202, [206, 200]);
    const u = createUploader({ api: a, sleep });
    const first = u.upload(new Blob(['x']), { ...ctx, attachments: 3 });
    const second = await u.upload(new Blob(['y']), { ...ctx, attachments: 3 });
    expect(second).toMatchObject({ ok: false, message: UPLOAD_LIMIT_EXCEEDED });
    const third = await createUploader({ api: a, sleep }).upload(new Blob(['z']), { ...ctx, hasPoll: true });
    expect(third).toMatchObject({ ok: false, message: UPLOAD_WITH_POLL });
    expect(a.upload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect((await first).ok).toBe(true);
  });

  it('a failed upload decrements the pending count too', async () => {
    const a = api(200, []);
    a.upload = vi.fn(async () => ({ ok: false as const, error: new Error('413') as never }));
    const u = createUploader({ api: a, sleep });
    const r = await u.upload(new Blob(['x']), ctx);
    expect(r.ok).toBe(false);
    expect(u.pending()).toBe(0);
  });

  it('description/focus/thumbnail go through PUT, retried while it answers 206', async () => {
    const a = api(200, []);
    let n = 0;
    a.update = vi.fn(async () => (n++ < 1 ? answer(206, null) : answer(200, 'https://m/1.png')));
    const u = createUploader({ api: a, sleep });
    const p = u.update('m1', { description: 'a cat', focus: '0.5,-0.5' });
    await vi.advanceTimersByTimeAsync(1000);
    expect((await p).ok).toBe(true);
    expect(a.update).toHaveBeenCalledWith('m1', { description: 'a cat', focus: '0.5,-0.5' });
    expect(a.update).toHaveBeenCalledTimes(2);
  });

  it('gives up after maxAttempts answers of 206', async () => {
    const a = api(202, new Array(10).fill(206));
    const u = createUploader({ api: a, sleep, maxAttempts: 3 });
    const p = u.upload(new Blob(['x']), ctx);
    await vi.advanceTimersByTimeAsync(10_000);
    const r = await p;
    expect(r.ok).toBe(false);
    expect(a.fetch).toHaveBeenCalledTimes(3);
  });
});
