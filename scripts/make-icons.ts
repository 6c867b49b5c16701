// Draws the app's icons once, from the SVG marks in public/icons/, with Chromium (playwright-core, Debian's browser):
// the PNG sizes the web app manifest and Apple's home screen ask for. The PNGs are kept in the repository; run again
// (`npx tsx scripts/make-icons.ts`) after changing a mark.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const ICONS = resolve(import.meta.dirname, '../public/icons');

const OUTPUTS: readonly { svg: string; size: number; png: string }[] = [
  { svg: 'woolly.svg', size: 192, png: 'woolly-192.png' },
  { svg: 'woolly.svg', size: 512, png: 'woolly-512.png' },
  { svg: 'woolly-maskable.svg', size: 192, png: 'woolly-maskable-192.png' },
  { svg: 'woolly-maskable.svg', size: 512, png: 'woolly-maskable-512.png' },
  // Apple rounds the corners itself: the full-bleed picture.
  { svg: 'woolly-maskable.svg', size: 180, png: 'apple-touch-icon.png' },
  { svg: 'woolly.svg', size: 32, png: 'favicon-32.png' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const out of OUTPUTS) {
    const svg = readFileSync(join(ICONS, out.svg), 'utf8');
    await page.setViewportSize({ width: out.size, height: out.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${out.size}" height="${out.size}" style="display:block">` +
        `</body></html>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({
      path: join(ICONS, out.png),
      omitBackground: true,
      clip: { x: 0, y: 0, width: out.size, height: out.size },
    });
    console.log(`${out.png} ${out.size}×${out.size}`);
  }
} finally {
  await browser.close();
}
