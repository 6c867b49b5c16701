// The requests screen's local model: accepting or dismissing takes the request off the list and lowers the pending
// count at once, before the server answers (section 4).
import type { NotificationRequestsView } from '../../../shared/protocol/intents.ts';
import { t } from '../../i18n/index.ts';

export function withoutRequest(view: NotificationRequestsView, id: string): NotificationRequestsView {
  if (!view.items.some((r) => r.id === id)) return view;
  return {
    ...view,
    items: view.items.filter((r) => r.id !== id),
    pending: view.pending === null ? null : Math.max(0, view.pending - 1),
  };
}

/** "3 people you may know want to notify you" style heading text. */
export function pendingText(view: NotificationRequestsView): string {
  const n = view.pending ?? view.items.length;
  return t('notifications.pending', { count: n });
}
