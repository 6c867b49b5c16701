// Opening a view of one account: a timeline (home ones move the read marker), the notifications (which hold the
// notification stream while open), a thread, a profile (its account and relationship), or, for conversations that have no engine yet, an empty view that
// says so.
import { emptyMeta } from '../../shared/protocol/diff.ts';
import type { ViewSpec } from '../../shared/protocol/views.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import type { StreamSpec } from '../streaming/types.ts';
import type { DiscoveryWiring } from './discovery.ts';
import type { createNotificationWiring } from './notifications.ts';
import type { createRelationshipWiring } from './relationships.ts';
import type { createThreadWiring } from './threads.ts';
import type { createTimelineWiring } from './timelines.ts';

export interface AccountViewDeps {
  timelines: ReturnType<typeof createTimelineWiring>;
  notifications: ReturnType<typeof createNotificationWiring>;
  threads: ReturnType<typeof createThreadWiring>;
  relationships: ReturnType<typeof createRelationshipWiring>;
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
    if (spec.kind === 'tag') return deps.discovery.openTag(key, spec.name, emit);
    if (spec.kind === 'followedTags') return deps.discovery.openFollowed(key, emit);
    // Conversations have no engine yet: an empty view that says so.
    return {
      snapshot: () => ({ rows: [], meta: { ...emptyMeta(), hasMore: false, error: 'Not available yet.' } }),
      dispose: () => {},
    };
  };
}
