// The experiment worker's messages: one run asked for, its progress and its
// end reported back (the result as the core gives it). A run is cancelled by
// terminating its worker.
import type { ExperimentResult } from '../wasm/types/core';

export type ToWorker = { type: 'run'; name: string; seed: number; case: number };

export type FromWorker =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; result: ExperimentResult }
  | { type: 'error'; message: string };
