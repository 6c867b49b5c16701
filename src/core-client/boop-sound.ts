// The notification sound: a short two-tone boop, rendered once into a WAV file in memory and played through one
// <audio> element per tab. Web Audio was used before, but creating a tab's first AudioContext is a ~70-100 ms
// main-thread task (it starts the audio thread), which landed in the middle of scrolling or streaming; an audio
// element decodes and plays off the main thread, and the WAV (~11 kB) takes well under a millisecond to build.

const SAMPLE_RATE = 22_050;
const DURATION_S = 0.25;
/** The pitch steps up after this long, the "boop" of the default notification sound. */
const STEP_S = 0.08;

/** A 16-bit mono PCM WAV of the boop: 660 Hz then 880 Hz, with an exponential fade. Pure. */
export function boopWav(sampleRate = SAMPLE_RATE): Uint8Array<ArrayBuffer> {
  const samples = Math.round(sampleRate * DURATION_S);
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) bytes[at + i] = s.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  let phase = 0;
  for (let i = 0; i < samples; i++) {
    const t = i / sampleRate;
    phase += (2 * Math.PI * (t < STEP_S ? 660 : 880)) / sampleRate;
    // From full to -60 dB over the sound, like an exponential ramp to 0.001.
    const envelope = 0.001 ** (t / DURATION_S);
    view.setInt16(44 + i * 2, Math.round(Math.sin(phase) * envelope * 0.3 * 32_767), true);
  }
  return bytes;
}

/** The part of HTMLAudioElement the player touches (tests pass a plain object). */
export interface AudioLike {
  src: string;
  volume: number;
  currentTime: number;
  play(): Promise<void>;
}

/**
 * Plays the boop. The element and its WAV are made on the first sound, then reused: a sound that arrives while the
 * last one plays restarts it. A refused play (no user gesture yet, no audio device) is ignored.
 */
export function createBoopPlayer(deps: {
  makeAudio: () => AudioLike;
  /** A URL for the WAV bytes (an object URL in the browser). */
  makeUrl: (wav: Uint8Array<ArrayBuffer>) => string;
}): (volume: number) => void {
  let audio: AudioLike | null = null;
  return (volume) => {
    if (!audio) {
      audio = deps.makeAudio();
      audio.src = deps.makeUrl(boopWav());
    }
    audio.volume = Math.min(1, Math.max(0, volume));
    audio.currentTime = 0;
    void audio.play().catch(() => {});
  };
}
