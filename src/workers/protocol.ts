// The experiment worker's messages: a small tagged union each way.

export interface ExperimentArm {
  name: string;
  metrics: Record<string, unknown>;
}

export interface ExperimentResult {
  experiment: string;
  seed: number;
  arms: ExperimentArm[];
}

export type ToWorker = { type: 'run'; name: string; seed: number } | { type: 'cancel' };

export type FromWorker =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; result: ExperimentResult }
  | { type: 'cancelled' }
  | { type: 'error'; message: string };
