// The apply benchmark of docs/PERFORMANCE.md: a scenario of 100,000
// references — the most the step-through view holds (a scenario of
// 1,000,000 is refused before anything runs) — a uniform string over 400
// pages in 64 frames (mostly faults: about 550,000 micro-steps), uploaded
// through the Scenario panel of the production build in headless Chromium — the time from the upload until its run is on screen — beside
// the time of one run of it in the same WASM core in Node (`new Simulator`,
// which validates the scenario and surveys its run). Applying runs the
// scenario once (src/sim/runStore.ts), so the two are close; the median of 3
// each. Run alone (`node tests/bench/apply-once.mjs`) or from `npm run bench`,
// after `bash scripts/setup.sh`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import chromiumOptions from '../../scripts/chromium.json' with { type: 'json' };
import { initSync, Simulator } from '../../src/wasm/pkg/paging_core.js';

const RUNS = 3;
const SCENARIO = {
  version: 1,
  seed: 7,
  memory: { frames: 64, k: 2, pool_n: 3, pool_low_water: 0, first_time: true },
  drum: { rotation_us: 16000, sectors: 8, transfer_us: 2000, discipline: 'fifo' },
  cpu: { reference_us: 50, fault_us: 1000, examine_us: 40 },
  processes: [{ workload: { kind: 'uniform', pages: 400, length: 100_000 } }],
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

initSync({ module: readFileSync(new URL('../../src/wasm/pkg/paging_core_bg.wasm', import.meta.url)) });
const json = JSON.stringify(SCENARIO);
const once = [];
let steps = 0;
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  const sim = new Simulator(json);
  once.push(performance.now() - t);
  steps = Number(sim.total_steps());
  sim.free();
}

const outDir = mkdtempSync(join(tmpdir(), 'paging-lab-bench-'));
process.env.NODE_ENV = 'production';
await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
const server = await preview({ preview: { host: '127.0.0.1', port: 0 }, build: { outDir }, logLevel: 'warn' });
const { port } = server.httpServer.address();
const browser = await chromium.launch(chromiumOptions);
const applied = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`http://127.0.0.1:${port}/#preset=multics`);
    await page.waitForSelector('main.stage-area[data-run]:not([data-run="pending"])');
    const before = await page.locator('main.stage-area').getAttribute('data-scenario');
    await page.getByRole('tab', { name: 'Scenario', exact: true }).click();
    const upload = page.getByLabel(/upload json/i);
    const t = Date.now();
    await upload.setInputFiles({ name: 'million.json', mimeType: 'application/json', buffer: Buffer.from(json) });
    await page.waitForFunction(
      (old) => {
        const main = document.querySelector('main.stage-area');
        return main && main.dataset.scenario !== old && main.dataset.run === main.dataset.scenario;
      },
      before,
      { timeout: 300_000 },
    );
    applied.push(Date.now() - t);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
console.log(
  `Applying ${SCENARIO.processes[0].workload.length.toLocaleString('en')} references (${steps.toLocaleString('en')} micro-steps), median of ${RUNS}:`,
);
console.log(`  one run in the WASM core (Node, new Simulator)   ${median(once).toFixed(0).padStart(6)} ms`);
console.log(`  upload → its run on screen (Chromium)            ${median(applied).toFixed(0).padStart(6)} ms`);
