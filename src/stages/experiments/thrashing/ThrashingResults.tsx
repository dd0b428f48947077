// Thrashing: processor use against the multiprogramming level — useful work
// (problem state) and everything the processor did (problem + supervisor) —
// with the paging behind it.
import { LineChart } from '../../../charts/LineChart';
import { Exportable } from '../../../components/Export';
import type { ThrashingMetrics } from '../../../wasm/types/core';
import type { ArmsOf, ArmWith } from '../types';

/** An arm's level: its bound on the multiprogramming level, which every arm of the experiment sets. */
function level({ name, metrics }: ArmWith<ThrashingMetrics>): number {
  if (metrics.max_mpl === null) throw new Error(`arm = ${name} has no multiprogramming bound: expected one on every thrashing arm`);
  return metrics.max_mpl;
}

export function ThrashingResults({ arms }: { arms: ArmsOf<'thrashing'> }) {
  const col = (key: 'problem_pct' | 'cpu_busy_pct') => arms.map((a) => a.metrics[key]);
  return (
    <div className="exp-grid chart-table">
      <Exportable name="thrashing">
        <LineChart
          title="CPU use against the multiprogramming level"
          xs={arms.map(level)}
          xLabel="multiprogramming level (jobs admitted at most)"
          yLabel="% of elapsed time"
          yMax={100}
          series={[
            { name: 'problem state (useful work)', values: col('problem_pct') },
            { name: 'busy (problem + supervisor)', values: col('cpu_busy_pct') },
          ]}
        />
      </Exportable>
      <div className="exp-table scroll">
        <table className="table1" data-testid="thrashing-table">
          <caption>Two minutes at each level</caption>
          <thead>
            <tr>
              <th scope="col">level</th>
              <th scope="col">problem state (%)</th>
              <th scope="col">busy (%)</th>
              <th scope="col">pages replaced per s</th>
              <th scope="col">references (k)</th>
            </tr>
          </thead>
          <tbody>
            {arms.map((a) => (
              <tr key={a.name}>
                <th scope="row">{level(a)}</th>
                <td>{a.metrics.problem_pct.toFixed(1)}</td>
                <td>{a.metrics.cpu_busy_pct.toFixed(1)}</td>
                <td>{a.metrics.page_rate.toFixed(1)}</td>
                <td>{(a.metrics.references / 1000).toFixed(0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
