import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect, type Harness, refusedStatus, settle, startHarness } from './harness.ts';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.close();
});

describe('authentication at the upgrade', () => {
  it('accepts the token as a subprotocol and echoes the protocol back', async () => {
    const c = await connect(h.base, 'token-alice');
    expect(c.ws.protocol).toBe('token-alice');
    expect(h.streaming.sockets()).toBe(1);
    expect(h.streaming.connections()).toBe(1);
  });

  it('accepts the token as access_token or a Bearer header', async () => {
    await connect(`${h.base}?access_token=token-bob`);
    await connect(h.base, undefined, { headers: { Authorization: 'Bearer token-alice' } });
    expect(h.streaming.sockets()).toBe(2);
  });

  it('refuses a missing or invalid token with HTTP 401', async () => {
    expect(await refusedStatus(h.base)).toBe(401);
    expect(await refusedStatus(h.base, 'wrong-token')).toBe(401);
    expect(await refusedStatus(`${h.base}?access_token=nope`)).toBe(401);
    expect(h.streaming.connections()).toBe(0);
  });

  it('leaves upgrades on other paths alone', async () => {
    let seen = '';
    h.server.on('upgrade', (req, socket) => {
      if (req.url === '/other') {
        seen = req.url;
        socket.end('HTTP/1.1 418 Teapot\r\nConnection: close\r\n\r\n');
      }
    });
    const status = await refusedStatus(h.base.replace('/api/v1/streaming', '/other'), 'token-alice');
    expect(status).toBe(418);
    expect(seen).toBe('/other');
  });
});

describe('subscriptions and routing', () => {
  it('subscribes from the query string and routes events in the real frame shape', async () => {
    const c = await connect(`${h.base}?stream=hashtag&tag=Cats`, 'token-alice');
    expect(h.streaming.subscriptions()).toEqual({ 'hashtag:cats': 1 });
    h.bus.emit('stream', { streams: ['hashtag:cats', 'public'], event: 'update', payload: '{"id":"5"}' });
    const [frame] = await c.waitFrames(1);
    expect(frame).toEqual({ stream: ['hashtag', 'Cats'], event: 'update', payload: '{"id":"5"}' });
  });

  it('subscribes and unsubscribes by frames; one frame per subscription the event matches', async () => {
    const c = await connect(h.base, 'token-alice');
    c.send({ type: 'subscribe', stream: 'public' });
    c.send({ type: 'subscribe', stream: 'public:local' });
    c.send({ type: 'subscribe', stream: 'public' }); // duplicate: no second subscription
    await settle(c);
    expect(h.streaming.subscriptions()).toEqual({ public: 1, 'public:local': 1 });
    h.bus.emit('stream', { streams: ['public', 'public:local'], event: 'delete', payload: '42' });
    const frames = await c.waitFrames(2);
    expect(frames).toEqual([
      { stream: ['public'], event: 'delete', payload: '42' },
      { stream: ['public:local'], event: 'delete', payload: '42' },
    ]);
    c.send({ type: 'unsubscribe', stream: 'public' });
    await settle(c);
    expect(h.streaming.subscriptions()).toEqual({ 'public:local': 1 });
    h.bus.emit('stream', { streams: ['public'], event: 'delete', payload: '43' });
    h.bus.emit('stream', { streams: ['public:local'], event: 'delete', payload: '44' });
    const after = await c.waitFrames(3);
    expect(after[2]).toEqual({ stream: ['public:local'], event: 'delete', payload: '44' });
  });

  it('maps user and direct to the signed-in account, and omits a missing payload', async () => {
    const alice = await connect(`${h.base}?stream=user`, 'token-alice');
    const bob = await connect(`${h.base}?stream=user`, 'token-bob');
    alice.send({ type: 'subscribe', stream: 'direct' });
    await settle(alice);
    expect(h.streaming.subscriptions()).toEqual({ 'user:1': 1, 'user:2': 1, 'direct:1': 1 });
    h.bus.emit('stream', { streams: ['user:2'], event: 'filters_changed' });
    h.bus.emit('stream', { streams: ['direct:1'], event: 'conversation', payload: '{"id":"c1"}' });
    expect(await bob.waitFrames(1)).toEqual([{ stream: ['user'], event: 'filters_changed' }]);
    expect(await alice.waitFrames(1)).toEqual([
      { stream: ['direct'], event: 'conversation', payload: '{"id":"c1"}' },
    ]);
  });

  it('sends notifications to user subscribers, and only notifications to user:notification', async () => {
    const all = await connect(`${h.base}?stream=user`, 'token-alice');
    const only = await connect(`${h.base}?stream=user:notification`, 'token-alice');
    h.bus.emit('stream', { streams: ['user:1'], event: 'update', payload: '{"id":"s1"}' });
    // Published on both keys: each subscriber still gets it once.
    h.bus.emit('stream', {
      streams: ['user:1', 'user:notification:1'],
      event: 'notification',
      payload: '{"id":"n1"}',
    });
    h.bus.emit('stream', { streams: ['user:notification:1'], event: 'notification', payload: '{"id":"n2"}' });
    const a = await all.waitFrames(3);
    const o = await only.waitFrames(2);
    await settle(all);
    await settle(only);
    expect(a.map((f) => (f as { event: string }).event)).toEqual(['update', 'notification', 'notification']);
    expect(o).toEqual([
      { stream: ['user:notification'], event: 'notification', payload: '{"id":"n1"}' },
      { stream: ['user:notification'], event: 'notification', payload: '{"id":"n2"}' },
    ]);
  });

  it('allows only lists the user owns', async () => {
    const alice = await connect(h.base, 'token-alice');
    alice.send({ type: 'subscribe', stream: 'list', list: '10' });
    alice.send({ type: 'subscribe', stream: 'list', list: '11' });
    const [err] = await alice.waitFrames(1);
    expect(err).toEqual({ error: 'Not authorized to stream this list', status: 401 });
    expect(h.streaming.subscriptions()).toEqual({ 'list:10': 1 });
    h.bus.emit('stream', { streams: ['list:10'], event: 'update', payload: '{}' });
    expect((await alice.waitFrames(2))[1]).toEqual({
      stream: ['list', '10'],
      event: 'update',
      payload: '{}',
    });
  });

  it('answers bad frames and unknown streams with an error frame and keeps the socket', async () => {
    const c = await connect(h.base, 'token-alice');
    c.send('{oops');
    c.send({ type: 'subscribe', stream: 'nope' });
    c.send({ type: 'subscribe', stream: 'hashtag' });
    c.send({ type: 'dance' });
    expect(await c.waitFrames(4)).toEqual([
      { error: 'Error parsing message', status: 400 },
      { error: 'Unknown stream type', status: 400 },
      { error: 'No tag for stream provided', status: 400 },
      { error: 'Unknown message type', status: 400 },
    ]);
    expect(h.streaming.sockets()).toBe(1);
    expect(h.streaming.subscriptions()).toEqual({});
  });
});

describe('lifecycle', () => {
  it('forgets a closed socket and its subscriptions', async () => {
    const c = await connect(`${h.base}?stream=public`, 'token-alice');
    c.ws.close();
    await c.closed;
    await expect.poll(() => h.streaming.sockets()).toBe(0);
    expect(h.streaming.subscriptions()).toEqual({});
    expect(h.streaming.connections()).toBe(1);
  });

  it('dropAll terminates every socket', async () => {
    const a = await connect(`${h.base}?stream=public`, 'token-alice');
    const b = await connect(`${h.base}?stream=user`, 'token-bob');
    h.streaming.dropAll();
    await Promise.all([a.closed, b.closed]);
    expect(h.streaming.sockets()).toBe(0);
    expect(h.streaming.subscriptions()).toEqual({});
  });
});

describe('pings', () => {
  it('keeps a socket that answers pings and terminates one that does not', async () => {
    await h.close();
    // Long enough that a loaded machine still hears the live socket's pong within one interval.
    h = await startHarness({ pingIntervalMs: 250 });
    const live = await connect(`${h.base}?stream=public`, 'token-alice');
    const deaf = await connect(`${h.base}?stream=public`, 'token-bob', { autoPong: false });
    let pings = 0;
    live.ws.on('ping', () => pings++);
    await deaf.closed;
    await expect.poll(() => pings, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    expect(live.ws.readyState).toBe(live.ws.OPEN);
    expect(h.streaming.sockets()).toBe(1);
  });
});
