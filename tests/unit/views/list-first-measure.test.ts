// The page's first rows (before the ResizeObserver has reported once) have their heights read from the DOM. Read
// in each row's ref, every row forced its own layout in the middle of React's commit, between the first paint and the
// first posts (issue 20, item 8); the list reads them together after the commit, all reads before any write.
import { describe, expect, it } from 'vitest';
import { ListWindowController } from '../../../src/components/virtual-list/use-list-window.ts';

describe('the first rows of a list', () => {
  it('are measured together after the commit, each read before any height is recorded', () => {
    const log: string[] = [];
    const list = new ListWindowController({ overscan: 2, initialOffset: 0, initialHeight: 800 });
    const row = (key: string, height: number) =>
      ({
        getAttribute: (name: string) => (name === 'data-key' ? key : null),
        get offsetHeight() {
          log.push(`read ${key}`);
          return height;
        },
        isConnected: true,
      }) as HTMLDivElement;
    const keys = ['a', 'b', 'c'];
    list.compute(keys);
    for (const [i, key] of keys.entries()) {
      list.measure(row(key, 100 + i));
      log.push(`attached ${key}`);
    }
    expect(log).toEqual(['attached a', 'attached b', 'attached c']);
    list.commit();
    expect(log).toEqual(['attached a', 'attached b', 'attached c', 'read a', 'read b', 'read c']);
    expect(keys.map(list.sizeOf)).toEqual([100, 101, 102]);
    expect(list.window.below).toBe(0);
  });
});
