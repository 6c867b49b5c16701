// Notification delivery (settings, alert/sound decisions, the one-tab election, dedupe by id, desktop texts).
export { type ClearAllAction, clearAllNotificationsAction } from './clear.ts';
export {
  type DeliveryContext,
  type DeliveryDecision,
  decideDelivery,
  type PermissionState,
  soundVolume,
} from './decide.ts';
export {
  createDesktopDelivery,
  type DeliveryCommand,
  type DeliveryDeps,
  type DeliveryOutcome,
  type DesktopDelivery,
} from './delivery.ts';
export { createTabElection, type TabElection, type TabPresence } from './election.ts';
export {
  defaultNotificationSettings,
  effectiveQuickFilter,
  type NotificationSettings,
  notificationFetchTypes,
  readNotificationSettings,
  showsInColumn,
} from './settings.ts';
export { createShownLedger, type ShownLedger, type ShownVia } from './shown-ledger.ts';
export { type DesktopNotificationText, desktopNotificationText } from './texts.ts';
