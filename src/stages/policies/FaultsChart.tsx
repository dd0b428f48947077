// Faults against frames for the four policies on this string (D3 scales and
// line generator, the lab's chart frame): the scenario's frames marked, and
// every point where a line rises — Belady's anomaly — drawn in vermillion and
// labelled.
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { ChartFrame } from '../../charts/axes';
import { FOCUS } from '../../viz/palette';
import { policyColour, policyDash, policyShape } from './PolicyMark';
import { type Anomaly, type FaultCurves, POLICIES, type PolicyName, policyLabel } from './types';

interface Props {
  curves: FaultCurves;
  frames: number;
  width: number;
  height: number;
}

/** Anomalies at the same point drawn once (FIFO and the clock at k = 0 coincide). */
function distinctAnomalies(curves: FaultCurves): Anomaly[] {
  const seen = new Set<string>();
  return curves.anomalies.filter((a) => {
    const key = `${a.frames}:${a.faults}:${a.fewer}`;
    return !seen.has(key) && seen.add(key) !== undefined;
  });
}

export function FaultsChart({ curves, frames, width: W, height: H }: Props) {
  const legendColumns = W >= 400 ? 4 : 2;
  const m = { top: 30 + 16 * (POLICIES.length / legendColumns), right: 16, bottom: 40, left: 52 };
  const xs = curves.frames;
  const last = xs[xs.length - 1];
  const sx = scaleLinear()
    .domain([1, last])
    .range([m.left, W - m.right]);
  const top = Math.max(1, ...POLICIES.flatMap((p) => curves[p]));
  const sy = scaleLinear()
    .domain([0, top])
    .nice()
    .range([H - m.bottom, m.top]);
  const path = line<[number, number]>()
    .x((d) => sx(d[0]))
    .y((d) => sy(d[1]));
  const ticks = xs.length <= 12 ? xs : sx.ticks(8).filter(Number.isInteger);
  const legendStep = (W - m.left - m.right) / legendColumns;
  const nearRight = (x: number) => sx(x) > W - m.right - 70;
  return (
    <ChartFrame
      width={W}
      height={H}
      m={m}
      title="Faults against frames"
      className="faults-chart"
      sy={sy}
      yLabel="faults"
      xTicks={ticks.map((x) => ({ x: sx(x), label: x }))}
      xLabel="frames"
    >
      {frames <= last && (
        <g className="now-marker" data-testid="now-marker">
          <line x1={sx(frames)} x2={sx(frames)} y1={m.top} y2={H - m.bottom} stroke={FOCUS} strokeWidth={2} strokeDasharray="4 3" />
          <text
            x={sx(frames) + (nearRight(frames) ? -5 : 5)}
            y={H - m.bottom - 6}
            textAnchor={nearRight(frames) ? 'end' : 'start'}
            fill={FOCUS}
            className="marker-label"
          >
            {frames} frames now
          </text>
        </g>
      )}
      {POLICIES.map((p, i) => (
        <Series
          key={p}
          policy={p}
          k={curves.k}
          xs={xs}
          ys={curves[p]}
          path={path}
          sx={sx}
          sy={sy}
          legend={[m.left + (i % legendColumns) * legendStep, 28 + 16 * Math.floor(i / legendColumns)]}
        />
      ))}
      {distinctAnomalies(curves).map((a) => (
        <g key={`${a.frames}:${a.faults}`} className="anomaly" data-testid="anomaly">
          <line
            x1={sx(a.frames - 1)}
            y1={sy(a.fewer)}
            x2={sx(a.frames)}
            y2={sy(a.faults)}
            stroke={FOCUS}
            strokeWidth={6}
            strokeOpacity={0.4}
          />
          <text
            x={sx(a.frames) + (nearRight(a.frames) ? -9 : 9)}
            y={sy(a.faults) - 8}
            textAnchor={nearRight(a.frames) ? 'end' : 'start'}
            fill={FOCUS}
            className="marker-label"
          >
            ▲ {a.fewer}→{a.faults}
          </text>
        </g>
      ))}
    </ChartFrame>
  );
}

function Series({
  policy,
  k,
  xs,
  ys,
  path,
  sx,
  sy,
  legend,
}: {
  policy: PolicyName;
  k: number;
  xs: number[];
  ys: number[];
  path: (d: [number, number][]) => string | null;
  sx: (x: number) => number;
  sy: (y: number) => number;
  legend: [number, number];
}) {
  const colour = policyColour(policy);
  const name = policyLabel(policy, k);
  const dots = xs.length <= 40;
  return (
    <g data-series={policy}>
      <path
        d={path(xs.map((x, i) => [x, ys[i]])) ?? ''}
        fill="none"
        stroke={colour}
        strokeWidth={2.5}
        strokeDasharray={policyDash(policy)}
      />
      {dots &&
        xs.map((x, i) => (
          <path key={x} d={policyShape(policy)} transform={`translate(${sx(x)},${sy(ys[i])}) scale(4)`} fill={colour}>
            <title>{`${name}, ${x} frame${x === 1 ? '' : 's'}: ${ys[i]} faults`}</title>
          </path>
        ))}
      <g transform={`translate(${legend[0] + 6},${legend[1]})`} className="legend">
        <line x1={0} x2={18} stroke={colour} strokeWidth={2.5} strokeDasharray={policyDash(policy)} />
        <path d={policyShape(policy)} transform="translate(9,0) scale(4)" fill={colour} />
        <text x={22} dy="0.32em" fill={colour}>
          {policy === 'clock' ? `Clock k=${k}` : name}
        </text>
      </g>
    </g>
  );
}
