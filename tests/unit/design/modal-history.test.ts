// The browser's Back closes the open modal, and a modal closed another way leaves no extra step in history
// (src/design/modal-history.ts), over a history that behaves as the browser's: entries, pushState, back() whose
// popstate comes in a later task.
import { describe, expect, it } from 'vitest';
import { createModalHistory } from '../../../src/design/modal-history.ts';

function fakeBrowser() {
  const entries: { state: unknown; url: string }[] = [{ state: { fromApp: true }, url: '/home' }];
  let index = 0;
  /** Where the back() calls still on their way lead. */
  let aim: number | null = null;
  const listeners = new Set<() => void>();
  const appPushes = new Set<(state: unknown, url: string) => void>();
  const tasks: (() => void)[] = [];
  const history = {
    get state() {
      return entries[index]?.state;
    },
    get url() {
      return entries[index]?.url ?? '';
    },
    pushState(state: unknown, _unused: string, url?: string) {
      const at = entries[index]?.url ?? '';
      entries.splice(index + 1);
      entries.push({ state, url: url ?? at });
      index++;
    },
    back() {
      // As Chromium does: the entry to go to is the one before the current entry when back() is called, or before
      // the one a back() still on its way goes to (two calls in a row go back two steps, seen in Chromium: past the
      // app's first entry to the document before it); the traversal comes in a later task (an entry pushed meanwhile
      // is left by it).
      const target = (aim ?? index) - 1;
      aim = target;
      tasks.push(() => {
        if (aim === target) aim = null;
        if (target < 0) return;
        index = target;
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
    /** The app's router goes to `url` (a link followed). */
    navigate(url: string) {
      history.pushState({ fromApp: url }, '', url);
      for (const l of appPushes) l(history.state, url);
    },
    /** Runs the queued tasks (timers, traversals) in order. */
    run() {
      while (tasks.length) tasks.shift()?.();
    },
    /** Runs the next queued task only. */
    step() {
      tasks.shift()?.();
    },
    /** Runs the newest queued task only: a timer that comes before a traversal still on its way, as in Chromium. */
    stepNewest() {
      tasks.pop()?.();
    },
    modals: createModalHistory({
      history,
      onPop: (l) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
      later: (fn) => tasks.push(fn),
      onAppPush: (l) => {
        appPushes.add(l);
        return () => appPushes.delete(l);
      },
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
    b.navigate('/publish');
    closed();
    b.run();
    expect(b.history.url).toBe('/publish');
    expect(b.index()).toBe(2);
  });

  it('a link followed while a closed modal’s step is being taken away still goes where it led', () => {
    const b = fakeBrowser();
    const closed = b.modals.opened(() => {});
    closed();
    b.step(); // the modal's step is asked to go: history.back() is on its way
    b.navigate('/explore'); // the reader follows a link before it arrives
    b.run(); // the traversal leaves /explore for the page before the modal; the address is pushed again
    expect(b.history.url).toBe('/explore');
    expect(b.history.state).toEqual({ fromApp: '/explore' });
    expect(b.entries.map((e) => e.url)).toEqual(['/home', '/explore']);
    // Back from there goes to the page the modal was opened on, in one step.
    b.pressBack();
    b.run();
    expect(b.history.url).toBe('/home');
    expect(b.index()).toBe(0);
  });

  it('a link followed after the closed modal’s step is gone is left alone', () => {
    const b = fakeBrowser();
    const closed = b.modals.opened(() => {});
    closed();
    b.run();
    b.navigate('/explore');
    b.run();
    expect(b.entries.map((e) => e.url)).toEqual(['/home', '/explore']);
    expect(b.index()).toBe(1);
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

  it('a modal that opened as the one before it left, and closed before that one’s entry went, takes no second step back', () => {
    const b = fakeBrowser();
    // The reader went from /home to a post: the entry before is another place (in the browser, maybe another
    // document) that a second step back would leave the post for.
    b.navigate('/@ada/1');
    // The menu closes; the dialog it opened shows up only after the menu's entry was asked away (a late effect).
    const closeMenu = b.modals.opened(() => {});
    expect(b.index()).toBe(2);
    closeMenu();
    b.step(); // the menu's check: no modal open, so back() is asked; its traversal is still on its way
    const closeDialog = b.modals.opened(() => {});
    // Escape on the dialog before that traversal came; the dialog's check runs before it too.
    closeDialog();
    b.stepNewest();
    b.run();
    // One step back, to the post's own entry: not past it.
    expect(b.index()).toBe(1);
    expect(b.history.url).toBe('/@ada/1');
  });
});
