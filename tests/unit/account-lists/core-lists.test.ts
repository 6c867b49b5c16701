// The core's account lists against the demo instance (real HTTP, real transport): follow requests paged by next
// links and answered, blocks and mutes (with the mute's end) undone, domain blocks lifted by name; a failing server
// gives the section 8 alert and an unreadable body an empty page.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import type { AccountListPage } from '../../../shared/protocol/account-lists.ts';
import type { Intent, IntentResult } from '../../../shared/protocol/intents.ts';
import { createTransport } from '../../../worker/api/transport.ts';
import { fetchAccountListPage, toListEntries, unblockDomain } from '../../../worker/app/account-lists.ts';
import { answerFollowRequest } from '../../../worker/app/follow-requests.ts';
import { createRelationshipWiring } from '../../../worker/app/relationships.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});
beforeEach(() => demo.faults.clear());

const transport = () =>
  createTransport({
    baseUrl: demo.url,
    getToken: () => demo.demoToken,
    fetch: (input, init) => globalThis.fetch(input, init),
    now: Date.now,
  });
const request: Parameters<typeof fetchAccountListPage>[0] = (spec) => transport().request(spec);

const pageOf = (r: IntentResult): AccountListPage => {
  expect(r.ok).toBe(true);
  return (r as { ok: true; value: AccountListPage }).value;
};
const ids = (p: AccountListPage) => p.entries.map((e) => (e.kind === 'account' ? e.account.id : e.domain));

/** Local accounts other than the demo user, in a stable order. */
const others = () =>
  [...demo.world.accounts.values()]
    .filter((a) => a.id !== demo.demoAccountId && !a.domain)
    .map((a) => a.id)
    .slice(0, 12);

describe('follow requests', () => {
  it('are paged by next links and every request appears once', async () => {
    demo.world.account(demo.demoAccountId).locked = true;
    const askers = others()
      .filter((id) => !demo.world.isFollowing(id, demo.demoAccountId))
      .slice(0, 5);
    for (const id of askers) demo.world.follow(id, demo.demoAccountId);
    const first = pageOf(await fetchAccountListPage(request, 'follow_requests', { limit: '2' }));
    expect(first.entries).toHaveLength(2);
    expect(first.next).not.toBeNull();
    const seen = [...ids(first)];
    let next = first.next;
    while (next) {
      const page = pageOf(await fetchAccountListPage(request, 'follow_requests', next));
      seen.push(...ids(page));
      next = page.next;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(askers));
  });

  it('an accepted or rejected request is no longer listed', async () => {
    const before = ids(pageOf(await fetchAccountListPage(request, 'follow_requests', null)));
    const [accepted, rejected] = before;
    expect(accepted).toBeDefined();
    expect(rejected).toBeDefined();
    expect((await answerFollowRequest(request, accepted as string, 'authorize')).ok).toBe(true);
    expect((await answerFollowRequest(request, rejected as string, 'reject')).ok).toBe(true);
    const after = ids(pageOf(await fetchAccountListPage(request, 'follow_requests', null)));
    expect(after).not.toContain(accepted);
    expect(after).not.toContain(rejected);
    expect(demo.world.isFollowing(accepted as string, demo.demoAccountId)).toBe(true);
  });

  it('a server failure answers the alert instead of a page', async () => {
    demo.faults.setRoute('GET /api/v1/follow_requests', { status: 500, times: 1 });
    const r = await fetchAccountListPage(request, 'follow_requests', null);
    expect(r.ok).toBe(false);
    expect(r.ok ? null : r.alert?.message).toBeTruthy();
  });
});

describe('blocks, mutes and domain blocks', () => {
  const relate = (intent: Intent) => {
    const wiring = createRelationshipWiring({
      transport: transport(),
      env: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) },
      selfId: demo.demoAccountId,
      isSignedIn: () => true,
      removeAccount: () => {},
      removeFollowed: () => {},
    });
    return wiring.intent(intent) as Promise<IntentResult>;
  };

  it('a blocked account is listed and leaves the list once unblocked', async () => {
    const target = others()[8] as string;
    demo.world.block(demo.demoAccountId, target);
    expect(ids(pageOf(await fetchAccountListPage(request, 'blocks', null)))).toContain(target);
    const r = await relate({ type: 'account.relate', accountId: target, relate: { action: 'unblock' } });
    expect(r.ok).toBe(true);
    expect(ids(pageOf(await fetchAccountListPage(request, 'blocks', null)))).not.toContain(target);
  });

  it('a mute carries its end, and leaves the list once unmuted', async () => {
    const [timed, forever] = [others()[9] as string, others()[10] as string];
    demo.world.mute(demo.demoAccountId, timed, true, 3600);
    demo.world.mute(demo.demoAccountId, forever, true, 0);
    const page = pageOf(await fetchAccountListPage(request, 'mutes', null));
    const entry = (id: string) => page.entries.find((e) => e.kind === 'account' && e.account.id === id);
    const timedEntry = entry(timed);
    expect(timedEntry?.kind === 'account' && Date.parse(timedEntry.muteExpiresAt ?? '')).toBeGreaterThan(
      Date.now(),
    );
    expect(entry(forever)).toMatchObject({ muteExpiresAt: null });
    await relate({ type: 'account.relate', accountId: timed, relate: { action: 'unmute' } });
    expect(ids(pageOf(await fetchAccountListPage(request, 'mutes', null)))).not.toContain(timed);
  });

  it('a blocked domain is listed by name and lifted by name', async () => {
    demo.world.blockDomain(demo.demoAccountId, 'spam.example');
    expect(ids(pageOf(await fetchAccountListPage(request, 'domain_blocks', null)))).toContain('spam.example');
    expect((await unblockDomain(request, 'spam.example')).ok).toBe(true);
    expect(ids(pageOf(await fetchAccountListPage(request, 'domain_blocks', null)))).not.toContain(
      'spam.example',
    );
  });

  it('an unreadable body gives an empty page, and unreadable entries are left out', () => {
    expect(toListEntries('blocks', { error: 'nope' })).toEqual([]);
    expect(toListEntries('domain_blocks', ['ok.example', 3, null, ''])).toEqual([
      { key: 'domain:ok.example', kind: 'domain', domain: 'ok.example' },
    ]);
    expect(toListEntries('mutes', [{ nope: true }, 'x'])).toEqual([]);
  });
});
