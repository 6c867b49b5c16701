// The browser's Back closes the open modal, and a modal closed another way leaves no extra step in history
// (src/design/modal-history.ts), over a history that behaves as the browser's: entries, pushState, back() whose
// popstate comes in a later task.
import { describe, expect, it } from 'vitest';
import { createModalHistory } from '../../../src/design/modal-history.ts';

function fakeBrowser() {
  const entries: unknown[] = [{ fromApp: true }];
  let index = 0;
  const listeners = new Set<() => void>();
  const tasks: (() => void)[] = [];
  const history = {
    get state() {
      return entries[index];
    },
    pushState(state: unknown) {
      entries.splice(index + 1);
      entries.push(state);
      index++;
    },
    back() {
      tasks.push(() => {
        if (index === 0) return;
        index--;
        for (const l of listeners) l();
      });
    },
  };
  return {
    history,
    entries,
    index: () => index,
    /** The user presses Back. */
    pressBack() {
      history.back();
    },
    /** Runs the queued tasks (timers, traversals) in order. */
    run() {
      while (tasks.length) tasks.shift()?.();
    },
    modals: createModalHistory({
      history,
      onPop: (l) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
      later: (fn) => tasks.push(fn),
    }),
  };
}

describe('modal history', () => {
  it('Back closes the open modal and leaves the page where it was', () => {
    const b = fakeBrowser();
    let open = true;
    b.modals.opened(() => {
      open = false;
    });
    expect(b.index()).toBe(1);
    b.pressBack();
    b.run();
    expect(open).toBe(false);
    expect(b.index()).toBe(0);
    expect(b.history.state).toEqual({ fromApp: true });
  });

  it('a modal closed by Escape takes its history step away again', () => {
    const b = fakeBrowser();
    const closed = b.modals.opened(() => {
      throw new Error('Back was not pressed');
    });
    closed();
    b.run();
    expect(b.index()).toBe(0);
    expect(b.modals.size).toBe(0);
  });

  it('a menu that opens a dialog as it closes hands over its one history step; Back then closes the dialog', () => {
    const b = fakeBrowser();
    const menuClosed = b.modals.opened(() => {});
    menuClosed();
    let dialogOpen = true;
    b.modals.opened(() => {
      dialogOpen = false;
    });
    b.run();
    expect(b.index()).toBe(1);
    expect(dialogOpen).toBe(true);
    b.pressBack();
    b.run();
    expect(dialogOpen).toBe(false);
    expect(b.index()).toBe(0);
  });

  it('an action that navigated away (Edit opens compose) leaves the new page alone', () => {
    const b = fakeBrowser();
    const closed = b.modals.opened(() => {});
    b.history.pushState({ fromApp: true, page: 'publish' });
    closed();
    b.run();
    expect(b.history.state).toEqual({ fromApp: true, page: 'publish' });
  });

  it('a dialog opened while its menu’s step was being taken away gets a step of its own', () => {
    const b = fakeBrowser();
    const menuClosed = b.modals.opened(() => {});
    menuClosed();
    b.run(); // the menu's step is gone
    let dialogOpen = true;
    b.modals.opened(() => {
      dialogOpen = false;
    });
    expect(b.index()).toBe(1);
    b.pressBack();
    b.run();
    expect(dialogOpen).toBe(false);
  });
});
