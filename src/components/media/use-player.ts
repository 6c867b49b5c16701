// A player's state and its wiring to the media element: playing, time, length and sound (kept in React state and
// pushed to the element), controls hiding, single and double clicks, fullscreen, and what happens when an inline
// player leaves the viewport or the screen while playing (it goes on in picture-in-picture). The decisions are
// player-rules.ts; this file only connects them to the DOM's events and timers.
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  createClickSorter,
  createControlsHider,
  INITIAL_SOUND,
  outOfViewAction,
  type PlayerKeyAction,
  playerKeyAction,
  type Sound,
  scrollCheckDue,
  seekBy,
  skipFor,
  stepVolume,
  type Timers,
  toggleMute,
} from './player-rules.ts';

const browserTimers: Timers = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (h) => window.clearTimeout(h as number),
};

export interface PlayerStart {
  time: number;
  sound: Sound;
  /** Starts playing at once (a player taking over from another). */
  playing: boolean;
}

export interface PlayerHandle {
  playing: boolean;
  time: number;
  duration: number;
  sound: Sound;
  controlsVisible: boolean;
  fullscreen: boolean;
  togglePlay(): void;
  seekTo(time: number): void;
  skip(action: 'back' | 'forward'): void;
  setSound(sound: Sound): void;
  toggleFullscreen(): void;
  /** The surface (the picture) was clicked: play/pause, or fullscreen on a double click. */
  surfaceClick(): void;
  onKeyDown(e: React.KeyboardEvent): void;
  onPointerMove(): void;
  holdControls(held: boolean): void;
}

/** Moves a playing player elsewhere (picture-in-picture) with where it was; returns whether it was taken. */
export type Handoff = (state: { time: number; sound: Sound }) => boolean;

export function usePlayer(
  media: RefObject<HTMLMediaElement | null>,
  root: RefObject<HTMLElement | null>,
  options: { start?: PlayerStart; handoff?: Handoff },
): PlayerHandle {
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(options.start?.time ?? 0);
  const [duration, setDuration] = useState(Number.NaN);
  const [sound, setSoundState] = useState<Sound>(options.start?.sound ?? INITIAL_SOUND);
  const [controlsVisible, setControlsVisible] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const live = useRef({ playing: false, sound });
  live.current.sound = sound;
  const startOnce = useRef(options.start);
  const handoff = useRef(options.handoff);
  handoff.current = options.handoff;

  const [hider] = useState(() => createControlsHider(browserTimers, setControlsVisible));
  useEffect(() => () => hider.dispose(), [hider]);

  // The element follows the sound state (the state is the source: keys and buttons change it).
  useEffect(() => {
    const el = media.current;
    if (!el) return;
    el.volume = sound.volume;
    el.muted = sound.muted;
  }, [media, sound]);

  useEffect(() => {
    const el = media.current;
    if (!el) return;
    // The start applies once, when the element is first there.
    const start = startOnce.current;
    if (start && start.time > 0) el.currentTime = start.time;
    if (start?.playing) el.play().catch(() => setPlaying(false));
    const onPlay = () => {
      live.current.playing = true;
      setPlaying(true);
      hider.setPaused(false);
    };
    const onPause = () => {
      live.current.playing = false;
      setPlaying(false);
      hider.setPaused(true);
    };
    const onTime = () => setTime(el.currentTime);
    const onDuration = () => setDuration(el.duration);
    el.addEventListener('play', onPlay);
    el.addEventListener('pause', onPause);
    el.addEventListener('ended', onPause);
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('seeked', onTime);
    el.addEventListener('durationchange', onDuration);
    el.addEventListener('loadedmetadata', onDuration);
    return () => {
      el.removeEventListener('play', onPlay);
      el.removeEventListener('pause', onPause);
      el.removeEventListener('ended', onPause);
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('seeked', onTime);
      el.removeEventListener('durationchange', onDuration);
      el.removeEventListener('loadedmetadata', onDuration);
    };
  }, [media, hider]);

  // Leaving the viewport while playing: checked on scroll at most every 150 ms (and once more after the last
  // scroll), then handed to picture-in-picture, or paused where nothing takes it.
  useEffect(() => {
    const el = media.current;
    const box = root.current;
    if (!el || !box) return;
    let last = Number.NEGATIVE_INFINITY;
    let trailing: number | null = null;
    const check = () => {
      last = performance.now();
      const r = box.getBoundingClientRect();
      const inView = r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
      const action = outOfViewAction({
        playing: live.current.playing,
        inView,
        canPictureInPicture: handoff.current !== undefined,
      });
      if (action === 'pip' && handoff.current?.({ time: el.currentTime, sound: live.current.sound }))
        el.pause();
      else if (action) el.pause();
    };
    const onScroll = () => {
      if (trailing !== null) window.clearTimeout(trailing);
      trailing = window.setTimeout(check, 150);
      if (scrollCheckDue(last, performance.now())) check();
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('scroll', onScroll, { capture: true });
      if (trailing !== null) window.clearTimeout(trailing);
    };
  }, [media, root]);

  // Leaving the screen while playing (a navigation, the row recycled): picture-in-picture takes over. A layout
  // effect, so it runs before the browser pauses the removed element.
  useLayoutEffect(() => {
    const el = media.current;
    return () => {
      if (el && live.current.playing) handoff.current?.({ time: el.currentTime, sound: live.current.sound });
    };
  }, [media]);

  useEffect(() => {
    const onChange = () =>
      setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [root]);

  const togglePlay = useCallback(() => {
    const el = media.current;
    if (!el) return;
    if (el.paused || el.ended) el.play().catch(() => setPlaying(false));
    else el.pause();
  }, [media]);

  const seekTo = useCallback(
    (t: number) => {
      const el = media.current;
      if (!el || !Number.isFinite(t)) return;
      el.currentTime = t;
      setTime(t);
    },
    [media],
  );

  const toggleFullscreen = useCallback(() => {
    const box = root.current;
    if (!box) return;
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    else box.requestFullscreen?.().catch(() => {});
  }, [root]);

  const [clicks] = useState(() =>
    createClickSorter(
      browserTimers,
      () => togglePlay(),
      () => toggleFullscreen(),
    ),
  );
  useEffect(() => () => clicks.dispose(), [clicks]);

  const skip = (action: 'back' | 'forward') => {
    const el = media.current;
    if (el) seekTo(seekBy(el.currentTime, skipFor(action), el.duration));
  };

  const act = (action: PlayerKeyAction) => {
    if (action === 'toggle') togglePlay();
    else if (action === 'back' || action === 'forward') skip(action);
    else if (action === 'mute') setSoundState((s) => toggleMute(s));
    else if (action === 'fullscreen') toggleFullscreen();
    else setSoundState((s) => stepVolume(s, action === 'louder' ? 1 : -1));
  };

  return {
    playing,
    time,
    duration,
    sound,
    controlsVisible,
    fullscreen,
    togglePlay,
    seekTo,
    skip,
    setSound: setSoundState,
    toggleFullscreen,
    surfaceClick: () => clicks.click(),
    onKeyDown: (e) => {
      hider.moved();
      // The sliders keep their own arrows (a range input moves by its step); everywhere else the player's keys.
      const target = e.target as HTMLElement;
      if (target.tagName === 'INPUT' && e.key.startsWith('Arrow')) return;
      const action = playerKeyAction(e.key, e);
      if (!action) return;
      // A button's own Space or Enter stays its own.
      if (target.tagName === 'BUTTON' && e.key === ' ') return;
      e.preventDefault();
      e.stopPropagation();
      act(action);
    },
    onPointerMove: () => hider.moved(),
    holdControls: (held) => hider.setHeld(held),
  };
}
