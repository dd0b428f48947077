// Faults against frames off the main thread: FIFO and the clock are
// simulated once per number of frames, which takes a moment on long strings.
import { loadCore, policy_curves_json } from '../../wasm/core';

export type CurvesRequest = { key: string; json: string };
export type CurvesReply = { key: string; curves: string } | { key: string; error: string };

self.onmessage = async (e: MessageEvent<CurvesRequest>) => {
  const { key, json } = e.data;
  const post = (m: CurvesReply) => (self as unknown as Worker).postMessage(m);
  try {
    await loadCore();
    post({ key, curves: policy_curves_json(json) });
  } catch (err) {
    post({ key, error: err instanceof Error ? err.message : String(err) });
  }
};
