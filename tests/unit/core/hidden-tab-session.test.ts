// Issue 20, item 2, both sides together: the core host and two real tab sessions over a direct link. Posts stream
// into home and one of them brings a notification (an account whose bell is on): the tab behind the shown one
// receives nothing at all, and the moment it is shown its title says the exact count and every held row arrives in
// one batch (one frame of work).
import { describe, expect, it } from 'vitest';
import { keepTitle, titleFor } from '../../../src/core-client/notifications-tab.ts';
import { createCoreSession } from '../../../src/core-client/session.ts';
import { gap, presence, setup } from './host-fixture.ts';

const HOME = { kind: 'timeline', timeline: 'home' } as const;
const HOME_KEY = 'timeline:timeline=home';

/** Lets the sessions' and host's promises settle, then runs the host's queued pushes. */
async function settle(t: ReturnType<typeof setup>) {
  for (let i = 0; i < 5; i++) {
    await Promise.resolve();
    t.flush();
  }
}

async function tab(t: ReturnType<typeof setup>, tabId: string) {
  const session = createCoreSession({
    tabId,
    open: async () => ({ mode: 'page', api: t.host.api, wrap: (p) => p, close: () => {} }),
    setTimeout: () => 0,
    clearTimeout: () => {},
    storage: null,
    reload: () => {},
  });
  await session.start();
  session.view(HOME);
  const doc = { title: '' };
  keepTitle(session.unread, doc);
  return { session, doc };
}

describe('a hidden tab beside a shown one, while posts stream', () => {
  it('receives no message for a streamed post, even one that brings a notification; shown, its title is exact and its rows come in one batch', async () => {
    const t = setup();
    const shown = await tab(t, 'shown');
    const hidden = await tab(t, 'hidden');
    await settle(t);
    await hidden.session.intent(presence(false));
    await settle(t);
    const batchesBefore = hidden.session.applyTimes().length;
    const view = t.opened[0]!;

    for (let n = 1; n <= 8; n++) {
      view.emit([{ op: 'insert', index: 0, rows: [gap(`p${n}`)] }]);
      // The fifth post is by an account whose bell is on: a notification.
      if (n === 5) t.global.update((g) => ({ ...g, unread: { notifications: 1 } }));
      await settle(t);
    }
    expect(shown.doc.title).toBe(titleFor(1));
    expect(shown.session.storeOf(HOME_KEY)?.keyAt(0)).toBe('p8');
    expect(hidden.session.applyTimes()).toHaveLength(batchesBefore);
    expect(hidden.doc.title).toBe(titleFor(0));
    expect(hidden.session.storeOf(HOME_KEY)?.keyAt(0)).toBe('a');

    await hidden.session.intent(presence(true));
    await settle(t);
    expect(hidden.session.applyTimes()).toHaveLength(batchesBefore + 1);
    expect(hidden.doc.title).toBe(titleFor(1));
    expect(
      hidden.session
        .storeOf(HOME_KEY)
        ?.rowsNow()
        .map((r) => r.key),
    ).toEqual(['p8', 'p7', 'p6', 'p5', 'p4', 'p3', 'p2', 'p1', 'a']);
  });
});
