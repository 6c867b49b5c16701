// The notification sound: one audio element per tab playing a WAV built in memory (no AudioContext: making one
// is a long main-thread task).
import { describe, expect, it, vi } from 'vitest';
import { boopWav, createBoopPlayer } from '../../../src/core-client/boop-sound.ts';

const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));

describe('boop WAV', () => {
  it('is a well-formed 16-bit mono PCM file a quarter of a second long', () => {
    const wav = boopWav(8000);
    const v = new DataView(wav.buffer);
    expect(ascii(wav, 0, 4)).toBe('RIFF');
    expect(ascii(wav, 8, 4)).toBe('WAVE');
    expect(ascii(wav, 36, 4)).toBe('data');
    expect(v.getUint32(4, true)).toBe(wav.length - 8);
    expect(v.getUint16(20, true)).toBe(1);
    expect(v.getUint16(22, true)).toBe(1);
    expect(v.getUint32(24, true)).toBe(8000);
    expect(v.getUint32(40, true)).toBe(2000 * 2);
  });

  it('is audible at the start and fades out by the end, never clipping', () => {
    const wav = boopWav(8000);
    const v = new DataView(wav.buffer);
    const peak = (from: number, to: number) => {
      let m = 0;
      for (let i = from; i < to; i++) m = Math.max(m, Math.abs(v.getInt16(44 + i * 2, true)));
      return m;
    };
    expect(peak(0, 200)).toBeGreaterThan(5000);
    expect(peak(1900, 2000)).toBeLessThan(100);
    expect(peak(0, 2000)).toBeLessThanOrEqual(0.3 * 32_767 + 1);
  });
});

describe('boop player', () => {
  function fakeAudio(play = vi.fn(async () => {})) {
    return { src: '', volume: 1, currentTime: 5, play };
  }

  it('makes one element on the first sound and reuses it, restarting from the beginning', () => {
    const audio = fakeAudio();
    const makeAudio = vi.fn(() => audio);
    const makeUrl = vi.fn(() => 'blob:boop');
    const play = createBoopPlayer({ makeAudio, makeUrl });
    expect(makeAudio).not.toHaveBeenCalled();
    play(0.5);
    play(2);
    play(-1);
    expect(makeAudio).toHaveBeenCalledTimes(1);
    expect(makeUrl).toHaveBeenCalledTimes(1);
    expect(audio.src).toBe('blob:boop');
    expect(audio.play).toHaveBeenCalledTimes(3);
    expect(audio.currentTime).toBe(0);
    // The volume is clamped to what an audio element accepts.
    expect(audio.volume).toBe(0);
  });

  it('ignores a refused play (no gesture yet, no audio device)', async () => {
    const refused = vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    const play = createBoopPlayer({ makeAudio: () => fakeAudio(refused), makeUrl: () => 'blob:x' });
    expect(() => play(0.5)).not.toThrow();
    await Promise.resolve();
    expect(refused).toHaveBeenCalled();
  });
});
