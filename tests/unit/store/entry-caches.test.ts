// The store's per-post caches (the wire shape getStatus gives and the row model `cached` keeps) live on the post's
// entry: they must follow the post's life exactly as the separate maps did.
import { describe, expect, it } from 'vitest';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { account, status } from '../timelines/fixtures.ts';

describe('per-post caches', () => {
  it('an unchanged re-fetch keeps the row model; the wire shape is the new copy', () => {
    const store = new EntityStore();
    store.upsertStatus(status('1'));
    let builds = 0;
    const first = store.cached('1', () => ({ build: ++builds }));
    const again = status('1');
    store.upsertStatus(again);
    expect(store.cached('1', () => ({ build: ++builds }))).toBe(first);
    expect(builds).toBe(1);
    expect(store.getStatus('1')).toBe(again);
  });

  it('a deleted post takes its caches with it: shown again, its row is built afresh', () => {
    const store = new EntityStore();
    store.upsertStatus(status('1', { content: '<p>old</p>' }));
    let builds = 0;
    store.cached('1', () => ++builds);
    store.deleteStatus('1');
    expect(store.getStatus('1')).toBeUndefined();
    store.upsertStatus(status('1', { content: '<p>old</p>' }));
    expect(store.cached('1', () => ++builds)).toBe(2);
    expect(store.getStatus('1')?.content).toBe('<p>old</p>');
  });

  it('a post the store does not hold caches nothing (each ask builds)', () => {
    const store = new EntityStore();
    let builds = 0;
    store.cached('nope', () => ++builds);
    expect(store.cached('nope', () => ++builds)).toBe(2);
  });

  it('a renamed author drops the wire shape and the row model of the posts it wrote', () => {
    const store = new EntityStore();
    store.upsertStatus(status('1', { accountId: '5' }));
    const before = store.getStatus('1');
    store.cached('1', () => 'row');
    store.upsertAccount(account('5', { display_name: 'Renamed' }));
    const after = store.getStatus('1');
    expect(after).not.toBe(before);
    expect(after?.account.display_name).toBe('Renamed');
    expect(store.cached('1', () => 'rebuilt')).toBe('rebuilt');
  });
});
