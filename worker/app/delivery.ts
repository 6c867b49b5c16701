// Tab presence in the core and desktop notifications once for all tabs. Every tab reports what it shows (visible,
// focused, permission, whether the notifications view is mounted and at the top); the core keeps the latest report
// per tab, feeds the one-tab election, and answers the read-marker input (ruling 4). A tab that leaves stops
// counting at once.
import type { DeliveryCommandMessage } from '../../shared/protocol/core-api.ts';
import type { TabPresenceReport } from '../../shared/protocol/intents.ts';
import type { Notification } from '../../shared/wire/entities.ts';
import {
  createNotificationDeliveryCore,
  type NotificationDeliveryCore,
} from '../desktop-notifications/core.ts';
import type { TabPresence as MarkerTabPresence } from '../notifications/index.ts';

export interface PresenceDeliveryDeps {
  now: () => number;
  settings: () => Record<string, unknown>;
  selfId: () => string | null;
  /** Carries the command to that one tab. */
  send: (tabId: string, command: DeliveryCommandMessage) => void;
  /** Presence changed (a report or a tab gone): the core re-checks the read marker. */
  onChange: () => void;
}

export interface PresenceDelivery {
  report(tabId: string, presence: TabPresenceReport): void;
  gone(tabId: string): void;
  /** Each known tab as the read-marker rule sees it. */
  markerTabs(): MarkerTabPresence[];
  /** A streamed notification that was not dropped by a hide filter (filtered: a warn filter matched). */
  onStreamed(n: Notification, filtered: boolean): void;
  onPushShown(notificationId: string): void;
  delivery: NotificationDeliveryCore;
}

export function createPresenceDelivery(deps: PresenceDeliveryDeps): PresenceDelivery {
  const tabs = new Map<string, TabPresenceReport>();
  const delivery = createNotificationDeliveryCore({
    now: deps.now,
    settings: deps.settings,
    selfId: deps.selfId,
    send: (tabId, command) => deps.send(tabId, command),
  });
  return {
    delivery,
    report(tabId, p) {
      tabs.set(tabId, p);
      delivery.tabPresence(tabId, { visible: p.visible, focused: p.focused, permission: p.permission });
      deps.onChange();
    },
    gone(tabId) {
      delivery.tabGone(tabId);
      if (tabs.delete(tabId)) deps.onChange();
    },
    markerTabs: () =>
      [...tabs.values()].map((p) => ({
        visible: p.visible,
        mounted: p.notifications.mounted,
        atTop: p.notifications.atTop,
      })),
    onStreamed(n, filtered) {
      delivery.onStreamed(n, { filtered });
    },
    onPushShown: (id) => delivery.onPushShown(id),
  };
}
