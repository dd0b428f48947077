// Computes the stages' analyses off the page's thread, one request at a
// time. The page cancels one by terminating the worker (useComputation).
import { loadCore } from '../wasm/core';
import { compute, type FromCompute, type ToCompute } from './compute';

const post = (m: FromCompute) => (self as unknown as Worker).postMessage(m);

self.onmessage = async (e: MessageEvent<ToCompute>) => {
  const { id, request } = e.data;
  try {
    await loadCore();
    post({ id, json: await compute(request) });
  } catch (err) {
    post({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
