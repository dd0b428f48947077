// Axis primitives: D3 computes the ticks, React draws them.
import type { ScaleLinear, ScaleBand } from 'd3-scale';

export function AxisLeft({ scale, x, label, ticks = 4 }: { scale: ScaleLinear<number, number>; x: number; label: string; ticks?: number }) {
  const [y0, y1] = scale.range();
  return (
    <g className="axis">
      <line x1={x} x2={x} y1={y0} y2={y1} />
      {scale.ticks(ticks).map((t) => (
        <g key={t} transform={`translate(${x},${scale(t)})`}>
          <line x2={-5} />
          <text x={-8} dy="0.32em" textAnchor="end">{scale.tickFormat(ticks, '~s')(t)}</text>
        </g>
      ))}
      <text className="axis-label" transform={`translate(${x - 44},${(y0 + y1) / 2}) rotate(-90)`} textAnchor="middle">{label}</text>
    </g>
  );
}

export function AxisBottom({ scale, y, label }: { scale: ScaleBand<string>; y: number; label: string }) {
  const [x0, x1] = scale.range();
  return (
    <g className="axis">
      <line x1={x0} x2={x1} y1={y} y2={y} />
      {scale.domain().map((d) => (
        <text key={d} x={(scale(d) ?? 0) + scale.bandwidth() / 2} y={y + 18} textAnchor="middle">{d}</text>
      ))}
      <text className="axis-label" x={(x0 + x1) / 2} y={y + 38} textAnchor="middle">{label}</text>
    </g>
  );
}
