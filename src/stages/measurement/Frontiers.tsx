// Bard 1971, Figures 7–9 and the Pareto algorithm: the intervals no other
// interval beats on both of two throughputs, each flagged CPU-limited
// (practically no wait) or drum-limited (page I/O near the drum's
// capacity), and the trade-off rates along each frontier — at saturation
// in Bard's own units beside his.
import { FrontierChart } from '../../charts/FrontierChart';
import { Exportable } from '../../components/Export';
import { count } from '../../components/words';
import type { Limit } from '../../wasm/types/core';
import { AXIS, FIGURE, type Report, SHORT } from './report';

type Frontier = Report['frontiers'][number];

/** Bard's trade-off rates at saturation (the text after Figure 9), in his units: [what, from our −slope, his]. */
const BARD_RATE: Record<string, [string, (t: number) => number, string]> = {
  'problem_state-page_io': ['ms of problem state = 1 page', (t) => 10 / t, 'Bard: 11 on CP II, 7.9 on CP III'],
  'problem_state-vsio': ['ms of problem state = 1 VSIO', (t) => 10 / t, 'Bard: 12'],
  'page_io-vsio': ['pages = 1 VSIO', (t) => 1 / t, 'Bard: 1.5 (3 pages = 2 VSIO)'],
};

function limitNames(report: Report): Record<Limit, string> {
  const cap = report.drum_capacity;
  const drum = cap === null ? 'drum-limited' : `drum-limited (page I/O ≥ ${Math.round(100 * report.drum_near)} % of ${cap.toFixed(0)}/s)`;
  return {
    cpu: `CPU-limited (wait < ${report.cpu_limited_wait_pct} %)`,
    drum,
    both: 'CPU- and drum-limited',
    neither: 'neither (slack)',
  };
}

function Rates({ f }: { f: Frontier }) {
  if (f.tradeoffs.length === 0) return null;
  const unit = f.x === 'problem_state' ? '% of problem state' : `${SHORT[f.x]} per s`;
  const [what, convert, bard] = BARD_RATE[`${f.x}-${f.y}`];
  return (
    <>
      {` Along the frontier one more ${unit} costs ${Math.min(...f.tradeoffs).toFixed(2)} to ${Math.max(...f.tradeoffs).toFixed(2)} ${SHORT[f.y]} per s (the trade-off rates, −slope).`}
      {f.saturated_tradeoff === null
        ? ' No two neighbouring points are limited: no rate at saturation to read.'
        : ` At saturation (median between neighbours both limited): ${convert(f.saturated_tradeoff).toFixed(1)} ${what} (${bard}).`}
    </>
  );
}

export function Frontiers({ report }: { report: Report }) {
  const names = limitNames(report);
  const cap = report.drum_capacity;
  return (
    <div className="pane-grid three">
      {report.frontiers.map((f) => {
        const n = (l: Limit) => f.limits.filter((x) => x === l || x === 'both').length;
        const axis = f.y === 'page_io' ? 'y' : f.x === 'page_io' ? 'x' : null;
        return (
          <Exportable key={`${f.x}-${f.y}`} name={`pareto-${f.x}-${f.y}`}>
            <FrontierChart
              title={`Figure ${FIGURE[`${f.x}-${f.y}`]} analogue: ${SHORT[f.x]} and ${SHORT[f.y]}`}
              points={f.points}
              frontier={f.frontier}
              limits={f.limits}
              limitNames={names}
              capacity={axis && cap !== null ? { axis, value: cap, label: `drum capacity ${cap.toFixed(0)}/s` } : undefined}
              xLabel={AXIS[f.x]}
              yLabel={AXIS[f.y]}
            />
            <p className="muted" data-testid="frontier-summary">
              {count(f.frontier.length, 'Pareto-maximal interval')} of {f.points.length}: {n('cpu')} CPU-limited, {n('drum')} drum-limited.
              <Rates f={f} />
            </p>
          </Exportable>
        );
      })}
    </div>
  );
}
