// The sampled LRU curve of a long trace file in the browser's compute worker:
// opens the lab (a running dev server), chooses the trace file on the
// lifetime-curves stage (format text, curve to MAX frames) and times from
// choosing the file to the drawn "sampled" curve. docs/PERFORMANCE.md.
//   node tests/bench/browser-sampled-curve.mjs URL TRACE.txt [MAX]
import { chromium } from 'playwright-core';
import chromiumOptions from '../../scripts/chromium.json' with { type: 'json' };

const [url = 'http://127.0.0.1:5127/', trace = '/tmp/zipf-100M.txt', max = '20000'] = process.argv.slice(2);
const browser = await chromium.launch(chromiumOptions);
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
page.on('pageerror', (e) => console.error('pageerror:', e.message));
await page.goto(`${url}#preset=real-program`);
await page.waitForSelector('.shell');
await page.getByText(/^Lifetime curve \(1,097,804 references\)$/).waitFor({ timeout: 60_000 });
await page.locator('.curve-settings select').nth(1).selectOption('text');
await page.locator('.curve-settings label', { hasText: 'largest memory' }).locator('input').fill(max);
await page.getByText(/^Lifetime curve \(1,097,804 references\)$/).waitFor({ timeout: 60_000 });
const start = Date.now();
await page.getByLabel('open a trace file').setInputFiles(trace);
const title = page.getByText(/^Lifetime curve \([\d,]+ references(; sampled, R = [\d.]+)?\)$/);
await page.waitForFunction(() => /references; sampled|[1-9]\d{7,} references/.test(document.body.innerText.replace(/,/g, '')), null, {
  timeout: 600_000,
});
console.log(`${await title.first().textContent()}: ${((Date.now() - start) / 1000).toFixed(1)} s from choosing the file`);
console.log(await page.getByTestId('sampled-band').textContent());
await browser.close();
