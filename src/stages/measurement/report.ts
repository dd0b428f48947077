// Bard 1971's measurement report as the core gives it (measurement_json;
// generated from the Rust definitions), and the names of its variables in
// the paper's words.
import type { TrueTheta } from '../../wasm/types/core';

export type { MeasurementReport as Report } from '../../wasm/types/core';

export const NAMES: Record<string, string> = {
  theta0: 'θ0 — per second of real time (ms/s)',
  vsio: 'per file I/O, VSIO (ms)',
  page_io: 'per page I/O (ms)',
  problem_state: 'per second of problem state (ms/s)',
} satisfies Record<Exclude<keyof TrueTheta, 'page_io_fixed' | 'dispatch'>, string>;
export const AXIS: Record<string, string> = { problem_state: 'problem state (%)', page_io: 'page I/O per s', vsio: 'VSIO per s' };
export const SHORT: Record<string, string> = { problem_state: 'problem state', page_io: 'page I/O', vsio: 'VSIO' };
export const FIGURE: Record<string, number> = { 'problem_state-page_io': 7, 'problem_state-vsio': 8, 'page_io-vsio': 9 };
