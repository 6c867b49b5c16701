// The loading bar (section 4, async actions; section 9: snaps every 400 ms, never past 99 %). A pure state machine
// plus a small driver that feeds it timer ticks. The bar shows while any action that drives it is pending, creeps
// towards 99 % on each snap, jumps to 100 % when the last one settles, then hides one snap later.
import { LOADING_BAR_MAX, LOADING_BAR_SNAP_MS } from '../../shared/constants.ts';
import type { Timers } from './timers.ts';

export interface LoadingBarState {
  /** Actions that drive the bar and have not settled. */
  pending: number;
  /** 0 … 100; never above 99 while anything is pending. */
  percent: number;
  visible: boolean;
}

export type LoadingBarEvent = { type: 'start' } | { type: 'end' } | { type: 'snap' } | { type: 'hide' };

export const LOADING_BAR_START = 10;
/** Each snap covers this share of the distance left to 99 %. */
const SNAP_SHARE = 0.2;

export const initialLoadingBar: LoadingBarState = { pending: 0, percent: 0, visible: false };

export function loadingBarReducer(s: LoadingBarState, e: LoadingBarEvent): LoadingBarState {
  switch (e.type) {
    case 'start':
      return {
        pending: s.pending + 1,
        visible: true,
        percent: s.pending === 0 ? LOADING_BAR_START : Math.min(s.percent, LOADING_BAR_MAX),
      };
    case 'end': {
      const pending = Math.max(0, s.pending - 1);
      return pending === 0
        ? { pending, visible: s.visible, percent: s.visible ? 100 : 0 }
        : { ...s, pending };
    }
    case 'snap': {
      if (s.pending === 0) return s;
      const step = Math.max(1, (LOADING_BAR_MAX - s.percent) * SNAP_SHARE);
      return { ...s, percent: Math.min(LOADING_BAR_MAX, Math.round((s.percent + step) * 100) / 100) };
    }
    case 'hide':
      return s.pending === 0 ? initialLoadingBar : s;
  }
}

export interface LoadingBar {
  start(): void;
  end(): void;
  state(): LoadingBarState;
}

/** Drives the reducer with a snap every 400 ms while pending, and hides one snap after completing. */
export function createLoadingBar(
  timers: Timers,
  onChange: (s: LoadingBarState) => void = () => {},
): LoadingBar {
  let state = initialLoadingBar;
  let timer: unknown = null;
  const apply = (e: LoadingBarEvent) => {
    const next = loadingBarReducer(state, e);
    if (next !== state) {
      state = next;
      onChange(state);
    }
  };
  const schedule = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      timer = null;
      if (state.pending > 0) {
        apply({ type: 'snap' });
        schedule();
      } else {
        apply({ type: 'hide' });
      }
    }, LOADING_BAR_SNAP_MS);
  };
  return {
    start() {
      const wasIdle = state.pending === 0;
      apply({ type: 'start' });
      if (wasIdle) schedule();
    },
    end() {
      apply({ type: 'end' });
      if (state.pending === 0) schedule();
    },
    state: () => state,
  };
}
