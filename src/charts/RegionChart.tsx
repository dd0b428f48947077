// Shils 1968, Figure 1: each interval is a point (page replacement rate, %
// CPU activity) in area A (activity above 100 − y %), B (underload) or C
// (page rate above x: overload). The areas follow the current thresholds; a
// fading trail joins the points in time order; the large ring is the centre
// of mass (Figure 6). Regions are the core's classification. With
// `onPointOpen`, a point opens its interval of the run (a linked picture).
import type { ScaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import type { KeyboardEvent } from 'react';
import { linkProps } from '../app/linked';
import { useChartTable } from '../components/ChartTable';
import { upToTwoDecimals } from '../components/words';
import { INK, REGION_COLOURS, REGION_SHAPES } from '../viz/palette';
import type { Region } from '../wasm/types/core';
import { activate, boxAttr, ChartBox, FrameSvg, TouchTargets } from './Frame';
import { type Box, placeLabels, type Side } from './labels';
import { type Frame, linearFrame } from './layout';
import type { ChartType } from './text';
import type { ChartSize } from './useChartSize';

export interface RegionChartProps {
  title: string;
  points: [number, number][];
  /** Each point's area, as the core classified it (the run's snapshot; a finished experiment's re-coloured by `regions_json`). */
  regions: Region[];
  x: number;
  y: number;
  maxRate: number;
  onAreaClick?: (r: Region) => void;
  /** A point (interval i) clicked or Enter on it: opens that interval; `pointLink(i)` says what it opens. */
  onPointOpen?: (i: number) => void;
  pointLink?: (i: number) => string;
  /** Width ÷ height when the container does not set the height. */
  ratio?: number;
}

/** The areas' names, as the chart labels them. */
const AREA_NAMES: Record<Region, string> = { ok: 'A · OK', underload: 'B · underload', overload: 'C · overload' };

export function RegionChart(props: RegionChartProps) {
  const { title, points, regions } = props;
  useChartTable(() => ({
    caption: title,
    head: ['interval', 'page replacements per second', '% CPU activity', 'area'],
    rows: points.map(([rate, cpu], i) => [i + 1, rate, cpu, regions[i] ? AREA_NAMES[regions[i]] : null]),
  }));
  return <ChartBox ratio={props.ratio ?? 1.4}>{(size, type) => <RegionPlot {...props} size={size} type={type} />}</ChartBox>;
}

type Area = { r: Region; box: Box; label: string; side: Side };

function RegionPlot({
  title,
  points,
  regions,
  x,
  y,
  maxRate,
  onAreaClick,
  onPointOpen,
  pointLink,
  size,
  type,
}: RegionChartProps & { size: ChartSize; type: ChartType }) {
  const frame = linearFrame(
    {
      ...size,
      type,
      title,
      xLabel: `page replacements per second (x = ${upToTwoDecimals(x)})`,
      yLabel: `% CPU activity (100 − y = ${100 - y})`,
      y: { domain: [0, 100], nice: false },
    },
    { domain: [0, Math.max(maxRate, x * 1.5, 1)], nice: true },
  );
  const { sx, sy, plot } = frame;
  const [left, top, right, bottom] = [plot.x, plot.y, plot.x + plot.width, plot.y + plot.height];
  const cut = sy(100 - y);
  const xc = sx(Math.min(x, sx.domain()[1]));
  const areas: Area[] = [
    { r: 'ok', box: { x: left, y: top, width: right - left, height: cut - top }, label: AREA_NAMES.ok, side: 'se' },
    { r: 'underload', box: { x: left, y: cut, width: xc - left, height: bottom - cut }, label: AREA_NAMES.underload, side: 'se' },
    { r: 'overload', box: { x: xc, y: cut, width: right - xc, height: bottom - cut }, label: AREA_NAMES.overload, side: 'sw' },
  ];
  return (
    <FrameSvg frame={frame} className="region-chart" interactive={!!onAreaClick || !!onPointOpen}>
      {areas.map((a) => {
        const rect = (
          <rect
            key={a.r}
            {...a.box}
            width={Math.max(0, a.box.width)}
            height={Math.max(0, a.box.height)}
            fill={REGION_COLOURS[a.r]}
            fillOpacity={0.16}
          />
        );
        return onAreaClick ? (
          // biome-ignore lint/a11y/useSemanticElements: an area of an SVG plot cannot be a <button>; it takes focus and Enter like one
          <g
            key={a.r}
            role="button"
            tabIndex={0}
            aria-label={`Area ${a.label}`}
            className="area clickable"
            data-area={a.r}
            onClick={() => onAreaClick(a.r)}
            onKeyDown={(ev) => activate(ev, () => onAreaClick(a.r))}
          >
            {rect}
          </g>
        ) : (
          <g key={a.r} className="area" data-area={a.r}>
            {rect}
          </g>
        );
      })}
      <Intervals
        points={points}
        regions={regions}
        frame={frame}
        open={onPointOpen && pointLink ? { go: onPointOpen, label: pointLink } : null}
      />
      <AreaLabels areas={areas} frame={frame} />
    </FrameSvg>
  );
}

/** The intervals in time order: a fading trail, each point shaped and coloured by its area, and their centre of mass. */
function Intervals({
  points,
  regions,
  frame,
  open,
}: {
  points: [number, number][];
  regions: Region[];
  frame: Frame<ScaleLinear<number, number>>;
  open: { go: (i: number) => void; label: (i: number) => string } | null;
}) {
  const { sx, sy } = frame;
  const u = frame.spec.type.unit;
  const n = points.length;
  const com = n ? [points.reduce((a, p) => a + p[0], 0) / n, points.reduce((a, p) => a + p[1], 0) / n] : null;
  const trail = line<[number, number]>()
    .x((p) => sx(p[0]))
    .y((p) => sy(p[1]));
  return (
    <>
      {n > 1 &&
        points
          .slice(1)
          .map((p, i) => (
            <path
              key={i}
              d={trail([points[i], p]) ?? ''}
              stroke={INK}
              strokeWidth={1.2 * u}
              strokeOpacity={0.1 + 0.6 * ((i + 1) / n)}
              fill="none"
            />
          ))}
      {open && <TouchTargets points={points.map((p, i) => ({ id: i + 1, x: sx(p[0]), y: sy(p[1]), open: () => open.go(i) }))} />}
      <g className="intervals">
        {points.map((p, i) => {
          const tip = `interval ${i + 1}: ${p[0].toFixed(1)} pages/s, ${p[1].toFixed(1)} % CPU — ${regions[i]}`;
          return (
            <path
              key={i}
              transform={`translate(${sx(p[0])},${sy(p[1])}) scale(${u})`}
              d={REGION_SHAPES[regions[i] ?? 'ok']}
              fill={REGION_COLOURS[regions[i] ?? 'ok']}
              fillOpacity={0.35 + 0.65 * ((i + 1) / n)}
              stroke="#fff"
              strokeWidth={0.8}
              data-region={regions[i]}
              data-interval={i + 1}
              {...(open ? rovingLink(`${open.label(i)} (${tip})`, () => open.go(i), i === n - 1) : {})}
            >
              <title>{open ? `${tip} — click: ${open.label(i)}` : tip}</title>
            </path>
          );
        })}
      </g>
      {com && (
        <circle cx={sx(com[0])} cy={sy(com[1])} r={9 * u} fill="none" stroke={INK} strokeWidth={3 * u} data-testid="centre-of-mass">
          <title>centre of mass</title>
        </circle>
      )}
    </>
  );
}

/**
 * A point that opens its interval: one Tab stop for them all (the newest
 * point), ← and → to the interval before and after, Enter or Space opens.
 */
function rovingLink(label: string, go: () => void, tabStop: boolean) {
  const props = linkProps(label, go, tabStop);
  return {
    ...props,
    onKeyDown: (ev: KeyboardEvent<SVGPathElement>) => {
      const to =
        ev.key === 'ArrowLeft'
          ? ev.currentTarget.previousElementSibling
          : ev.key === 'ArrowRight'
            ? ev.currentTarget.nextElementSibling
            : null;
      if (to instanceof SVGElement) {
        ev.preventDefault();
        to.focus();
      } else props.onKeyDown(ev);
    },
  };
}

/** Each area's name in its corner, moved where a narrow area leaves it no room; drawn over the points. */
function AreaLabels({ areas, frame }: { areas: Area[]; frame: Frame<ScaleLinear<number, number>> }) {
  const type = frame.spec.type;
  const labels = placeLabels(
    areas.map((a) => ({
      id: a.r,
      text: a.label,
      x: a.side === 'sw' ? a.box.x + a.box.width : a.box.x,
      y: a.box.y,
      r: 0,
      prefer: [a.side],
      within: a.box,
    })),
    { font: type.font, bold: true, bounds: frame.plot, obstacles: frame.obstacles },
  );
  return areas.map((a, i) => (
    <text
      key={a.r}
      x={labels[i].box.x + labels[i].pad}
      y={labels[i].baseline}
      className="area-label chart-label"
      style={{ fontSize: type.font, fontWeight: 700, strokeWidth: 3 * type.unit }}
      fill={REGION_COLOURS[a.r]}
      data-box={boxAttr(labels[i].box)}
      pointerEvents="none"
    >
      {a.label}
    </text>
  ));
}

export function TransitionMatrix({ matrix, caption }: { matrix: number[][]; caption: string }) {
  const names = ['UNDER', 'OK', 'OVER'];
  return (
    <table className="matrix" aria-label={caption}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">from \ to</th>
          {names.map((n) => (
            <th key={n} scope="col">
              {n}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {matrix.map((row, i) => (
          <tr key={i}>
            <th scope="row">{names[i]}</th>
            {row.map((v, j) => (
              <td
                key={j}
                data-cell={`${names[i]}-${names[j]}`}
                title={row.every((x) => x === 0) ? `No interval but the last was in ${names[i]}` : undefined}
              >
                {row.every((x) => x === 0) ? '—' : v.toFixed(2)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
