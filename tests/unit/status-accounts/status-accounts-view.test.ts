// Who boosted and who favourited a post, in the core against the demo instance (real HTTP, real transport): every
// account once across pages followed by next links, a new favourite appearing at the top on refresh with the later
// pages kept, a failing server keeping the rows and saying why, and a malformed body giving an empty list.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import { applyOps, type ViewMeta } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import type { StatusAccountsRelation } from '../../../shared/protocol/views.ts';
import { createTransport } from '../../../worker/api/transport.ts';
import { createStatusAccountsWiring } from '../../../worker/app/status-accounts.ts';
import { createStatusAccountsView } from '../../../worker/status-accounts/status-accounts-view.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { words } from '../core-words.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});
beforeEach(() => demo.faults.clear());

const request = (spec: Parameters<ReturnType<typeof createTransport>['request']>[0]) =>
  createTransport({
    baseUrl: demo.url,
    getToken: () => demo.demoToken,
    fetch: (input, init) => globalThis.fetch(input, init),
    now: Date.now,
  }).request(spec);

/** A view whose emitted diffs are replayed onto a plain array, as a tab's store would. */
function open(statusId: string, relation: StatusAccountsRelation, limit = 2) {
  let rows: Row[] = [];
  let meta: Partial<ViewMeta> = {};
  const view = createStatusAccountsView({
    statusId,
    relation,
    request,
    limit,
    emit: (ops, m) => {
      rows = applyOps(rows, ops);
      meta = { ...meta, ...m };
    },
  });
  return {
    view,
    accounts: () => rows.map((r) => (r.kind === 'account' ? r.account.id : r.key)),
    meta: () => meta,
  };
}

/** A public post of someone else, favourited by `n` local accounts (oldest first) and boosted by two. */
function seedPost(n: number) {
  const w = demo.world;
  const me = demo.demoAccountId;
  const people = [...w.accounts.values()].filter((a) => a.id !== me && !a.domain).map((a) => a.id);
  const author = people[0]!;
  const post = w.createStatus(author, { text: 'Who likes this?', visibility: 'public' });
  const fans = people.slice(1, n + 1);
  for (const id of fans) w.favourite(id, post.id);
  for (const id of people.slice(1, 3)) w.reblog(id, post.id, 'public');
  return { post, fans, people };
}

describe('who favourited a post', () => {
  it('lists every favouriter once, newest first, across pages followed by next links', async () => {
    const { post, fans } = seedPost(5);
    const v = open(post.id, 'favourited_by');
    await v.view.reload();
    expect(v.accounts()).toEqual(fans.slice().reverse().slice(0, 2));
    expect(v.meta().hasMore).toBe(true);
    while (v.meta().hasMore) await v.view.loadMore();
    expect(v.accounts()).toEqual(fans.slice().reverse());
    expect(v.meta()).toMatchObject({ isLoading: false, error: null, hasMore: false });
  });

  it('shows a new favourite at the top on refresh and keeps the pages read after the first', async () => {
    const { post, fans, people } = seedPost(5);
    const v = open(post.id, 'favourited_by');
    await v.view.reload();
    await v.view.loadMore();
    const newcomer = people[7]!;
    demo.world.favourite(newcomer, post.id);
    await v.view.refresh();
    expect(v.accounts()).toEqual([newcomer, ...fans.slice().reverse().slice(0, 4)]);
  });

  it('keeps its rows and says why when the server fails, then recovers on reload', async () => {
    const { post, fans } = seedPost(3);
    const v = open(post.id, 'favourited_by');
    await v.view.reload();
    demo.faults.setRoute('GET /api/v1/statuses', { status: 500, times: 1 });
    await v.view.loadMore();
    expect(v.accounts()).toEqual(fans.slice().reverse().slice(0, 2));
    expect(words(v.meta().error)).toMatch(/\w/);
    await v.view.loadMore();
    expect(v.accounts()).toEqual(fans.slice().reverse());
    expect(v.meta().error).toBeNull();
  });

  it('gives an empty list, not a crash, for an unreadable answer', async () => {
    const { post } = seedPost(3);
    demo.faults.setRoute('GET /api/v1/statuses', { malformedJson: true, times: 1 });
    const v = open(post.id, 'favourited_by');
    await v.view.reload();
    expect(v.accounts()).toEqual([]);
    expect(v.meta().isLoading).toBe(false);
  });
});

describe('who boosted a post', () => {
  it('lists the boosters', async () => {
    const { post, people } = seedPost(1);
    const v = open(post.id, 'reblogged_by', 40);
    await v.view.reload();
    expect(v.accounts()).toEqual([people[2], people[1]]);
    expect(v.meta().hasMore).toBe(false);
  });
});

describe('a refresh after an undone favourite', () => {
  it('drops the account that left and keeps the later pages', async () => {
    const { post, fans } = seedPost(5);
    const v = open(post.id, 'favourited_by');
    await v.view.reload();
    await v.view.loadMore();
    const newest = fans[fans.length - 1]!;
    demo.world.unfavourite(newest, post.id);
    await v.view.refresh();
    expect(v.accounts()).toEqual(fans.slice().reverse().slice(1, 4));
  });
});

describe('blocking or muting someone in the list', () => {
  it('takes that account out of every open list at once, and a blocked domain its accounts', async () => {
    const { post, fans } = seedPost(3);
    let rows: Row[] = [];
    const wiring = createStatusAccountsWiring({ request, store: new EntityStore(), log: () => {} });
    const view = wiring.openView('v', post.id, 'favourited_by', (ops) => {
      rows = applyOps(rows, ops);
    });
    const ids = () => rows.map((r) => (r.kind === 'account' ? r.account.id : r.key));
    const until = async (cond: () => boolean) => {
      for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 10));
    };
    await until(() => ids().length === 3);
    expect(ids()).toEqual(fans.slice().reverse());
    wiring.removeAccount(fans[0]!);
    expect(ids()).toEqual([fans[2], fans[1]]);
    // None of the demo's local accounts is on that domain: nothing else leaves.
    wiring.removeDomain('elsewhere.example');
    expect(ids()).toEqual([fans[2], fans[1]]);
    view.dispose();
    wiring.dispose();
  });
});
