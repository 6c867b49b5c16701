// The tab's half of the one-way push channel (shared/protocol/push-channel.ts): a push callback marked with
// `oneWayPush` crosses to the core as a MessagePort whose messages are the batches, in order, with no answer.
import * as Comlink from 'comlink';
import type { PushFn } from '../../shared/protocol/core-api.ts';
import { PUSH_CHANNEL_HANDLER } from '../../shared/protocol/push-channel.ts';

const ONE_WAY = Symbol('woolly.oneWayPush');

type Marked = PushFn & { [ONE_WAY]?: (port: MessagePort) => void };

/** Marks `push` to cross as a one-way port; `opened` hears of the tab's end of it (to close it with the link). */
export function oneWayPush(push: PushFn, opened: (port: MessagePort) => void = () => {}): PushFn {
  const marked: Marked = (messages) => push(messages);
  marked[ONE_WAY] = opened;
  return marked;
}

export const pushChannelTabSide = {
  canHandle: (value: unknown): value is Marked =>
    typeof value === 'function' && typeof (value as Marked)[ONE_WAY] === 'function',
  serialize(push: Marked): [MessagePort, Transferable[]] {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = (e: MessageEvent) => push(e.data as Parameters<PushFn>[0]);
    push[ONE_WAY]?.(port1);
    return [port2, [port2]];
  },
};

/** Registers the tab's half with comlink (once per page; the core registers the other half). */
export function registerPushChannel(): void {
  Comlink.transferHandlers.set(PUSH_CHANNEL_HANDLER, {
    ...pushChannelTabSide,
    deserialize: () => {
      throw new Error('a tab never receives a push channel');
    },
  } as Comlink.TransferHandler<unknown, unknown>);
}
