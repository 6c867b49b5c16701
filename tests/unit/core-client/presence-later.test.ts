// The tab's notifications part (presence, title, desktop notifications) arrives after the first posts: what the
// notifications view said before then (mounted, scrolled away from the top) reaches the core's presence as it arrives
// (src/core-client/presence-later.ts).
import { describe, expect, it } from 'vitest';
import { type NotificationsPresence, presenceLater } from '../../../src/core-client/presence-later.ts';

/** A presence that keeps what it was told, as presence.ts reports it (a fresh mount starts at the top). */
function recording() {
  const state = { mounted: 0, atTop: true };
  const presence: NotificationsPresence = {
    mountNotifications() {
      state.mounted += 1;
      if (state.mounted === 1) state.atTop = true;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        state.mounted -= 1;
      };
    },
    notificationsAtTop(value) {
      state.atTop = value;
    },
  };
  return { state, presence };
}

function later() {
  let arrive: (p: NotificationsPresence) => void = () => {};
  const arrived = new Promise<NotificationsPresence>((r) => {
    arrive = r;
  });
  return {
    facade: presenceLater(arrived),
    arrive: async (p: NotificationsPresence) => {
      arrive(p);
      await arrived;
      await Promise.resolve();
    },
  };
}

describe('notifications presence before its part arrives', () => {
  it('hands over a view mounted and scrolled down before it arrived', async () => {
    const { facade, arrive } = later();
    const unmount = facade.mountNotifications();
    facade.notificationsAtTop(false);
    const real = recording();
    await arrive(real.presence);
    expect(real.state).toEqual({ mounted: 1, atTop: false });
    // Unmounted after it arrived: the real presence hears it.
    unmount();
    expect(real.state.mounted).toBe(0);
  });

  it('forgets a view mounted and gone before it arrived, and what it said', async () => {
    const { facade, arrive } = later();
    const unmount = facade.mountNotifications();
    facade.notificationsAtTop(false);
    unmount();
    // Mounted again: a fresh list starts at the top.
    facade.mountNotifications();
    const real = recording();
    await arrive(real.presence);
    expect(real.state).toEqual({ mounted: 1, atTop: true });
  });

  it('passes everything straight on once it has arrived', async () => {
    const { facade, arrive } = later();
    const real = recording();
    await arrive(real.presence);
    const unmount = facade.mountNotifications();
    facade.notificationsAtTop(false);
    expect(real.state).toEqual({ mounted: 1, atTop: false });
    unmount();
    expect(real.state.mounted).toBe(0);
  });
});
