// Bard 1971's measurement report as the core gives it (measurement_json),
// and the names of its variables in the paper's words.
export interface Report {
  theta: Record<string, number>;
  true_theta: Record<string, number> | null;
  r2: number;
  s: number;
  n: number;
  outliers_dropped: number;
  steps: { added: string; f: number; r2: number; s: number }[];
  groups: { active: number; n: number; problem_pct: number; page_io: number; vsio: number; cp_pct: number }[];
  frontiers: { x: string; y: string; points: [number, number][]; frontier: [number, number][]; tradeoffs: number[] }[];
}

export const NAMES: Record<string, string> = {
  theta0: 'θ0 — per second of real time (ms/s)',
  vsio: 'per file I/O, VSIO (ms)',
  page_io: 'per page I/O (ms)',
  problem_state: 'per second of problem state (ms/s)',
  dispatch: 'per dispatch (ms)',
};
export const AXIS: Record<string, string> = { problem_state: 'problem state (%)', page_io: 'page I/O per s', vsio: 'VSIO per s' };
export const SHORT: Record<string, string> = { problem_state: 'problem state', page_io: 'page I/O', vsio: 'VSIO' };
export const FIGURE: Record<string, number> = { 'problem_state-page_io': 7, 'problem_state-vsio': 8, 'page_io-vsio': 9 };
