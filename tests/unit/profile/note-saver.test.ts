// The personal note, saved as typed: one save per pause with the latest text; a failed save keeps the text (and
// its stored copy) and is sent again; text typed during a save is saved next.
import { describe, expect, it } from 'vitest';
import { createNoteSaver, type NoteStatus } from '../../../src/views/profile/note-saver.ts';

function setup(answers: boolean[]) {
  const timers: (() => void)[] = [];
  const saved: string[] = [];
  const statuses: NoteStatus[] = [];
  let stored: string | null = null;
  let release: (() => void) | null = null;
  const saver = createNoteSaver({
    save: (text) =>
      new Promise<boolean>((resolve) => {
        saved.push(text);
        release = () => resolve(answers.shift() ?? true);
      }),
    setTimeout: (fn) => timers.push(fn),
    clearTimeout: () => timers.splice(0),
    storage: { get: () => stored, set: (t) => (stored = t) },
    onStatus: (s) => statuses.push(s),
  });
  const tick = () => {
    for (const fn of timers.splice(0)) fn();
  };
  const answer = async () => {
    release?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { saver, saved, statuses, stored: () => stored, tick, answer };
}

describe('the personal note', () => {
  it('sends one save with the latest text after the typing pauses', async () => {
    const s = setup([true]);
    for (const text of ['N', 'Ni', 'Nic', 'Nice']) s.saver.change(text);
    expect(s.saved).toEqual([]);
    s.tick();
    expect(s.saved).toEqual(['Nice']);
    await s.answer();
    expect(s.statuses).toEqual(['saving', 'saved']);
    expect(s.stored()).toBeNull();
    expect(s.saver.dirty()).toBe(false);
  });

  it('keeps the text through a failure, and sends it again on retry', async () => {
    const s = setup([false, true]);
    s.saver.change('Met at the conference');
    s.tick();
    await s.answer();
    expect(s.statuses.at(-1)).toBe('failed');
    expect(s.saver.dirty()).toBe(true);
    expect(s.stored()).toBe('Met at the conference');
    expect(s.saver.kept()).toBe('Met at the conference');
    s.saver.flush();
    await s.answer();
    expect(s.saved).toEqual(['Met at the conference', 'Met at the conference']);
    expect(s.statuses.at(-1)).toBe('saved');
    expect(s.stored()).toBeNull();
  });

  it('saves text typed during a save right after it', async () => {
    const s = setup([true, true]);
    s.saver.change('one');
    s.tick();
    s.saver.change('one two');
    await s.answer();
    expect(s.saved).toEqual(['one', 'one two']);
    await s.answer();
    expect(s.statuses.at(-1)).toBe('saved');
  });
});
