// The LRU lifetime curve of a long text trace in WASM under Node
// (docs/PERFORMANCE.md, "A sampled curve"): the file's bytes handed to
// trace_curve_json — parse, pages, then the curve — with the sampling given
// (auto: sampled at R = 0.01 beyond 20 M references), and the WASM memory
// it grew to.
//   node tests/bench/wasm-sampled-curve.mjs TRACE [MAX_FRAMES] [auto|exact|R]
import { readFileSync } from 'node:fs';
import { initSync, trace_curve_json } from '../../src/wasm/pkg/paging_core.js';

const wasm = initSync({ module: readFileSync(new URL('../../src/wasm/pkg/paging_core_bg.wasm', import.meta.url)) });
const [path, max = '20000', rate = 'auto'] = process.argv.slice(2);
if (!path) throw new Error('usage: node tests/bench/wasm-sampled-curve.mjs TRACE [MAX_FRAMES] [auto|exact|R]');
const bytes = readFileSync(path);
const start = performance.now();
const r = JSON.parse(trace_curve_json(bytes, 'text', 4096n, false, 'lru', Number(max), 1000, rate, true));
const ms = performance.now() - start;
const s = r.sampled;
console.log(
  `WASM (Node ${process.version}) curve lru to ${max} frames, ${r.references} references, ` +
    (s ? `sampled at R = ${s.rate.toPrecision(3)} (${s.sampled_references} references on ${s.sampled_pages} pages)` : 'exact') +
    `: ${ms.toFixed(0)} ms; WASM memory ${(wasm.memory.buffer.byteLength / 2 ** 20).toFixed(0)} MiB`,
);
