// /@acct resolution against the demo instance: a 404 is remembered as not found (section 8); a server error is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import { createTransport } from '../../../worker/api/transport.ts';
import { createAccountLookup } from '../../../worker/relationships/lookup.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});

const lookupOf = () => {
  const transport = createTransport({
    baseUrl: demo.url,
    getToken: () => demo.demoToken,
    fetch: (input, init) => globalThis.fetch(input, init),
    now: Date.now,
  });
  return createAccountLookup((spec) => transport.request(spec));
};
const lookups = () => demo.stats.requests('GET', '/api/v1/accounts/lookup');

describe('account lookup', () => {
  it('finds an account by handle, with or without the @', async () => {
    const lookup = lookupOf();
    const ada = demo.world.lookup('ada');
    expect(await lookup('@ada')).toEqual({ id: ada?.id });
  });

  it('asks once for an unknown handle: the 404 is cached as not found', async () => {
    const lookup = lookupOf();
    demo.stats.resetRequests();
    expect(await lookup('nobody-at-all')).toBeNull();
    expect(await lookup('Nobody-At-All')).toBeNull();
    expect(lookups()).toBe(1);
  });

  it('does not remember a server error: the next try can succeed', async () => {
    const lookup = lookupOf();
    demo.faults.setRoute('GET /api/v1/accounts/lookup', { status: 500, times: 1 });
    expect(await lookup('ada')).toBeNull();
    expect(await lookup('ada')).toEqual({ id: demo.world.lookup('ada')?.id });
  });
});
