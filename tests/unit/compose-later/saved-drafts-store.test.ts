// The drafts put aside, in the core (issue 19 item 7): the same list for every tab of the account, kept in
// IndexedDB (a new core over the same database finds it: a restart), newest change first, each with the excerpt
// of the post it answers; resuming one makes it a compose draft and takes it off the list; a deleted one comes
// back with undo; another account has its own list.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { SavedDraft } from '../../../shared/compose/saved-drafts.ts';
import { createSavedDraftsStore } from '../../../worker/compose/saved-drafts-store.ts';
import { createKvStore } from '../../../worker/persistence/kv-store.ts';

function setup(idb = new IDBFactory(), account = 'https://demo|1') {
  let clock = 1_000;
  let seq = 0;
  const saved: [string, unknown][] = [];
  let changes = 0;
  const kv = createKvStore({
    indexedDB: idb,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  });
  const who = { account };
  const store = createSavedDraftsStore({
    kv,
    accountKey: () => who.account,
    now: () => clock++,
    makeId: () => `s${++seq}`,
    parentOf: async (id) =>
      id === '77' ? { acct: 'ada', text: '<p>ignored</p> The parent   post text' } : null,
    saveDraft: async (draftId, draft) => saved.push([draftId, draft]),
    onChange: () => changes++,
  });
  const call = async <T>(i: Parameters<typeof store.intent>[0]) => {
    const r = await store.intent(i);
    if (!r.ok) throw new Error(`refused ${i.type}`);
    return r.value as T;
  };
  return { store, call, kv, saved, who, changes: () => changes };
}

describe('drafts put aside (core)', () => {
  it('lists newest change first, with the parent of a reply, and tells the tabs', async () => {
    const { call, changes } = setup();
    await call({ type: 'drafts.put', draft: { text: 'first' } });
    await call({ type: 'drafts.put', draft: { text: 'a reply', inReplyToId: '77' } });
    const list = await call<SavedDraft[]>({ type: 'drafts.list' });
    expect(list.map((d) => d.draft.text)).toEqual(['a reply', 'first']);
    expect(list[0]?.parent).toMatchObject({ id: '77', relation: 'reply', acct: 'ada' });
    expect(list[0]?.parent?.excerpt).toContain('The parent post text');
    expect(changes()).toBe(2);
  });

  it('resumes one: it becomes the compose draft and leaves the list', async () => {
    const { call, saved } = setup();
    const e = await call<SavedDraft>({ type: 'drafts.put', draft: { text: 'resume me' } });
    const draft = await call({ type: 'drafts.resume', id: e.id, draftId: 'resume:x@tab2' });
    expect(draft).toEqual({ text: 'resume me' });
    expect(saved).toEqual([['resume:x@tab2', { text: 'resume me' }]]);
    expect(await call<SavedDraft[]>({ type: 'drafts.list' })).toEqual([]);
  });

  it('deletes one and puts it back on undo, in its place', async () => {
    const { call } = setup();
    await call({ type: 'drafts.put', draft: { text: 'older' } });
    const e = await call<SavedDraft>({ type: 'drafts.put', draft: { text: 'newer' } });
    const gone = await call<SavedDraft>({ type: 'drafts.remove', id: e.id });
    expect((await call<SavedDraft[]>({ type: 'drafts.list' })).map((d) => d.draft.text)).toEqual(['older']);
    await call({ type: 'drafts.restore', entry: gone });
    expect((await call<SavedDraft[]>({ type: 'drafts.list' })).map((d) => d.draft.text)).toEqual([
      'newer',
      'older',
    ]);
  });

  it('survives a restart (IndexedDB), and each account has its own list', async () => {
    const idb = new IDBFactory();
    const first = setup(idb);
    await first.call({ type: 'drafts.put', draft: { text: 'kept on disk' } });
    await first.kv.flush();
    first.kv.close();
    const again = setup(idb);
    expect((await again.call<SavedDraft[]>({ type: 'drafts.list' })).map((d) => d.draft.text)).toEqual([
      'kept on disk',
    ]);
    again.who.account = 'https://demo|2';
    expect(await again.call<SavedDraft[]>({ type: 'drafts.list' })).toEqual([]);
    again.kv.close();
  });

  it('refuses what is not a draft, and everything when signed out', async () => {
    const { store, who } = setup();
    expect((await store.intent({ type: 'drafts.put', draft: 'text' })).ok).toBe(false);
    who.account = null as unknown as string;
    expect((await store.intent({ type: 'drafts.list' })).ok).toBe(false);
  });
});
