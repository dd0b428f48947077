// Bard 1971, Figures 7–9 and the Pareto algorithm: the intervals no other
// interval beats on both of two throughputs, and the trade-off rates along
// each frontier.
import { FrontierChart } from '../../charts/FrontierChart';
import { Exportable } from '../../components/Export';
import { count } from '../../components/words';
import { AXIS, FIGURE, type Report, SHORT } from './report';

export function Frontiers({ report }: { report: Report }) {
  return (
    <div className="pane-grid three">
      {report.frontiers.map((f) => (
        <Exportable key={`${f.x}-${f.y}`} name={`pareto-${f.x}-${f.y}`}>
          <FrontierChart
            title={`Figure ${FIGURE[`${f.x}-${f.y}`]} analogue: ${SHORT[f.x]} and ${SHORT[f.y]}`}
            points={f.points}
            frontier={f.frontier}
            xLabel={AXIS[f.x]}
            yLabel={AXIS[f.y]}
          />
          <p className="muted">
            {count(f.frontier.length, 'Pareto-maximal interval')} of {f.points.length}.
            {f.tradeoffs.length > 0 &&
              ` Along the frontier one more ${f.x === 'problem_state' ? '% of problem state' : `${SHORT[f.x]} per s`} costs ${Math.min(...f.tradeoffs).toFixed(2)} to ${Math.max(...f.tradeoffs).toFixed(2)} ${SHORT[f.y]} per s (the trade-off rates, −slope).`}
          </p>
        </Exportable>
      ))}
    </div>
  );
}
