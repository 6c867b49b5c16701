// Issue 20, item 1: posts arriving within one frame are applied in at most two commits, not one per post: the first
// at once (no wait for a lone post), the rest together at the frame; a tab that draws no frame still applies them.
import { describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/constants.ts';
import type { CoreApi, PushFn, PushMessage } from '../../../shared/protocol/core-api.ts';
import { emptyMeta } from '../../../shared/protocol/diff.ts';
import { initialGlobal } from '../../../shared/protocol/global-state.ts';
import type { GapRow } from '../../../shared/protocol/rows.ts';
import { viewKey } from '../../../shared/protocol/views.ts';
import { FRAME_FALLBACK_MS, framedPushes, pageNextFrame } from '../../../src/core-client/push-frames.ts';
import { createCoreSession } from '../../../src/core-client/session.ts';

const HOME = { kind: 'timeline', timeline: 'home' } as const;
const row = (key: string): GapRow => ({ kind: 'gap', key, maxId: null, sinceId: null, loading: false });
const post = (version: number): PushMessage => ({
  type: 'diff',
  diff: { view: viewKey(HOME), version, ops: [{ op: 'insert', index: 0, rows: [row(`p${version}`)] }] },
});

describe('pushes within a frame', () => {
  it('the first at once, the others together, in order, at the frame', () => {
    const frames: (() => void)[] = [];
    const applied: number[][] = [];
    const push = framedPushes(
      (batches) => applied.push(batches.map((b) => (b[0]?.type === 'diff' ? b[0].diff.version : -1))),
      (fn) => frames.push(fn),
    );
    push([post(1)]);
    push([post(2)]);
    push([post(3)]);
    expect(applied).toEqual([[1]]);
    expect(frames).toHaveLength(1);
    frames.shift()!();
    expect(applied).toEqual([[1], [2, 3]]);
    // After the frame, a lone post goes at once again.
    push([post(4)]);
    expect(applied).toEqual([[1], [2, 3], [4]]);
    frames.shift()!();
    expect(applied).toHaveLength(3);
  });

  it('a snapshot goes at once, with what waited before it, in order', () => {
    const frames: (() => void)[] = [];
    const applied: string[][] = [];
    const push = framedPushes(
      (batches) => applied.push(batches.map((b) => b[0]?.type ?? '')),
      (fn) => frames.push(fn),
    );
    push([post(1)]);
    push([post(2)]);
    push([
      {
        type: 'snapshot',
        snapshot: { view: 'notifications', version: 0, rows: [], meta: emptyMeta() },
      },
    ]);
    expect(applied).toEqual([['diff'], ['diff', 'snapshot']]);
    frames.shift()!();
    expect(applied).toHaveLength(2);
  });

  it('change the list twice, not three times, for three posts in one frame, newest on top', async () => {
    let push: PushFn = () => {};
    const api = {
      hello: async (_tab: unknown, p: PushFn) => {
        push = p;
        return { ok: true, coreId: 'c', protocol: PROTOCOL_VERSION, global: initialGlobal() };
      },
      subscribe: async () => viewKey(HOME),
      heartbeat: async () => true,
      goodbye: async () => {},
      intent: async () => ({ ok: true }),
    } as unknown as CoreApi;
    const frames: (() => void)[] = [];
    const s = createCoreSession({
      tabId: 't',
      open: async () => ({ mode: 'page', api, wrap: (p) => p, close: () => {} }),
      setTimeout: () => 0,
      clearTimeout: () => {},
      storage: null,
      reload: () => {},
      nextFrame: (fn) => frames.push(fn),
    });
    await s.start();
    const { store } = s.view(HOME);
    push([
      {
        type: 'snapshot',
        snapshot: { view: viewKey(HOME), version: 0, rows: [row('old')], meta: emptyMeta() },
      },
    ]);
    frames.shift()!();
    const renders = vi.fn();
    const stop = store.order.subscribe(renders);
    renders.mockClear();
    for (const v of [1, 2, 3]) push([post(v)]);
    expect(store.keys.value).toEqual(['p1', 'old']);
    frames.shift()!();
    expect(store.keys.value).toEqual(['p3', 'p2', 'p1', 'old']);
    expect(renders).toHaveBeenCalledTimes(2);
    stop();
    s.goodbye();
  });

  it('in a tab that draws no frame (hidden) are applied by a timer', () => {
    const timers: [() => void, number][] = [];
    const win = {
      requestAnimationFrame: vi.fn(),
      setTimeout: (fn: () => void, ms: number) => timers.push([fn, ms]),
    } as unknown as Window;
    const run = vi.fn();
    pageNextFrame({ visibilityState: 'hidden' }, win)(run);
    expect(win.requestAnimationFrame).not.toHaveBeenCalled();
    expect(timers.map(([, ms]) => ms)).toEqual([0]);
    timers[0]![0]();
    expect(run).toHaveBeenCalledTimes(1);
    // Shown: the frame runs it, and the timer behind it does not run it again.
    timers.length = 0;
    let frame: () => void = () => {};
    (win.requestAnimationFrame as ReturnType<typeof vi.fn>).mockImplementation((fn: () => void) => {
      frame = fn;
    });
    pageNextFrame({ visibilityState: 'visible' }, win)(run);
    expect(timers.map(([, ms]) => ms)).toEqual([FRAME_FALLBACK_MS]);
    frame();
    timers[0]![0]();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
