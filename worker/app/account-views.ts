// Opening a view of one account: a timeline (home ones move the read marker), the notifications (which hold the
// notification stream while open), a thread, a profile (its account and relationship), the private conversations,
// the announcements, or, for a kind it does not know, an empty view that says so.
import { emptyMeta } from '../../shared/protocol/diff.ts';
import { coreText } from '../../shared/protocol/text.ts';
import type { ViewSpec } from '../../shared/protocol/views.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import type { ListsBook } from '../lists/book.ts';
import type { StreamSpec } from '../streaming/types.ts';
import type { createAnnouncementWiring } from './announcements.ts';
import type { createConversationWiring } from './conversations.ts';
import type { DiscoveryWiring } from './discovery.ts';
import type { createNotificationWiring } from './notifications.ts';
import type { createRelationshipWiring } from './relationships.ts';
import type { SearchWiring } from './search.ts';
import type { createStatusAccountsWiring } from './status-accounts.ts';
import type { createThreadWiring } from './threads.ts';
import type { createTimelineWiring } from './timelines.ts';

export interface AccountViewDeps {
  timelines: ReturnType<typeof createTimelineWiring>;
  notifications: ReturnType<typeof createNotificationWiring>;
  threads: ReturnType<typeof createThreadWiring>;
  relationships: ReturnType<typeof createRelationshipWiring>;
  statusAccounts: ReturnType<typeof createStatusAccountsWiring>;
  search: SearchWiring;
  /** The user's lists and the members of open lists (worker/lists/book.ts). */
  lists?: ListsBook;
  conversations: ReturnType<typeof createConversationWiring>;
  announcements: ReturnType<typeof createAnnouncementWiring>;
  discovery: DiscoveryWiring;
  acquire(spec: StreamSpec): () => void;
  /** A home view changed: its read marker may move. */
  syncHomeMarker(): void;
}

export function createAccountViews(deps: AccountViewDeps) {
  const { timelines, notifications, threads } = deps;
  let releaseNotificationStream: (() => void) | null = null;
  return (key: string, spec: ViewSpec, emit: ViewEmit): LiveView => {
    if (spec.kind === 'timeline') {
      const { kind: _kind, ...tl } = spec;
      // Whatever changes a home view (first page, streamed posts, back at the top) may move the read marker.
      const tracked: typeof emit =
        tl.timeline === 'home'
          ? (ops, meta) => {
              emit(ops, meta);
              deps.syncHomeMarker();
            }
          : emit;
      return timelines.openView(key, tl, tracked);
    }
    if (spec.kind === 'notifications') {
      releaseNotificationStream = deps.acquire({ stream: 'user:notification' });
      const view = notifications.openView(key, emit);
      return {
        snapshot: view.snapshot,
        dispose() {
          view.dispose();
          releaseNotificationStream?.();
          releaseNotificationStream = null;
        },
      };
    }
    if (spec.kind === 'thread') return threads.openView(key, spec.statusId, emit);
    if (spec.kind === 'profile') return deps.relationships.openView(key, spec.accountId, emit);
    if (spec.kind === 'status-accounts')
      return deps.statusAccounts.openView(key, spec.statusId, spec.relation, emit);
    if (spec.kind === 'accounts')
      return deps.relationships.openAccountList(key, spec.list, spec.accountId, emit);
    if (spec.kind === 'search') return deps.search.openView(key, spec, emit);
    if (spec.kind === 'lists' && deps.lists) return deps.lists.openLists(emit);
    if (spec.kind === 'listMembers' && deps.lists) return deps.lists.openMembers(key, spec.listId, emit);
    if (spec.kind === 'conversations') return deps.conversations.openView(key, emit);
    if (spec.kind === 'announcements') return deps.announcements.openView(key, emit);
    if (spec.kind === 'tag') return deps.discovery.openTag(key, spec.name, emit);
    if (spec.kind === 'followedTags') return deps.discovery.openFollowed(key, emit);
    if (spec.kind === 'relationship') return deps.relationships.openRelationship(spec.accountId, emit);
    // A kind this core does not know (a newer tab): an empty view that says so.
    return {
      snapshot: () => ({
        rows: [],
        meta: { ...emptyMeta(), hasMore: false, error: coreText('core.notAvailableYet') },
      }),
      dispose: () => {},
    };
  };
}
