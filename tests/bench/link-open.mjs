// The link-opening benchmark of docs/PERFORMANCE.md: how the production
// build in headless Chromium takes a link to a scenario of 65,536 frames (the
// most a scenario allows) — the `multics` story's scenario with its memory
// set to 65,536 frames, and a uniform string over 200,000 pages that lists
// tens of thousands of pages on the ring — on the Multics clock, Load control
// and Policies stages: the time until the run is on screen, the longest
// main-thread task while it opens (a PerformanceObserver of long tasks,
// tasks over 50 ms), and the page's elements. Each link is opened 3 times;
// the table shows the median. Run alone (`node tests/bench/link-open.mjs`) or
// from `npm run bench`, after `bash scripts/setup.sh`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import chromiumOptions from '../../scripts/chromium.json' with { type: 'json' };

const RUNS = 3;
const STAGES = ['multics-clock', 'load-leveler', 'policies'];

/** The link to the scenario on screen once the Scenario panel has applied `change` to it (as a teacher would make it). */
async function linkFor(page, baseUrl, change) {
  await page.goto(`${baseUrl}#preset=multics`);
  await page.waitForSelector('.ring');
  await page.getByRole('tab', { name: 'Scenario', exact: true }).click();
  await change(page);
  await page.waitForFunction(() => location.hash.startsWith('#s=') && document.documentElement.dataset.link === 'written');
  return page.url();
}

const frames = async (page) => {
  await page.getByRole('textbox', { name: /^frames/ }).fill('65536');
  await page.getByRole('button', { name: 'Apply' }).click();
};
/** A uniform string over 200,000 pages in 65,536 frames: tens of thousands of pages on the ring. */
const UNIFORM = {
  version: 1,
  seed: 7,
  memory: { frames: 65_536, k: 1, pool_n: 3, pool_low_water: 0, first_time: true },
  drum: { rotation_us: 16000, sectors: 8, transfer_us: 2000, discipline: 'fifo' },
  cpu: { reference_us: 50, fault_us: 1000, examine_us: 40 },
  processes: [{ workload: { kind: 'uniform', pages: 200_000, length: 20_000, write_fraction: 0.3 } }],
};
const uniform = async (page) => {
  const upload = page.getByLabel(/upload json/i);
  await upload.setInputFiles({ name: 'bench.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(UNIFORM)) });
};

/** Opens `url` in a fresh page: ms until every part shows the applied scenario's run, the longest task, the elements. */
async function open(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
  await page.addInitScript(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const start = Date.now();
  await page.goto(url);
  await page.waitForFunction(() => {
    const main = document.querySelector('main.stage-area');
    if (!main) return false;
    const runs = [main, ...main.querySelectorAll('[data-run]')].filter((e) => e.dataset.run !== undefined);
    return runs.every((e) => e.dataset.run === main.dataset.scenario) && document.querySelector('[data-testid="step-counter"]');
  });
  const shown = Date.now() - start;
  // A frame later, so that the tasks of the first drawing are counted.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
  const { longest, elements } = await page.evaluate(() => ({ longest: window.__longest, elements: document.querySelectorAll('*').length }));
  await page.close();
  return { shown, longest, elements };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const outDir = mkdtempSync(join(tmpdir(), 'paging-lab-bench-'));
process.env.NODE_ENV = 'production';
await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
const server = await preview({ preview: { host: '127.0.0.1', port: 0 }, build: { outDir }, logLevel: 'warn' });
const baseUrl = `http://127.0.0.1:${server.httpServer.address().port}/`;
const browser = await chromium.launch(chromiumOptions);
try {
  const maker = await browser.newPage({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
  const links = [
    ['multics, 65,536 frames', await linkFor(maker, baseUrl, frames)],
    ['uniform 200,000 pages, 65,536 frames', await linkFor(maker, baseUrl, uniform)],
  ];
  await maker.close();
  console.log(`Opening a link (Chromium, production build; median of ${RUNS}):`);
  console.log('scenario                               stage           shown ms  longest task ms  elements');
  for (const [label, link] of links) {
    for (const stage of STAGES) {
      const staged = await stageLink(browser, link, stage);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await open(browser, staged));
      const m = (k) => median(runs.map((r) => r[k]));
      console.log(
        `${label.padEnd(38)} ${stage.padEnd(15)} ${String(m('shown')).padStart(8)} ${m('longest').toFixed(0).padStart(16)} ${String(m('elements')).padStart(9)}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}

/** The same link on another stage (chosen with the header's Stage menu, as a teacher would). */
async function stageLink(browser, url, stage) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
  await page.goto(url);
  await page.waitForSelector('main.stage-area');
  await page.getByRole('combobox', { name: 'Stage' }).selectOption(stage);
  await page.waitForFunction(
    (s) =>
      document.querySelector(`.shell[data-stage="${s}"]`) &&
      document.documentElement.dataset.link === 'written' &&
      location.hash.startsWith('#s='),
    stage,
  );
  const staged = page.url();
  await page.close();
  return staged;
}
