// The demo instance quotes as Mastodon 4.5 does (each post's quote_approval for the viewer; a quote refused by the
// quoted post's policy with 422; quoting a followers-only post makes the quote followers-only) and keeps a
// thumbnail sent for a video or audio file as its preview, served as sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});

const api = async (method: string, path: string, body?: unknown, token = demo.demoToken) => {
  const res = await fetch(demo.url + path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** A post by someone the demo user does not follow, with this policy. */
function strangersPost(policy: 'public' | 'followers' | 'nobody'): string {
  const w = demo.world;
  const author = [...w.accounts.values()].find(
    (a) => a.id !== demo.demoAccountId && !a.domain && !w.isFollowing(demo.demoAccountId, a.id),
  );
  if (!author) throw new Error('no stranger in the seeded world');
  return w.createStatus(author.id, { text: `policy ${policy}`, visibility: 'public', quotePolicy: policy })
    .id;
}

describe('quotes on the demo instance', () => {
  it('says how each post may be quoted, refuses a quote its policy denies, and posts one it allows', async () => {
    const open = strangersPost('public');
    const closed = strangersPost('nobody');
    const followersOnly = strangersPost('followers');
    expect((await api('GET', `/api/v1/statuses/${open}`)).body.quote_approval).toEqual({
      automatic: ['public'],
      manual: [],
      current_user: 'automatic',
    });
    expect((await api('GET', `/api/v1/statuses/${closed}`)).body.quote_approval).toMatchObject({
      current_user: 'denied',
    });
    expect((await api('GET', `/api/v1/statuses/${followersOnly}`)).body.quote_approval).toMatchObject({
      automatic: ['followers'],
      current_user: 'denied',
    });
    const refused = await api('POST', '/api/v1/statuses', { status: 'no', quoted_status_id: closed });
    expect(refused.status).toBe(422);
    const quote = await api('POST', '/api/v1/statuses', {
      status: 'yes',
      quoted_status_id: open,
      quote_approval_policy: 'followers',
    });
    expect(quote.status).toBe(200);
    expect(quote.body.quote).toMatchObject({ state: 'accepted', quoted_status: { id: open } });
    expect(quote.body.quote_approval).toMatchObject({ automatic: ['followers'], current_user: 'automatic' });
    expect(
      (await api('POST', '/api/v1/statuses', { status: 'x', quote_approval_policy: 'all' })).status,
    ).toBe(422);
  });

  it('quoting a followers-only post of ones own makes the quote followers-only', async () => {
    const mine = (await api('POST', '/api/v1/statuses', { status: 'mine', visibility: 'private' })).body.id;
    const q = await api('POST', '/api/v1/statuses', {
      status: 'q',
      visibility: 'public',
      quoted_status_id: mine,
    });
    expect(q.status).toBe(200);
    expect(q.body.visibility).toBe('private');
  });
});

describe('media thumbnails on the demo instance', () => {
  it('keeps a thumbnail sent with PUT /api/v1/media/{id} as the preview, served as sent', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(16)], { type: 'video/mp4' }), 'clip.mp4');
    const up = await fetch(`${demo.url}/api/v1/media`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${demo.demoToken}` },
      body: form,
    });
    const media = (await up.json()) as { id: string; preview_url: string };
    const put = new FormData();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    put.set('thumbnail', new Blob([png], { type: 'image/png' }), 'thumb.png');
    put.set('focus', '0.5,-0.5');
    const res = await fetch(`${demo.url}/api/v1/media/${media.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${demo.demoToken}` },
      body: put,
    });
    const after = (await res.json()) as { preview_url: string; meta: { focus?: unknown } };
    expect(res.status).toBe(200);
    expect(after.preview_url).not.toBe(media.preview_url);
    expect(after.meta.focus).toEqual({ x: 0.5, y: -0.5 });
    const img = await fetch(after.preview_url);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await img.arrayBuffer())).toEqual(png);
    const bad = new FormData();
    bad.set('thumbnail', new Blob(['x'], { type: 'text/plain' }), 'x.txt');
    const refused = await fetch(`${demo.url}/api/v1/media/${media.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${demo.demoToken}` },
      body: bad,
    });
    expect(refused.status).toBe(422);
  });
});
