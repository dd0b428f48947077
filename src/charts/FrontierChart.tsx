// Bard 1971, Figures 7–9: every interval as a point of two throughput
// variables, the Pareto-maximal points joined into the frontier (the
// saturation curve), each marked by what limited its interval — the CPU
// (practically no wait), the drum (page I/O near its capacity) or neither —
// with the region under the CPU- and drum-limited stretches shaded, and the
// drum's capacity drawn on a page-I/O axis. Colours are Shils's areas (the
// lab's one language): CPU busy green, paging overload vermillion, slack
// blue; shapes tell them apart too.
import { line } from 'd3-shape';
import { INK, MUTED, REGION_COLOURS } from '../viz/palette';
import type { Limit } from '../wasm/types/core';
import { ChartBox, FrameSvg } from './Frame';
import type { LegendEntry } from './layout';
import { linearFrame } from './layout';
import { type SeriesStyle, shapePath } from './marks';

export interface FrontierChartProps {
  title: string;
  points: [number, number][];
  frontier: [number, number][];
  /** What limited each frontier point's interval (the core's flags). */
  limits: Limit[];
  /** The legend's name of each kind of limit. */
  limitNames: Record<Limit, string>;
  /** The drum's capacity on the x or the y axis (page I/O per s), if that axis is page I/O. */
  capacity?: { axis: 'x' | 'y'; value: number; label: string };
  xLabel: string;
  yLabel: string;
  /** Width ÷ height when the container does not set the height. */
  ratio?: number;
}

const INTERVAL: SeriesStyle = { colour: MUTED, dash: '', shape: 'circle', points: true };
export const LIMIT_STYLE: Record<Limit, SeriesStyle> = {
  cpu: { colour: REGION_COLOURS.ok, dash: '', shape: 'circle', points: true },
  drum: { colour: REGION_COLOURS.overload, dash: '', shape: 'triangle', points: true },
  both: { colour: INK, dash: '', shape: 'diamond', points: true },
  neither: { colour: REGION_COLOURS.underload, dash: '', shape: 'square', points: true },
};
const CAPACITY: SeriesStyle = { colour: REGION_COLOURS.overload, dash: '6 3', shape: 'circle' };
const ORDER: Limit[] = ['cpu', 'drum', 'both', 'neither'];

/** The stretch of x under frontier point i: halfway to each neighbour (to the axis before the first). */
function band(frontier: [number, number][], i: number): [number, number] {
  const x = frontier[i][0];
  const before = i === 0 ? 0 : (frontier[i - 1][0] + x) / 2;
  const after = i === frontier.length - 1 ? x : (x + frontier[i + 1][0]) / 2;
  return [before, after];
}

export function FrontierChart(props: FrontierChartProps) {
  const { title, points, frontier, limits, limitNames, capacity, xLabel, yLabel, ratio = 1.5 } = props;
  const present = ORDER.filter((l) => limits.includes(l));
  const legend: LegendEntry[] = [
    { name: 'interval', style: INTERVAL },
    ...present.map((l) => ({ name: limitNames[l], style: LIMIT_STYLE[l] })),
    ...(capacity ? [{ name: capacity.label, style: CAPACITY }] : []),
  ];
  const xMax = Math.max(1, ...points.map((p) => p[0]), capacity?.axis === 'x' ? capacity.value : 0);
  const yMax = Math.max(1, ...points.map((p) => p[1]), capacity?.axis === 'y' ? capacity.value : 0);
  return (
    <ChartBox ratio={ratio}>
      {(size, type) => {
        const frame = linearFrame(
          { ...size, type, title, xLabel, yLabel, legend, y: { domain: [0, yMax] } },
          { domain: [0, xMax], nice: true },
        );
        const { sx, sy, plot } = frame;
        const u = type.unit;
        const path = line<[number, number]>()
          .x((p) => sx(p[0]))
          .y((p) => sy(p[1]));
        return (
          <FrameSvg frame={frame} className="frontier-chart">
            {frontier.map((p, i) => {
              const l = limits[i];
              if (l === 'neither') return null;
              const [a, b] = band(frontier, i);
              return (
                <rect
                  key={`band-${i}`}
                  data-region={l}
                  x={sx(a)}
                  y={sy(p[1])}
                  width={Math.max(u, sx(b) - sx(a))}
                  height={Math.max(0, sy(0) - sy(p[1]))}
                  fill={LIMIT_STYLE[l].colour}
                  fillOpacity={0.18}
                />
              );
            })}
            {capacity &&
              (capacity.axis === 'y' ? (
                <line
                  x1={plot.x}
                  x2={plot.x + plot.width}
                  y1={sy(capacity.value)}
                  y2={sy(capacity.value)}
                  stroke={CAPACITY.colour}
                  strokeWidth={1.5 * u}
                  strokeDasharray={`${6 * u} ${3 * u}`}
                  data-testid="drum-capacity"
                />
              ) : (
                <line
                  x1={sx(capacity.value)}
                  x2={sx(capacity.value)}
                  y1={plot.y}
                  y2={plot.y + plot.height}
                  stroke={CAPACITY.colour}
                  strokeWidth={1.5 * u}
                  strokeDasharray={`${6 * u} ${3 * u}`}
                  data-testid="drum-capacity"
                />
              ))}
            {points.map((p, i) => (
              <circle key={i} cx={sx(p[0])} cy={sy(p[1])} r={2.5 * u} fill={MUTED} opacity={0.6} />
            ))}
            <path d={path(frontier) ?? ''} fill="none" stroke={INK} strokeWidth={2.5 * u} data-testid="frontier" />
            {frontier.map((p, i) => (
              <path
                key={i}
                data-limit={limits[i]}
                transform={`translate(${sx(p[0])},${sy(p[1])})`}
                d={shapePath(LIMIT_STYLE[limits[i]].shape, 5 * u)}
                fill={LIMIT_STYLE[limits[i]].colour}
                stroke="#fff"
                strokeWidth={u}
              >
                <title>{`Pareto-maximal, ${limitNames[limits[i]]}: ${p[0].toFixed(1)}, ${p[1].toFixed(1)}`}</title>
              </path>
            ))}
          </FrameSvg>
        );
      }}
    </ChartBox>
  );
}
