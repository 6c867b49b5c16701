// Reading a JSON object's top-level arrays as the text arrives (worker/api/json-arrays-prefix.ts): the elements handed
// over, whatever the pieces the text comes in, are those JSON.parse finds, in order; nothing false is handed over.
import { describe, expect, it } from 'vitest';
import { createArraysPrefixReader } from '../../../worker/api/json-arrays-prefix.ts';

const TEXT = JSON.stringify({
  note: 'a "quoted" value, with [brackets] and {braces}',
  ancestors: [
    { id: '1', content: '<p>a \\ backslash and "quotes" ] } ,</p>' },
    { id: '2', nested: [[1, 2], { a: [] }] },
  ],
  empty: [],
  count: 3,
  flag: true,
  meta: { inner: [1, 2, 3], s: ']' },
  'ke"y\u00e9': ['x', 1, null, false, 2.5e3, { '': '' }],
  descendants: Array.from({ length: 30 }, (_, i) => ({ id: `r${i}`, text: 'é🙂'.repeat(i), n: i })),
});

function readInPieces(text: string, size: number) {
  const reader = createArraysPrefixReader();
  const seen: Record<string, unknown[]> = {};
  for (let at = 0; at < text.length; at += size) {
    const done = reader.feed(text.slice(at, at + size));
    if (done === null) break;
    for (const { key, items } of done) seen[key] = [...(seen[key] ?? []), ...items];
  }
  return { reader, seen };
}

describe('reading the arrays of a JSON object as it arrives', () => {
  it('hands over every element of every top-level array, in order, whatever the pieces', () => {
    const whole = JSON.parse(TEXT) as Record<string, unknown>;
    const arrays = Object.fromEntries(Object.entries(whole).filter(([, v]) => Array.isArray(v)));
    for (const size of [1, 2, 3, 7, 64, 1000, TEXT.length]) {
      const { reader, seen } = readInPieces(TEXT, size);
      expect({ ...reader.prefix.arrays }).toEqual(arrays);
      expect(seen).toEqual({
        ancestors: arrays.ancestors,
        'ke"yé': arrays['ke"yé'],
        descendants: arrays.descendants,
      });
      expect([...reader.prefix.closed].sort()).toEqual(Object.keys(arrays).sort());
    }
  });

  it('an array is closed only once its end arrived; its first elements are there before', () => {
    const text = JSON.stringify({
      ancestors: [{ id: 'a' }],
      descendants: [{ id: '1' }, { id: '2' }, { id: '3' }],
    });
    const reader = createArraysPrefixReader();
    const cut = text.indexOf('{"id":"3"');
    reader.feed(text.slice(0, cut + 4));
    expect(reader.prefix.closed.has('ancestors')).toBe(true);
    expect(reader.prefix.closed.has('descendants')).toBe(false);
    expect(reader.prefix.arrays.descendants).toEqual([{ id: '1' }, { id: '2' }]);
    reader.feed(text.slice(cut + 4));
    expect(reader.prefix.arrays.descendants).toEqual([{ id: '1' }, { id: '2' }, { id: '3' }]);
    expect(reader.prefix.closed.has('descendants')).toBe(true);
  });

  it('stops at what it does not understand, handing over nothing false', () => {
    expect(createArraysPrefixReader().feed('[1, 2, 3]')).toBeNull();
    expect(createArraysPrefixReader().feed('<html>')).toBeNull();
    const reader = createArraysPrefixReader();
    expect(
      reader.feed('{"descendants": [{"id": "1"}, {"id": 2 3}, {"id": "4"}]}')?.[0]?.items,
    ).toBeUndefined();
    expect(reader.prefix.arrays.descendants).toEqual([{ id: '1' }]);
    expect(reader.feed('more')).toBeNull();
  });
});
