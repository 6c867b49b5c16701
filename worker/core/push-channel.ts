// The core's half of the one-way push channel (shared/protocol/push-channel.ts): the port a tab handed over in its
// hello becomes that tab's push function; each batch is posted on it and nothing waits for an answer.
import * as Comlink from 'comlink';
import type { PushFn } from '../../shared/protocol/core-api.ts';
import { PUSH_CHANNEL_HANDLER } from '../../shared/protocol/push-channel.ts';

export const pushChannelCoreSide = {
  deserialize(port: MessagePort): PushFn {
    return (messages) => port.postMessage(messages);
  },
};

/** Registers the core's half with comlink (once per worker, before the API is exposed). */
export function registerPushChannel(): void {
  Comlink.transferHandlers.set(PUSH_CHANNEL_HANDLER, {
    canHandle: (_value: unknown): _value is never => false,
    serialize: () => {
      throw new Error('the core never sends a push channel');
    },
    ...pushChannelCoreSide,
  } as Comlink.TransferHandler<unknown, unknown>);
}
