// A few seconds of sound made in code, served for every audio attachment: a WAV file (8-bit mono PCM, which every
// browser plays) of a short tune with soft note edges, so that a player has something real to play, seek and mute.
import { DEMO_AUDIO } from './demo-media-meta.ts';

/** A pentatonic phrase, one note every half second (frequencies in Hz). */
const NOTES = [392, 440, 523.25, 587.33, 659.25, 587.33, 523.25, 440];

/** The WAV bytes of `durationS` seconds at `sampleRate` samples per second. */
export function synthesizeWav(
  durationS: number = DEMO_AUDIO.durationS,
  sampleRate: number = DEMO_AUDIO.sampleRate,
) {
  const samples = Math.round(durationS * sampleRate);
  const out = Buffer.alloc(44 + samples);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16); // size of the format chunk
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate, 28); // bytes per second: one byte per sample
  out.writeUInt16LE(1, 32); // block align
  out.writeUInt16LE(8, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples, 40);
  const noteLength = sampleRate / 2;
  for (let i = 0; i < samples; i++) {
    const note = NOTES[Math.floor(i / noteLength) % NOTES.length] ?? 440;
    const inNote = (i % noteLength) / noteLength;
    // Rises and falls within each note, so notes do not click where they meet.
    const envelope = Math.sin(Math.PI * inNote) ** 2;
    const value = Math.sin((2 * Math.PI * note * i) / sampleRate) * envelope * 0.6;
    out.writeUInt8(Math.round(128 + value * 127), 44 + i); // 8-bit PCM is unsigned, silence at 128
  }
  return out;
}
