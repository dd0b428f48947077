// Bard 1971's measurement report as the core gives it (measurement_json;
// generated from the Rust definitions), the names of its variables in the
// paper's words, and Bard's own figures to set beside the lab's.
import type { TrueTheta } from '../../wasm/types/core';

export type { MeasurementReport as Report } from '../../wasm/types/core';

export const NAMES: Record<string, string> = {
  theta0: 'θ0 — per second of real time (ms/s)',
  vsio: 'per file I/O, VSIO (ms)',
  page_io: 'per page I/O (ms)',
  problem_state: 'per second of problem state (ms/s)',
} satisfies Record<Exclude<keyof TrueTheta, 'page_io_fixed' | 'dispatch'>, string>;
/** Table 5, data set III-3 without VMIO (the lab simulates none): θ in the units of `NAMES`. */
export const BARD_THETA: Record<string, number> = { theta0: 8.9, vsio: 8.1, page_io: 2.2, problem_state: 138.0 };
/** Table 5's R² over the three data sets (II-2 0.88, II-3 0.90, III-3 0.86). */
export const BARD_R2 = '0.86–0.90';
/** Table 6: dispatch time per unit of each variable, III-3. */
export const BARD_PHI: Record<string, number> = { theta0: 0.7, vsio: 0.6, page_io: 0.7, problem_state: 1 };
/** Table 9: dispatch's share of CP time in III-3, %. */
export const BARD_DISPATCH_PCT = 8.5;
export const AXIS: Record<string, string> = { problem_state: 'problem state (%)', page_io: 'page I/O per s', vsio: 'VSIO per s' };
export const SHORT: Record<string, string> = { problem_state: 'problem state', page_io: 'page I/O', vsio: 'VSIO' };
export const FIGURE: Record<string, number> = { 'problem_state-page_io': 7, 'problem_state-vsio': 8, 'page_io-vsio': 9 };
