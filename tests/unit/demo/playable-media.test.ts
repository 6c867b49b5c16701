// The demo instance serves real, small playable media: a recorded WebM clip for video and GIFV, a synthesized WAV
// tune for audio, in byte ranges as a browser's player asks for them, and attachments whose meta says the truth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange } from '../../../demo/http/playable.ts';
import { synthesizeWav } from '../../../demo/media/demo-audio.ts';
import { webmDurationS } from '../../../demo/media/demo-media.ts';
import { type DemoServer, startDemo } from '../../../demo/server.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});

interface Attachment {
  type: string;
  url: string;
  meta: { original?: { duration?: number; width?: number; height?: number } };
}

/** The first seeded attachment of each type, from the federated timeline's media posts. */
async function attachmentsByType(): Promise<Map<string, Attachment>> {
  const found = new Map<string, Attachment>();
  let maxId = '';
  for (let page = 0; page < 30 && found.size < 4; page++) {
    const res = await fetch(`${demo.url}/api/v1/timelines/public?only_media=true&limit=40${maxId}`, {
      headers: { Authorization: `Bearer ${demo.demoToken}` },
    });
    const statuses = (await res.json()) as { id: string; media_attachments: Attachment[] }[];
    if (statuses.length === 0) break;
    for (const s of statuses)
      for (const m of s.media_attachments) if (!found.has(m.type)) found.set(m.type, m);
    maxId = `&max_id=${statuses.at(-1)?.id}`;
  }
  return found;
}

const riff = (b: Uint8Array) => new TextDecoder().decode(b.subarray(0, 4));

describe('playable media on the demo instance', () => {
  it('serves a video, a GIFV and an audio file that really play, with their true length in the meta', async () => {
    const byType = await attachmentsByType();
    for (const type of ['video', 'gifv', 'audio']) {
      const m = byType.get(type);
      expect(m, type).toBeDefined();
      if (!m) continue;
      const res = await fetch(m.url);
      expect(res.status).toBe(200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (type === 'audio') {
        expect(res.headers.get('content-type')).toBe('audio/wav');
        expect(riff(bytes)).toBe('RIFF');
        const view = new DataView(bytes.buffer);
        const seconds = view.getUint32(40, true) / view.getUint32(28, true);
        expect(m.meta.original?.duration).toBe(seconds);
      } else {
        expect(res.headers.get('content-type')).toBe('video/webm');
        expect(bytes.length).toBeGreaterThan(2000);
        expect(m.meta.original?.duration).toBe(webmDurationS(bytes));
        expect([m.meta.original?.width, m.meta.original?.height]).toEqual([320, 180]);
      }
    }
  });

  it('answers byte ranges, which a player needs to seek', async () => {
    const m = (await attachmentsByType()).get('video');
    const whole = new Uint8Array(await (await fetch(m?.url ?? '')).arrayBuffer());
    const part = await fetch(m?.url ?? '', { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.subarray(100, 200));
    const past = await fetch(m?.url ?? '', { headers: { Range: `bytes=${whole.length}-` } });
    expect(past.status).toBe(416);
  });

  it('reads ranges as HTTP defines them', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=4-100', 10)).toEqual({ start: 4, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=9-2', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=x', 10)).toBe('unsatisfiable');
    expect(parseRange('items=1-2', 10)).toBeNull();
  });

  it('synthesizes a sounding WAV of the asked length', () => {
    const wav = synthesizeWav(2, 8000);
    expect(wav.length).toBe(44 + 16000);
    const samples = [...wav.subarray(44)];
    expect(Math.max(...samples) - Math.min(...samples)).toBeGreaterThan(100);
  });
});
