// World records → wire JSON, for one viewer (null = anonymous), exactly in the real server's shapes: accounts in
// render-account.ts, statuses in render-status.ts, notifications, conversations and announcements in
// render-notification.ts. The Publisher that puts world changes on the bus is in publish.ts.

export { busPublisher } from './publish.ts';
export {
  accountUrl,
  avatarUrl,
  iso,
  renderAccount,
  renderCredentialAccount,
  renderEmoji,
  renderRelationship,
} from './render-account.ts';
export {
  notificationExtras,
  renderAnnouncement,
  renderConversation,
  renderNotification,
} from './render-notification.ts';
export {
  type RenderOptions,
  renderFilter,
  renderMedia,
  renderPoll,
  renderStatus,
  renderStatuses,
} from './render-status.ts';
