// The lists store in the core, whole (createCore) against the demo instance: one copy for every tab (a list made
// in one tab shows in the other at once), empty titles refused before any request, members added at once and
// rolled back when the server refuses, and a list that is gone (deleted, or answering 404) leaving the lists and
// the deck's columns.
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import { PROTOCOL_VERSION } from '../../../shared/constants.ts';
import type { GlobalState, PushMessage } from '../../../shared/protocol/core-api.ts';
import { applyOps } from '../../../shared/protocol/diff.ts';
import type { ListRow } from '../../../shared/protocol/lists.ts';
import type { AccountRow, Row } from '../../../shared/protocol/rows.ts';
import { viewKey } from '../../../shared/protocol/views.ts';
import { createCore } from '../../../worker/app/core.ts';
import { createKvStore } from '../../../worker/persistence/kv-store.ts';
import { stopTestTimers, testEnv, until } from '../core/test-env.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});
beforeEach(() => demo.faults.clear());
afterEach(stopTestTimers);

/** A tab as the core sees it: the rows rebuilt from its snapshots and diffs, and the last global state. */
function tab(id: string) {
  const views = new Map<string, Row[]>();
  let global: GlobalState | null = null;
  return {
    id,
    push: (msgs: PushMessage[]) => {
      for (const m of msgs) {
        if (m.type === 'snapshot') views.set(m.snapshot.view, m.snapshot.rows);
        else if (m.type === 'diff')
          views.set(m.diff.view, applyOps(views.get(m.diff.view) ?? [], m.diff.ops));
        else if (m.type === 'global') global = m.global;
      }
    },
    rows: <R extends Row>(view: string) => (views.get(view) ?? []) as R[],
    global: () => global,
  };
}

const LISTS = viewKey({ kind: 'lists' });
const titles = (t: ReturnType<typeof tab>) => t.rows<ListRow>(LISTS).map((r) => r.title);

/** A core signed in to the demo as the demo user (the identity stored as after a sign-in), counting requests. */
async function signedInCore() {
  const idb = new IDBFactory();
  const kv = createKvStore({
    indexedDB: idb,
    setTimeout,
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  });
  kv.set('identity', {
    instance: demo.url,
    token: demo.demoToken,
    accountId: demo.demoAccountId,
    account: null,
    permissions: 0,
  });
  await kv.flush();
  kv.close();
  const requests: string[] = [];
  const fetch = (input: string, init: RequestInit) => {
    requests.push(`${init.method ?? 'GET'} ${new URL(input).pathname}`);
    return globalThis.fetch(input, init);
  };
  const core = createCore(testEnv(fetch, { indexedDB: idb }));
  await core.ready;
  const tabs = [tab('a'), tab('b')];
  for (const t of tabs) {
    await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, t.push);
    await core.api.subscribe(t.id, { kind: 'lists' });
  }
  await until(() => tabs.every((t) => titles(t).length >= 3), 'the lists in both tabs');
  return { core, tabs, requests };
}

const followedAccount = () => {
  const me = demo.demoAccountId;
  const w = demo.world;
  const a = [...w.accounts.values()].find(
    (x) => x.id !== me && x.domain === null && w.isFollowing(me, x.id) && !w.isMuting(me, x.id),
  );
  if (!a) throw new Error('no followed account');
  return a;
};

describe('the lists store in the core', () => {
  it('shows the demo world’s lists by title, and a list created in one tab in both at once', async () => {
    const { core, tabs } = await signedInCore();
    expect(titles(tabs[0]!)).toEqual(expect.arrayContaining(['Artists', 'Friends', 'Tech (exclusive)']));
    const r = await core.api.intent('a', {
      type: 'list.create',
      fields: { title: '  Birds  ', exclusive: true, replies_policy: 'none' },
    });
    expect(r.ok).toBe(true);
    for (const t of tabs) {
      const row = t.rows<ListRow>(LISTS).find((l) => l.title === 'Birds');
      expect(row).toMatchObject({ exclusive: true, repliesPolicy: 'none' });
    }
    const sorted = [...titles(tabs[1]!)].sort((x, y) =>
      x.localeCompare(y, undefined, { sensitivity: 'base' }),
    );
    expect(titles(tabs[1]!)).toEqual(sorted);
  });

  it('refuses an empty title before any request, for a new list and a rename', async () => {
    const { core, requests } = await signedInCore();
    const id = [...demo.world.lists.values()].find((l) => l.title === 'Friends')!.id;
    const before = requests.length;
    const created = await core.api.intent('a', { type: 'list.create', fields: { title: '   ' } });
    const renamed = await core.api.intent('a', { type: 'list.update', listId: id, fields: { title: '' } });
    expect(created.ok).toBe(false);
    expect(renamed.ok).toBe(false);
    expect(requests.slice(before).filter((r) => r.includes('/lists'))).toEqual([]);
    expect(demo.world.lists.get(id)?.title).toBe('Friends');
  });

  it('renames a list in every tab when the server answers', async () => {
    const { core, tabs } = await signedInCore();
    const made = await core.api.intent('a', { type: 'list.create', fields: { title: 'Before' } });
    const id = (made as { value: ListRow }).value.id;
    await core.api.intent('b', {
      type: 'list.update',
      listId: id,
      fields: { title: 'After', replies_policy: 'list' },
    });
    for (const t of tabs) expect(t.rows<ListRow>(LISTS).find((l) => l.id === id)?.title).toBe('After');
  });

  it('adds a member at once in every tab’s member screen, and takes it back when the server refuses', async () => {
    const { core, tabs } = await signedInCore();
    const made = await core.api.intent('a', { type: 'list.create', fields: { title: 'Members' } });
    const listId = (made as { value: ListRow }).value.id;
    const members = viewKey({ kind: 'listMembers', listId });
    for (const t of tabs) await core.api.subscribe(t.id, { kind: 'listMembers', listId });
    const who = followedAccount();
    const found = await core.api.intent('a', { type: 'list.searchFollowing', q: who.username });
    expect((found as { value: AccountRow[] }).value.map((r) => r.account.id)).toContain(who.id);

    // The refusal comes a moment later, as from a real server, so the row shown at once can be seen before it.
    demo.faults.setRoute(`POST /api/v1/lists/${listId}/accounts`, { status: 500, times: 1, delayMs: 400 });
    const refused = core.api.intent('a', { type: 'list.members', listId, accountIds: [who.id], add: true });
    await until(() => tabs.every((t) => t.rows(members).length === 1), 'the member shown at once');
    const answer = await refused;
    expect(answer.ok).toBe(false);
    await until(() => tabs.every((t) => t.rows(members).length === 0), 'the member taken back');
    expect(demo.world.lists.get(listId)?.accountIds.has(who.id)).toBe(false);

    const added = await core.api.intent('b', {
      type: 'list.members',
      listId,
      accountIds: [who.id],
      add: true,
    });
    expect(added.ok).toBe(true);
    expect(demo.world.lists.get(listId)?.accountIds.has(who.id)).toBe(true);
    for (const t of tabs) expect(t.rows<AccountRow>(members).map((r) => r.account.id)).toEqual([who.id]);
    const ofAccount = await core.api.intent('a', { type: 'lists.ofAccount', accountId: who.id });
    expect((ofAccount as { value: string[] }).value).toContain(listId);

    await core.api.intent('a', { type: 'list.members', listId, accountIds: [who.id], add: false });
    for (const t of tabs) expect(t.rows(members)).toEqual([]);
    expect(demo.world.lists.get(listId)?.accountIds.has(who.id)).toBe(false);
  });

  it('a deleted list leaves every tab and its deck column', async () => {
    const { core, tabs } = await signedInCore();
    const made = await core.api.intent('a', { type: 'list.create', fields: { title: 'Short-lived' } });
    const id = (made as { value: ListRow }).value.id;
    const columns = [{ id: 'HOME' }, { id: 'LIST', params: { id } }];
    await core.api.intent('a', { type: 'settings.patch', patch: { columns } });
    const r = await core.api.intent('b', { type: 'list.delete', listId: id });
    expect(r.ok).toBe(true);
    for (const t of tabs) expect(t.rows<ListRow>(LISTS).some((l) => l.id === id)).toBe(false);
    await until(() => tabs.every((t) => t.global()?.settings.columns !== undefined), 'settings');
    await until(
      () =>
        tabs.every((t) => JSON.stringify(t.global()?.settings.columns) === JSON.stringify([{ id: 'HOME' }])),
      'the column gone in both tabs',
    );
  });

  it('a list timeline answering 404 removes the list and its column (section 8)', async () => {
    const { core, tabs } = await signedInCore();
    const made = await core.api.intent('a', { type: 'list.create', fields: { title: 'Deleted elsewhere' } });
    const id = (made as { value: ListRow }).value.id;
    await core.api.intent('a', {
      type: 'settings.patch',
      patch: { columns: [{ id: 'LIST', params: { id } }] },
    });
    demo.world.lists.delete(id);
    await core.api.subscribe('a', { kind: 'timeline', timeline: 'list', listId: id });
    await until(() => tabs.every((t) => !t.rows<ListRow>(LISTS).some((l) => l.id === id)), 'the list gone');
    await until(
      () => tabs.every((t) => JSON.stringify(t.global()?.settings.columns) === '[]'),
      'the column gone',
    );
  });
});

describe('members added from elsewhere', () => {
  it('an account added from its profile (no row known yet) shows in an open member screen once added', async () => {
    const { core, tabs } = await signedInCore();
    const made = await core.api.intent('a', { type: 'list.create', fields: { title: 'From a profile' } });
    const listId = (made as { value: ListRow }).value.id;
    const members = viewKey({ kind: 'listMembers', listId });
    await core.api.subscribe('a', { kind: 'listMembers', listId });
    const who = followedAccount();
    const r = await core.api.intent('b', { type: 'list.members', listId, accountIds: [who.id], add: true });
    expect(r.ok).toBe(true);
    await until(
      () => tabs[0]!.rows<AccountRow>(members).some((m) => m.account.id === who.id),
      'the new member in the open screen',
    );
  });
});

describe('an exclusive list and home', () => {
  const HOME = viewKey({ kind: 'timeline', timeline: 'home' });
  /** Who put the row in home: the booster of a boost, else the author. */
  const byOf = (r: Row) => (r.kind === 'status' ? (r.rebloggedBy?.id ?? r.status.account.id) : null);

  it("takes the members' posts out of an open home when made exclusive, and brings them back when not", async () => {
    const { core, tabs } = await signedInCore();
    for (const t of tabs) await core.api.subscribe(t.id, { kind: 'timeline', timeline: 'home' });
    await until(() => tabs.every((t) => t.rows(HOME).length > 5), 'home in both tabs');
    const me = demo.demoAccountId;
    const who = tabs[0]!
      .rows(HOME)
      .map(byOf)
      .find((id) => id !== null && id !== me && demo.world.isFollowing(me, id));
    if (!who) throw new Error('no followed account in home');
    const made = await core.api.intent('a', { type: 'list.create', fields: { title: 'Quiet ones' } });
    const listId = (made as { value: ListRow }).value.id;
    await core.api.intent('a', { type: 'list.members', listId, accountIds: [who], add: true });
    expect(tabs[0]!.rows(HOME).some((r) => byOf(r) === who)).toBe(true);

    await core.api.intent('a', { type: 'list.update', listId, fields: { exclusive: true } });
    await until(
      () => tabs.every((t) => !t.rows(HOME).some((r) => byOf(r) === who)),
      'their posts out of home',
    );

    await core.api.intent('b', { type: 'list.update', listId, fields: { exclusive: false } });
    await until(
      () => tabs.every((t) => t.rows(HOME).some((r) => byOf(r) === who)),
      'their posts back in home',
    );
  });
});
