// The core's side of desktop delivery: a streamed notification arrives once in the core (one socket for all tabs);
// this decides whether it alerts and/or plays a sound, elects the one tab that does it, and remembers the id so a
// replayed stream event or a Web Push of the same notification does not pop up again.
import type { Notification } from '../../shared/wire/entities.ts';
import { type DeliveryDecision, decideDelivery, soundVolume } from './decide.ts';
import type { TabElection } from './election.ts';
import type { NotificationSettings } from './settings.ts';
import type { ShownLedger } from './shown-ledger.ts';
import { type DesktopNotificationText, desktopNotificationText } from './texts.ts';

/** What the core sends to the elected tab (the host carries it to that tab only). */
export interface DeliveryCommand {
  type: 'notification.deliver';
  notificationId: string;
  /** Show this desktop notification; null for sound only. */
  show: DesktopNotificationText | null;
  sound: boolean;
  volume: number;
}

export interface DeliveryDeps {
  election: TabElection;
  /** Ids shown on the desktop (by a tab or by the service worker). */
  shown: ShownLedger;
  /** Ids whose sound has played (a replayed event never boops twice). */
  sounded: ShownLedger;
  settings: () => NotificationSettings;
  /** The signed-in account's id (for "Your poll has ended"). */
  selfId: () => string | null;
  /** Sound effect volume setting, clamped to 0.5–1. */
  volume?: () => unknown;
  send: (tabId: string, command: DeliveryCommand) => void;
}

export interface DeliveryOutcome {
  decision: DeliveryDecision;
  tabId: string | null;
  command: DeliveryCommand | null;
}

export interface DesktopDelivery {
  /** A notification arrived on the stream (after filters with action hide dropped it or not). */
  onStreamed(n: Notification, opts?: { filtered?: boolean }): DeliveryOutcome;
  /** The service worker showed this id from a Web Push (relayed by a tab): tabs must not show it again. */
  onPushShown(notificationId: string): void;
}

export function createDesktopDelivery(deps: DeliveryDeps): DesktopDelivery {
  return {
    onStreamed(n, opts = {}) {
      const decision = decideDelivery(deps.settings(), n.type, {
        permission: deps.election.permission(),
        filtered: opts.filtered === true,
        focusedTabExists: deps.election.focusedTabExists(),
      });
      const tabId = decision.alert || decision.sound ? deps.election.elect() : null;
      if (tabId === null) return { decision, tabId, command: null };
      const show = decision.alert && deps.shown.claim(n.id, 'tab');
      const sound = decision.sound && deps.sounded.claim(n.id, 'tab');
      if (!show && !sound) return { decision, tabId, command: null };
      const command: DeliveryCommand = {
        type: 'notification.deliver',
        notificationId: n.id,
        show: show ? desktopNotificationText(n, deps.selfId()) : null,
        sound,
        volume: soundVolume(deps.volume?.()),
      };
      deps.send(tabId, command);
      return { decision, tabId, command };
    },
    onPushShown(id) {
      deps.shown.claim(id, 'push');
    },
  };
}
