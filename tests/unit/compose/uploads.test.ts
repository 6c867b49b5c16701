// Uploads in the core: refusals counted per draft (attachments + pending uploads), 200 ready at once, 202 then the
// core polls until 200 with the 206 backoff, the pending count held until processing ends; alt text via PUT.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_LIMIT_EXCEEDED, UPLOAD_WITH_POLL } from '../../../shared/compose/upload-rules.ts';
import type { MediaAttachment } from '../../../shared/wire/entities.ts';
import type { ApiResult } from '../../../worker/api/errors.ts';
import type { MediaApi } from '../../../worker/compose/upload.ts';
import { createUploadService } from '../../../worker/compose/uploads.ts';

const media = (id: string, url: string | null): MediaAttachment => ({
  id,
  type: 'image',
  url,
  preview_url: null,
});
const ok = (status: number, m: MediaAttachment): ApiResult<MediaAttachment> => ({
  ok: true,
  status,
  value: m,
});
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function fakeApi(first: number, polls: number[] = []) {
  const queue = [...polls];
  const fetchedAt: number[] = [];
  let n = 0;
  const api: MediaApi = {
    upload: vi.fn(async () => {
      n++;
      return ok(first, media(`m${n}`, first === 200 ? 'https://m/1.png' : null));
    }),
    fetch: vi.fn(async (id: string) => {
      fetchedAt.push(Date.now());
      const s = queue.shift() ?? 200;
      return ok(s, media(id, s === 200 ? 'https://m/ready.png' : null));
    }),
    update: vi.fn(async (id: string, f: { description?: string }) =>
      ok(200, { ...media(id, 'https://m/1.png'), description: f.description ?? null }),
    ),
  };
  return { api, fetchedAt };
}

const file = new Blob(['x'], { type: 'image/png' });

describe('upload service', () => {
  it('200: ready at once, nothing left pending', async () => {
    const { api } = fakeApi(200);
    const s = createUploadService({ api, sleep, maxMediaAttachments: () => 4 });
    const r = await s.start('d', file, { attachments: 0, hasPoll: false });
    expect(r).toMatchObject({ ok: true, processing: false, media: { url: 'https://m/1.png' } });
    expect(s.pending('d')).toBe(0);
  });

  it('202: answers "processing" at once; the core polls (206 waits 1 s, 1 s, 1.58 s) until 200; pending until then', async () => {
    const { api, fetchedAt } = fakeApi(202, [206, 206, 206, 200]);
    const s = createUploadService({ api, sleep, maxMediaAttachments: () => 4 });
    const start = Date.now();
    const r = await s.start('d', file, { attachments: 0, hasPoll: false });
    expect(r).toMatchObject({ ok: true, processing: true });
    expect(s.pending('d')).toBe(1);
    const ready = s.wait('m1');
    await vi.advanceTimersByTimeAsync(5000);
    expect(await ready).toMatchObject({ ok: true, media: { id: 'm1', url: 'https://m/ready.png' } });
    expect(fetchedAt.map((t) => t - start)).toEqual([0, 1000, 2000, 2000 + Math.floor(Math.log2(3) * 1000)]);
    expect(s.pending('d')).toBe(0);
  });

  it('refuses past max_media_attachments counting uploads still processing, per draft; and with a poll', async () => {
    const { api } = fakeApi(202, [206, 206, 206, 206]);
    const s = createUploadService({ api, sleep, maxMediaAttachments: () => 2 });
    await s.start('d', file, { attachments: 1, hasPoll: false });
    const refused = await s.start('d', file, { attachments: 1, hasPoll: false });
    expect(refused).toMatchObject({ ok: false, message: UPLOAD_LIMIT_EXCEEDED });
    // Another draft has its own count.
    expect(await s.start('other', file, { attachments: 0, hasPoll: false })).toMatchObject({ ok: true });
    const poll = await s.start('third', file, { attachments: 0, hasPoll: true });
    expect(poll).toMatchObject({ ok: false, message: UPLOAD_WITH_POLL });
    expect(api.upload).toHaveBeenCalledTimes(2);
  });

  it('a failed upload frees its place', async () => {
    const api: MediaApi = {
      upload: vi.fn(async () => ({ ok: false, error: new Error('boom') }) as never),
      fetch: vi.fn(),
      update: vi.fn(),
    };
    const s = createUploadService({ api, sleep, maxMediaAttachments: () => 1 });
    expect((await s.start('d', file, { attachments: 0, hasPoll: false })).ok).toBe(false);
    expect(s.pending('d')).toBe(0);
  });

  it('alt text goes to PUT /media/{id} as description', async () => {
    const { api } = fakeApi(200);
    const s = createUploadService({ api, sleep, maxMediaAttachments: () => 4 });
    const r = await s.describe('m9', 'a cat on a mat');
    expect(api.update).toHaveBeenCalledWith('m9', { description: 'a cat on a mat' });
    expect(r).toMatchObject({ ok: true, media: { description: 'a cat on a mat' } });
  });
});
