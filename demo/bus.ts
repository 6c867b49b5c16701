// The demo instance's internal event bus: the REST side (demo/world, demo/http) publishes what happened, already
// serialized as the wire payload; the streaming side (demo/streaming) routes each event to the sockets subscribed
// to one of its streams. This is the only coupling between the two halves.
import mitt from 'mitt';

/**
 * A stream key names one subscription target:
 * `user:<accountId>`, `user:notification:<accountId>`, `direct:<accountId>`, `list:<listId>`,
 * `public`, `public:media`, `public:local`, `public:local:media`, `public:remote`, `public:remote:media`,
 * `hashtag:<tag lowercased>`, `hashtag:local:<tag lowercased>`.
 */
export type StreamKey = string;

export interface StreamEvent {
  /** Every stream this event goes to; a socket subscribed to several of them gets it once per subscription,
   *  as a real server does, each frame naming its own stream. */
  streams: StreamKey[];
  /** update, delete, status.update, notification, notifications_merged, conversation, announcement,
   *  announcement.reaction, announcement.delete, filters_changed */
  event: string;
  /** The frame's payload: a JSON-encoded entity, or a bare id for delete and announcement.delete. */
  payload?: string;
}

export type BusEvents = { stream: StreamEvent };

export const createBus = () => mitt<BusEvents>();
export type Bus = ReturnType<typeof createBus>;
