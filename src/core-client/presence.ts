// What this tab tells the core about itself (ruling 4 and the one-tab desktop election): visible, focused,
// notification permission, and whether the notifications view is mounted here and scrolled to the top. Sent on
// every change and again whenever the tab says hello to a (possibly new) core, so the core always knows the
// at-top state instead of inferring it from changes it may have missed.
import type { TabPresenceReport } from '../../shared/protocol/intents.ts';

interface Listenable {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface TabPresenceDeps {
  win: Listenable;
  doc: Pick<Document, 'visibilityState' | 'hasFocus'> & Listenable;
  /** `globalThis.Notification` (undefined where the browser has none). */
  notificationApi: () => { permission: string } | undefined;
  send: (presence: TabPresenceReport) => void;
}

export interface TabPresence {
  /** The notifications view mounted in this tab; answers the unmount. A fresh list starts at the top. */
  mountNotifications(): () => void;
  /** The notifications list scrolled to or away from the top. */
  notificationsAtTop(atTop: boolean): void;
  /** Sends the current presence; `force` even when nothing changed (after a new hello). */
  report(force?: boolean): void;
  current(): TabPresenceReport;
  dispose(): void;
}

export function createTabPresence(deps: TabPresenceDeps): TabPresence {
  let mounted = 0;
  let atTop = true;
  let last = '';

  const current = (): TabPresenceReport => {
    const p = deps.notificationApi()?.permission;
    return {
      visible: deps.doc.visibilityState === 'visible',
      focused: deps.doc.hasFocus(),
      permission: p === 'granted' || p === 'denied' ? p : 'default',
      notifications: { mounted: mounted > 0, atTop },
    };
  };

  const report = (force = false) => {
    const p = current();
    const key = JSON.stringify(p);
    if (!force && key === last) return;
    last = key;
    deps.send(p);
  };
  const onChange = () => report();

  deps.win.addEventListener('focus', onChange);
  deps.win.addEventListener('blur', onChange);
  deps.doc.addEventListener('visibilitychange', onChange);

  return {
    mountNotifications() {
      mounted += 1;
      if (mounted === 1) atTop = true;
      report();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        mounted -= 1;
        report();
      };
    },
    notificationsAtTop(value) {
      atTop = value;
      report();
    },
    report,
    current,
    dispose() {
      deps.win.removeEventListener('focus', onChange);
      deps.win.removeEventListener('blur', onChange);
      deps.doc.removeEventListener('visibilitychange', onChange);
    },
  };
}
