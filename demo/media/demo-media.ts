// The demo's playable media files: the recorded clip (demo-video.webm, made by scripts/make-demo-video.ts) and the
// synthesized tune (demo-audio.ts), each read or made once, with what an attachment's meta says about them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { synthesizeWav } from './demo-audio.ts';
import { DEMO_AUDIO, DEMO_VIDEO } from './demo-media-meta.ts';

export interface PlayableFile {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
  durationS: number;
}

/** The Duration element of a WebM's Info (a float of 4 or 8 bytes, in milliseconds at the default timecode
 *  scale), in seconds; null when the file has none. */
export function webmDurationS(bytes: Uint8Array): number | null {
  for (let i = 0; i + 7 <= bytes.length; i++) {
    if (bytes[i] !== 0x44 || bytes[i + 1] !== 0x89) continue;
    const size = bytes[i + 2];
    if (size !== 0x84 && size !== 0x88) continue;
    const view = new DataView(bytes.buffer, bytes.byteOffset + i + 3, size === 0x84 ? 4 : 8);
    const ms = size === 0x84 ? view.getFloat32(0) : view.getFloat64(0);
    return Number.isFinite(ms) && ms > 0 ? Math.round(ms) / 1000 : null;
  }
  return null;
}

let video: PlayableFile | null = null;
let audio: PlayableFile | null = null;

export function demoVideo(): PlayableFile {
  if (!video) {
    const bytes = readFileSync(join(import.meta.dirname, 'demo-video.webm'));
    video = {
      bytes,
      contentType: 'video/webm',
      width: DEMO_VIDEO.width,
      height: DEMO_VIDEO.height,
      durationS: webmDurationS(bytes) ?? DEMO_VIDEO.durationS,
    };
  }
  return video;
}

export function demoAudio(): PlayableFile {
  audio ??= {
    bytes: synthesizeWav(),
    contentType: 'audio/wav',
    width: 0,
    height: 0,
    durationS: DEMO_AUDIO.durationS,
  };
  return audio;
}

/** The file served for an attachment of this type, or null for pictures (drawn as SVG) and unknown files. */
export function playableFor(type: string): PlayableFile | null {
  if (type === 'video' || type === 'gifv') return demoVideo();
  if (type === 'audio') return demoAudio();
  return null;
}

/** The length a seeded attachment of this type records: its served file's, else the one drawn for it. */
export function playableDuration(type: string, drawn: number): number {
  return playableFor(type)?.durationS ?? drawn;
}
