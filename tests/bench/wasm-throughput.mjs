// The throughput benchmarks of docs/PERFORMANCE.md in WASM under Node: the
// same scenarios as `cargo bench` (wasm-core/benches/throughput.rs), strings
// generated before timing, best of 10 runs of run_to_end.
import { readFileSync } from 'node:fs';
import { initSync, Run } from '../../src/wasm/pkg/paging_core.js';

initSync({ module: readFileSync(new URL('../../src/wasm/pkg/paging_core_bg.wasm', import.meta.url)) });

const RUNS = 10;
for (const [which, label] of [
  ['plain', 'plain clock k=1, 1024 frames'],
  ['multiprogramming', 'multiprogramming, 8 processes'],
  ['fault-heavy', 'fault-heavy: plain clock k=1, 1000 frames, Zipf LRU stack'],
]) {
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

// Exact curves (docs/PERFORMANCE.md): the plain benchmark's 10 M-reference
// string, and its first 100 000 references (the chart's recompute).
{
  const { curve_pages_json } = await import('../../src/wasm/pkg/paging_core.js');
  const run = Run.benchmark('plain');
  const pages = run.pages(0);
  run.free();
  for (const [label, slice, policy, max] of [
    ['LRU curve, sizes 1..1024', pages, 'lru', 1024],
    ['working-set curves, windows 1..10000', pages, 'ws', 10000],
    ['LRU curve of 100 000 references, sizes 1..1024', pages.subarray(0, 100_000), 'lru', 1024],
    ['working-set curves of 100 000 references, windows 1..1000', pages.subarray(0, 100_000), 'ws', 1000],
  ]) {
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      curve_pages_json(slice, policy, max, 1000, 'exact', true);
      best = Math.min(best, performance.now() - start);
    }
    console.log(`WASM (Node ${process.version}) ${label}: ${slice.length} references, best of 3: ${best.toFixed(1)} ms`);
  }
}
