import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../../worker/streaming/backoff.ts';
import { parseFrame } from '../../../worker/streaming/frames.ts';
import { keyOfFrameStream, streamKey, subscribeFrame } from '../../../worker/streaming/specs.ts';
import { DOC_EXAMPLES_DIR } from '../../reference.ts';

const DOCS = `${DOC_EXAMPLES_DIR}/streaming`;
const doc = (name: string) => readFileSync(`${DOCS}/${name}.json`, 'utf8');

describe('parseFrame on the documented frames', () => {
  it('reads an update with its status parsed from the JSON string payload', () => {
    const f = parseFrame(doc('streaming__websocket__Events'));
    expect(f.kind).toBe('event');
    if (f.kind !== 'event') return;
    expect(f.event.event).toBe('update');
    expect(f.event.stream).toEqual(['public']);
    expect(f.event.payload).toMatchObject({
      id: '108913983692647032',
      account: { acct: 'tobtobxx@fosstodon.org' },
    });
  });

  it('reads a delete as a bare id, and filters_changed without payload', () => {
    expect(parseFrame(doc('streaming__websocket__Events__2'))).toEqual({
      kind: 'event',
      event: { event: 'delete', stream: ['public'], payload: '106692867363994015' },
    });
    expect(parseFrame(doc('streaming__websocket__Events__3'))).toEqual({
      kind: 'event',
      event: { event: 'filters_changed', stream: ['user'], payload: undefined },
    });
  });

  it('reads error frames, with or without a status', () => {
    expect(parseFrame(doc('streaming__Error-responses'))).toEqual({
      kind: 'error',
      error: 'Unknown channel requested',
    });
    expect(parseFrame(doc('streaming__Error-responses__2'))).toEqual({
      kind: 'error',
      error: 'Unknown stream type',
      status: 400,
    });
  });
});

describe('parseFrame on bad input', () => {
  it.each([
    ['binary data', new Uint8Array([1, 2])],
    ['not JSON', '{"stream":'],
    ['an array', '[1,2]'],
    ['null', 'null'],
    ['no event', '{"stream":["user"],"payload":"{}"}'],
    ['no stream', '{"event":"update","payload":"{}"}'],
    ['a stream that is not a list of strings', '{"stream":[1],"event":"update","payload":"{}"}'],
    ['an update whose payload is not JSON', '{"stream":["user"],"event":"update","payload":"{oops"}'],
    ['an update without payload', '{"stream":["user"],"event":"update"}'],
    ['an update whose payload is a JSON number', '{"stream":["user"],"event":"update","payload":"5"}'],
    ['a delete without id', '{"stream":["user"],"event":"delete"}'],
  ])('reports %s as malformed', (_what, data) => {
    expect(parseFrame(data).kind).toBe('malformed');
  });

  it('reports an unknown event as such, and accepts an entity sent as an object', () => {
    expect(parseFrame('{"stream":["user"],"event":"encrypted_message","payload":"{}"}')).toEqual({
      kind: 'unknown-event',
      event: 'encrypted_message',
    });
    const f = parseFrame('{"stream":["user"],"event":"notification","payload":{"id":"3","type":"follow"}}');
    expect(f).toMatchObject({ kind: 'event', event: { payload: { id: '3', type: 'follow' } } });
  });
});

describe('stream specs', () => {
  it('keys hashtags case-insensitively and lists by id', () => {
    expect(streamKey({ stream: 'public:local:media' })).toBe('public:local:media');
    expect(streamKey({ stream: 'hashtag', tag: '#Cats' })).toBe('hashtag:cats');
    expect(streamKey({ stream: 'hashtag:local', tag: 'Cats' })).toBe('hashtag:local:cats');
    expect(streamKey({ stream: 'list', list: '12' })).toBe('list:12');
  });

  it('maps a frame stream array back to the same key', () => {
    expect(keyOfFrameStream(['hashtag', 'CATS'])).toBe('hashtag:cats');
    expect(keyOfFrameStream(['list', '12'])).toBe('list:12');
    expect(keyOfFrameStream(['user:notification'])).toBe('user:notification');
    expect(keyOfFrameStream(['hashtag'])).toBeNull();
    expect(keyOfFrameStream(['nonsense'])).toBeNull();
  });

  it('writes subscribe frames in the documented shape', () => {
    expect(JSON.parse(subscribeFrame('subscribe', { stream: 'hashtag:local', tag: 'foo' }))).toEqual(
      JSON.parse(doc('streaming__websocket__Parameters')),
    );
    expect(JSON.parse(subscribeFrame('unsubscribe', { stream: 'user' }))).toEqual(
      JSON.parse(doc('streaming__websocket__Parameters__2')),
    );
  });
});

describe('backoffDelay', () => {
  const config = { baseMs: 1000, capMs: 60_000, jitter: 0.3, resetAfterMs: 30_000 };
  it('stays within ±jitter of the nominal delay and never exceeds the cap, even after many attempts', () => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const nominal = Math.min(60_000, 1000 * 2 ** attempt);
      for (const r of [0, 0.25, 0.5, 0.75, 0.9999]) {
        const d = backoffDelay(attempt, config, () => r);
        expect(d).toBeGreaterThanOrEqual(Math.floor(nominal * 0.7));
        expect(d).toBeLessThanOrEqual(60_000);
      }
    }
  });
});
