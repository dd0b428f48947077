// Takes screenshots of the running lab in headless Chromium:
//   node scripts/screenshot.mjs URL OUT.png [WIDTHxHEIGHT] [KEYS] [--presenter]
// KEYS is a comma-separated list of keys to press first (e.g. "ArrowRight*40").
// It also reports whether the page scrolls (the stages should not).
import { chromium } from 'playwright-core';
import chromiumOptions from './chromium.json' with { type: 'json' };

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const presenter = process.argv.includes('--presenter');
const [url = 'http://127.0.0.1:5173/', out = 'docs/screenshot.png', size = '1366x768', keys = ''] = args;
const [width, height] = size.split('x').map(Number);
const browser = await chromium.launch(chromiumOptions);
const page = await browser.newPage({ viewport: { width, height } });
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
page.on('pageerror', (e) => console.error('pageerror:', e.message));
await page.goto(url);
await page.waitForSelector('.shell, .gallery');
if (presenter) await page.keyboard.press('p');
for (const spec of keys.split(',').filter(Boolean)) {
  const [key, times = '1'] = spec.split('*');
  for (let i = 0; i < Number(times); i++) await page.keyboard.press(key);
}
await page.waitForTimeout(500);
const scroll = await page.evaluate(() => ({ h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth }));
if (scroll.h > height || scroll.w > width) console.error(`the page scrolls: ${scroll.w}×${scroll.h} in ${width}×${height}`);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
console.log(`wrote ${out}`);
