// A small line chart: one or more series over a numeric x axis. Missing
// values (null) break the line and are listed under the chart.
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { OWNER_COLOURS } from '../viz/palette';
import { ChartFrame } from './axes';

export interface Series {
  name: string;
  values: (number | null)[];
  /** Its colour and dash by place in the chart's full set of series, when some are left out (default: its index). */
  slot?: number;
}

const W = 420;
const H = 260;
const M = { top: 26, right: 14, bottom: 44, left: 58 };

/** `missingLabel` says what a missing value means; missing values are drawn as × along the top. */
export function LineChart({
  title,
  xs,
  xLabel,
  yLabel,
  series,
  yMax,
  missingLabel = 'no value',
}: {
  title: string;
  xs: number[];
  xLabel: string;
  yLabel: string;
  series: Series[];
  yMax?: number;
  missingLabel?: string;
}) {
  // The legend has a row per series above the plot, clear of values drawn at its top edge.
  const m = { ...M, top: M.top + 16 * series.length };
  const h = H + 16 * series.length;
  const sx = scaleLinear()
    .domain([Math.min(...xs), Math.max(...xs)])
    .range([m.left, W - m.right]);
  const top = yMax ?? Math.max(1, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null)));
  const sy = scaleLinear()
    .domain([0, top])
    .nice()
    .range([h - m.bottom, m.top]);
  // With yMax, values above the scale sit on its top edge as ▲, their value in the tooltip.
  const ceiling = sy.domain()[1];
  const path = line<[number, number | null]>()
    .defined((p) => p[1] !== null)
    .x((p) => sx(p[0]))
    .y((p) => sy(Math.min(p[1] ?? 0, ceiling)));
  return (
    <ChartFrame
      width={W}
      height={h}
      m={m}
      title={title}
      className="line-chart"
      sy={sy}
      yLabel={yLabel}
      xTicks={(xs.length > 12 ? sx.ticks(8) : xs).map((x) => ({ x: sx(x), label: x }))}
      xLabel={xLabel}
    >
      {series.map((s, i) => {
        const k = s.slot ?? i;
        return (
          <g key={s.name} data-series={s.name}>
            <path
              d={path(xs.map((x, j) => [x, s.values[j]])) ?? ''}
              fill="none"
              stroke={OWNER_COLOURS[k]}
              strokeWidth={2.5}
              strokeDasharray={k ? '6 3' : undefined}
            />
            {xs.map((x, j) =>
              s.values[j] !== null ? (
                s.values[j]! > ceiling ? (
                  <text
                    key={x}
                    x={sx(x)}
                    y={sy(ceiling) + 5}
                    textAnchor="middle"
                    className="off-scale"
                    fill={OWNER_COLOURS[k]}
                    data-off-scale={x}
                  >
                    ▲<title>{`${s.name} at ${x}: ${s.values[j]!.toFixed(1)} (above the scale)`}</title>
                  </text>
                ) : (
                  <circle key={x} cx={sx(x)} cy={sy(s.values[j]!)} r={4} fill={OWNER_COLOURS[k]}>
                    <title>{`${s.name} at ${x}: ${s.values[j]!.toFixed(1)}`}</title>
                  </circle>
                )
              ) : (
                <text key={x} x={sx(x)} y={m.top + 4} textAnchor="middle" className="missing" fill={OWNER_COLOURS[k]} data-missing={x}>
                  ×<title>{`${s.name} at ${x}: none (${missingLabel})`}</title>
                </text>
              ),
            )}
            <text x={W - m.right} y={M.top + 4 + 16 * i} textAnchor="end" fill={OWNER_COLOURS[k]} className="legend">
              {s.name}
            </text>
          </g>
        );
      })}
    </ChartFrame>
  );
}

/** `labelEvery`: how many bars per labelled tick (every fifth by default, for long histograms). */
export function BarChart({
  title,
  labels,
  values,
  xLabel,
  yLabel,
  labelEvery = 5,
}: {
  title: string;
  labels: string[];
  values: number[];
  xLabel: string;
  yLabel: string;
  labelEvery?: number;
}) {
  const sx = scaleLinear()
    .domain([0, labels.length])
    .range([M.left, W - M.right]);
  const sy = scaleLinear()
    .domain([0, Math.max(1, ...values)])
    .nice()
    .range([H - M.bottom, M.top]);
  const w = (W - M.left - M.right) / labels.length;
  return (
    <ChartFrame
      width={W}
      height={H}
      m={M}
      title={title}
      className="bar-chart"
      sy={sy}
      yLabel={yLabel}
      xTicks={labels.flatMap((l, i) => (i % labelEvery === 0 ? [{ x: sx(i) + w / 2, label: l }] : []))}
      xLabel={xLabel}
    >
      {values.map((v, i) => (
        <rect key={i} x={sx(i) + 1} y={sy(v)} width={Math.max(1, w - 2)} height={sy(0) - sy(v)} fill={OWNER_COLOURS[0]}>
          <title>{`${labels[i]}: ${v}`}</title>
        </rect>
      ))}
    </ChartFrame>
  );
}
