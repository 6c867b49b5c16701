// A core host over a fake backend, a manual scheduler and a clock, with each tab's pushed messages recorded.
import { PROTOCOL_VERSION } from '../../../shared/constants.ts';
import type { PushMessage } from '../../../shared/protocol/core-api.ts';
import { emptyMeta } from '../../../shared/protocol/diff.ts';
import { createGlobalHub } from '../../../shared/protocol/global-state.ts';
import type { Intent } from '../../../shared/protocol/intents.ts';
import type { GapRow, Row } from '../../../shared/protocol/rows.ts';
import { type CoreBackend, createCoreHost } from '../../../worker/core/host.ts';
import type { ViewEmit } from '../../../worker/core/view-registry.ts';
import { saidAlert } from '../core-words.ts';

export const gap = (key: string): GapRow => ({
  kind: 'gap',
  key,
  maxId: null,
  sinceId: null,
  loading: false,
});

/** A tab's presence report: shown (and focused, unless said otherwise) or hidden. */
export const presence = (visible: boolean, focused = visible): Intent => ({
  type: 'tab.presence',
  presence: { visible, focused, permission: 'default', notifications: { mounted: false, atTop: true } },
});

export function setup() {
  let now = 1000;
  const tasks: (() => void)[] = [];
  const flush = () => {
    while (tasks.length) tasks.shift()!();
  };
  const opened: { key: string; emit: ViewEmit; rows: Row[]; disposed: boolean }[] = [];
  const backend: CoreBackend = {
    openView(key, _spec, emit) {
      const v = { key, emit, rows: [gap('a')] as Row[], disposed: false };
      opened.push(v);
      return {
        snapshot: () => ({ rows: v.rows, meta: emptyMeta() }),
        dispose: () => {
          v.disposed = true;
        },
      };
    },
    intent: async (intent) =>
      intent.type === 'view.reload' ? { ok: false, alert: saidAlert('500', 'boom') } : { ok: true },
    signInStart: async () => ({ ok: true, url: 'x' }),
    signInFinish: async () => ({ ok: true }),
    signOut: async () => ({ ok: true }),
    lookupAccount: async () => null,
  };
  const schedule = (fn: () => void) => tasks.push(fn);
  const global = createGlobalHub({ now: () => now, schedule });
  const host = createCoreHost({ coreId: 'c1', global, backend, now: () => now, schedule });
  const inbox = new Map<string, PushMessage[]>();
  const hello = (tabId: string) =>
    host.api.hello({ tabId, protocol: PROTOCOL_VERSION }, (msgs) => {
      inbox.set(tabId, [...(inbox.get(tabId) ?? []), ...msgs]);
    });
  return { host, opened, inbox, hello, flush, global, advance: (ms: number) => (now += ms) };
}
