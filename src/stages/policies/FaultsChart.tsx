// Faults against frames for the four policies on this string, on the
// lab's chart frame (laid out in pixels, labels placed apart): the
// scenario's frames marked, and every point where a line rises — Belady's
// anomaly — drawn in vermillion (the largest few labelled). A long trace's
// curves may be cut at a fault count (`cut`), so that the frames near the
// scenario's are not flattened by the thousands of faults with one or two
// frames: the lines leave the plot above it, and a note says so.
import { line } from 'd3-shape';
import { useId } from 'react';
import { ChartBox, FrameSvg } from '../../charts/Frame';
import { placeLabels } from '../../charts/labels';
import { linearFrame } from '../../charts/layout';
import { dashArray, shapePath } from '../../charts/marks';
import type { ChartType } from '../../charts/text';
import type { ChartSize } from '../../charts/useChartSize';
import { FOCUS } from '../../viz/palette';
import { policyStyle } from './PolicyMark';
import { type Anomaly, type FaultCurves, policies, policyLabel } from './types';

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

export function FaultsChart({ curves, frames, cut = null }: { curves: FaultCurves; frames: number; cut?: number | null }) {
  return (
    <ChartBox ratio={1.5}>{(size, type) => <FaultsPlot curves={curves} frames={frames} cut={cut} size={size} type={type} />}</ChartBox>
  );
}

function FaultsPlot({
  curves,
  frames,
  cut,
  size,
  type,
}: {
  curves: FaultCurves;
  frames: number;
  cut: number | null;
  size: ChartSize;
  type: ChartType;
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
    <FrameSvg frame={frame} className="faults-chart">
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
              xs.map((x, i) => (
                <path
                  key={x}
                  d={shapePath(style.shape, r)}
                  transform={`translate(${sx(x)},${sy(ys[i])})`}
                  fill={style.colour}
                  stroke="#fff"
                >
                  <title>{`${policyLabel(p, curves.k)}, ${x} frame${x === 1 ? '' : 's'}: ${ys[i]} faults`}</title>
                </path>
              ))}
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
