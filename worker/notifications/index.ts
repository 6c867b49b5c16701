// The notification-grouping core: what the worker host imports.
export { type EngineOptions, NotificationsEngine } from './engine.ts';
export {
  computeGroupKey,
  excludeTypesFor,
  groupedRequestParams,
  groupedTypesFor,
  groupV1Notifications,
  type NotificationGroupingSettings,
  quickFilterTypes,
  shownInColumn,
  streamGroupKey,
} from './grouping.ts';
export { compareIds } from './ids.ts';
export { type Change, createNotificationsState, snapshotRows } from './listState.ts';
export {
  decideMarker,
  type MarkerDecision,
  markerDecisionFor,
  someoneReads,
  type TabPresence,
  unreadMayBeUnloaded,
} from './marker.ts';
export type { FilterAction, NotificationDeps, NotificationsState } from './model.ts';
export {
  applyPage,
  insertTopGap,
  type PageOptions,
  type PagePosition,
  pageNewestId,
  resetWithPage,
  setGapLoading,
} from './pages.ts';
export type { FetchPlan, RequestsState } from './requests.ts';
export * as requests from './requests.ts';
export { buildGroupRow, partialAccountChip } from './rows.ts';
export { applyPending, type StreamOutcome, streamNotification } from './stream.ts';
export { markReadUpTo, noteUnreadId, unreadCount } from './unread.ts';
