// Computes the stages' analyses off the page's thread, one request at a
// time, reporting how far a trace file has been read (when the shown
// percent changes). The page cancels one by terminating the worker
// (useComputation), fetching and parsing included. A trace is fetched only
// from this lab's origin: its samples or a file opened in the page.
import { loadCore } from '../wasm/core';
import { compute, type FromCompute, type ToCompute } from './compute';
import { whenChanged } from './reading';
import { checkFetch } from './traceUrl';

const post = (m: FromCompute) => (self as unknown as Worker).postMessage(m);

self.onmessage = async (e: MessageEvent<ToCompute>) => {
  const { id, request } = e.data;
  try {
    if ('url' in request) checkFetch(request.url, self.location.origin);
    await loadCore();
    const progress = whenChanged((reading) => post({ id, reading }));
    post({ id, json: await compute(request, (reading) => (reading ? progress(reading) : post({ id, reading }))) });
  } catch (err) {
    post({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
