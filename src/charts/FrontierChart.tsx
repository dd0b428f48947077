// Bard 1971, Figures 7–9: every interval as a point of two throughput
// variables, the Pareto-maximal points joined into the frontier (the
// saturation curve), and the trade-off rates along it.
import { line } from 'd3-shape';
import { FOCUS, INK, MUTED } from '../viz/palette';
import { ChartBox, FrameSvg } from './Frame';
import { linearFrame } from './layout';
import { type SeriesStyle, shapePath } from './marks';

export interface FrontierChartProps {
  title: string;
  points: [number, number][];
  frontier: [number, number][];
  xLabel: string;
  yLabel: string;
  /** Width ÷ height when the container does not set the height. */
  ratio?: number;
}

const INTERVAL: SeriesStyle = { colour: MUTED, dash: '', shape: 'circle', points: true };
const PARETO: SeriesStyle = { colour: FOCUS, dash: '', shape: 'square' };

export function FrontierChart({ title, points, frontier, xLabel, yLabel, ratio = 1.5 }: FrontierChartProps) {
  return (
    <ChartBox ratio={ratio}>
      {(size, type) => {
        const frame = linearFrame(
          {
            ...size,
            type,
            title,
            xLabel,
            yLabel,
            legend: [
              { name: 'interval', style: INTERVAL },
              { name: 'Pareto-maximal (the frontier)', style: PARETO },
            ],
            y: { domain: [0, Math.max(1, ...points.map((p) => p[1]))] },
          },
          { domain: [0, Math.max(1, ...points.map((p) => p[0]))], nice: true },
        );
        const { sx, sy } = frame;
        const u = type.unit;
        const path = line<[number, number]>()
          .x((p) => sx(p[0]))
          .y((p) => sy(p[1]));
        return (
          <FrameSvg frame={frame} className="frontier-chart">
            {points.map((p, i) => (
              <circle key={i} cx={sx(p[0])} cy={sy(p[1])} r={2.5 * u} fill={MUTED} opacity={0.6} />
            ))}
            <path d={path(frontier) ?? ''} fill="none" stroke={INK} strokeWidth={2.5 * u} data-testid="frontier" />
            {frontier.map((p, i) => (
              <path
                key={i}
                transform={`translate(${sx(p[0])},${sy(p[1])})`}
                d={shapePath('square', 5 * u)}
                fill={FOCUS}
                stroke="#fff"
                strokeWidth={u}
              >
                <title>{`Pareto-maximal: ${p[0].toFixed(1)}, ${p[1].toFixed(1)}`}</title>
              </path>
            ))}
          </FrameSvg>
        );
      }}
    </ChartBox>
  );
}
