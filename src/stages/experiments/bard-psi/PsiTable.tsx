// Bard 1975, Table 2 as numbers for each run: problem-state time and what
// drives it, and Ψs (eq. 4) beside its estimate Ψs* (eq. 5) — over the run
// and in Bard's region, Ψs* ≤ 20 — with what breaks eq. 5's assumption.
import type { PsiMetrics } from '../../../wasm/types/core';
import type { PsiArms } from './PsiResults';

/** The measures of the table (each a number, or null when the run could not measure it). */
type Measure = keyof Omit<PsiMetrics, 'series'>;

const ROWS: [string, Measure, (v: number) => string][] = [
  ['problem state (%)', 'problem_state_pct', (v) => v.toFixed(1)],
  ['CP (supervisor) time (%)', 'cp_pct', (v) => v.toFixed(1)],
  ['mean multiprogramming level', 'mean_mpl', (v) => v.toFixed(2)],
  ['page reads per second', 'paging_rate', (v) => v.toFixed(1)],
  ['steal ratio', 'steal_ratio', (v) => v.toFixed(2)],
  ['mean Ψs (measured, eq. 4)', 'psi_s_mean', (v) => v.toFixed(2)],
  ['mean Ψs over pages of active owners', 'psi_s_active_mean', (v) => v.toFixed(2)],
  ['mean Ψs* (from counters, eq. 5)', 'psi_s_star_mean', (v) => v.toFixed(2)],
  ['Ψs where Ψs* ≤ 20 (Bard’s region)', 'psi_s_in_range', (v) => v.toFixed(2)],
  ['Ψs* where Ψs* ≤ 20', 'psi_s_star_in_range', (v) => v.toFixed(2)],
  ['10 s intervals with Ψs* ≤ 20', 'intervals_in_range', (v) => v.toFixed(0)],
  ['their correlation there (Bard: 0.905)', 'psi_correlation_in_range', (v) => v.toFixed(2)],
  ['pages the pointer took whose owner was inactive', 'inactive_share', (v) => `${(100 * v).toFixed(0)} %`],
  ['of all replaced, overwritten before the pointer moved (CP-67’s rule)', 'overwritten_share', (v) => `${(100 * v).toFixed(0)} %`],
  ['terminal interactions completed', 'interactions', (v) => v.toFixed(0)],
];

export function PsiTable({ arms, caption }: { arms: PsiArms; caption: string }) {
  return (
    <div className="exp-table scroll">
      <table className="table1" data-testid="psi-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th />
            {arms.map((a) => (
              <th key={a.name} scope="col">
                {a.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, key, f]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {arms.map((a) => {
                const v = a.metrics[key];
                return <td key={a.name}>{typeof v === 'number' ? f(v) : '—'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
