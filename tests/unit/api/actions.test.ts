// Async actions and the loading bar.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ActionPhase, runAction } from '../../../worker/api/actions.ts';
import { ApiError } from '../../../worker/api/errors.ts';
import { createLoadingBar, initialLoadingBar, loadingBarReducer } from '../../../worker/api/loading-bar.ts';
import { realTimers } from '../../../worker/api/timers.ts';
import { shownAlert } from '../core-words.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('runAction', () => {
  it('pending then fulfilled with the value', async () => {
    const phases: ActionPhase[] = [];
    const r = await runAction('x', async () => 42, { onPhase: (p) => phases.push(p) });
    expect(r).toEqual({ status: 'fulfilled', value: 42 });
    expect(phases).toEqual([
      { name: 'x', status: 'pending' },
      { name: 'x', status: 'fulfilled', value: 42 },
    ]);
  });

  it('a thrown error becomes rejected carrying it', async () => {
    const boom = new Error('boom');
    const r = await runAction('x', () => {
      throw boom;
    });
    expect(r).toEqual({ status: 'rejected', error: boom });
  });

  it('a failed ApiResult becomes rejected, and its alert is raised unless skipped', async () => {
    const error = new ApiError({
      kind: 'http',
      call: 'accounts.follow',
      method: 'POST',
      url: '/x',
      status: 500,
      statusText: 'Internal Server Error',
    });
    const onAlert = vi.fn();
    const r = await runAction('FOLLOW', async () => ({ ok: false as const, error }), { onAlert });
    expect(r).toEqual({ status: 'rejected', error });
    expect(shownAlert(onAlert.mock.calls[0]?.[0])).toEqual({
      title: '500',
      message: 'Internal Server Error',
    });
    expect(onAlert.mock.calls[0]?.[1]).toBe('FOLLOW');
    onAlert.mockClear();
    await runAction('FOLLOW', async () => ({ ok: false as const, error }), { onAlert, skipAlert: true });
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('drives the loading bar by default, not when told not to', async () => {
    const bar = createLoadingBar(realTimers);
    let resolve: (v: number) => void = () => {};
    const p = runAction(
      'x',
      () =>
        new Promise<number>((r) => {
          resolve = r;
        }),
      { bar },
    );
    expect(bar.state().visible).toBe(true);
    resolve(1);
    await p;
    expect(bar.state().percent).toBe(100);
    const quiet = createLoadingBar(realTimers);
    await runAction('y', async () => 1, { bar: quiet, loadingBar: false });
    expect(quiet.state()).toEqual(initialLoadingBar);
  });
});

describe('loading bar', () => {
  it('snaps every 400 ms, never past 99 %, completes to 100 then hides', async () => {
    const states: number[] = [];
    const bar = createLoadingBar(realTimers, (s) => states.push(s.percent));
    bar.start();
    expect(bar.state()).toEqual({ pending: 1, percent: 10, visible: true });
    await vi.advanceTimersByTimeAsync(399);
    expect(bar.state().percent).toBe(10);
    await vi.advanceTimersByTimeAsync(1);
    expect(bar.state().percent).toBeGreaterThan(10);
    await vi.advanceTimersByTimeAsync(400 * 200);
    expect(bar.state().percent).toBe(99);
    bar.end();
    expect(bar.state()).toEqual({ pending: 0, percent: 100, visible: true });
    await vi.advanceTimersByTimeAsync(400);
    expect(bar.state()).toEqual({ pending: 0, percent: 0, visible: false });
    expect(Math.max(...states.slice(0, -2))).toBeLessThanOrEqual(99);
  });

  it('stays until the last of several actions settles', () => {
    let s = loadingBarReducer(initialLoadingBar, { type: 'start' });
    s = loadingBarReducer(s, { type: 'start' });
    s = loadingBarReducer(s, { type: 'end' });
    expect(s.pending).toBe(1);
    expect(s.percent).toBeLessThan(100);
    s = loadingBarReducer(s, { type: 'hide' });
    expect(s.visible).toBe(true);
    s = loadingBarReducer(s, { type: 'end' });
    expect(s.percent).toBe(100);
  });
});
