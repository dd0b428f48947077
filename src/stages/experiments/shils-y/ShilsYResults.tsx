// Shils 1968, Figure 3: the batch's completion time against the leveler's
// CPU parameter y, beside what the leveler did at each y.
import { LineChart } from '../../../charts/LineChart';
import { Exportable } from '../../../components/Export';
import type { ArmsOf } from '../types';

export function ShilsYResults({ arms }: { arms: ArmsOf<'shils-y'> }) {
  const done = arms.map((a) => a.metrics.batch_completion_s);
  return (
    <div className="exp-grid chart-table">
      <Exportable name="shils-y">
        <LineChart
          title="Figure 3: batch completion against y"
          xs={arms.map((a) => a.metrics.y_pct)}
          xLabel="y (%)"
          yLabel="batch done (s)"
          series={[{ name: 'completion time', values: done }]}
          missingLabel="not done in the run’s two hours"
        />
      </Exportable>
      <div className="exp-table scroll">
        <table className="table1" data-testid="shils-y-table">
          <caption>Each y: × in the chart marks a batch not done in the run’s two hours</caption>
          <thead>
            <tr>
              <th scope="col">y (%)</th>
              <th scope="col">batch done (s)</th>
              <th scope="col">jobs set aside</th>
              <th scope="col">CPU activity (%)</th>
              <th scope="col">OVER → OVER</th>
            </tr>
          </thead>
          <tbody>
            {arms.map((a, i) => (
              <tr key={a.name}>
                <th scope="row">{a.metrics.y_pct}</th>
                <td>{done[i] === null ? 'not in 2 h' : done[i]!.toFixed(0)}</td>
                <td>{a.metrics.set_asides}</td>
                <td>{a.metrics.cpu_activity.toFixed(1)}</td>
                <td>{a.metrics.p_over_over === null ? '—' : a.metrics.p_over_over.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
