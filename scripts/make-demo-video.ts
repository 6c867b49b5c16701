// Makes demo/media/demo-video.webm, the short clip the demo instance serves for every video and GIFV attachment
// (demo/media/demo-media.ts). Run once with `npx tsx scripts/make-demo-video.ts`; the file is kept in the repository,
// so neither the demo nor the tests need a browser or an encoder to have it.
// Chromium draws a few seconds of animation on a canvas and records it with MediaRecorder (VP8 in WebM).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { webmDurationS } from '../demo/media/demo-media.ts';
import { DEMO_VIDEO } from '../demo/media/demo-media-meta.ts';

const OUT = join(resolve(import.meta.dirname, '..'), 'demo/media/demo-video.webm');

/** What runs in the page, as source text (a bundler's helpers, such as esbuild's name keeping, do not exist there). */
const IN_PAGE = `async ({ width, height, seconds, fps }) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const g = canvas.getContext('2d');
  const stream = canvas.captureStream(fps);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 16000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise((done) => { recorder.onstop = done; });
  const start = performance.now();
  recorder.start();
  await new Promise((done) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      // A sheep-coloured ball bouncing across a sky that turns from day to dusk: plain shapes compress well.
      g.fillStyle = 'hsl(' + (210 - t * 4) + ', 60%, ' + (70 - t * 2) + '%)';
      g.fillRect(0, 0, width, height);
      g.fillStyle = '#3a7d44';
      g.fillRect(0, height * 0.75, width, height * 0.25);
      g.fillStyle = '#f4f1ea';
      g.beginPath();
      g.arc((t / seconds) * width, height * 0.62 - Math.abs(Math.sin(t * 2)) * 40, 22, 0, Math.PI * 2);
      g.fill();
      if (t < seconds) requestAnimationFrame(frame);
      else done();
    };
    frame();
  });
  recorder.stop();
  await stopped;
  const buffer = await new Blob(chunks).arrayBuffer();
  return { bytes: [...new Uint8Array(buffer)], durationMs: performance.now() - start };
}`;

async function record(): Promise<{ bytes: Uint8Array; durationMs: number }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const args = {
      width: DEMO_VIDEO.width,
      height: DEMO_VIDEO.height,
      seconds: DEMO_VIDEO.durationS,
      fps: 15,
    };
    const result = (await page.evaluate(`(${IN_PAGE})(${JSON.stringify(args)})`)) as {
      bytes: number[];
      durationMs: number;
    };
    return { bytes: Uint8Array.from(result.bytes), durationMs: result.durationMs };
  } finally {
    await browser.close();
  }
}

const { bytes, durationMs } = await record();
// Chromium finishes its recordings with their duration and cues, which a player needs to show the length and seek.
const written = webmDurationS(bytes);
if (written === null) throw new Error('the recording carries no duration');
writeFileSync(OUT, bytes);
console.log(`${OUT}: ${bytes.length} bytes, ${written} s (recorded for ${Math.round(durationMs)} ms)`);
