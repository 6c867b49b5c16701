// The players' constants and rules of sections 2 and 9: volume steps of 0.15 from 0.5, unmuting at 0 to 0.05,
// ±5 s skips kept inside the media, controls hiding 4000 ms after the last movement, the 250 ms double click.
import { describe, expect, it } from 'vitest';
import {
  createClickSorter,
  createControlsHider,
  formatTime,
  gifvAutoplays,
  INITIAL_SOUND,
  outOfViewAction,
  playerKeyAction,
  scrollCheckDue,
  seekBy,
  seekToFraction,
  setVolume,
  skipFor,
  stepVolume,
  type Timers,
  toggleMute,
} from '../../../src/components/media/player-rules.ts';

/** Timers driven by the test: `advance(ms)` runs what falls due, in order. */
function fakeTimers() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    setTimeout(fn, ms) {
      const id = next++;
      due.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout(handle) {
      due.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const first = [...due.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!first) break;
      due.delete(first[0]);
      now = first[1].at;
      first[1].fn();
    }
    now = end;
  };
  return { timers, advance, pending: () => due.size };
}

describe('volume', () => {
  it('starts at 0.5 and steps by 0.15 within 0 and 1', () => {
    expect(INITIAL_SOUND).toEqual({ volume: 0.5, muted: false });
    let s = INITIAL_SOUND;
    s = stepVolume(s, 1);
    expect(s.volume).toBe(0.65);
    s = stepVolume(stepVolume(stepVolume(s, 1), 1), 1);
    expect(s.volume).toBe(1);
    for (let i = 0; i < 10; i++) s = stepVolume(s, -1);
    expect(s).toEqual({ volume: 0, muted: true });
  });

  it('unmuting at volume 0 sets 0.05, and keeps a volume the player had', () => {
    expect(toggleMute({ volume: 0, muted: true })).toEqual({ volume: 0.05, muted: false });
    expect(toggleMute({ volume: 0, muted: false })).toEqual({ volume: 0.05, muted: false });
    expect(toggleMute({ volume: 0.65, muted: false })).toEqual({ volume: 0.65, muted: true });
    expect(toggleMute({ volume: 0.65, muted: true })).toEqual({ volume: 0.65, muted: false });
  });

  it('a step up from muted starts from silence; the slider at 0 mutes; a bad value falls back to 0.5', () => {
    expect(stepVolume({ volume: 0.8, muted: true }, 1)).toEqual({ volume: 0.15, muted: false });
    expect(setVolume(0)).toEqual({ volume: 0, muted: true });
    expect(setVolume(1.7)).toEqual({ volume: 1, muted: false });
    expect(setVolume(Number.NaN)).toEqual({ volume: 0.5, muted: false });
  });
});

describe('seeking', () => {
  it('skips 5 s either way, never before the start or past the end', () => {
    expect(seekBy(10, skipFor('forward'), 60)).toBe(15);
    expect(seekBy(10, skipFor('back'), 60)).toBe(5);
    expect(seekBy(3, skipFor('back'), 60)).toBe(0);
    expect(seekBy(58, skipFor('forward'), 60)).toBe(60);
    expect(seekBy(58, skipFor('forward'), Number.NaN)).toBe(63);
  });

  it('maps the seek bar to the length, and shows times as players do', () => {
    expect(seekToFraction(0.25, 8)).toBe(2);
    expect(seekToFraction(2, 8)).toBe(8);
    expect(seekToFraction(0.5, Number.POSITIVE_INFINITY)).toBe(0);
    expect(formatTime(65.4)).toBe('1:05');
    expect(formatTime(3723)).toBe('1:02:03');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });
});

describe('keyboard', () => {
  it('space/k, j/l, m and f as on Mastodon; nothing with a modifier', () => {
    expect(playerKeyAction(' ')).toBe('toggle');
    expect(playerKeyAction('k')).toBe('toggle');
    expect(playerKeyAction('j')).toBe('back');
    expect(playerKeyAction('l')).toBe('forward');
    expect(playerKeyAction('ArrowLeft')).toBe('back');
    expect(playerKeyAction('m')).toBe('mute');
    expect(playerKeyAction('f')).toBe('fullscreen');
    expect(playerKeyAction('ArrowUp')).toBe('louder');
    expect(playerKeyAction('f', { ctrlKey: true })).toBeNull();
    expect(playerKeyAction('x')).toBeNull();
  });
});

describe('controls hiding', () => {
  it('hides 4000 ms after the last movement while playing, never while paused or held', () => {
    const { timers, advance } = fakeTimers();
    const seen: boolean[] = [];
    const hider = createControlsHider(timers, (v) => seen.push(v));
    advance(10_000);
    expect(hider.visible).toBe(true); // paused
    hider.setPaused(false);
    advance(3999);
    expect(hider.visible).toBe(true);
    hider.moved();
    advance(3999);
    expect(hider.visible).toBe(true);
    advance(1);
    expect(hider.visible).toBe(false);
    hider.moved();
    expect(hider.visible).toBe(true);
    hider.setHeld(true);
    advance(10_000);
    expect(hider.visible).toBe(true);
    hider.setHeld(false);
    advance(4000);
    expect(hider.visible).toBe(false);
    hider.setPaused(true);
    expect(hider.visible).toBe(true);
    expect(seen).toEqual([false, true, false, true]);
  });
});

describe('double click', () => {
  it('two clicks within 250 ms are one double click; one click acts when the window closes', () => {
    const { timers, advance } = fakeTimers();
    const events: string[] = [];
    const sorter = createClickSorter(
      timers,
      () => events.push('single'),
      () => events.push('double'),
    );
    sorter.click();
    advance(249);
    expect(events).toEqual([]);
    sorter.click();
    expect(events).toEqual(['double']);
    advance(1000);
    expect(events).toEqual(['double']);
    sorter.click();
    advance(250);
    expect(events).toEqual(['double', 'single']);
    sorter.click();
    advance(251);
    sorter.click();
    advance(251);
    expect(events).toEqual(['double', 'single', 'single', 'single']);
  });
});

describe('leaving the viewport', () => {
  it('checks at most every 150 ms, and moves a playing player to picture-in-picture or pauses it', () => {
    expect(scrollCheckDue(1000, 1149)).toBe(false);
    expect(scrollCheckDue(1000, 1150)).toBe(true);
    expect(outOfViewAction({ playing: true, inView: false, canPictureInPicture: true })).toBe('pip');
    expect(outOfViewAction({ playing: true, inView: false, canPictureInPicture: false })).toBe('pause');
    expect(outOfViewAction({ playing: true, inView: true, canPictureInPicture: true })).toBeNull();
    expect(outOfViewAction({ playing: false, inView: false, canPictureInPicture: true })).toBeNull();
  });

  it('GIFV autoplays only when the setting allows and motion is not reduced', () => {
    expect(gifvAutoplays(undefined, false)).toBe(true);
    expect(gifvAutoplays(false, false)).toBe(false);
    expect(gifvAutoplays(true, true)).toBe(false);
  });
});
