// "Clear all notifications" as an action description: the host runs the request and, on success, empties the
// notification list and the unread count in every tab. On failure nothing is emptied (the server still has them).
import type { CoreMessageId } from '../../shared/protocol/text.ts';

export interface ClearAllAction {
  request: { method: 'POST'; path: '/api/v1/notifications/clear' };
  /** What the host does after the server answered 2xx. */
  onSuccess: { clearNotificationViews: true; resetUnread: true };
  /** Section 8: a failure raises an error alert. */
  onFailure: { alert: true; title: CoreMessageId };
}

export function clearAllNotificationsAction(): ClearAllAction {
  return {
    request: { method: 'POST', path: '/api/v1/notifications/clear' },
    onSuccess: { clearNotificationViews: true, resetUnread: true },
    onFailure: { alert: true, title: 'core.clearFailedTitle' },
  };
}
