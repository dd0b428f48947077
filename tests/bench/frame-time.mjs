// The frame-time benchmark of docs/PERFORMANCE.md: the production build in
// headless Chromium, two 100 000-reference scenarios uploaded as JSON (64
// frames, and the hard case: 256 frames, phased locality), each played at
// the top speed at its start and at 90 % of its timeline; per-frame times
// from requestAnimationFrame deltas in the page (p50, p95, max), and the time
// of a few seeks. Run alone (`node tests/bench/frame-time.mjs`) or from
// `npm run bench`, after `bash scripts/setup.sh`; `node tests/bench/frame-time.mjs URL` measures a build already
// served there instead of building one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import chromiumOptions from '../../scripts/chromium.json' with { type: 'json' };

const PLAY_MS = 5_000;
const TOP_SPEED = '256';

/** One process of 100 000 references (LRU stack model, about 14 % faulting), the drum on, 64 frames, sampled every 0.1 s. */
const PLAIN = {
  version: 1,
  seed: 7,
  memory: { frames: 64, k: 2, pool_n: 3, pool_low_water: 0, first_time: true },
  drum: { rotation_us: 16000, sectors: 8, transfer_us: 2000, discipline: 'fifo' },
  cpu: { reference_us: 50, fault_us: 1000, examine_us: 40 },
  processes: [
    { workload: { kind: 'lru_stack', pages: 400, length: 100_000, q: { shape: 'geometric', theta: 0.97 }, write_fraction: 0.2 } },
  ],
  sampler: { dt_us: 100_000 },
};

/** The hard case: 256 frames (the whole ring and a 256-row frame table drawn), phased locality over 2 000 pages. */
const HARD = {
  ...PLAIN,
  memory: { ...PLAIN.memory, frames: 256 },
  processes: [
    {
      workload: {
        kind: 'phased',
        pages: 2000,
        length: 100_000,
        locality_pages: 300,
        phase_length: 5000,
        core_pages: 10,
        core_fraction: 0.2,
        write_fraction: 0.3,
      },
    },
  ],
};

const CASES = [
  ['100 000 references, 64 frames (LRU stack)', PLAIN],
  ['100 000 references, 256 frames (phased)', HARD],
];

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Opens the scenario on the clock stage through the Scenario panel's Upload input, as a teacher would. */
async function openScenario(page, baseUrl, scenario) {
  await page.goto(`${baseUrl}#preset=multics`);
  await page.waitForSelector('.ring');
  await page.getByRole('tab', { name: 'Scenario', exact: true }).click();
  const upload = page.getByLabel(/upload json/i);
  await upload.setInputFiles({ name: 'bench.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(scenario)) });
  await page.getByRole('tab', { name: 'Story', exact: true }).click();
  const slider = page.getByRole('slider', { name: /timeline/i });
  await page.waitForFunction((el) => Number(el.max) > 100_000, await slider.elementHandle());
  return slider;
}

/** Moves the timeline to `step`; the time of the move itself and until the next frame is drawn. */
async function seek(slider, step) {
  return slider.evaluate(async (el, to) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const start = performance.now();
    setValue.call(el, String(to));
    el.dispatchEvent(new Event('input', { bubbles: true }));
    const handled = performance.now();
    await new Promise((r) => requestAnimationFrame(() => r()));
    return { handled: handled - start, drawn: performance.now() - start };
  }, step);
}

/** The page's main-thread totals so far, ms: script, and all tasks (script, style, layout, paint). */
async function busy(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name) => 1000 * metrics.find((m) => m.name === name).value;
  return { script: get('ScriptDuration'), task: get('TaskDuration') };
}

/** Plays for PLAY_MS and returns the frame times (ms) the page saw, and its main thread's work per frame. */
async function play(page, cdp) {
  await page.getByRole('button', { name: 'Play' }).click();
  const before = await busy(cdp);
  const deltas = await page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const out = [];
        let last = performance.now();
        const end = last + ms;
        const tick = (now) => {
          out.push(now - last);
          last = now;
          if (now < end) requestAnimationFrame(tick);
          else resolve(out);
        };
        requestAnimationFrame(tick);
      }),
    PLAY_MS,
  );
  const after = await busy(cdp);
  await page.getByRole('button', { name: 'Pause' }).click();
  // The first delta spans the click; leave it out.
  const sorted = deltas.slice(1).sort((a, b) => a - b);
  const perFrame = (key) => (after[key] - before[key]) / deltas.length;
  return {
    frames: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted[sorted.length - 1],
    script: perFrame('script'),
    task: perFrame('task'),
  };
}

/** One case: play at the start and at 90 %, and a few seeks; printed as a table. */
async function measure(name, scenario) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const slider = await openScenario(page, given ?? `http://127.0.0.1:${port}/`, scenario);
  const total = Number(await slider.getAttribute('max'));
  await page.getByRole('combobox', { name: /speed/i }).selectOption(TOP_SPEED);

  const rows = [];
  rows.push(['play at the start', await play(page, cdp)]);
  const at90 = Math.round(total * 0.9);
  const seeks = [['seek start → 90 %', await seek(slider, 0).then(() => seek(slider, at90))]];
  rows.push(['play at 90 %', await play(page, cdp)]);
  seeks.push(['seek 90 % → 10 %', await seek(slider, Math.round(total * 0.1))]);
  seeks.push(['seek 10 % → 90 %', await seek(slider, at90)]);
  seeks.push(['seek 90 % → 89.9 %', await seek(slider, at90 - Math.round(total * 0.001))]);
  if (errors.length) throw new Error(`the page reported errors: ${errors.join('; ')}`);
  await page.close();

  const ms = (v) => v.toFixed(1).padStart(7);
  console.log(
    `\nFrame times, ${name} (${total} micro-steps), ${TOP_SPEED} steps/s, ${PLAY_MS / 1000} s each (Chromium, production build):`,
  );
  console.log('                      frames   p50 ms  p95 ms  max ms  script ms/frame  main thread ms/frame');
  for (const [label, r] of rows) {
    console.log(
      `${label.padEnd(20)} ${String(r.frames).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.max)}  ${ms(r.script)}          ${ms(r.task)}`,
    );
  }
  console.log('Seeks:                        handled ms  drawn ms');
  for (const [label, r] of seeks) console.log(`${label.padEnd(30)} ${ms(r.handled)}   ${ms(r.drawn)}`);
}

// Given a base URL (a build already served, e.g. `npx vite preview --outDir D --port P`), that one is measured:
// two builds measured in turns in one sitting compare better than two sittings.
const given = process.argv[2];
const outDir = given ? null : mkdtempSync(join(tmpdir(), 'paging-lab-bench-'));
let server = null;
if (outDir) {
  process.env.NODE_ENV = 'production';
  await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  server = await preview({ preview: { host: '127.0.0.1', port: 0 }, build: { outDir }, logLevel: 'warn' });
}
const port = given ? null : server.httpServer.address().port;
const browser = await chromium.launch(chromiumOptions);

try {
  for (const [name, scenario] of CASES) await measure(name, scenario);
} finally {
  await browser.close();
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
}
