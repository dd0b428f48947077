// Faults, pointer travel and fault-service time against the register length
// k on the current scenario: the shape of Corbató 1968, Tables 1 and 2.
// Faults fall steeply from k = 0 (FIFO) to k = 1 and then level off, while
// the pointer travels further as k grows.
import { scaleBand, scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import type { SweepPoint } from '../sim/types';
import { FOCUS, INK } from '../viz/palette';
import { AxisBottom, AxisLeft } from './axes';

const W = 300;
const H = 190;
const M = { top: 14, right: 10, bottom: 46, left: 58 };

export function KSweepChart({ points, currentK }: { points: SweepPoint[]; currentK: number }) {
  return (
    <div className="sweep">
      <MiniChart points={points} currentK={currentK} value={(p) => p.faults} label="page faults" />
      <MiniChart points={points} currentK={currentK} value={(p) => p.pointer_steps} label="pointer steps" />
      <MiniChart points={points} currentK={currentK} value={(p) => p.fault_service_us / 1000} label="fault service (ms)" />
    </div>
  );
}

function MiniChart({
  points,
  currentK,
  value,
  label,
}: {
  points: SweepPoint[];
  currentK: number;
  value: (p: SweepPoint) => number;
  label: string;
}) {
  const x = scaleBand<string>()
    .domain(points.map((p) => String(p.k)))
    .range([M.left, W - M.right])
    .padding(0.3);
  const max = Math.max(1, ...points.map(value));
  const y = scaleLinear()
    .domain([0, max])
    .nice()
    .range([H - M.bottom, M.top]);
  const cx = (p: SweepPoint) => (x(String(p.k)) ?? 0) + x.bandwidth() / 2;
  const path =
    line<SweepPoint>()
      .x(cx)
      .y((p) => y(value(p)))(points) ?? '';
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="chart" role="img" aria-label={`${label} against k`}>
      <AxisLeft scale={y} x={M.left} label={label} />
      <AxisBottom scale={x} y={H - M.bottom} label="shift-register length k" />
      <path d={path} fill="none" stroke={INK} strokeWidth={2} />
      {points.map((p) => (
        <circle key={p.k} cx={cx(p)} cy={y(value(p))} r={p.k === currentK ? 7 : 4} fill={p.k === currentK ? FOCUS : INK}>
          <title>{`k = ${p.k}: ${label} ${value(p).toLocaleString()}`}</title>
        </circle>
      ))}
    </svg>
  );
}
