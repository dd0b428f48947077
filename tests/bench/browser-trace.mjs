// A 10 M-reference trace file in the browser's compute worker: opens the lab
// (a running dev server or built site), chooses the trace file on the
// lifetime-curves stage (format text, curves to 40 frames, the comparison at
// 9 frames) and times from choosing the file to the drawn LRU curve with
// the four policies' faults, then to the working-set curve. docs/PERFORMANCE.md.
//   node tests/bench/browser-trace.mjs URL TRACE.txt
import { chromium } from 'playwright-core';
import chromiumOptions from '../../scripts/chromium.json' with { type: 'json' };

const [url = 'http://127.0.0.1:5199/', trace = '/tmp/zipf-10M.txt'] = process.argv.slice(2);
const browser = await chromium.launch(chromiumOptions);
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
page.on('pageerror', (e) => console.error('pageerror:', e.message));
await page.goto(`${url}#preset=real-program`);
await page.getByText(/^Lifetime curve \(1,097,804 references\)$/).waitFor({ timeout: 60_000 });
await page.locator('.curve-settings select:has(option[value="text"])').selectOption('text');
await page.getByText(/^Lifetime curve \(1,097,804 references\)$/).waitFor({ timeout: 60_000 });
const done = /^Lifetime curve \(10,000,000 references\)$/;
let start = Date.now();
await page.getByLabel('open a trace file').setInputFiles(trace);
await page.getByText(done).waitFor({ timeout: 120_000 });
await page.waitForFunction(
  () => /10,000,000 references/.test(document.querySelector('[data-testid="trace-policies"]')?.textContent ?? ''),
  null,
  {
    timeout: 120_000,
  },
);
console.log(`LRU curve and the four policies' faults: ${((Date.now() - start) / 1000).toFixed(1)} s from choosing the file`);
start = Date.now();
await page.locator('.curve-settings select:has(option[value="ws"])').selectOption('ws');
await page.getByText('mean working-set size (pages)').first().waitFor({ timeout: 120_000 });
await page.getByText(done).waitFor({ timeout: 120_000 });
console.log(`working-set curve: ${((Date.now() - start) / 1000).toFixed(1)} s`);
await browser.close();
