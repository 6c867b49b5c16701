// Issue 12.11: each way a sign-in can fail to start says what went wrong in plain words, and a server that never
// answers is given up on by the core (not left to hang the form).

import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../../worker/app/core.ts';
import type { CoreEnv } from '../../../worker/app/env.ts';
import { words } from '../core-words.ts';
import { stopTestTimers, testEnv } from './test-env.ts';

afterEach(stopTestTimers);

const CALLBACK = 'http://app.test/oauth/callback';

async function messageFor(fetch: CoreEnv['fetch'], instance = 'social.example', speed = 1): Promise<string> {
  const core = createCore(testEnv(fetch, { speed }));
  const r = await core.api.signInStart(instance, CALLBACK);
  if (r.ok) throw new Error('sign-in started');
  return r.alert ? words(r.alert.message) : '';
}

const html = () =>
  Promise.resolve(
    new Response('<!doctype html><p>Welcome</p>', { headers: { 'Content-Type': 'text/html' } }),
  );

describe('sign-in failures', () => {
  it('says when the address is not valid', async () => {
    expect(await messageFor(html, 'not a server')).toBe('This is not a valid server address.');
  });

  it('says when the server cannot be reached', async () => {
    const msg = await messageFor(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(msg).toBe('Could not reach social.example. Check the address and your connection.');
  });

  it('says when the server answers plain HTML or other JSON (not a Mastodon server)', async () => {
    expect(await messageFor(html)).toMatch(/^social\.example does not look like a Mastodon server/);
    const otherJson = () => Promise.resolve(Response.json({ hello: 'world' }));
    expect(await messageFor(otherJson)).toMatch(/^social\.example does not look like a Mastodon server/);
    const notFound = () => Promise.resolve(new Response('Not Found', { status: 404 }));
    expect(await messageFor(notFound)).toMatch(/^social\.example does not look like a Mastodon server/);
  });

  it('says when the server has a problem', async () => {
    const down = () => Promise.resolve(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect(await messageFor(down)).toBe(
      'social.example has a problem right now (error 503); try again later.',
    );
  });

  it('gives up on a server that never answers, and says so', async () => {
    const never: CoreEnv['fetch'] = (_input, init) =>
      new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    // The core's clock runs 1000 times faster: its 15 s limit passes in 15 ms.
    const msg = await messageFor(never, 'social.example', 1000);
    expect(msg).toBe('social.example did not answer in time. Check the address, or try again later.');
  });

  it('keeps scheme and port of a loopback server over http', async () => {
    const asked: string[] = [];
    const fetch: CoreEnv['fetch'] = (input) => {
      asked.push(String(input));
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    expect(await messageFor(fetch, 'http://127.0.0.1:4330')).toBe(
      'Could not reach 127.0.0.1:4330. Check the address and your connection.',
    );
    expect(asked.filter((u) => u.endsWith('/api/v1/apps'))).toEqual(['http://127.0.0.1:4330/api/v1/apps']);
  });
});
