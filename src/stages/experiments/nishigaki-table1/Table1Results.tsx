// Nishigaki 1981, Table 1: for each program and criterion, the OWE's average
// window, working set and space-time product, measured against the optimum
// from Turner's recursion — the lab's run beside the paper's.
import { Exportable } from '../../../components/Export';
import type { KneeCriterion, Table1Metrics } from '../../../wasm/types/core';
import type { ArmsOf } from '../types';

type Measure = keyof Pick<
  Table1Metrics,
  'mean_window' | 'mean_working_set' | 'space_time' | 'optimal_window' | 'optimal_working_set' | 'optimal_space_time'
>;

/** Each row: its label, the measured and the optimal value, and their format. */
type Row = [string, Measure, Measure, (v: number) => string];

const ROWS: Row[] = [
  ['average window (10⁶ instructions)', 'mean_window', 'optimal_window', (v) => (v / 1e6).toFixed(2)],
  ['average working set (pages)', 'mean_working_set', 'optimal_working_set', (v) => v.toFixed(1)],
  ['space-time per reference (X for PE, Y for LT)', 'space_time', 'optimal_space_time', (v) => (v < 0.1 ? v.toFixed(3) : v.toFixed(2))],
];

/** Nishigaki's Table 1 by program and criterion: (measured, optimal) window (10⁶ instructions), working set, space-time. */
const PAPER: Record<string, Record<KneeCriterion, [number, number][]>> = {
  S1: {
    pe: [
      [0.82, 1.2],
      [32.5, 34.2],
      [48.5, 48.1],
    ],
    lt: [
      [2.74, 4.0],
      [42.5, 44.1],
      [9.83, 9.38],
    ],
  },
  S2: {
    pe: [
      [1.76, 2.6],
      [49.0, 50.0],
      [55.1, 50.0],
    ],
    lt: [
      [2.18, 2.6],
      [49.8, 50.0],
      [0.001, 0.0],
    ],
  },
  S3: {
    pe: [
      [0.56, 0.3],
      [11.1, 10.7],
      [15.8, 15.2],
    ],
    lt: [
      [1.2, 0.4],
      [15.8, 11.3],
      [6.3, 4.55],
    ],
  },
};

/** The paper's values for a run in the lab's units (windows in instructions). */
const paper = ({ program, criterion }: Table1Metrics, row: number) => PAPER[program][criterion][row].map((v) => (row === 0 ? v * 1e6 : v));

export function Table1Results({ arms }: { arms: ArmsOf<'nishigaki-table1'> }) {
  return (
    <div className="exp-table scroll">
      <Exportable name="nishigaki-table1">
        <table className="table1" data-testid="table1">
          <caption>Table 1 — each cell: measured under the OWE / optimal (Turner’s recursion, windows a multiple of Δ)</caption>
          <thead>
            <tr>
              <th scope="col">criterion</th>
              {arms.map((a) => (
                <th key={a.name} scope="col">
                  {a.metrics.program} {a.metrics.criterion.toUpperCase()}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.flatMap(([label, measured, optimal, f], r) => [
              <tr key={label} data-row={measured}>
                <th scope="row">{label} — lab</th>
                {arms.map((a) => (
                  <td key={a.name}>
                    {f(a.metrics[measured])} / {f(a.metrics[optimal])}
                  </td>
                ))}
              </tr>,
              <tr key={`${label}-paper`} className="paper-row">
                <th scope="row">Nishigaki 1981</th>
                {arms.map((a) => {
                  const [m, o] = paper(a.metrics, r);
                  return (
                    <td key={a.name}>
                      {f(m)} / {f(o)}
                    </td>
                  );
                })}
              </tr>,
            ])}
          </tbody>
        </table>
      </Exportable>
    </div>
  );
}
