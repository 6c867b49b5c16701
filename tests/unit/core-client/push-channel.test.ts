// Pushes from the core to a tab are one-way (shared/protocol/push-channel.ts): each batch arrives in order and the
// tab posts nothing back, so a streamed post costs the tab and the core one message, not a call and its answer.
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushFn, PushMessage } from '../../../shared/protocol/core-api.ts';
import { PUSH_CHANNEL_HANDLER } from '../../../shared/protocol/push-channel.ts';
import { oneWayPush, pushChannelTabSide } from '../../../src/core-client/push-channel.ts';
import { pushChannelCoreSide } from '../../../worker/core/push-channel.ts';

// Tab and core share this process's comlink here, so the two halves are registered as one handler.
Comlink.transferHandlers.set(PUSH_CHANNEL_HANDLER, {
  ...pushChannelTabSide,
  ...pushChannelCoreSide,
} as Comlink.TransferHandler<unknown, unknown>);

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const ch of channels.splice(0)) {
    ch.port1.close();
    ch.port2.close();
  }
});

const batch = (n: number): PushMessage[] => [
  { type: 'diff', diff: { view: 'timeline:timeline=home', version: n, ops: [] } },
];

describe('the push channel', () => {
  it('delivers every batch in order and the tab answers none of them', async () => {
    let corePush: PushFn | null = null;
    const ch = new MessageChannel();
    channels.push(ch);
    Comlink.expose(
      {
        hello: async (_tab: unknown, push: PushFn) => {
          corePush = push;
          return true;
        },
      },
      ch.port1 as never,
    );
    const core = Comlink.wrap<{ hello(tab: unknown, push: PushFn): Promise<boolean> }>(ch.port2 as never);
    const received: number[] = [];
    const tabPorts: MessagePort[] = [];
    const push = oneWayPush(
      (msgs) => {
        for (const m of msgs) if (m.type === 'diff') received.push(m.diff.version);
      },
      (port) => tabPorts.push(port),
    );
    await core.hello({ tabId: 't' }, push);
    expect(corePush).not.toBeNull();

    const posted = MessagePort.prototype.postMessage;
    let messages = 0;
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<typeof posted>) {
      messages += 1;
      return posted.apply(this, args);
    } as typeof posted;
    try {
      const results = [1, 2, 3].map((n) => corePush!(batch(n)) as unknown);
      for (let i = 0; i < 50 && received.length < 3; i++) await new Promise((r) => setTimeout(r, 5));
      // Nothing to wait for on the core's side: no call awaiting an answer.
      expect(results.some((r) => r instanceof Promise)).toBe(false);
    } finally {
      MessagePort.prototype.postMessage = posted;
    }
    expect(received).toEqual([1, 2, 3]);
    // One message per batch: the core's three posts, no answers from the tab.
    expect(messages).toBe(3);
    for (const p of tabPorts) p.close();
    (core as unknown as { [Comlink.releaseProxy](): void })[Comlink.releaseProxy]();
  });
});
