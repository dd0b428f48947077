// A line chart: one or more series over a numeric x axis (or time in seconds),
// laid out for the space it gets. Each series has its colour, dash and point
// shape. Values with no place on the scale are shown for what they are:
// missing ones (null) as × in a captioned lane above the plot, values above
// `yMax` as ↑ on the plot's top edge with a note of how many and the largest.
import type { ScaleLinear } from 'd3-scale';
import { area, line } from 'd3-shape';
import { useId } from 'react';
import { useChartTable } from '../components/ChartTable';
import { ChartBox, FrameSvg } from './Frame';
import { type Frame, formatValue, linearFrame } from './layout';
import { dashArray, type SeriesStyle, seriesStyle, shapePath } from './marks';
import type { ChartType } from './text';
import { maxOf, minOf, thinned } from './thin';
import type { ChartSize } from './useChartSize';

export { BarChart } from './BarChart';

export interface Series {
  name: string;
  values: (number | null)[];
  /** Its colour, dash and shape by place in the chart's full set of series, when some are left out (default: its index). */
  slot?: number;
}

export interface LineChartProps {
  title: string;
  xs: number[];
  xLabel: string;
  yLabel: string;
  series: Series[];
  /** The top of the scale; larger values are drawn as ↑ on the top edge and counted in a note. */
  yMax?: number;
  /** What a missing value (null) means: the caption of the lane its × marks sit in. */
  missingLabel?: string;
  /** `xs` are seconds: ticks and the unit (ms, s, min, h) follow the span; `xLabel` gets the unit in brackets. */
  xTime?: boolean;
  /** Width ÷ height when the container does not set the height. */
  ratio?: number;
  /** A shaded band behind the series (e.g. a confidence band), lower and upper at each x. */
  band?: { lower: number[]; upper: number[] };
}

/** The most values a series offers (as hover targets) per pixel of the plot's width. */
const PER_PX = 4;

export function LineChart(props: LineChartProps) {
  const { title, xs, xLabel, series, xTime } = props;
  useChartTable(() => ({
    caption: title,
    head: [xTime ? `${xLabel} (s)` : xLabel, ...series.map((s) => s.name)],
    rows: xs.map((x, i) => [x, ...series.map((s) => s.values[i] ?? null)]),
  }));
  return <ChartBox ratio={props.ratio ?? 1.6}>{(size, type) => <LinePlot {...props} size={size} type={type} />}</ChartBox>;
}

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** The lane's caption and the notes for values off the scale, per series. */
function offScaleText(series: Series[], ceiling: number, missingLabel: string) {
  const missing = series.reduce((a, s) => a + s.values.filter((v) => v === null).length, 0);
  const notes = series.flatMap((s) => {
    const above = s.values.filter((v): v is number => v !== null && v > ceiling);
    if (!above.length) return [];
    const who = series.length > 1 ? `${s.name}: ` : '';
    return [`↑ ${who}${plural(above.length, 'value')} above the scale’s ${formatValue(ceiling)}, the largest ${formatValue(maxOf(above))}`];
  });
  return { lane: missing ? `× ${missingLabel} — ${plural(missing, 'value')}` : undefined, notes };
}

function LinePlot({
  title,
  xs,
  xLabel,
  yLabel,
  series,
  yMax,
  missingLabel = 'no value',
  xTime,
  band,
  size,
  type,
}: LineChartProps & { size: ChartSize; type: ChartType }) {
  const clip = useId();
  const finite = series
    .flatMap((s) => s.values.filter((v): v is number => v !== null && Number.isFinite(v)))
    .concat(band ? [minOf(band.lower), maxOf(band.upper)] : []);
  const top = yMax ?? maxOf(finite, 1);
  const { lane, notes } = offScaleText(series, top, missingLabel);
  const styles = series.map((s, i) => seriesStyle(s.slot ?? i));
  const frame = linearFrame(
    {
      ...size,
      type,
      title,
      xLabel,
      yLabel,
      legend: series.length > 1 || lane || notes.length ? series.map((s, i) => ({ name: s.name, style: styles[i] })) : [],
      lane,
      notes,
      y: { domain: [minOf(finite, 0), top], nice: yMax === undefined },
    },
    { domain: xs.length ? [minOf(xs), maxOf(xs)] : [0, 1], time: xTime, values: xs },
  );
  const { plot } = frame;
  const drawn = thinned(xs.length, plot.width, PER_PX).length;
  return (
    <FrameSvg frame={frame} className="line-chart">
      <clipPath id={clip}>
        <rect {...plot} />
      </clipPath>
      {band && <BandArea band={band} xs={xs} frame={frame} clip={clip} />}
      {series.map((s, i) => (
        <SeriesMarks
          key={s.name}
          c={{
            s,
            style: styles[i],
            frame,
            r: 4 * type.unit,
            spacing: drawn > 1 ? plot.width / (drawn - 1) : plot.width,
            missingLabel,
          }}
          xs={xs}
          clip={clip}
          slot={i}
          of={series.length}
        />
      ))}
    </FrameSvg>
  );
}

/** The band: an area between its lower and upper values, drawn at a few points per pixel. */
function BandArea({
  band,
  xs,
  frame,
  clip,
}: {
  band: { lower: number[]; upper: number[] };
  xs: number[];
  frame: Frame<ScaleLinear<number, number>>;
  clip: string;
}) {
  const { sx, sy } = frame;
  const path = area<number>()
    .x((j) => sx(xs[j]))
    .y0((j) => sy(band.lower[j]))
    .y1((j) => sy(band.upper[j]));
  return (
    <path
      d={path(thinned(xs.length, frame.plot.width, PER_PX)) ?? ''}
      clipPath={`url(#${clip})`}
      className="band"
      fill="#9ecae1"
      fillOpacity={0.5}
    />
  );
}

interface MarkContext {
  s: Series;
  style: SeriesStyle;
  frame: Frame<ScaleLinear<number, number>>;
  /** The radius of a point's shape. */
  r: number;
  /** Px between neighbouring values drawn. */
  spacing: number;
  missingLabel: string;
}

const at = (c: MarkContext, x: number) => `${c.s.name} at ${formatValue(x)}`;

/** A missing value: × in the lane above the plot. */
function missingMark(c: MarkContext, j: number, x: number) {
  const { sx, lane, spec } = c.frame;
  const r = c.r;
  return (
    lane && (
      <path
        key={j}
        transform={`translate(${sx(x)},${lane.band.y + lane.band.height / 2})`}
        d={`M${-r},${-r}L${r},${r}M${-r},${r}L${r},${-r}`}
        stroke={c.style.colour}
        strokeWidth={2 * spec.type.unit}
        className="missing"
        data-missing={x}
      >
        <title>{`${at(c, x)}: none (${c.missingLabel})`}</title>
      </path>
    )
  );
}

/** A value above the scale: an arrow pointing up from the plot's top edge. */
function offScaleMark(c: MarkContext, j: number, x: number, v: number) {
  const r = c.r * 1.2;
  return (
    <path
      key={j}
      transform={`translate(${c.frame.sx(x)},${c.frame.plot.y + r})`}
      d={`M0,${r}V${-r}M${-0.7 * r},${-0.3 * r}L0,${-r}L${0.7 * r},${-0.3 * r}`}
      fill="none"
      stroke={c.style.colour}
      strokeWidth={2 * c.frame.spec.type.unit}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="off-scale"
      data-off-scale={x}
    >
      <title>{`${at(c, x)}: ${v.toFixed(1)} (above the scale)`}</title>
    </path>
  );
}

/** A value on the scale: a hover target with its value, and the series' shape if `shape` is given. */
function pointMark(c: MarkContext, j: number, x: number, v: number, shape: string | null) {
  const [px, py] = [c.frame.sx(x), c.frame.sy(v)];
  return (
    <g key={j}>
      {shape && (
        <path transform={`translate(${px},${py})`} d={shape} fill={c.style.colour} stroke="#fff" strokeWidth={c.frame.spec.type.unit} />
      )}
      <circle cx={px} cy={py} r={Math.max(c.r, Math.min(c.spacing / 2, 2 * c.r))} fill="transparent">
        <title>{`${at(c, x)}: ${v.toFixed(1)}`}</title>
      </circle>
    </g>
  );
}

/** One series: its line (clipped to the plot), a hover target per value, its shape at spaced points, its ↑ and ×. */
function SeriesMarks({ c, xs, clip, slot, of }: { c: MarkContext; xs: number[]; clip: string; slot: number; of: number }) {
  const { sx, sy } = c.frame;
  const t = c.frame.spec.type;
  const ceiling = sy.domain()[1];
  const path = line<number>()
    .defined((j) => c.s.values[j] !== null)
    .x((j) => sx(xs[j]))
    .y((j) => sy(c.s.values[j]!));
  // A long series is drawn, and offers its values, at a few points per pixel.
  const drawn = thinned(xs.length, c.frame.plot.width, PER_PX);
  // Shapes a few font sizes apart at most, each series' offset from the others'.
  const stride = Math.max(1, Math.ceil((3 * t.font) / c.spacing));
  const offset = Math.floor((stride * slot) / of);
  const shape = shapePath(c.style.shape, c.r);
  return (
    <g data-series={c.s.name}>
      <path
        d={path(drawn) ?? ''}
        clipPath={`url(#${clip})`}
        fill="none"
        stroke={c.style.colour}
        strokeWidth={2.5 * t.unit}
        strokeDasharray={dashArray(c.style.dash, t.unit)}
      />
      {drawn.map((j, p) => {
        const v = c.s.values[j];
        return v === null
          ? missingMark(c, j, xs[j])
          : v > ceiling
            ? offScaleMark(c, j, xs[j], v)
            : pointMark(c, j, xs[j], v, (p - offset) % stride === 0 ? shape : null);
      })}
    </g>
  );
}
