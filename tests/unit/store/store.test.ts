import { describe, expect, it } from 'vitest';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import type { StoreChange } from '../../../worker/store/types.ts';
import { account, boost, status } from '../timelines/fixtures.ts';

describe('EntityStore normalization', () => {
  it('keeps one copy of accounts, boosted posts, quoted posts and polls', () => {
    const store = new EntityStore();
    const poll = {
      id: 'p1',
      expires_at: null,
      expired: false,
      multiple: false,
      votes_count: 0,
      emojis: [],
      options: [],
    };
    const quoted = status('q', { accountId: '7' });
    const original = status('1', {
      accountId: '5',
      poll,
      quote: { state: 'accepted', quoted_status: quoted },
    });
    store.upsertStatus(boost('2', original, '6'));
    expect(store.size).toBe(3);
    expect(store.getStored('2')).toMatchObject({ accountId: '6', reblogId: '1' });
    expect(store.getStored('1')).toMatchObject({
      accountId: '5',
      pollId: 'p1',
      quote: { state: 'accepted', quotedStatusId: 'q' },
    });
    expect(store.getAccount('7')?.id).toBe('7');
    expect(store.getPoll('p1')?.id).toBe('p1');
    const back = store.getStatus('2');
    expect(back?.reblog?.id).toBe('1');
    expect(back?.reblog?.quote?.quoted_status?.id).toBe('q');
    expect(back?.reblog?.poll?.id).toBe('p1');
  });

  it('reports a changed status together with its boosts and quoting posts, and drops their cached views', () => {
    const store = new EntityStore();
    const changes: StoreChange[] = [];
    store.onChanged((c) => changes.push(c));
    const original = status('1');
    store.upsertStatuses([
      boost('2', original),
      status('3', { quote: { state: 'accepted', quoted_status: original } }),
    ]);
    expect(changes).toEqual([]);
    let builds = 0;
    store.cached('2', () => ++builds);
    store.cached('2', () => ++builds);
    expect(builds).toBe(1);
    const change = store.upsertStatus({ ...original, favourites_count: 3 });
    expect([...change.updated].sort()).toEqual(['1', '2', '3']);
    expect(changes.length).toBe(1);
    store.cached('2', () => ++builds);
    expect(builds).toBe(2);
  });

  it('an unchanged re-fetch reports nothing; a new avatar updates every post of that account', () => {
    const store = new EntityStore();
    store.upsertStatuses([status('1', { accountId: '5' }), status('2', { accountId: '5' })]);
    const same = store.getStatus('1');
    expect(store.upsertStatus(same as never).updated.size).toBe(0);
    const moved = store.upsertAccount(account('5', { avatar: 'https://social.test/new.png' }));
    expect([...moved.updated].sort()).toEqual(['1', '2']);
    // Counters alone do not invalidate rows.
    expect(
      store.upsertAccount(account('5', { avatar: 'https://social.test/new.png', followers_count: 99 }))
        .updated.size,
    ).toBe(0);
    expect(store.getAccount('5')?.followers_count).toBe(99);
  });

  it('deleting a post drops its boosts and marks quoting posts as quoting a deleted post', () => {
    const store = new EntityStore();
    const original = status('1');
    store.upsertStatuses([
      boost('2', original),
      status('3', { quote: { state: 'accepted', quoted_status: original } }),
    ]);
    const change = store.deleteStatus('1');
    expect([...change.removed].sort()).toEqual(['1', '2']);
    expect([...change.updated]).toEqual(['3']);
    expect(store.getStatus('3')?.quote).toMatchObject({ state: 'deleted', quoted_status_id: '1' });
  });

  it('evicts statuses no view references, oldest-touched first, keeping what views show', () => {
    const store = new EntityStore({ maxStatuses: 10 });
    const evicted: string[] = [];
    store.onChanged((c) => evicted.push(...c.removed));
    store.upsertStatus(status('keep'));
    store.retain(['keep']);
    for (let i = 0; i < 10; i++) store.upsertStatus(status(`s${i}`));
    // 11 statuses > cap 10: evicted down to 9, oldest unreferenced first.
    expect(store.size).toBe(9);
    expect(evicted).toEqual(['s0', 's1']);
    expect(store.getStatus('keep')).toBeDefined();
    // Touching an old one moves it to the young end.
    store.upsertStatus(status('s2'));
    store.upsertStatus(status('n1'));
    store.upsertStatus(status('n2'));
    expect(store.getStatus('s2')).toBeDefined();
    expect(store.getStatus('s3')).toBeUndefined();
    store.release(['keep']);
    expect(store.refCount('keep')).toBe(0);
  });

  it('keeps the boosted post of a referenced boost and drops accounts nobody uses', () => {
    const store = new EntityStore({ maxStatuses: 4 });
    store.upsertStatus(boost('b', status('o', { accountId: '9' }), '8'));
    store.retain(['b']);
    for (let i = 0; i < 5; i++) store.upsertStatus(status(`x${i}`, { accountId: `a${i}` }));
    expect(store.getStatus('b')?.reblog?.id).toBe('o');
    expect(store.getAccount('a0')).toBeUndefined();
  });
});
