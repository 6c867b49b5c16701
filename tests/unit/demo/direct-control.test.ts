// The demo's control API for private conversations: POST /_demo/direct makes another account write to the demo
// user, which creates (then moves up) the demo user's conversation, unread, and streams it on their `direct` stream;
// the REST API then reads and deletes it as Mastodon does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});

const api = (path: string, method = 'GET') =>
  fetch(`${demo.url}${path}`, { method, headers: { Authorization: `Bearer ${demo.demoToken}` } });

describe('POST /_demo/direct', () => {
  it('a direct post to the demo user makes their conversation unread, on top, and streams it', async () => {
    const heard: { streams: string[]; event: string; payload?: string | undefined }[] = [];
    const listen = (e: { streams: string[]; event: string; payload?: string | undefined }) => heard.push(e);
    demo.world.bus.on('stream', listen);
    const res = await fetch(`${demo.url}/_demo/direct`, {
      method: 'POST',
      body: JSON.stringify({ acct: 'ada', text: 'lunch?' }),
    });
    demo.world.bus.off('stream', listen);
    expect(res.status).toBe(200);
    const status = (await res.json()) as { id: string; visibility: string; content: string };
    expect(status.visibility).toBe('direct');
    expect(status.content).toContain('lunch?');

    const list = (await (await api('/api/v1/conversations')).json()) as {
      id: string;
      unread: boolean;
      accounts: { acct: string }[];
      last_status: { id: string };
    }[];
    const top = list[0]!;
    expect(top.last_status.id).toBe(status.id);
    expect(top.unread).toBe(true);
    expect(top.accounts.map((a) => a.acct)).toEqual(['ada']);
    const direct = heard.find(
      (h) => h.event === 'conversation' && h.streams.includes(`direct:${demo.demoAccountId}`),
    );
    expect(JSON.parse(direct?.payload ?? '{}')).toMatchObject({ id: top.id, unread: true });

    expect((await (await api(`/api/v1/conversations/${top.id}/read`, 'POST')).json()).unread).toBe(false);
    expect((await api(`/api/v1/conversations/${top.id}`, 'DELETE')).status).toBe(200);
    const after = (await (await api('/api/v1/conversations')).json()) as { id: string }[];
    expect(after.map((c) => c.id)).not.toContain(top.id);
  });

  it('refuses to write from the demo user to themselves', async () => {
    const res = await fetch(`${demo.url}/_demo/direct`, {
      method: 'POST',
      body: JSON.stringify({ acct: 'woolly' }),
    });
    expect(res.status).toBe(422);
  });
});
