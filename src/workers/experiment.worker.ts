// Runs experiments off the main thread: the core advances in slices of about
// 50 ms, reporting progress after each and checking for a cancel in between,
// so the page stays responsive however long the experiment.
import { ExperimentRun, loadCore } from '../wasm/core';
import type { FromWorker, ToWorker } from './protocol';

const post = (m: FromWorker) => (self as unknown as Worker).postMessage(m);
let current = 0;

self.onmessage = async (e: MessageEvent<ToWorker>) => {
  const msg = e.data;
  current += 1; // a new message cancels whatever ran before
  if (msg.type === 'cancel') return post({ type: 'cancelled' });
  const id = current;
  try {
    await loadCore();
    const run = new ExperimentRun(msg.name, BigInt(msg.seed));
    const slice = () => {
      if (id !== current) {
        run.free();
        return;
      }
      const start = performance.now();
      let done = false;
      while (!done && performance.now() - start < 50) done = run.advance(50_000n);
      post({ type: 'progress', fraction: run.progress() });
      if (done) {
        post({ type: 'done', result: JSON.parse(run.result_json()) });
        run.free();
      } else {
        setTimeout(slice, 0);
      }
    };
    slice();
  } catch (err) {
    post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
