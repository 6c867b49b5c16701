// The tab's part in notifications (notifications-tab.ts: its presence, the unread count in the title, the desktop
// notifications) is fetched once the first posts are drawn, not with the entry (issue 20, item 7): the core reads a
// tab's presence only in its parts that come after the start gate, itself after the first posts. Until it is in, the
// notifications view's mounts and its place at the top are kept here, and handed over as it arrives.
import type { TabPresence } from './presence.ts';

/** What the views tell about the notifications view in this tab (core.ts's useView and intent). */
export type NotificationsPresence = Pick<TabPresence, 'mountNotifications' | 'notificationsAtTop'>;

export function presenceLater(arrived: Promise<NotificationsPresence>): NotificationsPresence {
  let real: NotificationsPresence | null = null;
  /** Mounts made before it arrived, each given the real unmount once it has. */
  const early = new Set<{ unmount: (() => void) | null }>();
  let atTop: boolean | null = null;
  arrived.then(
    (p) => {
      real = p;
      for (const m of early) m.unmount = p.mountNotifications();
      early.clear();
      if (atTop !== null) p.notificationsAtTop(atTop);
    },
    () => {},
  );
  return {
    mountNotifications() {
      if (real) return real.mountNotifications();
      // A view mounted anew starts at the top (presence.ts): what an unmounted one said no longer counts.
      if (early.size === 0) atTop = null;
      const m: { unmount: (() => void) | null } = { unmount: null };
      early.add(m);
      return () => {
        if (m.unmount) m.unmount();
        else early.delete(m);
      };
    },
    notificationsAtTop(value) {
      if (real) real.notificationsAtTop(value);
      else atTop = value;
    },
  };
}
