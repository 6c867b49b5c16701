// The video and audio players' rules (section 2's controls, section 9's constants) as plain functions and two small
// state machines whose timers are passed in, so every decision is tested in Node without a clock or a DOM.
import {
  DEFAULT_VOLUME,
  DOUBLE_CLICK_MS,
  SCROLL_PAUSE_CHECK_MS,
  SEEK_SKIP_S,
  UNMUTE_FROM_ZERO_VOLUME,
  VIDEO_CONTROLS_HIDE_MS,
  VOLUME_STEP,
} from '../../../shared/constants.ts';

export { DEFAULT_VOLUME };

export interface Sound {
  volume: number;
  muted: boolean;
}

export const INITIAL_SOUND: Sound = { volume: DEFAULT_VOLUME, muted: false };

const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));
/** Volumes are kept to two decimals: 0.5 + 0.15 + 0.15 is 0.8, not 0.7999999999999999. */
const round2 = (x: number) => Math.round(x * 100) / 100;

/** One volume step up (+1) or down (-1), within 0 and 1. Stepping up from muted unmutes; reaching 0 mutes. */
export function stepVolume(sound: Sound, direction: 1 | -1): Sound {
  const from = sound.muted ? 0 : sound.volume;
  const volume = round2(clamp(from + direction * VOLUME_STEP, 0, 1));
  return { volume, muted: volume === 0 };
}

/** The volume slider moved to `value` (0–1): 0 is muted. */
export function setVolume(value: number): Sound {
  const volume = round2(clamp(Number.isFinite(value) ? value : DEFAULT_VOLUME, 0, 1));
  return { volume, muted: volume === 0 };
}

/** The mute button: unmuting a player whose volume is 0 gives it a little sound (0.05), or it would stay silent. */
export function toggleMute(sound: Sound): Sound {
  if (!sound.muted && sound.volume > 0) return { ...sound, muted: true };
  return { volume: sound.volume > 0 ? sound.volume : UNMUTE_FROM_ZERO_VOLUME, muted: false };
}

/** Where a seek by `delta` seconds lands: never before the start, never past the end (when the end is known). */
export function seekBy(currentTime: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return clamp(currentTime + delta, 0, end);
}

/** The time at a fraction (0–1) of the seek bar; 0 when the length is not known yet. */
export function seekToFraction(fraction: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return clamp(fraction, 0, 1) * duration;
}

/** "1:05", "12:00", "1:02:03": a position or length as players show it. */
export function formatTime(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export type PlayerKeyAction = 'toggle' | 'back' | 'forward' | 'mute' | 'fullscreen' | 'louder' | 'quieter';

/** The players' keyboard controls: space or k plays and pauses, j and l (and the arrows) skip 5 s, m mutes,
 *  f toggles fullscreen, up and down change the volume. Keys with a modifier are left to the browser. */
export function playerKeyAction(
  key: string,
  mods: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {},
): PlayerKeyAction | null {
  if (mods.ctrlKey || mods.metaKey || mods.altKey) return null;
  switch (key) {
    case ' ':
    case 'k':
      return 'toggle';
    case 'j':
    case 'ArrowLeft':
      return 'back';
    case 'l':
    case 'ArrowRight':
      return 'forward';
    case 'm':
      return 'mute';
    case 'f':
      return 'fullscreen';
    case 'ArrowUp':
      return 'louder';
    case 'ArrowDown':
      return 'quieter';
    default:
      return null;
  }
}

/** Seconds a key's skip moves by. */
export const skipFor = (action: 'back' | 'forward') => (action === 'back' ? -SEEK_SKIP_S : SEEK_SKIP_S);

/** Timers as the browser has them, passed in so tests drive time themselves. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Whether the controls show: always while paused or while the pointer or focus is on them, else until 4000 ms
 * after the last movement. `onChange` hears each change.
 */
export function createControlsHider(timers: Timers, onChange: (visible: boolean) => void) {
  let visible = true;
  let paused = true;
  let held = false;
  let timer: unknown = null;
  const set = (v: boolean) => {
    if (v !== visible) {
      visible = v;
      onChange(v);
    }
  };
  const arm = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    if (paused || held) return;
    timer = timers.setTimeout(() => {
      timer = null;
      set(false);
    }, VIDEO_CONTROLS_HIDE_MS);
  };
  return {
    get visible() {
      return visible;
    },
    /** The pointer moved over the player, or a key was pressed in it. */
    moved() {
      set(true);
      arm();
    },
    setPaused(p: boolean) {
      paused = p;
      if (p) set(true);
      arm();
    },
    /** The pointer is over the controls, or focus is in them: they stay. */
    setHeld(h: boolean) {
      held = h;
      if (h) set(true);
      arm();
    },
    dispose() {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };
}

/**
 * Tells a single click (play or pause) from a double click (fullscreen): a second click within 250 ms is a double
 * click and cancels the first's single action, which otherwise runs when the window closes.
 */
export function createClickSorter(timers: Timers, onSingle: () => void, onDouble: () => void) {
  let pending: unknown = null;
  return {
    click() {
      if (pending !== null) {
        timers.clearTimeout(pending);
        pending = null;
        onDouble();
        return;
      }
      pending = timers.setTimeout(() => {
        pending = null;
        onSingle();
      }, DOUBLE_CLICK_MS);
    },
    dispose() {
      if (pending !== null) timers.clearTimeout(pending);
      pending = null;
    },
  };
}

/** Whether a scroll at `now` may check the player's place again (at most every 150 ms). */
export const scrollCheckDue = (lastCheck: number, now: number) => now - lastCheck >= SCROLL_PAUSE_CHECK_MS;

/** What a playing player does when it leaves the viewport: move to picture-in-picture where it may, else pause;
 *  nothing when it is paused or still in view. */
export function outOfViewAction(state: {
  playing: boolean;
  inView: boolean;
  canPictureInPicture: boolean;
}): 'pip' | 'pause' | null {
  if (!state.playing || state.inView) return null;
  return state.canPictureInPicture ? 'pip' : 'pause';
}

// A post row's GIFV rule lives on its own (gifv-autoplay.ts): the rows' file must not carry the players' rules.
export { gifvAutoplays } from './gifv-autoplay.ts';
