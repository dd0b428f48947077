// Bard 1971, Figures 7–9: every interval as a point of two throughput
// variables, the Pareto-maximal points joined into the frontier (the
// saturation curve), and the trade-off rates along it.
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { ChartFrame } from './axes';

const W = 420;
const H = 280;
const M = { top: 26, right: 14, bottom: 44, left: 58 };

export function FrontierChart({
  title,
  points,
  frontier,
  xLabel,
  yLabel,
}: {
  title: string;
  points: [number, number][];
  frontier: [number, number][];
  xLabel: string;
  yLabel: string;
}) {
  const sx = scaleLinear()
    .domain([0, Math.max(1, ...points.map((p) => p[0]))])
    .nice()
    .range([M.left, W - M.right]);
  const sy = scaleLinear()
    .domain([0, Math.max(1, ...points.map((p) => p[1]))])
    .nice()
    .range([H - M.bottom, M.top]);
  const path = line<[number, number]>()
    .x((p) => sx(p[0]))
    .y((p) => sy(p[1]));
  return (
    <ChartFrame
      width={W}
      height={H}
      m={M}
      title={title}
      className="frontier-chart"
      sy={sy}
      yLabel={yLabel}
      xTicks={sx.ticks(6).map((x) => ({ x: sx(x), label: x }))}
      xLabel={xLabel}
    >
      {points.map((p, i) => (
        <circle key={i} cx={sx(p[0])} cy={sy(p[1])} r={2.5} fill="#999" opacity={0.6} />
      ))}
      <path d={path(frontier) ?? ''} fill="none" stroke="var(--ink)" strokeWidth={2.5} data-testid="frontier" />
      {frontier.map((p, i) => (
        <rect key={i} x={sx(p[0]) - 4} y={sy(p[1]) - 4} width={8} height={8} fill="#D55E00">
          <title>{`Pareto-maximal: ${p[0].toFixed(1)}, ${p[1].toFixed(1)}`}</title>
        </rect>
      ))}
    </ChartFrame>
  );
}
