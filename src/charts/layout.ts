// A chart's frame laid out in real pixels for the space it gets: the title
// (wrapped), a legend that flows in rows, an optional lane above the plot for
// values that have no place on its scale, the plot, the axes with as many
// ticks as fit, and notes under the x-axis label. Pure: everything is
// computed from sizes and estimated text widths (text.ts).
import { type ScaleBand, type ScaleLinear, scaleBand, scaleLinear } from 'd3-scale';
import type { Box } from './labels';
import type { SeriesStyle } from './marks';
import { type ChartType, textWidth, wrapText } from './text';
import { fitTicks, numberTicks, type Tick, ticksFit, timeTicks, timeUnit } from './ticks';

export interface LegendEntry {
  name: string;
  style: SeriesStyle;
}

export interface FrameSpec {
  width: number;
  height: number;
  type: ChartType;
  title: string;
  xLabel: string;
  yLabel: string;
  legend?: LegendEntry[];
  /** The caption of a lane above the plot (for values with no place on the scale); none when absent. */
  lane?: string;
  /** Lines under the x-axis label. */
  notes?: string[];
  y: { domain: [number, number]; nice?: boolean };
  /** Rows of x tick labels: 2 staggers them, every other one a line lower (default 1). */
  xTickRows?: number;
}

export interface LinearX {
  domain: [number, number];
  nice?: boolean;
  /** The domain is seconds: ticks in the unit that suits the span, named in the axis label. */
  time?: boolean;
  /** The data's own x values, used as the ticks when there are few and they fit. */
  values?: number[];
}

/** Bands named by `labels`; the scale's domain is their indices as strings ("0", "1", …), so names may repeat. */
export interface BandX {
  labels: string[];
  padding?: number;
  /** Label every n-th band at least (more are skipped when the labels would touch). */
  labelEvery?: number;
}

export interface PlacedText {
  lines: string[];
  x: number;
  /** Baselines, one per line. */
  y: number[];
  box: Box;
}

export interface Frame<S> {
  spec: FrameSpec;
  title: PlacedText;
  legend: { entry: LegendEntry; x: number; y: number; text: string }[];
  lane: { caption: PlacedText; band: Box } | null;
  plot: Box;
  sy: ScaleLinear<number, number>;
  yTicks: Tick[];
  /** Along the y axis, turned (the middle of its first line at x, y); or, when it does not fit there, `across` above the plot. */
  yLabel: { lines: string[]; x: number; y: number; across: PlacedText | null };
  sx: S;
  /** Each tick's place, label and row (0, or 1 a line lower when the labels are staggered). */
  xTicks: { x: number; label: string; row?: number }[];
  /** The baseline of the x tick labels. */
  xTickBaseline: number;
  xLabel: { text: string; x: number; y: number };
  notes: PlacedText;
  /** Text boxes outside the plot (title, legend, tick labels) that nothing may cover. */
  obstacles: Box[];
}

/**
 * Padding, tick length, how far under the x axis its tick labels start (below the half line the
 * lowest y tick label reaches, so the two never touch) and the swatch length of a legend entry.
 */
function metrics(t: ChartType) {
  return {
    pad: Math.round(t.font * 0.5),
    tick: Math.round(t.font * 0.4),
    under: Math.ceil(t.line / 2) + 1,
    swatch: Math.round(t.font * 2.4),
  };
}

function stack(lines: string[], x: number, top: number, lineHeight: number, font: number, bold = false): PlacedText {
  const width = Math.max(0, ...lines.map((l) => textWidth(l, font, bold)));
  return {
    lines,
    x,
    y: lines.map((_, i) => top + lineHeight * i + lineHeight * 0.75),
    box: { x, y: top, width, height: lines.length * lineHeight },
  };
}

/** The legend's entries flowed into rows across `width` from x0; returns the entries and the rows' height. */
function flowLegend(entries: LegendEntry[], x0: number, top: number, width: number, t: ChartType) {
  const { swatch } = metrics(t);
  const placed: Frame<unknown>['legend'] = [];
  let [x, row] = [x0, 0];
  for (const entry of entries) {
    const text = wrapText(entry.name, width - swatch - t.font * 0.4, t.font, false, 1)[0] ?? '';
    const w = swatch + t.font * 0.4 + textWidth(text, t.font) + t.font;
    if (x > x0 && x + w > x0 + width) [x, row] = [x0, row + 1];
    placed.push({ entry, x, y: top + t.line * (row + 0.5), text });
    x += w;
  }
  return { placed, height: entries.length ? (row + 1) * t.line : 0 };
}

/**
 * Everything above and below the plot, stacked; the plot takes the height left. `across`: the y-axis label
 * written above the plot, under the legend, rather than along the axis.
 */
function vertical(spec: FrameSpec, across: boolean) {
  const t = spec.type;
  const { pad, under } = metrics(t);
  const inner = spec.width - 2 * pad;
  const titleLine = Math.round(t.title * 1.25);
  const title = stack(wrapText(spec.title, inner, t.title, true), pad, pad, titleLine, t.title, true);
  let top = title.box.y + title.box.height + Math.round(t.font * 0.3);
  const legend = flowLegend(spec.legend ?? [], pad, top, inner, t);
  top += legend.height;
  const yAcross = across ? stack(wrapText(spec.yLabel, inner, t.font), pad, top + 1, t.line, t.font) : null;
  if (yAcross) top += yAcross.box.height + 1;
  let lane: Frame<unknown>['lane'] = null;
  if (spec.lane) {
    const caption = stack(wrapText(spec.lane, inner, t.font), pad, top, t.line, t.font);
    top += caption.box.height;
    lane = { caption, band: { x: 0, y: top, width: 0, height: t.line } };
    top += t.line;
  }
  // Room for the top y tick label, which reaches half a line above the plot.
  top += under;
  const notesLines = (spec.notes ?? []).flatMap((n) => wrapText(n, inner, t.font));
  const tickLines = spec.xTickRows ?? 1;
  const bottom = under + tickLines * t.line + t.line + notesLines.length * t.line + pad;
  const plotHeight = Math.max(t.line * 2, spec.height - top - bottom);
  const notes = stack(notesLines, pad, top + plotHeight + under + (tickLines + 1) * t.line, t.line, t.font);
  return { title, legend: legend.placed, yAcross, lane, top, plotHeight, notes };
}

/** Whether `text` is written whole in `lines` (wrapText cut nothing). */
const whole = (text: string, lines: string[]) => lines.join(' ') === text.split(/\s+/).filter(Boolean).join(' ');

/** The y axis for a plot `height` px tall from `top`: the scale, its ticks, the width its labels take, its label along it (none: it is written across). */
/**
 * About `count` ticks over [a, b] whose labels, a line `line` px tall each, do not touch on a plot of that height:
 * fewer when they would, down to the two ends (or the top alone, on a plot not two lines tall).
 */
export function yTicksFitting(a: number, b: number, count: number, sy: (v: number) => number, line: number): Tick[] {
  const apart = (ticks: Tick[]) => ticks.every((k, i) => i === 0 || Math.abs(sy(k.value) - sy(ticks[i - 1].value)) >= line);
  for (let c = count; c >= 2; c--) {
    const ticks = numberTicks(a, b, c);
    if (apart(ticks)) return ticks;
  }
  const ticks = numberTicks(a, b, 2);
  const ends = ticks.length > 2 ? [ticks[0], ticks[ticks.length - 1]] : ticks;
  return apart(ends) ? ends : ends.slice(-1);
}

function yAxis(spec: FrameSpec, top: number, height: number, across: boolean) {
  const t = spec.type;
  const count = Math.max(2, Math.floor(height / (3.2 * t.line)));
  const sy = scaleLinear()
    .domain(spec.y.domain)
    .range([top + height, top]);
  if (spec.y.nice !== false) sy.nice(count);
  const [a, b] = sy.domain();
  const ticks = yTicksFitting(a, b, count, sy, t.line);
  const labelWidth = Math.max(...ticks.map((k) => textWidth(k.label, t.font)));
  const yLabel = across ? [] : wrapText(spec.yLabel, Math.max(height, 4 * t.font), t.font, false, 2);
  return { sy, ticks, labelWidth, yLabel };
}

/** Lays out a frame whose x axis is placed by `xAxis` once the plot's left and right edges are known. */
function layout<S>(
  spec: FrameSpec,
  rightNeed: number,
  xAxis: (left: number, right: number) => { sx: S; ticks: { x: number; label: string; row?: number }[]; unitLabel?: string },
): Frame<S> {
  const t = spec.type;
  const { pad, tick, under } = metrics(t);
  // The y-axis label along the axis in two lines at most; else across, above the plot.
  const along = vertical(spec, false);
  const across = !whole(spec.yLabel, wrapText(spec.yLabel, Math.max(along.plotHeight, 4 * t.font), t.font, false, 2));
  const v = across ? vertical(spec, true) : along;
  const y = yAxis(spec, v.top, v.plotHeight, across);
  const left = pad + y.yLabel.length * t.line + Math.round(t.font * 0.3) + y.labelWidth + tick + 2;
  const right = spec.width - pad - Math.max(rightNeed, Math.round(t.font * 0.5));
  const plot = { x: left, y: v.top, width: Math.max(t.font * 2, right - left), height: v.plotHeight };
  const x = xAxis(plot.x, plot.x + plot.width);
  const axisY = plot.y + plot.height;
  const obstacles: Box[] = [v.title.box, ...v.legend.map((l) => legendBox(l, t)), ...(v.yAcross ? [v.yAcross.box] : [])];
  for (const k of y.ticks)
    obstacles.push({ x: left - tick - 2 - y.labelWidth, y: y.sy(k.value) - t.line / 2, width: y.labelWidth, height: t.line });
  for (const k of x.ticks)
    obstacles.push({
      x: k.x - textWidth(k.label, t.font) / 2,
      y: axisY + under + (k.row ?? 0) * t.line,
      width: textWidth(k.label, t.font),
      height: t.line,
    });
  const tickLines = spec.xTickRows ?? 1;
  return {
    spec,
    title: v.title,
    legend: v.legend,
    lane: v.lane && { caption: v.lane.caption, band: { ...v.lane.band, x: plot.x, width: plot.width } },
    plot,
    sy: y.sy,
    yTicks: y.ticks,
    yLabel: { lines: y.yLabel, x: pad + t.line * 0.75, y: plot.y + plot.height / 2, across: v.yAcross },
    sx: x.sx,
    xTicks: x.ticks,
    xTickBaseline: axisY + under + t.line * 0.75,
    xLabel: xLabelAt(
      x.unitLabel ? `${spec.xLabel} (${x.unitLabel})` : spec.xLabel,
      plot,
      axisY + under + tickLines * t.line + t.line * 0.8,
      spec,
    ),
    notes: v.notes,
    obstacles,
  };
}

/** The x-axis label, cut to the chart's width, centred under the plot as far as the chart's edges allow. */
function xLabelAt(label: string, plot: Box, y: number, spec: FrameSpec) {
  const { pad } = metrics(spec.type);
  const text = wrapText(label, spec.width - 2 * pad, spec.type.font, false, 1)[0] ?? '';
  const half = textWidth(text, spec.type.font) / 2;
  const x = Math.min(Math.max(plot.x + plot.width / 2, pad + half), spec.width - pad - half);
  return { text, x, y };
}

function legendBox(l: Frame<unknown>['legend'][number], t: ChartType): Box {
  const { swatch } = metrics(t);
  return { x: l.x, y: l.y - t.line / 2, width: swatch + t.font * 0.4 + textWidth(l.text, t.font), height: t.line };
}

/** A frame with a linear (or time) x axis. */
export function linearFrame(spec: FrameSpec, x: LinearX): Frame<ScaleLinear<number, number>> {
  const t = spec.type;
  const [d0, d1] = x.domain;
  const probe = x.time ? timeTicks(d0, d1, 5).ticks : numberTicks(d0, d1, 5);
  const last = probe[probe.length - 1]?.label ?? formatValue(d1);
  return layout(spec, textWidth(last, t.font) / 2 + 2, (left, right) => {
    const sx = scaleLinear().domain(x.domain).range([left, right]);
    const most = (right - left) / (3 * t.font);
    if (x.nice) sx.nice(Math.max(2, Math.floor(most)));
    const [a, b] = sx.domain();
    if (x.time) {
      const ticks = fitTicks((count) => timeTicks(a, b, count).ticks, sx, t.font, most);
      return { sx, ticks: ticks.map((k) => ({ x: sx(k.value), label: k.label })), unitLabel: timeUnit(b - a || Math.abs(b)) };
    }
    const own = x.values && x.values.length <= 12 ? [...new Set(x.values)].map((value) => ({ value, label: formatValue(value) })) : null;
    const ticks = own && ticksFit(own, sx, t.font) ? own : fitTicks((count) => numberTicks(a, b, count), sx, t.font, most);
    return { sx, ticks: ticks.map((k) => ({ x: sx(k.value), label: k.label })) };
  });
}

/**
 * A frame with a band x axis (bars, or points at categories). With `labelEvery`, labels go on every
 * n-th band, n a multiple of it as large as their width needs; without, every band is named,
 * its label cut short with "…" if it is wider than the band.
 */
export function bandFrame(given: FrameSpec, x: BandX): Frame<ScaleBand<string>> {
  const t = given.type;
  const stagger = staggered(given, x);
  const spec = stagger ? { ...given, xTickRows: 2 } : given;
  return layout(spec, 2, (left, right) => {
    const sx = scaleBand<string>()
      .domain(x.labels.map((_, i) => String(i)))
      .range([left, right])
      .padding(x.padding ?? 0.2);
    const centre = (i: number) => (sx(String(i)) ?? 0) + sx.bandwidth() / 2;
    const every = (n: number) => x.labels.flatMap((label, i) => (i % n === 0 ? [{ value: i, label }] : []));
    let ticks: Tick[];
    if (stagger) {
      const ticks = every(1).map((k) => ({ x: centre(k.value), label: k.label, row: k.value % 2 }));
      return { sx, ticks };
    }
    if (x.labelEvery) {
      let n = x.labelEvery;
      while (n < x.labels.length && !ticksFit(every(n), centre, t.font)) n += x.labelEvery;
      ticks = every(n);
    } else ticks = every(1).map((k) => ({ ...k, label: wrapText(k.label, sx.step() - t.font * 0.5, t.font, false, 1)[0] ?? '' }));
    return { sx, ticks: ticks.map((k) => ({ x: centre(k.value), label: k.label })) };
  });
}

/** The most bands whose labels are staggered on two rows rather than some left out. */
const STAGGER_MOST = 8;

/**
 * Whether a few bands' labels (at most STAGGER_MOST, every one wanted) go on two rows: when side by side some would
 * touch, and every other one a line lower none do. The plot's width is estimated before it is laid out (the y axis's
 * labels take about four characters).
 */
function staggered(spec: FrameSpec, x: BandX): boolean {
  if (x.labelEvery !== 1 || x.labels.length < 2 || x.labels.length > STAGGER_MOST) return false;
  const t = spec.type;
  const step = (spec.width - 6 * t.font) / x.labels.length;
  const w = x.labels.map((l) => textWidth(l, t.font));
  const apart = (gap: number) => w.every((v, i) => i < gap || (v + w[i - gap]) / 2 + t.font <= gap * step);
  return !apart(1) && apart(2);
}

/** A value as a label: thousands separated; up to 3 decimals under 1, 2 under 100, 1 under 10 000, none above. */
export function formatValue(v: number): string {
  const a = Math.abs(v);
  return v.toLocaleString('en-US', { maximumFractionDigits: a >= 1e4 ? 0 : a >= 100 ? 1 : a >= 1 ? 2 : 3 });
}
