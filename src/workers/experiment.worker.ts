// Runs one experiment off the main thread: the core advances in slices of
// about 50 ms, reporting progress after each, so the page stays responsive
// however long the experiment. The page cancels a run by terminating the
// worker; each worker runs one experiment.
import { ExperimentRun, loadCore } from '../wasm/core';
import type { FromWorker, ToWorker } from './protocol';

const post = (m: FromWorker) => (self as unknown as Worker).postMessage(m);
const fail = (err: unknown) => post({ type: 'error', message: err instanceof Error ? err.message : String(err) });

self.onmessage = async (e: MessageEvent<ToWorker>) => {
  const { name, seed, case: which } = e.data;
  try {
    await loadCore();
    const run = new ExperimentRun(name, BigInt(seed), which);
    const slice = () => {
      try {
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
      } catch (err) {
        fail(err);
      }
    };
    slice();
  } catch (err) {
    fail(err);
  }
};
