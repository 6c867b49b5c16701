// This tab's part in notifications: reports its presence to the core (after every hello too), keeps the unread
// count in the document title, and — loaded after the first posts, so they do not wait for it — registers the
// service worker in production builds, runs the desktop-notification commands the core sends to this tab only, and
// relays the service worker's messages.
import type { DeliveryCommandMessage } from '../../shared/protocol/core-api.ts';
import { t } from '../i18n/index.ts';
import { afterFirstContent } from '../lib/first-paint.ts';
import { createTabPresence, type TabPresence } from './presence.ts';
import type { CoreSession } from './session.ts';

/** `(3) Woolly` while notifications are unread, `Woolly` otherwise (the number as the language writes it). */
export function titleFor(unread: number): string {
  return t('timeline.documentTitle', { count: Math.max(0, unread) });
}

/** Keeps the document's title on the unread count (the session's: a hidden tab's comes alone, its global state
 *  waits until it is shown). Written only when its text changes. */
export function keepTitle(
  unread: { subscribe(fn: (n: number) => void): () => void },
  doc: { title: string },
): () => void {
  return unread.subscribe((n) => {
    const title = titleFor(n);
    if (doc.title !== title) doc.title = title;
  });
}

export interface NotificationsTabDeps {
  session: CoreSession;
  win: Window;
  doc: Document;
  dev: boolean;
  log: (m: string, e?: unknown) => void;
}

export interface NotificationsTab {
  presence: TabPresence;
  /** Call after this tab asked for the notification permission: reports presence and sets up push if granted
   *  (the permission is not read on every global push; some browsers fire no change event). */
  permissionRequested(): void;
  dispose(): void;
}

export function wireNotificationsTab(deps: NotificationsTabDeps): NotificationsTab {
  const { session } = deps;
  const notificationApi = () =>
    (globalThis as { Notification?: { permission: string } }).Notification ?? undefined;
  const presence = createTabPresence({
    win: deps.win,
    doc: deps.doc,
    notificationApi,
    send: (p) => void session.intent({ type: 'tab.presence', presence: p }).catch(() => {}),
  });
  // A new hello (a restarted core, or this tab dropped and back) starts with no presence: say it again.
  const stopConnected = session.connected.subscribe((c) => {
    if (c) presence.report(true);
  });
  const stopTitle = keepTitle(session.unread, deps.doc);

  // Commands can arrive before the lazy part loads: keep them in order until it has.
  const waiting: DeliveryCommandMessage[] = [];
  let run: ((c: DeliveryCommandMessage) => void) | null = null;
  const stopDelivery = session.onDelivery((c) => (run ? run(c) : waiting.push(c)));
  let stopSw: () => void = () => {};
  let permissionChanged: () => void = () => {};
  // The service worker, Web Push and the sound are no part of the first screen: fetched once its posts are drawn.
  void afterFirstContent()
    .then(() => import('./notifications-tab-browser.ts'))
    .then(async (m) => {
      const wired = await m.wireBrowserNotifications({
        session,
        win: deps.win,
        dev: deps.dev,
        warn: deps.log,
        onPermission: () => presence.report(),
      });
      run = wired.run;
      stopSw = wired.dispose;
      permissionChanged = wired.permissionChanged;
      for (const c of waiting.splice(0)) run(c);
    })
    .catch((e) => deps.log('desktop notifications unavailable', e));

  return {
    presence,
    permissionRequested() {
      presence.report();
      permissionChanged();
    },
    dispose() {
      presence.dispose();
      stopConnected();
      stopTitle();
      stopDelivery();
      stopSw();
    },
  };
}
