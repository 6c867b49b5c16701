// One object for the host to hold: the tab election, the two ledgers (shown, sounded) and the delivery, wired
// together. The host feeds it tab presence and goodbyes, streamed notifications and the service worker's
// "shown from push" relays, and carries each DeliveryCommand to the one tab it names.
import type { Notification } from '../../shared/wire/entities.ts';
import { createDesktopDelivery, type DeliveryCommand, type DeliveryOutcome } from './delivery.ts';
import { createTabElection, type TabPresence } from './election.ts';
import { type NotificationSettings, readNotificationSettings } from './settings.ts';
import { createShownLedger } from './shown-ledger.ts';

export interface NotificationDeliveryCoreDeps {
  now: () => number;
  /** The core's settings record (GlobalState.settings); `notifications` in it is read on every notification. */
  settings: () => Record<string, unknown>;
  selfId: () => string | null;
  send: (tabId: string, command: DeliveryCommand) => void;
  /** Sound effect volume (0.5–1 after clamping); 1 when absent. */
  volume?: () => unknown;
}

export interface NotificationDeliveryCore {
  /** A tab said hello or reported visibility/focus/permission. */
  tabPresence(tabId: string, presence: TabPresence): void;
  /** A tab said goodbye or missed its heartbeats: the next notification goes to another tab. */
  tabGone(tabId: string): void;
  onStreamed(n: Notification, opts?: { filtered?: boolean }): DeliveryOutcome;
  onPushShown(notificationId: string): void;
  /** The tab that would show the next notification (for tests and diagnostics). */
  electedTab(): string | null;
  notificationSettings(): NotificationSettings;
}

export function createNotificationDeliveryCore(deps: NotificationDeliveryCoreDeps): NotificationDeliveryCore {
  const election = createTabElection({ now: deps.now });
  const notificationSettings = () => readNotificationSettings(deps.settings());
  const delivery = createDesktopDelivery({
    election,
    shown: createShownLedger(),
    sounded: createShownLedger(),
    settings: notificationSettings,
    selfId: deps.selfId,
    send: deps.send,
    ...(deps.volume ? { volume: deps.volume } : {}),
  });
  return {
    tabPresence: (tabId, p) => election.update(tabId, p),
    tabGone: (tabId) => election.remove(tabId),
    onStreamed: (n, opts) => delivery.onStreamed(n, opts),
    onPushShown: (id) => delivery.onPushShown(id),
    electedTab: () => election.elect(),
    notificationSettings,
  };
}
