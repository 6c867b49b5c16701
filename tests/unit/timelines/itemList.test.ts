import { describe, expect, it } from 'vitest';
import { ItemList } from '../../../worker/timelines/itemList.ts';
import type { GapItem } from '../../../worker/timelines/types.ts';

const g = (k: string): GapItem => ({ kind: 'gap', key: k, maxId: null, sinceId: null, loading: false });
const keys = (l: ItemList) => l.toArray().map((i) => (i.kind === 'gap' ? i.key : i.id));

describe('ItemList (newest first)', () => {
  it('adds at the top and the bottom, splices and trims by newest-first positions', () => {
    const l = new ItemList();
    l.pushNewest([g('b'), g('c')]);
    l.pushNewest([g('a')]);
    l.pushOldest([g('d'), g('e')]);
    expect(keys(l)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect((l.at(0) as GapItem).key).toBe('a');
    expect(l.findIndex((i) => i.kind === 'gap' && i.key === 'c')).toBe(2);
    const c = l.at(2);
    expect(c && l.indexOf(c)).toBe(2);
    expect(l.splice(1, 2, [g('x'), g('y'), g('z')]).map((i) => (i as GapItem).key)).toEqual(['b', 'c']);
    expect(keys(l)).toEqual(['a', 'x', 'y', 'z', 'd', 'e']);
    expect(l.keepNewest(4).map((i) => (i as GapItem).key)).toEqual(['d', 'e']);
    expect(keys(l)).toEqual(['a', 'x', 'y', 'z']);
    expect(l.retain((i) => (i as GapItem).key !== 'y')).toBe(1);
    expect([...l].map((i) => (i as GapItem).key)).toEqual(['a', 'x', 'z']);
    l.replace([g('q')]);
    expect(keys(l)).toEqual(['q']);
    expect(l.length).toBe(1);
  });
});
