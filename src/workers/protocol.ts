// The experiment worker's messages: one run asked for, its progress and its
// end reported back. A run is cancelled by terminating its worker.

export interface ExperimentArm {
  name: string;
  metrics: Record<string, unknown>;
}

export interface ExperimentResult {
  experiment: string;
  seed: number;
  arms: ExperimentArm[];
}

export type ToWorker = { type: 'run'; name: string; seed: number };

export type FromWorker =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; result: ExperimentResult }
  | { type: 'error'; message: string };
