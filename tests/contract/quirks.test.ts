// The real-server behaviours listed in the contract README, each checked on the demo instance, and the shapes
// of the calls private to Mastodon's web UI (not in the OpenAPI description).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../demo/server.ts';
import { validateSchema } from './openapi.ts';

let demo: DemoServer;
const auth = () => ({ Authorization: `Bearer ${demo.demoToken}` });

const get = (path: string, headers: Record<string, string> = auth()) => fetch(demo.url + path, { headers });
const send = (method: string, path: string, body?: unknown) =>
  fetch(demo.url + path, {
    method,
    headers: { ...auth(), 'Content-Type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});

describe('real-server quirks', () => {
  it('1. most_recent_notification_id is a bare JSON number with every digit; other ids are strings', async () => {
    const res = await get('/api/v2/notifications?limit=5');
    const text = await res.text();
    const m = /"most_recent_notification_id":(\d+)[,}]/.exec(text);
    expect(m).not.toBeNull();
    // The exact digits of the notification id, not a rounded float.
    const id = m?.[1] ?? '';
    expect(demo.world.notifications.has(id)).toBe(true);
    expect(text).toMatch(/"page_max_id":"\d+"/);
    expect(text).toMatch(/"sample_account_ids":\["\d+"/);
  });

  it('2. DELETE of a status answers its source text and no content', async () => {
    const made = (await (
      await send('POST', '/api/v1/statuses', { status: 'to be deleted #gone' })
    ).json()) as { id: string };
    const res = await send('DELETE', `/api/v1/statuses/${made.id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.text).toBe('to be deleted #gone');
    expect('content' in body).toBe(false);
    expect((await get(`/api/v1/statuses/${made.id}`)).status).toBe(404);
  });

  it('3. large media answer 202 with url null, then 206 while processing, then 200 with a url', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(2048)], { type: 'video/mp4' }), 'clip.mp4');
    const created = await fetch(`${demo.url}/api/v2/media`, { method: 'POST', headers: auth(), body: form });
    expect(created.status).toBe(202);
    const m = (await created.json()) as { id: string; url: string | null };
    expect(m.url).toBeNull();
    // Posting it before it is ready is refused.
    expect((await send('POST', '/api/v1/statuses', { status: 'clip', media_ids: [m.id] })).status).toBe(422);
    const statuses: number[] = [];
    let last: { url: string | null } = m;
    for (let i = 0; i < 3; i++) {
      const r = await get(`/api/v1/media/${m.id}`);
      statuses.push(r.status);
      last = (await r.json()) as { url: string | null };
    }
    expect(statuses).toEqual([206, 206, 200]);
    expect(last.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/system\//);
    expect((await send('POST', '/api/v1/statuses', { status: 'clip', media_ids: [m.id] })).status).toBe(200);
  });

  it('4. every answer carries X-RateLimit headers, Reset as ISO 8601, Remaining counting down', async () => {
    const a = await get('/api/v1/custom_emojis');
    const b = await get('/api/v1/custom_emojis');
    expect(a.headers.get('x-ratelimit-limit')).toBe('300');
    expect(Number(b.headers.get('x-ratelimit-remaining'))).toBe(
      Number(a.headers.get('x-ratelimit-remaining')) - 1,
    );
    expect(a.headers.get('x-ratelimit-reset')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    const err = await get('/api/v1/statuses/1');
    expect(err.headers.get('x-ratelimit-remaining')).not.toBeNull();
  });

  it('5. Link headers are absolute; offset-paged endpoints have none', async () => {
    const home = await get('/api/v1/timelines/home?limit=3');
    const link = home.headers.get('link') ?? '';
    expect(link).toMatch(
      new RegExp(
        `^<${demo.url}/api/v1/timelines/home\\?limit=3&max_id=\\d+>; rel="next", <${demo.url}/api/v1/timelines/home\\?limit=3&min_id=\\d+>; rel="prev"$`,
      ),
    );
    for (const p of ['/api/v1/trends/tags', '/api/v1/directory?limit=5', '/api/v2/search?q=cat']) {
      expect((await get(p)).headers.get('link')).toBeNull();
    }
  });

  it('6. the streaming URL is announced in the instance, on the same origin, as ws://', async () => {
    const inst = (await (await get('/api/v2/instance')).json()) as {
      configuration: {
        urls: { streaming: string };
        polls: { max_options: number };
        statuses: { max_media_attachments: number };
        vapid: { public_key: string };
      };
    };
    expect(inst.configuration.urls.streaming).toBe(demo.url.replace('http://', 'ws://'));
    expect(inst.configuration.polls.max_options).toBe(4);
    expect(inst.configuration.statuses.max_media_attachments).toBe(4);
    expect(inst.configuration.vapid.public_key.length).toBeGreaterThan(20);
  });

  it('7. some cards carry empty-string URL fields; contact email may be empty', async () => {
    const withCard = [...demo.world.statuses.values()].find(
      (s) => s.card && s.card.authorUrl === '' && !s.deleted && s.visibility === 'public' && !s.reblogOfId,
    );
    expect(withCard).toBeDefined();
    const s = (await (await get(`/api/v1/statuses/${withCard?.id}`)).json()) as {
      card: Record<string, unknown>;
    };
    expect(s.card.author_url).toBe('');
    expect(s.card.embed_url).toBe('');
    expect(validateSchema('PreviewCard', s.card)).toEqual([]);
    const inst = (await (await get('/api/v2/instance')).json()) as { contact: { email: string } };
    expect(inst.contact.email).toBe('');
  });

  it('8. errors are {"error": "..."} with the real messages', async () => {
    const nf = await get('/api/v1/accounts/999');
    expect(nf.status).toBe(404);
    expect(await nf.json()).toEqual({ error: 'Record not found' });
    const bad = await get('/api/v1/timelines/home', { Authorization: 'Bearer nope' });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ error: 'The access token is invalid' });
    const invalid = await send('POST', '/api/v1/statuses', { status: '' });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { error: string }).error).toMatch(/^Validation failed: /);
  });
});

describe('web UI private calls (shapes from the contract README)', () => {
  it('PUT /api/web/settings takes {data} and answers {}', async () => {
    const res = await send('PUT', '/api/web/settings', { data: { home: { shows: { reblog: false } } } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(demo.world.webSettings.get(demo.demoAccountId)).toEqual({ home: { shows: { reblog: false } } });
  });

  it('push subscriptions: created with {subscription, data}, updated with {data}; the id is a number', async () => {
    const created = await send('POST', '/api/web/push_subscriptions', {
      subscription: { endpoint: 'https://push.example/abc', keys: { p256dh: 'BNcR', auth: 'tBHI' } },
      data: { policy: 'all', alerts: { follow: true, mention: true, favourite: false } },
    });
    expect(created.status).toBe(200);
    const sub = (await created.json()) as {
      id: unknown;
      endpoint: string;
      alerts: Record<string, boolean>;
      server_key: string;
    };
    expect(typeof sub.id).toBe('number');
    expect(sub.endpoint).toBe('https://push.example/abc');
    expect(sub.alerts).toEqual({ follow: true, mention: true, favourite: false });
    expect(sub.server_key.length).toBeGreaterThan(20);
    expect(validateSchema('WebPushSubscription', sub)).toEqual([]);
    const updated = (await (
      await send('PUT', `/api/web/push_subscriptions/${sub.id}`, { data: { alerts: { favourite: true } } })
    ).json()) as { alerts: Record<string, boolean> };
    expect(updated.alerts.favourite).toBe(true);
    expect(updated.alerts.follow).toBe(true);
  });

  it('push subscription removed with DELETE /api/v1/push/subscription: {} and gone, and {} again when none', async () => {
    const created = await send('POST', '/api/web/push_subscriptions', {
      subscription: { endpoint: 'https://push.example/del', keys: { p256dh: 'BNcR', auth: 'tBHI' } },
      data: { policy: 'all', alerts: { mention: true } },
    });
    const { id } = (await created.json()) as { id: number };
    expect(demo.world.pushSubscriptions.has(id)).toBe(true);
    const removed = await send('DELETE', '/api/v1/push/subscription', {});
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({});
    expect(demo.world.pushSubscriptions.has(id)).toBe(false);
    expect((await send('PUT', `/api/web/push_subscriptions/${id}`, { data: { alerts: {} } })).status).toBe(
      404,
    );
    const again = await send('DELETE', '/api/v1/push/subscription', {});
    expect(again.status).toBe(200);
  });
});
