// The intents one account answers, by area: filters, views (timelines, notifications, threads), posts, compose,
// relationships, notification requests. Answers null for an intent this layer does not handle (the core's own).
import { isAnnouncementIntent } from '../../shared/protocol/announcements.ts';
import { isConversationIntent } from '../../shared/protocol/conversations.ts';
import { isDiscoveryIntent } from '../../shared/protocol/discovery.ts';
import { isFilterIntent } from '../../shared/protocol/filter-intents.ts';
import type { Intent, IntentResult } from '../../shared/protocol/intents.ts';
import { isListIntent } from '../../shared/protocol/lists.ts';
import { isReportIntent } from '../../shared/protocol/report.ts';
import type { Transport } from '../api/transport.ts';
import type { LazyComposeWiring } from '../compose/lazy-wiring.ts';
import type { ListsBook } from '../lists/book.ts';
import type { FollowRequestCount } from '../relationships/follow-request-count.ts';
import type { ProfileEditor } from '../relationships/profile-edit.ts';
import { reportIntent } from '../report/report.ts';
import { fetchStatusHistory } from '../status-history/history.ts';
import { fetchAccountListPage, unblockDomain } from './account-lists.ts';
import type { createAnnouncementWiring } from './announcements.ts';
import type { createConversationWiring } from './conversations.ts';
import type { CustomEmojiSource } from './custom-emoji.ts';
import type { DiscoveryWiring } from './discovery.ts';
import type { FiltersSource } from './filters.ts';
import { answerFollowRequest } from './follow-requests.ts';
import type { createRequestsWiring } from './notification-requests.ts';
import type { createNotificationWiring } from './notifications.ts';
import { type createRelationshipWiring, isProfileView } from './relationships.ts';
import type { SearchWiring } from './search.ts';
import type { createStatusAccountsWiring } from './status-accounts.ts';
import type { createStatusActions } from './status-actions.ts';
import type { createThreadWiring } from './threads.ts';
import type { createTimelineWiring } from './timelines.ts';

export interface AccountIntentDeps {
  request: Transport['request'];
  /** Trends, suggestions, the directory and hashtags, and the hashtag views' reload and paging. */
  discovery: DiscoveryWiring;
  filters: FiltersSource;
  timelines: ReturnType<typeof createTimelineWiring>;
  notifications: ReturnType<typeof createNotificationWiring>;
  threads: ReturnType<typeof createThreadWiring>;
  compose: Pick<LazyComposeWiring, 'intent'>;
  statuses: ReturnType<typeof createStatusActions>;
  relationships: ReturnType<typeof createRelationshipWiring>;
  requests: ReturnType<typeof createRequestsWiring>;
  /** Who boosted / favourited a post (views paged by next links). */
  statusAccounts: ReturnType<typeof createStatusAccountsWiring>;
  /** The navigation's count of waiting follow requests. */
  followRequests?: FollowRequestCount;
  /** Your own profile's edit form: its source and its save. */
  profileEditor?: ProfileEditor;
  search: SearchWiring;
  /** The user's lists (worker/lists/book.ts). */
  lists?: ListsBook;
  conversations: ReturnType<typeof createConversationWiring>;
  announcements: ReturnType<typeof createAnnouncementWiring>;
  customEmoji: CustomEmojiSource;
  /** A home view's top changed: its read marker may move. */
  syncHomeMarker(): void;
  /** Everything was marked read while the notifications view was closed: the badge goes to zero. */
  clearUnread(): void;
  /** Translates a post (worker/app/translation.ts). */
  translate(statusId: string, lang: string): Promise<IntentResult>;
}

const ok = (): Promise<IntentResult> => Promise.resolve({ ok: true });
const isNotifications = (view: string) => view === 'notifications';
/** The view keys of the one conversations and announcements views (viewKey of their specs). */
const CONVERSATIONS_VIEW = 'conversations';
const ANNOUNCEMENTS_VIEW = 'announcements';

export function createAccountIntents(deps: AccountIntentDeps) {
  const { timelines, notifications, threads, relationships } = deps;
  return (intent: Intent): Promise<IntentResult> | null => {
    if (isFilterIntent(intent)) return deps.filters.intent(intent);
    if (isListIntent(intent)) return deps.lists ? deps.lists.intent(intent) : null;
    if (isConversationIntent(intent)) return deps.conversations.intent(intent);
    if (isAnnouncementIntent(intent)) return deps.announcements.intent(intent);
    if (intent.type === 'emoji.custom') return deps.customEmoji.list();
    if (intent.type === 'view.loadMore' && intent.view === CONVERSATIONS_VIEW)
      return deps.conversations.loadMore();
    if (intent.type === 'view.reload' && intent.view === CONVERSATIONS_VIEW)
      return deps.conversations.reload();
    if (intent.type === 'view.reload' && intent.view === ANNOUNCEMENTS_VIEW)
      return deps.announcements.reload();
    if (isDiscoveryIntent(intent)) return deps.discovery.intent(intent);
    if (isReportIntent(intent)) return reportIntent(deps.request, intent);
    switch (intent.type) {
      case 'status.toggle':
        return timelines.toggle(intent.statusId, intent.action, intent.value, intent.visibility);
      case 'view.loadMore':
        if (isNotifications(intent.view)) return notifications.loadMore();
        if (deps.statusAccounts.has(intent.view)) return deps.statusAccounts.loadMore(intent.view);
        if (deps.search.has(intent.view)) return deps.search.loadMore(intent.view);
        return (
          relationships.loadMore(intent.view) ??
          deps.discovery.loadMore(intent.view) ??
          timelines.loadMore(intent.view)
        );
      case 'view.fillGap':
        if (isNotifications(intent.view)) return notifications.fillGap(intent.gapKey);
        return timelines.fillGap(intent.view, intent.gapKey);
      case 'view.reload': {
        if (isNotifications(intent.view)) return notifications.reload();
        if (threads.has(intent.view)) return threads.reload(intent.view);
        if (isProfileView(intent.view)) return relationships.reload(intent.view);
        if (deps.statusAccounts.has(intent.view)) return deps.statusAccounts.reload(intent.view);
        if (deps.search.has(intent.view)) return deps.search.reload(intent.view);
        if (deps.lists?.ownsView(intent.view)) return deps.lists.reload(intent.view);
        const tagReload = deps.discovery.reload(intent.view);
        if (tagReload) return tagReload;
        return timelines.reload(intent.view);
      }
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
      case 'media.update':
        return deps.compose.intent(intent);
      case 'status.history':
        return fetchStatusHistory(deps.request, intent.statusId);
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
      case 'posting.defaults':
        return deps.profileEditor?.saveDefaults(intent.defaults) ?? null;
      case 'account.follow':
      case 'account.block':
      case 'account.mute':
      case 'account.relate':
      case 'profile.extras':
        return relationships.intent(intent);
      case 'search.suggest':
      case 'search.resolve':
        return deps.search.intent(intent);
      case 'notifications.requests':
        return deps.requests.list(intent.action);
      case 'notifications.request':
        return deps.requests.resolve(intent.requestId, intent.action);
      case 'notifications.markRead':
        if (!notifications.isOpen()) deps.clearUnread();
        return notifications.markRead();
      case 'status.translate':
        return deps.translate(intent.statusId, intent.lang);
      default:
        return null;
    }
  };
}
