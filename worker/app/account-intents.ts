// The intents one account answers, by area: filters, views (timelines, notifications, threads), posts, compose,
// relationships, notification requests. Answers null for an intent this layer does not handle (the core's own).
import { isFilterIntent } from '../../shared/protocol/filter-intents.ts';
import type { Intent, IntentResult } from '../../shared/protocol/intents.ts';
import type { Transport } from '../api/transport.ts';
import type { ComposeWiring } from '../compose/wiring.ts';
import type { FollowRequestCount } from '../relationships/follow-request-count.ts';
import type { ProfileEditor } from '../relationships/profile-edit.ts';
import { fetchAccountListPage, unblockDomain } from './account-lists.ts';
import type { FiltersSource } from './filters.ts';
import { answerFollowRequest } from './follow-requests.ts';
import type { createRequestsWiring } from './notification-requests.ts';
import type { createNotificationWiring } from './notifications.ts';
import { type createRelationshipWiring, isProfileView } from './relationships.ts';
import type { createStatusActions } from './status-actions.ts';
import type { createThreadWiring } from './threads.ts';
import type { createTimelineWiring } from './timelines.ts';

export interface AccountIntentDeps {
  request: Transport['request'];
  filters: FiltersSource;
  timelines: ReturnType<typeof createTimelineWiring>;
  notifications: ReturnType<typeof createNotificationWiring>;
  threads: ReturnType<typeof createThreadWiring>;
  compose: ComposeWiring;
  statuses: ReturnType<typeof createStatusActions>;
  relationships: ReturnType<typeof createRelationshipWiring>;
  requests: ReturnType<typeof createRequestsWiring>;
  /** The navigation's count of waiting follow requests. */
  followRequests?: FollowRequestCount;
  /** Your own profile's edit form: its source and its save. */
  profileEditor?: ProfileEditor;
  /** A home view's top changed: its read marker may move. */
  syncHomeMarker(): void;
  /** Everything was marked read while the notifications view was closed: the badge goes to zero. */
  clearUnread(): void;
}

const ok = (): Promise<IntentResult> => Promise.resolve({ ok: true });
const isNotifications = (view: string) => view === 'notifications';

export function createAccountIntents(deps: AccountIntentDeps) {
  const { timelines, notifications, threads, relationships } = deps;
  return (intent: Intent): Promise<IntentResult> | null => {
    if (isFilterIntent(intent)) return deps.filters.intent(intent);
    switch (intent.type) {
      case 'status.toggle':
        return timelines.toggle(intent.statusId, intent.action, intent.value);
      case 'view.loadMore':
        if (isNotifications(intent.view)) return notifications.loadMore();
        return relationships.loadMore(intent.view) ?? timelines.loadMore(intent.view);
      case 'view.fillGap':
        if (isNotifications(intent.view)) return notifications.fillGap(intent.gapKey);
        return timelines.fillGap(intent.view, intent.gapKey);
      case 'view.reload':
        if (isNotifications(intent.view)) return notifications.reload();
        if (threads.has(intent.view)) return threads.reload(intent.view);
        if (isProfileView(intent.view)) return relationships.reload(intent.view);
        return timelines.reload(intent.view);
      case 'view.top':
        if (isNotifications(intent.view)) notifications.setTop(intent.atTop);
        else {
          timelines.setTop(intent.view, intent.atTop);
          deps.syncHomeMarker();
        }
        return ok();
      case 'view.applyPending':
        if (isNotifications(intent.view)) notifications.applyPending();
        else timelines.applyPending(intent.view);
        return ok();
      case 'status.delete':
        return deps.statuses.deleteStatus(intent.statusId, intent.redraft);
      case 'poll.vote':
        return deps.statuses.vote(intent.pollId, intent.choices);
      case 'compose.from':
      case 'media.upload':
      case 'media.wait':
      case 'media.describe':
        return deps.compose.intent(intent);
      case 'accounts.list':
        return fetchAccountListPage(deps.request, intent.list, intent.page);
      case 'domain.unblock':
        return unblockDomain(deps.request, intent.domain);
      case 'account.followRequest':
        return answerFollowRequest(deps.request, intent.accountId, intent.action, deps.followRequests);
      case 'profile.source':
        return deps.profileEditor?.source() ?? null;
      case 'profile.update':
        return deps.profileEditor?.save(intent.patch) ?? null;
      case 'account.follow':
      case 'account.block':
      case 'account.mute':
      case 'account.relate':
      case 'profile.extras':
        return relationships.intent(intent);
      case 'notifications.requests':
        return deps.requests.list(intent.action);
      case 'notifications.request':
        return deps.requests.resolve(intent.requestId, intent.action);
      case 'notifications.markRead':
        if (!notifications.isOpen()) deps.clearUnread();
        return notifications.markRead();
      default:
        return null;
    }
  };
}
