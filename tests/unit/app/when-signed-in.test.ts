// Waiting for the tab to learn it is signed in (src/app/when-signed-in.ts), with the timers in the test's hands.
import { signal } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import { type WaitTimers, whenSignedIn } from '../../../src/app/when-signed-in.ts';

function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  const timers: WaitTimers = {
    set(fn) {
      pending.set(++next, fn);
      return next;
    },
    clear(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    pending,
    fire() {
      for (const [id, fn] of [...pending]) {
        pending.delete(id);
        fn();
      }
    },
  };
}

const identity = (signedIn: boolean) => ({ identity: { signedIn } });

describe('whenSignedIn', () => {
  it('answers true at once when the tab already knows', async () => {
    const t = manualTimers();
    await expect(whenSignedIn(signal(identity(true)), 10_000, t.timers)).resolves.toBe(true);
    expect(t.pending.size).toBe(0);
  });

  it('answers true when the identity comes, and stops its timer', async () => {
    const t = manualTimers();
    const global = signal(identity(false));
    const answer = whenSignedIn(global, 10_000, t.timers);
    global.value = identity(true);
    await expect(answer).resolves.toBe(true);
    expect(t.pending.size).toBe(0);
  });

  it('answers false when the wait ends without it, and no later change answers again', async () => {
    const t = manualTimers();
    const global = signal(identity(false));
    const answers: boolean[] = [];
    const answer = whenSignedIn(global, 10_000, t.timers).then((v) => answers.push(v));
    t.fire();
    await answer;
    global.value = identity(true);
    await Promise.resolve();
    expect(answers).toEqual([false]);
  });
});
