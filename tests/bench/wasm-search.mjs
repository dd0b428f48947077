// The counterexample search in WASM under Node, as the policies stage's
// compute worker runs it (search_json, the default budget): best of 3 per
// question, each given as pagingsim search's flags (tests/bench/search.sh).
//   node tests/bench/wasm-search.mjs "belady --policy fifo" "beats --a lru --b fifo --frames 3" …
import { readFileSync } from 'node:fs';
import { initSync, search_json } from '../../src/wasm/pkg/paging_core.js';

initSync({ module: readFileSync(new URL('../../src/wasm/pkg/paging_core_bg.wasm', import.meta.url)) });

/** pagingsim search's flags as the core's question (its defaults: k 1, 5 pages, 12 references). */
function question(flags) {
  const [kind, ...rest] = flags.split(/\s+/);
  const f = {};
  for (let i = 0; i < rest.length; i += 2) f[rest[i].replace(/^--/, '').replace('-', '_')] = rest[i + 1];
  const n = (x, d) => Number(x ?? d);
  const bounds = { k: n(f.k, 1), pages: n(f.pages, 5), max_length: n(f.max_length, 12) };
  return kind === 'belady'
    ? { question: 'belady', policy: f.policy, ...bounds }
    : { question: 'beats', a: f.a, b: f.b, frames: n(f.frames, 3), ...bounds };
}

for (const flags of process.argv.slice(2)) {
  const q = JSON.stringify(question(flags));
  // CPU time (user + system), as search.sh measures natively: the machine may be shared.
  let best = Infinity;
  let out;
  for (let i = 0; i < 3; i++) {
    const start = process.cpuUsage();
    out = search_json(q, 0);
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  console.log(`WASM (Node ${process.version}) search ${flags}: best of 3: ${best.toFixed(0)} ms CPU — ${out}`);
}
