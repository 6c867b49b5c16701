import { describe, expect, it } from 'vitest';
import { now, relativeTime, startClock } from '../../../src/app/clock.ts';

describe('shared clock', () => {
  it('one timer updates the shared signal; stopping clears it', () => {
    let tick: (() => void) | null = null;
    const cleared: unknown[] = [];
    const stop = startClock(
      30_000,
      {
        set: (fn) => {
          tick = fn;
          return 7;
        },
        clear: (id) => cleared.push(id),
      },
      () => 123_456,
    );
    tick!();
    expect(now.value).toBe(123_456);
    stop();
    expect(cleared).toEqual([7]);
  });

  it('formats relative times', () => {
    const t0 = Date.parse('2026-03-10T12:00:00Z');
    expect(relativeTime('2026-03-10T12:00:00Z', t0 + 2_000)).toBe('now');
    expect(relativeTime('2026-03-10T12:00:00Z', t0 + 42_000)).toBe('42s');
    expect(relativeTime('2026-03-10T12:00:00Z', t0 + 5 * 3_600_000)).toBe('5h');
    expect(relativeTime('2026-03-10T12:00:00Z', t0 + 3 * 86_400_000)).toBe('3d');
    expect(relativeTime('2026-03-10T12:00:00Z', t0 + 30 * 86_400_000)).toBe('Mar 10');
    expect(relativeTime('not a date', t0)).toBe('');
  });
});
