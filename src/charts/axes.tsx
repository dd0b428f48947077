// Axis primitives: D3 computes the ticks, React draws them.

import type { ScaleBand, ScaleLinear } from 'd3-scale';
import type { ReactNode } from 'react';

export function AxisLeft({ scale, x, label, ticks = 4 }: { scale: ScaleLinear<number, number>; x: number; label: string; ticks?: number }) {
  const [y0, y1] = scale.range();
  return (
    <g className="axis">
      <line x1={x} x2={x} y1={y0} y2={y1} />
      {scale.ticks(ticks).map((t) => (
        <g key={t} transform={`translate(${x},${scale(t)})`}>
          <line x2={-5} />
          <text x={-8} dy="0.32em" textAnchor="end">
            {scale.tickFormat(ticks, '~s')(t)}
          </text>
        </g>
      ))}
      <text className="axis-label" transform={`translate(${x - 44},${(y0 + y1) / 2}) rotate(-90)`} textAnchor="middle">
        {label}
      </text>
    </g>
  );
}

export function AxisBottom({ scale, y, label }: { scale: ScaleBand<string>; y: number; label: string }) {
  const [x0, x1] = scale.range();
  return (
    <g className="axis">
      <line x1={x0} x2={x1} y1={y} y2={y} />
      {scale.domain().map((d) => (
        <text key={d} x={(scale(d) ?? 0) + scale.bandwidth() / 2} y={y + 18} textAnchor="middle">
          {d}
        </text>
      ))}
      <text className="axis-label" x={(x0 + x1) / 2} y={y + 38} textAnchor="middle">
        {label}
      </text>
    </g>
  );
}

/** Margins of the lab's standard charts. */
export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A chart's frame: the SVG with its title, a left axis from `sy`, a bottom axis with the given ticks, and the plot inside. */
export function ChartFrame({
  width,
  height,
  m,
  title,
  className,
  sy,
  yLabel,
  xTicks,
  xLabel,
  children,
}: {
  width: number;
  height: number;
  m: Margins;
  title: string;
  className: string;
  sy: ScaleLinear<number, number>;
  yLabel: string;
  xTicks: { x: number; label: string | number }[];
  xLabel: string;
  children: ReactNode;
}) {
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={`chart ${className}`} role="img" aria-label={title}>
      <text x={m.left} y={14} className="chart-title">
        {title}
      </text>
      <AxisLeft scale={sy} x={m.left} label={yLabel} />
      <g className="axis">
        <line x1={m.left} x2={width - m.right} y1={height - m.bottom} y2={height - m.bottom} />
        {xTicks.map((t, i) => (
          <text key={i} x={t.x} y={height - m.bottom + 16} textAnchor="middle">
            {t.label}
          </text>
        ))}
        <text className="axis-label" x={(m.left + width - m.right) / 2} y={height - 8} textAnchor="middle">
          {xLabel}
        </text>
      </g>
      {children}
    </svg>
  );
}
