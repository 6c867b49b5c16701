// Where the account's one socket sends what it hears: streamed events to the engines (timelines, threads,
// notifications, filters), its status to the global state and the HTTP fallback poller, and a dropped socket to the
// streamed views as a gap (filled when the socket is back). Also the unread count kept while the notifications view
// is closed.
import type { GlobalHub } from '../../shared/protocol/global-state.ts';
import type { Notification } from '../../shared/wire/entities.ts';
import type { StreamingEvent, StreamStatus } from '../streaming/types.ts';
import type { createAnnouncementWiring } from './announcements.ts';
import type { createConversationWiring } from './conversations.ts';
import type { CoreEnv } from './env.ts';
import type { FiltersSource } from './filters.ts';
import type { createNotificationWiring } from './notifications.ts';
import { createFallbackPoller } from './stream-fallback-poll.ts';
import type { createThreadWiring } from './threads.ts';
import type { createTimelineWiring } from './timelines.ts';

const COUNTED_KEPT = 1000;

export const streamStatusOf = (s: StreamStatus) =>
  s.state === 'open'
    ? 'open'
    : s.state === 'connecting'
      ? 'connecting'
      : s.state === 'idle'
        ? 'idle'
        : s.state === 'closed' || s.state === 'stopped'
          ? 'closed'
          : 'reconnecting';

export interface StreamRoutingDeps {
  env: Pick<CoreEnv, 'now' | 'setTimeout' | 'clearTimeout' | 'trace'>;
  global: GlobalHub;
  timelines: ReturnType<typeof createTimelineWiring>;
  threads: ReturnType<typeof createThreadWiring>;
  notifications: ReturnType<typeof createNotificationWiring>;
  filters: FiltersSource;
  /** Private conversations (the `direct` stream) and announcements (the user stream); absent in older tests. */
  conversations?: Pick<ReturnType<typeof createConversationWiring>, 'onEvent' | 'onConnected'>;
  announcements?: Pick<ReturnType<typeof createAnnouncementWiring>, 'onEvent'>;
  /** A streamed notification that a hide filter did not drop (filtered: a warn filter matched). */
  onStreamedNotification?: (n: Notification, filtered: boolean) => void;
}

export function createStreamRouting(deps: StreamRoutingDeps) {
  const { env, global, timelines, threads, notifications, filters } = deps;
  let wasOpen = false;
  /** Notification ids already counted as unread while the notifications view was closed. */
  const counted = new Set<string>();

  const onEvent = (e: StreamingEvent) => {
    if (e.event === 'update') env.trace?.('update', String((e.payload as { id?: unknown }).id));
    switch (e.event) {
      case 'update':
      case 'delete':
      case 'status.update':
        timelines.onEvent(e);
        // Threads read edits and deletes from the store; a streamed reply may belong in an open one.
        threads.onEvent(e);
        if (e.event === 'delete') notifications.onStatusDeleted(String(e.payload));
        break;
      case 'notification': {
        // With the notifications view open the engine counts unread; otherwise count here, once per id (the same
        // notification can arrive on two streams).
        const n = e.payload as Notification;
        const verdict = notifications.verdictOf(n);
        // A hide filter drops it everywhere: no row, no count, no desktop notification.
        if (verdict === 'hide') break;
        deps.onStreamedNotification?.(n, verdict !== null);
        if (notifications.onNotification(n) || counted.has(n.id)) break;
        counted.add(n.id);
        if (counted.size > COUNTED_KEPT) counted.delete(counted.values().next().value as string);
        global.update((s) => ({ ...s, unread: { notifications: s.unread.notifications + 1 } }));
        break;
      }
      case 'notifications_merged':
        notifications.onMerged();
        break;
      case 'filters_changed':
        void filters.reload();
        break;
      case 'conversation':
        deps.conversations?.onEvent(e);
        break;
      case 'announcement':
      case 'announcement.reaction':
      case 'announcement.delete':
        deps.announcements?.onEvent(e);
        break;
      default:
        break;
    }
  };

  // While the stream cannot bring anything, new posts and notifications are asked for over HTTP.
  const poller = createFallbackPoller({
    poll: () => {
      timelines.poll();
      notifications.onDisconnected();
      notifications.onConnected();
    },
    setTimeout: env.setTimeout,
    clearTimeout: env.clearTimeout,
  });

  const onStatus = (s: StreamStatus) => {
    poller.onStatus(s);
    const reason = s.state === 'stopped' ? (s.reason ?? null) : null;
    global.update((g) => ({ ...g, stream: { status: streamStatusOf(s), since: env.now(), reason } }));
    if (s.state === 'open') {
      // On the first open, only what the loaded timelines, notifications and conversations missed while the socket
      // was not yet open (the start gate holds it until the first rows are drawn, which can take seconds).
      if (!wasOpen) {
        timelines.catchUp();
        notifications.catchUp();
        deps.conversations?.onConnected();
      } else {
        timelines.onConnected();
        notifications.onConnected();
        deps.conversations?.onConnected();
        // A filters_changed sent while the socket was down is lost: ask again.
        if (filters.loaded()) void filters.reload();
      }
      wasOpen = true;
    }
  };

  const onGap = () => {
    timelines.onDisconnected();
    notifications.onDisconnected();
  };

  return {
    onEvent,
    onStatus,
    onGap,
    /** Everything was read while the notifications view was closed: count from nothing again. */
    clearCounted: () => counted.clear(),
    stop: () => poller.stop(),
  };
}

export type StreamRouting = ReturnType<typeof createStreamRouting>;
