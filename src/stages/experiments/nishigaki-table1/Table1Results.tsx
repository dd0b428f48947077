// Nishigaki 1981, Table 1: for each program and criterion, the OWE's average
// window, working set and space-time product, measured against the optimum
// from Turner's recursion — the lab's run beside the paper's, an optimum at
// the edge of the windows the OWE can set marked as such; then §4's
// overhead: the OWE's CPU against a run held at the optimal window.
import { Exportable } from '../../../components/Export';
import type { KneeCriterion, Table1Metrics } from '../../../wasm/types/core';
import { WINDOW_READING } from '../nishigaki-owe/windowReading';
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

/** What an optimum at the edge of the measurable range means. */
const EDGE_NOTE =
  'the optimal window is the smallest (Δ) or the largest the OWE can set, so the least X or Y may lie beyond the windows measured: it is where the range ends, not a knee in the curve. An LT optimum at the largest window means Y still falls there, as it does for any program until all its pages fit.';

/** The paper's values for a run in the lab's units (windows in instructions). */
const paper = ({ program, criterion }: Table1Metrics, row: number) => PAPER[program][criterion][row].map((v) => (row === 0 ? v * 1e6 : v));

/** §4: the OWE's overhead, S2 and S3 (the paper's: 1.2 % for S2 under both knees; 0.35 % PE, 0.59 % LT for S3). */
const PAPER_OVERHEAD: Record<string, Record<KneeCriterion, number>> = { S2: { pe: 1.2, lt: 1.2 }, S3: { pe: 0.35, lt: 0.59 } };

function Overhead({ arms }: { arms: ArmsOf<'nishigaki-table1'> }) {
  const fixed = arms.filter((a) => a.metrics.fixed);
  const owe = (f: (typeof arms)[number]) =>
    arms.find((a) => !a.metrics.fixed && a.metrics.program === f.metrics.program && a.metrics.criterion === f.metrics.criterion);
  return (
    <table className="table1" data-testid="owe-overhead">
      <caption>§4: the OWE’s overhead — its supervisor time against a run held at the optimal window, over the same 2 s</caption>
      <thead>
        <tr>
          <th scope="col">program</th>
          <th scope="col">OWE: supervisor time</th>
          <th scope="col">fixed window: supervisor time</th>
          <th scope="col">overhead (lab)</th>
          <th scope="col">references lost</th>
          <th scope="col">Nishigaki 1981</th>
        </tr>
      </thead>
      <tbody>
        {fixed.map((f) => {
          const o = owe(f);
          if (!o) return null;
          const { program, criterion } = f.metrics;
          return (
            <tr key={f.name}>
              <th scope="row">
                {program} {criterion.toUpperCase()}
              </th>
              <td>{(o.metrics.supervisor_share * 100).toFixed(2)} %</td>
              <td>{(f.metrics.supervisor_share * 100).toFixed(2)} %</td>
              <td>{((o.metrics.supervisor_share - f.metrics.supervisor_share) * 100).toFixed(2)} %</td>
              <td>{((1 - o.metrics.references / f.metrics.references) * 100).toFixed(2)} %</td>
              <td>{PAPER_OVERHEAD[program]?.[criterion].toFixed(2)} %</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function Table1Results({ arms: all }: { arms: ArmsOf<'nishigaki-table1'> }) {
  const arms = all.filter((a) => !a.metrics.fixed);
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
                    {r === 0 && a.metrics.optimal_at_edge && <span className="edge-mark">at the edge</span>}
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
        {arms.some((a) => a.metrics.optimal_at_edge) && (
          <p className="muted" data-testid="edge-note">
            <span className="edge-mark">at the edge</span> {EDGE_NOTE}
          </p>
        )}
      </Exportable>
      <p className="muted" data-testid="window-reading">
        {WINDOW_READING}
      </p>
      <Exportable name="nishigaki-owe-overhead">
        <Overhead arms={all} />
      </Exportable>
    </div>
  );
}
