// Bard 1975, Table 2 as a grid: the arms `psi/<workload>/<kb>` and
// `cp67/<workload>/<kb>` read into cells — each scheduler's problem-state
// time and the Ψ-scheduler's margin — and the margins' spread over seeds.
import type { ArmWith } from '../types';

export const WORKLOADS = ['workload-1', 'workload-2', 'workload-3'] as const;
export const SIZES = [768, 512] as const;

/** Each workload's words in Bard 1975 §11. */
export const WORKLOAD_WORDS: Record<(typeof WORKLOADS)[number], string> = {
  'workload-1': 'no compute-bound programs',
  'workload-2': 'some compute-bound',
  'workload-3': 'more compute-bound',
};

/** Bard 1975, Table 2: problem state (%) under CP-67's scheduler and the Ψ-scheduler. */
export const BARD: Record<string, { cp67: number; psi: number }> = {
  'workload-1/768': { cp67: 43.9, psi: 49.8 },
  'workload-2/768': { cp67: 59.6, psi: 63.1 },
  'workload-3/768': { cp67: 55.6, psi: 62.1 },
  'workload-1/512': { cp67: 28.2, psi: 29.8 },
  'workload-2/512': { cp67: 41.3, psi: 44.2 },
  'workload-3/512': { cp67: 43.6, psi: 47.0 },
};

/** Bard 1975 §11: "differences of up to two percentage points between runs" are insignificant. */
export const SIGNIFICANT = 2;

export interface Cell {
  key: string;
  psi: number;
  cp67: number;
  /** Ψ-scheduler minus CP-67, percentage points. */
  margin: number;
}

/** The six cells of one run, workloads in rows' order and 768 KB before 512 KB. */
export function cells(arms: ArmWith<{ problem_state_pct: number }>[]): Cell[] {
  const get = (name: string) => {
    const a = arms.find((x) => x.name === name);
    if (!a) throw new Error(`arm = ${name} is not in the result: expected psi/<workload>/<kb> and cp67/<workload>/<kb>`);
    return a.metrics.problem_state_pct;
  };
  return WORKLOADS.flatMap((w) =>
    SIZES.map((kb) => {
      const key = `${w}/${kb}`;
      const psi = get(`psi/${key}`);
      const cp67 = get(`cp67/${key}`);
      return { key, psi, cp67, margin: psi - cp67 };
    }),
  );
}

/** A cell's verdict in words: who wins, and whether by less than Bard's two points. */
export function verdict(margin: number): { who: string; size: string } {
  const who =
    margin > 0 ? 'Ψ-scheduler ahead' : margin < 0 ? 'CP-67 ahead: the Ψ-scheduler does not win' : 'a tie: the Ψ-scheduler does not win';
  return { who, size: Math.abs(margin) < SIGNIFICANT ? 'within Bard’s 2 insignificant points' : 'beyond Bard’s 2 points' };
}

/** The margins of each cell over several seeds' runs: least, mean and most. */
export function spread(runs: Cell[][]): Map<string, { min: number; mean: number; max: number; n: number }> {
  const out = new Map<string, { min: number; mean: number; max: number; n: number }>();
  for (const key of runs[0]?.map((c) => c.key) ?? []) {
    const m = runs.map((r) => r.find((c) => c.key === key)!.margin);
    out.set(key, { min: Math.min(...m), mean: m.reduce((a, b) => a + b, 0) / m.length, max: Math.max(...m), n: m.length });
  }
  return out;
}
