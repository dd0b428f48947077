// Nishigaki 1981 §2: the lifetime curve e(z) with its parachor (steepest
// rise), LT-knee (max e/z: the ray from the origin touches the curve there)
// and PE-knee (max {e/(e+S)}/z), and an operating point.
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { FOCUS, INK, OWNER_COLOURS } from '../viz/palette';
import { ChartFrame } from './axes';

export interface CurveMark {
  z: number;
  e: number;
}

interface Props {
  title: string;
  z: number[];
  e: number[];
  zLabel: string;
  yLabel: string;
  parachor?: CurveMark | null;
  ltKnee?: CurveMark | null;
  peKnee?: CurveMark | null;
  point?: CurveMark | null;
  ray?: boolean;
  /** Answering a question: called with the index of the curve point nearest the click. */
  onPick?: (index: number) => void;
}

const W = 460;
const H = 300;
const M = { top: 26, right: 16, bottom: 44, left: 62 };

export function LifetimeChart({ title, z, e, zLabel, yLabel, parachor, ltKnee, peKnee, point, ray, onPick }: Props) {
  const finite = e.filter(Number.isFinite);
  const sx = scaleLinear()
    .domain([0, Math.max(1, ...z)])
    .nice()
    .range([M.left, W - M.right]);
  const sy = scaleLinear()
    .domain([0, Math.max(1, ...finite, point?.e ?? 0)])
    .nice()
    .range([H - M.bottom, M.top]);
  const path =
    line<number>()
      .defined((i) => Number.isFinite(e[i]))
      .x((i) => sx(z[i]))
      .y((i) => sy(e[i]))(z.map((_, i) => i)) ?? '';
  const rayEnd = ltKnee && ltKnee.z > 0 ? Math.min(sx.domain()[1], (sy.domain()[1] * ltKnee.z) / ltKnee.e) : 0;
  const marker = (m: CurveMark | null | undefined, label: string, shape: 'diamond' | 'circle' | 'square', colour: string, key: string) =>
    m && (
      <g key={key} transform={`translate(${sx(m.z)},${sy(m.e)})`} data-marker={key}>
        {shape === 'circle' && <circle r={7} fill="#fff" stroke={colour} strokeWidth={3} />}
        {shape === 'square' && <rect x={-6} y={-6} width={12} height={12} fill="#fff" stroke={colour} strokeWidth={3} />}
        {shape === 'diamond' && <path d="M0,-8L8,0L0,8L-8,0Z" fill="#fff" stroke={colour} strokeWidth={3} />}
        <text x={10} y={-10} className="marker-label" fill={colour}>
          {label}
        </text>
        <title>{`${label}: z = ${m.z.toFixed(2)}, ${yLabel} = ${m.e.toFixed(2)}`}</title>
      </g>
    );
  return (
    <ChartFrame
      width={W}
      height={H}
      m={M}
      title={title}
      className="lifetime-chart"
      sy={sy}
      yLabel={yLabel}
      xTicks={sx.ticks(6).map((t) => ({ x: sx(t), label: t }))}
      xLabel={zLabel}
    >
      {ray && ltKnee && (
        <line
          x1={sx(0)}
          y1={sy(0)}
          x2={sx(rayEnd)}
          y2={sy((rayEnd * ltKnee.e) / ltKnee.z)}
          stroke={INK}
          strokeDasharray="5 4"
          data-testid="tangent-ray"
        />
      )}
      <path d={path} fill="none" stroke={OWNER_COLOURS[0]} strokeWidth={2.5} />
      {onPick &&
        z.map(
          (v, i) =>
            Number.isFinite(e[i]) && (
              <circle
                key={i}
                cx={sx(v)}
                cy={sy(e[i])}
                r={6}
                fill={OWNER_COLOURS[0]}
                fillOpacity={0.25}
                className="pick"
                data-index={i}
                role="button"
                aria-label={`point ${i + 1}: z = ${v.toFixed(1)}`}
                onClick={() => onPick(i)}
              />
            ),
        )}
      {marker(parachor, 'parachor', 'diamond', OWNER_COLOURS[1], 'parachor')}
      {marker(ltKnee, 'LT-knee', 'circle', INK, 'lt-knee')}
      {marker(peKnee, 'PE-knee', 'square', OWNER_COLOURS[2], 'pe-knee')}
      {point && (
        <g transform={`translate(${sx(point.z)},${sy(point.e)})`} data-marker="operating-point">
          <circle r={6} fill={FOCUS} />
          <text x={9} y={16} className="marker-label" fill={FOCUS}>
            operating point
          </text>
          <title>{`operating point: mean resident size ${point.z.toFixed(2)}, observed lifetime ${point.e.toFixed(2)}`}</title>
        </g>
      )}
    </ChartFrame>
  );
}
