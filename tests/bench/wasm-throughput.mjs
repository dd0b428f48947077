// The throughput benchmarks of docs/PERFORMANCE.md in WASM under Node: the
// same scenarios as `cargo bench` (wasm-core/benches/throughput.rs), strings
// generated before timing, best of 10 runs of run_to_end.
import { readFileSync } from 'node:fs';
import { initSync, Run } from '../../src/wasm/pkg/paging_core.js';

initSync({ module: readFileSync(new URL('../../src/wasm/pkg/paging_core_bg.wasm', import.meta.url)) });

const RUNS = 10;
for (const [which, label] of [['plain', 'plain clock k=1, 1024 frames'], ['multiprogramming', 'multiprogramming, 8 processes']]) {
  let best = Infinity;
  let counters;
  for (let i = 0; i < RUNS; i++) {
    const run = Run.benchmark(which);
    const start = performance.now();
    run.run_to_end();
    best = Math.min(best, performance.now() - start);
    counters = JSON.parse(run.counters_json());
    run.free();
  }
  console.log(
    `WASM (Node ${process.version}) ${label}: ${counters.references} references, ${counters.faults} faults, ` +
      `best of ${RUNS}: ${best.toFixed(1)} ms = ${(counters.references / best / 1e3).toFixed(0)} M references/s`,
  );
}
