// A row's height as the virtual list tells its virtualizer (src/components/virtual-list/measure-row.ts). The case
// that broke the notifications list: rows first measured while the list was hidden under a Suspense fallback were
// recorded as 0 px tall, and the list restored its reader's place thousands of pixels too low on return.
import { describe, expect, it } from 'vitest';
import {
  ESTIMATED_ROW_PX,
  type MeasuredRow,
  measureRow,
} from '../../../src/components/virtual-list/measure-row.ts';

const row = (key: string, opts: { offsetHeight?: number } = {}): MeasuredRow => ({
  getAttribute: (name) => (name === 'data-key' ? key : null),
  offsetHeight: opts.offsetHeight ?? 0,
});
const report = (blockSize: number) => ({ borderBoxSize: [{ blockSize }] });
const sizes = (entries: [string, number][] = []) => ({ itemSizeCache: new Map(entries) });

describe('a row reported 0 px tall: its list hidden (display: none), or its part still loading', () => {
  it('is never 0 px tall: a row not yet measured keeps the estimate', () => {
    const state = { observerDelivers: true };
    expect(measureRow(row('a'), report(0), sizes(), state)).toBe(ESTIMATED_ROW_PX);
  });

  it('keeps the height it had', () => {
    const state = { observerDelivers: true };
    expect(measureRow(row('a'), report(0), sizes([['a', 212]]), state)).toBe(212);
  });
});

describe('a row measured while shown', () => {
  it('is its border box, rounded', () => {
    const state = { observerDelivers: false };
    expect(measureRow(row('a'), report(114.6), sizes([['a', 160]]), state)).toBe(115);
    expect(state.observerDelivers).toBe(true);
  });
});

describe('a row just attached (no report yet)', () => {
  it('is its known height, or the estimate once the observer is known to report', () => {
    const state = { observerDelivers: true };
    expect(measureRow(row('a', { offsetHeight: 90 }), undefined, sizes([['a', 130]]), state)).toBe(130);
    expect(measureRow(row('b', { offsetHeight: 90 }), undefined, sizes(), state)).toBe(ESTIMATED_ROW_PX);
  });

  it('is read from the element where no observer reports (a DOM without layout)', () => {
    const state = { observerDelivers: false };
    expect(measureRow(row('b', { offsetHeight: 90 }), undefined, sizes(), state)).toBe(90);
  });
});
