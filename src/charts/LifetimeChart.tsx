// Nishigaki 1981 §2: the lifetime curve e(z) with its parachor (steepest
// rise), LT-knee (max e/z: the ray from the origin touches the curve there)
// and PE-knee (max {e/(e+S)}/z), and an operating point. The markers' labels
// are placed apart (labels.ts), with leader lines where they had to move.
import type { ScaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { linkProps } from '../app/linked';
import { useChartTable } from '../components/ChartTable';
import { FOCUS, INK, OWNER_COLOURS } from '../viz/palette';
import { activate, boxAttr, ChartBox, FrameSvg, TouchTargets } from './Frame';
import { placeLabels } from './labels';
import { type Frame, linearFrame } from './layout';
import { type Shape, shapePath } from './marks';
import type { ChartType } from './text';
import { everyNth, maxOf, thinned } from './thin';
import type { ChartSize } from './useChartSize';

/** The most points a question offers to click: a longer curve offers every `pickStride`-th. */
export const MAX_PICK_POINTS = 200;

/** The spacing, in curve points, of the points offered to click on a curve of n points. */
export const pickStride = (n: number) => Math.max(1, Math.ceil(n / MAX_PICK_POINTS));

export interface CurveMark {
  z: number;
  e: number;
}

export interface LifetimeChartProps {
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
  /** Answering a question: called with the index of the point clicked (every `pickStride`-th point is offered). */
  onPick?: (index: number) => void;
  /** A linked picture: the point at index i opens what `openLabel(i)` says (the same points as `onPick`; not while a question is asked). */
  onOpen?: (index: number) => void;
  openLabel?: (index: number) => string;
  /** Width ÷ height when the container does not set the height. */
  ratio?: number;
}

export function LifetimeChart(props: LifetimeChartProps) {
  const { title, z, e, zLabel, yLabel } = props;
  useChartTable(() => ({ caption: title, head: [zLabel, yLabel], rows: z.map((x, i) => [x, Number.isFinite(e[i]) ? e[i] : null]) }));
  return <ChartBox ratio={props.ratio ?? 1.55}>{(size, type) => <LifetimePlot {...props} size={size} type={type} />}</ChartBox>;
}

interface Marker {
  key: string;
  label: string;
  m: CurveMark;
  shape: Shape;
  colour: string;
  filled: boolean;
  tip: string;
}

/** The markers to draw, in the order their labels are placed. */
function markers({ parachor, ltKnee, peKnee, point, yLabel }: LifetimeChartProps): Marker[] {
  const tip = (label: string, m: CurveMark) => `${label}: z = ${m.z.toFixed(2)}, ${yLabel} = ${m.e.toFixed(2)}`;
  const all: (Marker | null)[] = [
    parachor
      ? {
          key: 'parachor',
          label: 'parachor',
          m: parachor,
          shape: 'diamond',
          colour: OWNER_COLOURS[1],
          filled: false,
          tip: tip('parachor', parachor),
        }
      : null,
    ltKnee
      ? { key: 'lt-knee', label: 'LT-knee', m: ltKnee, shape: 'circle', colour: INK, filled: false, tip: tip('LT-knee', ltKnee) }
      : null,
    peKnee
      ? {
          key: 'pe-knee',
          label: 'PE-knee',
          m: peKnee,
          shape: 'square',
          colour: OWNER_COLOURS[2],
          filled: false,
          tip: tip('PE-knee', peKnee),
        }
      : null,
    point
      ? {
          key: 'operating-point',
          label: 'operating point',
          m: point,
          shape: 'circle',
          colour: FOCUS,
          filled: true,
          tip: `operating point: mean resident size ${point.z.toFixed(2)}, observed lifetime ${point.e.toFixed(2)}`,
        }
      : null,
  ];
  return all.filter((m): m is Marker => m !== null);
}

function LifetimePlot(props: LifetimeChartProps & { size: ChartSize; type: ChartType }) {
  const { title, z, e, zLabel, yLabel, ltKnee, point, ray, onPick, size, type } = props;
  const finite = e.filter(Number.isFinite);
  const frame = linearFrame(
    { ...size, type, title, xLabel: zLabel, yLabel, y: { domain: [0, maxOf(finite, Math.max(1, point?.e ?? 0))] } },
    { domain: [0, maxOf(z, 1)], nice: true },
  );
  const { sx, sy } = frame;
  const u = type.unit;
  const path =
    line<number>()
      .defined((i) => Number.isFinite(e[i]))
      .x((i) => sx(z[i]))
      .y((i) => sy(e[i]))(thinned(z.length, frame.plot.width)) ?? '';
  const rayEnd = ltKnee && ltKnee.z > 0 ? Math.min(sx.domain()[1], (sy.domain()[1] * ltKnee.z) / ltKnee.e) : 0;
  // What a point does when a finger takes it: pick it, or open its memory size.
  const go = onPick ?? (props.openLabel ? props.onOpen : undefined);
  const touch = go
    ? everyNth(z.length, pickStride(z.length))
        .filter((i) => Number.isFinite(e[i]))
        .map((i) => ({ id: i, x: sx(z[i]), y: sy(e[i]), open: () => go(i) }))
    : [];
  return (
    <FrameSvg frame={frame} className="lifetime-chart" interactive={!!onPick || !!(props.onOpen && props.openLabel)}>
      {ray && ltKnee && (
        <line
          x1={sx(0)}
          y1={sy(0)}
          x2={sx(rayEnd)}
          y2={sy((rayEnd * ltKnee.e) / ltKnee.z)}
          stroke={INK}
          strokeWidth={1.5 * u}
          strokeDasharray={`${5 * u} ${4 * u}`}
          data-testid="tangent-ray"
        />
      )}
      <path d={path} fill="none" stroke={OWNER_COLOURS[0]} strokeWidth={2.5 * u} />
      <TouchTargets points={touch} />
      {onPick &&
        everyNth(z.length, pickStride(z.length)).map(
          (i) =>
            Number.isFinite(e[i]) && (
              // biome-ignore lint/a11y/useSemanticElements: a point of an SVG plot cannot be a <button>; it takes focus and Enter like one
              <circle
                key={i}
                cx={sx(z[i])}
                cy={sy(e[i])}
                r={6 * u}
                fill={OWNER_COLOURS[0]}
                fillOpacity={0.25}
                className="pick"
                data-index={i}
                role="button"
                tabIndex={0}
                aria-label={`point ${i + 1}: z = ${z[i].toFixed(1)}`}
                onClick={() => onPick(i)}
                onKeyDown={(ev) => activate(ev, () => onPick(i))}
              />
            ),
        )}
      {!onPick && props.onOpen && props.openLabel && (
        <OpenPoints z={z} e={e} frame={frame} open={props.onOpen} label={props.openLabel} yLabel={props.yLabel} />
      )}
      <Markers marks={markers(props)} frame={frame} />
    </FrameSvg>
  );
}

/** The points that open their memory size elsewhere (every `pickStride`-th), faint until hovered or focused. */
function OpenPoints({
  z,
  e,
  frame,
  open,
  label,
  yLabel,
}: {
  z: number[];
  e: number[];
  frame: Frame<ScaleLinear<number, number>>;
  open: (i: number) => void;
  label: (i: number) => string;
  yLabel: string;
}) {
  const { sx, sy } = frame;
  const u = frame.spec.type.unit;
  return (
    <g className="open-points">
      {everyNth(z.length, pickStride(z.length)).map((i) => {
        if (!Number.isFinite(e[i])) return null;
        const tip = `z = ${Number(z[i].toFixed(1))}, ${yLabel} = ${e[i].toFixed(2)}`;
        return (
          <circle
            key={i}
            cx={sx(z[i])}
            cy={sy(e[i])}
            r={5 * u}
            fill={OWNER_COLOURS[0]}
            fillOpacity={0.2}
            data-index={i}
            {...linkProps(`${label(i)} (${tip})`, () => open(i))}
          >
            <title>{`${tip} — click: ${label(i)}`}</title>
          </circle>
        );
      })}
    </g>
  );
}

/** The markers, then their labels placed apart; each label starts with its marker's shape, so it names the marker wherever it had to go. */
function Markers({ marks, frame }: { marks: Marker[]; frame: Frame<ScaleLinear<number, number>> }) {
  const { sx, sy, plot } = frame;
  const type = frame.spec.type;
  const u = type.unit;
  const r = 7 * u;
  const key = Math.round(type.font * 1.1);
  const labels = placeLabels(
    marks.map((k) => ({ id: k.key, text: k.label, x: sx(k.m.z), y: sy(k.m.e), r: r + 1.5 * u, lead: key })),
    { font: type.font, bold: true, bounds: plot, obstacles: frame.obstacles },
  );
  const shape = (k: Marker, size: number) => (
    <path
      d={shapePath(k.shape, k.filled ? size * 0.85 : size)}
      fill={k.filled ? k.colour : 'none'}
      stroke={k.colour}
      strokeWidth={(size / r) * 3 * u}
    />
  );
  return (
    <>
      {/* Filled marks first, so that outlined ones drawn at the same place stay visible. */}
      {[...marks]
        .sort((a, b) => Number(b.filled) - Number(a.filled))
        .map((k) => (
          <g key={k.key} data-marker={k.key} transform={`translate(${sx(k.m.z)},${sy(k.m.e)})`}>
            {shape(k, r)}
            <title>{k.tip}</title>
          </g>
        ))}
      {marks.map((k, i) => {
        const l = labels[i];
        return (
          <g key={k.key} className="marker-label" data-label={k.key} data-box={boxAttr(l.box)}>
            {l.leader && <line x1={l.leader[0]} y1={l.leader[1]} x2={l.leader[2]} y2={l.leader[3]} stroke={INK} strokeWidth={1.5 * u} />}
            <rect {...l.box} rx={3 * u} fill="#fff" fillOpacity={0.85} />
            <g transform={`translate(${l.box.x + l.pad + key / 2},${l.box.y + l.box.height / 2})`}>{shape(k, key * 0.38)}</g>
            <text x={l.box.x + l.pad + key} y={l.baseline} style={{ fontSize: type.font, fontWeight: 700 }} fill={INK}>
              {k.label}
            </text>
          </g>
        );
      })}
    </>
  );
}
