// Which bus keys a streaming subscription listens to, and how its frames name it. Pure: the socket code in
// index.ts asks this module, so every rule about stream names lives here and is tested without a socket.
import { isStreamName } from '../../shared/streaming.ts';
import type { StreamKey } from '../bus.ts';

/** Events that concern notifications: the only ones a `user:notification` subscriber gets from the user stream. */
const NOTIFICATION_EVENTS: ReadonlySet<string> = new Set(['notification', 'notifications_merged']);

/** One bus key a subscription listens to; `only`, when set, restricts which events it takes from that key. */
export interface Listen {
  key: StreamKey;
  only?: ReadonlySet<string>;
}

export interface Subscription {
  /** Identity within one socket: subscribing twice to the same id is a no-op, as on the real server. */
  id: string;
  /** The bus key this subscription is counted under in `subscriptions()`. */
  key: StreamKey;
  /** The `stream` array of every frame sent for this subscription: `[name]`, `[name, tag]` or `[name, listId]`. */
  frameStream: string[];
  listens: Listen[];
}

export interface SubscribeRequest {
  stream?: unknown;
  tag?: unknown;
  list?: unknown;
}

export type Resolution =
  | { ok: true; subscription: Subscription }
  | { ok: false; error: string; status: number };

export interface ResolveContext {
  accountId: string;
  ownsList?: (accountId: string, listId: string) => boolean;
}

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Turns a subscribe (or unsubscribe) request into the subscription it names, or the error frame to send. */
export function resolveSubscription(req: SubscribeRequest, ctx: ResolveContext): Resolution {
  const name = req.stream;
  if (!isStreamName(name)) return { ok: false, error: 'Unknown stream type', status: 400 };
  const one = (key: StreamKey, frameStream: string[] = [name]): Resolution => ({
    ok: true,
    subscription: { id: frameStream.join('\u0000'), key, frameStream, listens: [{ key }] },
  });
  switch (name) {
    case 'user':
    case 'user:notification': {
      // The real server sends notifications on `user` too; `user:notification` takes only notifications.
      // Listening to both bus keys (deduplicated per event in index.ts) keeps this right whichever key the
      // publisher uses for a notification.
      const userKey = `user:${ctx.accountId}`;
      const notificationKey = `user:notification:${ctx.accountId}`;
      const key = name === 'user' ? userKey : notificationKey;
      const listens: Listen[] =
        name === 'user'
          ? [{ key: userKey }, { key: notificationKey, only: NOTIFICATION_EVENTS }]
          : [{ key: notificationKey }, { key: userKey, only: NOTIFICATION_EVENTS }];
      return { ok: true, subscription: { id: name, key, frameStream: [name], listens } };
    }
    case 'direct':
      return one(`direct:${ctx.accountId}`);
    case 'hashtag':
    case 'hashtag:local': {
      if (!nonEmpty(req.tag)) return { ok: false, error: 'No tag for stream provided', status: 400 };
      const tag = req.tag.trim().replace(/^#/, '');
      // Frames echo the tag as the client wrote it; routing is case-insensitive like the real server's.
      return one(`${name}:${tag.toLowerCase()}`, [name, tag]);
    }
    case 'list': {
      if (!nonEmpty(req.list) && typeof req.list !== 'number') {
        return { ok: false, error: 'No list for stream provided', status: 400 };
      }
      const listId = String(req.list).trim();
      if (ctx.ownsList && !ctx.ownsList(ctx.accountId, listId)) {
        return { ok: false, error: 'Not authorized to stream this list', status: 401 };
      }
      return one(`list:${listId}`, [name, listId]);
    }
    default:
      return one(name);
  }
}
