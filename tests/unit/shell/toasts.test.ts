import { describe, expect, it } from 'vitest';
import { POST_PUBLISHED_TOAST_MS } from '../../../shared/constants.ts';
import { createTabToasts, MAX_TAB_TOASTS, type Schedule } from '../../../src/app/toasts.ts';
import { postedPath, showPostedToast } from '../../../src/components/compose/posted-toast.ts';

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0;
  const timers: { at: number; fn: () => void; live: boolean }[] = [];
  const schedule: Schedule = (fn, ms) => {
    const t = { at: now + ms, fn, live: true };
    timers.push(t);
    return () => {
      t.live = false;
    };
  };
  const advance = (ms: number) => {
    now += ms;
    for (const t of timers)
      if (t.live && t.at <= now) {
        t.live = false;
        t.fn();
      }
  };
  return { schedule, advance, pending: () => timers.filter((t) => t.live).length };
}

describe('the tab’s toasts', () => {
  it('the post-published toast stays 10 s with Open, which leads to the post', () => {
    const clock = manualClock();
    const toasts = createTabToasts(clock.schedule);
    showPostedToast({ id: '77', account: { acct: 'woolly' } }, false, toasts);
    expect(toasts.list.value).toEqual([
      expect.objectContaining({
        message: 'shell.postPublished',
        action: { label: 'shell.open', href: '/@woolly/77' },
      }),
    ]);
    clock.advance(POST_PUBLISHED_TOAST_MS - 1);
    expect(toasts.list.value).toHaveLength(1);
    clock.advance(1);
    expect(toasts.list.value).toEqual([]);
  });

  it('an edit says so; an answer without an address has no Open', () => {
    const toasts = createTabToasts(manualClock().schedule);
    showPostedToast({ id: '1', account: { acct: 'a' } }, true, toasts);
    showPostedToast({ id: 5 }, false, toasts);
    expect(toasts.list.value.map((t) => [t.message, t.action?.href ?? null])).toEqual([
      ['shell.postEdited', '/@a/1'],
      ['shell.postPublished', null],
    ]);
  });

  it('stack newest last, are dismissed one by one (their timer with them), and never pile up', () => {
    const clock = manualClock();
    const toasts = createTabToasts(clock.schedule);
    const ids = Array.from({ length: MAX_TAB_TOASTS + 2 }, (_, i) =>
      toasts.show({ message: 'shell.postPublished', values: { i } }, 1000),
    );
    expect(toasts.list.value.map((t) => t.id)).toEqual(ids.slice(2));
    expect(clock.pending()).toBe(MAX_TAB_TOASTS);
    toasts.dismiss(ids[3]!);
    expect(toasts.list.value.map((t) => t.id)).toEqual([ids[2], ids[4], ids[5]]);
    expect(clock.pending()).toBe(MAX_TAB_TOASTS - 1);
  });

  it('reads the post’s address only from a well-formed answer', () => {
    expect(postedPath({ id: '1', account: { acct: 'ada@x.org' } })).toBe('/@ada@x.org/1');
    expect(postedPath(null)).toBeNull();
    expect(postedPath('{"id":"1"}')).toBeNull();
    expect(postedPath({ id: '1', account: null })).toBeNull();
    expect(postedPath({ id: '', account: { acct: 'a' } })).toBeNull();
  });
});
