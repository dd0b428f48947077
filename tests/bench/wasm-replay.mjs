// `pagingsim replay` in WASM under Node (docs/PERFORMANCE.md, "Replaying a
// fault-heavy trace"): the text trace read once, then replay_json — parse,
// renumber and one pass — per policy, best of 3.
//   node tests/bench/wasm-replay.mjs TRACE [FRAMES] [POLICY…]
import { readFileSync } from 'node:fs';
import { initSync, replay_json } from '../../src/wasm/pkg/paging_core.js';

initSync({ module: readFileSync(new URL('../../src/wasm/pkg/paging_core_bg.wasm', import.meta.url)) });

const [path, frames = '1000', ...asked] = process.argv.slice(2);
if (!path) throw new Error('usage: node tests/bench/wasm-replay.mjs TRACE [FRAMES] [fifo|lru|opt|clock…]');
const text = readFileSync(path, 'utf8');
for (const policy of asked.length ? asked : ['fifo', 'lru', 'opt', 'clock']) {
  let best = Infinity;
  let out;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    out = JSON.parse(replay_json(text, policy, Number(frames), 1));
    best = Math.min(best, performance.now() - start);
  }
  console.log(
    `WASM (Node ${process.version}) replay ${policy}${policy === 'clock' ? ' --plain --k 1' : ''}, ` +
      `${frames} frames: ${out.references} references, ${out.faults} faults, best of 3: ${best.toFixed(0)} ms`,
  );
}
