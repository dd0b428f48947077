// Faults against frames for the four policies on this string, on the
// lab's chart frame (laid out in pixels, labels placed apart): the
// scenario's frames marked, and every point where a line rises — Belady's
// anomaly — drawn in vermillion (the largest few labelled). A long trace's
// curves may be cut at a fault count (`cut`), so that the frames near the
// scenario's are not flattened by the thousands of faults with one or two
// frames: the lines leave the plot above it, and a note says so. With
// `onOpen`, a point opens its memory size on the frame tables (a linked picture).
import { line } from 'd3-shape';
import { useId } from 'react';
import { linkProps } from '../../app/linked';
import { ChartBox, FrameSvg, type TouchPoint, TouchTargets } from '../../charts/Frame';
import { placeLabels } from '../../charts/labels';
import { linearFrame } from '../../charts/layout';
import { dashArray, shapePath } from '../../charts/marks';
import type { ChartType } from '../../charts/text';
import { everyNth } from '../../charts/thin';
import type { ChartSize } from '../../charts/useChartSize';
import { useChartTable } from '../../components/ChartTable';
import { FOCUS } from '../../viz/palette';
import { policyStyle } from './PolicyMark';
import { type Anomaly, type FaultCurves, type PolicyName, policies, policyLabel } from './types';

/** Anomalies at the same point drawn once (FIFO and the clock at k = 0 coincide). */
function distinctAnomalies(curves: FaultCurves): Anomaly[] {
  const seen = new Set<string>();
  return curves.anomalies.filter((a) => {
    const key = `${a.frames}:${a.faults}:${a.fewer}`;
    return !seen.has(key) && seen.add(key) !== undefined;
  });
}

/** The anomalies labelled on the chart: the largest rises, at most this many. */
export const LABELLED_ANOMALIES = 3;

/** The `LABELLED_ANOMALIES` largest rises (the earliest first among equal ones), in order of frames. */
export function largestAnomalies(anomalies: Anomaly[]): Anomaly[] {
  return [...anomalies]
    .sort((a, b) => b.faults - b.fewer - (a.faults - a.fewer) || a.frames - b.frames)
    .slice(0, LABELLED_ANOMALIES)
    .sort((a, b) => a.frames - b.frames);
}

/** Opens a point's memory size (and names its policy) on the frame tables. */
export type OpenFrames = (frames: number, policy: PolicyName) => void;

/** The most points of a line that take clicks when the line is drawn without dots. */
const MAX_LINK_POINTS = 40;

export function FaultsChart({
  curves,
  frames,
  cut = null,
  onOpen,
}: {
  curves: FaultCurves;
  frames: number;
  cut?: number | null;
  onOpen?: OpenFrames;
}) {
  useChartTable(() => ({
    caption: 'Faults against frames',
    head: ['frames', ...policies().map((p) => policyLabel(p, curves.k))],
    rows: curves.frames.map((f, i) => [f, ...policies().map((p) => curves[p][i] ?? null)]),
  }));
  return (
    <ChartBox ratio={1.5}>
      {(size, type) => <FaultsPlot curves={curves} frames={frames} cut={cut} size={size} type={type} onOpen={onOpen} />}
    </ChartBox>
  );
}

/** A finger's targets: every policy's dots when they are drawn, else the first policy's link targets (LinkTargets). */
function touchPoints(
  curves: FaultCurves,
  dots: boolean,
  sx: (x: number) => number,
  sy: (y: number) => number,
  onOpen: OpenFrames,
): TouchPoint[] {
  const xs = curves.frames;
  const first = policies()[0];
  if (!dots)
    return everyNth(xs.length, Math.ceil(xs.length / MAX_LINK_POINTS)).map((i) => ({
      id: xs[i],
      x: sx(xs[i]),
      y: sy(curves[first][i]),
      open: () => onOpen(xs[i], first),
    }));
  return policies().flatMap((p) => xs.map((x, i) => ({ id: `${p}-${x}`, x: sx(x), y: sy(curves[p][i]), open: () => onOpen(x, p) })));
}

/** A point's tooltip, and what clicking it opens. */
function pointWords(p: PolicyName, k: number, x: number, faults: number, open: boolean) {
  const tip = `${policyLabel(p, k)}, ${x} frame${x === 1 ? '' : 's'}: ${faults} faults`;
  return open
    ? { tip: `${tip} — click: open ${x} frames on the frame tables`, label: `Open ${x} frames on the frame tables (${tip})` }
    : { tip, label: tip };
}

function FaultsPlot({
  curves,
  frames,
  cut,
  size,
  type,
  onOpen,
}: {
  curves: FaultCurves;
  frames: number;
  cut: number | null;
  size: ChartSize;
  type: ChartType;
  onOpen?: OpenFrames;
}) {
  const xs = curves.frames;
  const last = xs[xs.length - 1];
  const most = Math.max(1, ...policies().flatMap((p) => curves[p]));
  const top = cut !== null && cut < most ? cut : most;
  const frame = linearFrame(
    {
      ...size,
      type,
      title: 'Faults against frames',
      xLabel: 'frames',
      yLabel: 'faults',
      legend: policies().map((p) => ({ name: p === 'clock' ? `Clock k=${curves.k}` : policyLabel(p, curves.k), style: policyStyle(p) })),
      y: { domain: [0, top], nice: true },
      notes:
        top < most ? [`faults cut at ${top.toLocaleString('en-US')}: with fewer frames the lines leave the chart (CSV: every count)`] : [],
    },
    { domain: [1, Math.max(2, last)], values: xs },
  );
  const { sx, sy, plot } = frame;
  const r = 4 * type.unit;
  const anomalies = distinctAnomalies(curves);
  const labelled = largestAnomalies(anomalies);
  const now = frames <= last;
  const labels = placeLabels(
    [
      ...labelled.map((a) => ({ id: `a${a.frames}`, text: `▲ ${a.fewer}→${a.faults}`, x: sx(a.frames), y: sy(a.faults), r: 1.5 * r })),
      ...(now ? [{ id: 'now', text: `${frames} frames now`, x: sx(frames), y: plot.y + plot.height - r, r }] : []),
    ],
    { font: type.font, bold: true, bounds: plot, obstacles: frame.obstacles },
  );
  const dots = xs.length <= 40;
  const clip = `faults-plot-${useId().replace(/:/g, '')}`;
  return (
    <FrameSvg frame={frame} className="faults-chart" interactive={!!onOpen}>
      <clipPath id={clip}>
        <rect x={plot.x} y={plot.y} width={plot.width} height={plot.height} />
      </clipPath>
      {now && (
        <line
          data-testid="now-marker"
          x1={sx(frames)}
          x2={sx(frames)}
          y1={plot.y}
          y2={plot.y + plot.height}
          stroke={FOCUS}
          strokeWidth={2 * type.unit}
          strokeDasharray={dashArray('4 3', type.unit)}
        />
      )}
      {onOpen && <TouchTargets points={touchPoints(curves, dots, sx, sy, onOpen)} />}
      {policies().map((p) => {
        const style = policyStyle(p);
        const ys = curves[p];
        const d = line<number>()
          .x((i) => sx(xs[i]))
          .y((i) => sy(ys[i]))(xs.map((_, i) => i));
        return (
          <g key={p} data-series={p} clipPath={top < most ? `url(#${clip})` : undefined}>
            <path
              d={d ?? ''}
              fill="none"
              stroke={style.colour}
              strokeWidth={2.5 * type.unit}
              strokeDasharray={dashArray(style.dash, type.unit)}
            />
            {dots &&
              xs.map((x, i) => {
                const words = pointWords(p, curves.k, x, ys[i], !!onOpen);
                return (
                  <path
                    key={x}
                    d={shapePath(style.shape, r)}
                    transform={`translate(${sx(x)},${sy(ys[i])})`}
                    fill={style.colour}
                    stroke="#fff"
                    data-frames={x}
                    {...(onOpen ? linkProps(words.label, () => onOpen(x, p), p === policies()[0]) : {})}
                  >
                    <title>{words.tip}</title>
                  </path>
                );
              })}
            {!dots && onOpen && p === policies()[0] && (
              <LinkTargets
                xs={xs}
                ys={ys}
                sx={sx}
                sy={sy}
                r={r}
                open={(x) => onOpen(x, p)}
                words={(x, i) => pointWords(p, curves.k, x, ys[i], true)}
              />
            )}
          </g>
        );
      })}
      <g clipPath={top < most ? `url(#${clip})` : undefined}>
        {anomalies.map((a) => (
          <line
            key={`${a.frames}:${a.faults}`}
            className="anomaly"
            data-testid="anomaly"
            x1={sx(a.frames - 1)}
            y1={sy(a.fewer)}
            x2={sx(a.frames)}
            y2={sy(a.faults)}
            stroke={FOCUS}
            strokeWidth={6 * type.unit}
            strokeOpacity={0.4}
          />
        ))}
      </g>
      {labels.map((l) => (
        <g key={l.id} className="marker-label" data-testid={l.id === 'now' ? 'now-label' : 'anomaly-label'}>
          {l.leader && <line x1={l.leader[0]} y1={l.leader[1]} x2={l.leader[2]} y2={l.leader[3]} stroke={FOCUS} strokeWidth={type.unit} />}
          <text x={l.box.x + l.pad} y={l.baseline} fill={FOCUS} className="chart-label" style={{ fontWeight: 700 }}>
            {l.text}
          </text>
        </g>
      ))}
    </FrameSvg>
  );
}

/** A long line's points that take clicks (every n-th, at most `MAX_LINK_POINTS`), drawn faintly on the line. */
function LinkTargets({
  xs,
  ys,
  sx,
  sy,
  r,
  open,
  words,
}: {
  xs: number[];
  ys: number[];
  sx: (x: number) => number;
  sy: (y: number) => number;
  r: number;
  open: (x: number) => void;
  words: (x: number, i: number) => { tip: string; label: string };
}) {
  return everyNth(xs.length, Math.ceil(xs.length / MAX_LINK_POINTS)).map((i) => (
    <circle
      key={xs[i]}
      cx={sx(xs[i])}
      cy={sy(ys[i])}
      r={r}
      fill="#fff"
      fillOpacity={0.01}
      stroke="none"
      data-frames={xs[i]}
      {...linkProps(words(xs[i], i).label, () => open(xs[i]))}
    >
      <title>{words(xs[i], i).tip}</title>
    </circle>
  ));
}
