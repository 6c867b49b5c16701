// When an account's other parts may go (worker/app/start-gate.ts): once home's first page is in and a tab has shown
// it; at once for a tab that asks for something else while nobody holds home; never later than its longest wait.
import { describe, expect, it } from 'vitest';
import { createStartGate } from '../../../worker/app/start-gate.ts';

function setup(homeHeld = true) {
  const due: { fn: () => void; ms: number }[] = [];
  let held = homeHeld;
  const gate = createStartGate({
    setTimeout: (fn, ms) => due.push({ fn, ms }),
    clearTimeout: () => {},
    maxWaitMs: 5000,
    homeHeld: () => held,
  });
  let opened = false;
  void gate.opened.then(() => {
    opened = true;
  });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const run = (ms: number) => {
    for (const t of due.filter((d) => d.ms === ms)) t.fn();
  };
  return { gate, run, settle, isOpened: () => opened, hold: (h: boolean) => (held = h) };
}

describe('the start gate', () => {
  it('waits for home’s first page and for a tab showing it', async () => {
    const s = setup();
    s.gate.asked();
    s.run(0);
    s.gate.homeIn();
    await s.settle();
    expect(s.isOpened()).toBe(false);
    s.gate.shown();
    await s.settle();
    expect(s.isOpened()).toBe(true);
  });

  it('does not wait for a home nobody shows when a tab asks for something else', async () => {
    const s = setup(false);
    s.gate.homeIn();
    await s.settle();
    expect(s.isOpened()).toBe(false);
    s.gate.asked();
    s.run(0);
    await s.settle();
    expect(s.isOpened()).toBe(true);
  });

  it('a tab shown before home is in still waits for home, and nothing waits past the longest wait', async () => {
    const s = setup();
    s.gate.shown();
    await s.settle();
    expect(s.isOpened()).toBe(false);
    s.run(5000);
    await s.settle();
    expect(s.gate.isOpen()).toBe(true);
    expect(s.isOpened()).toBe(true);
  });
});
