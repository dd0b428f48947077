// A chart's box (sized to its container) and its frame drawn from a layout
// (layout.ts): title, legend, the lane above the plot, grid, axes and notes.
// D3 computes the scales and ticks, React draws them.
import { type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import './charts.css';
import { INK, MUTED } from '../viz/palette';
import type { Box } from './labels';
import type { Frame, PlacedText } from './layout';
import { LegendSwatch } from './marks';
import { type ChartType, chartType } from './text';
import { type ChartSize, useChartSize } from './useChartSize';

/**
 * A box of the chart's aspect `ratio` (width / height), or filling its container (charts.css), at most
 * `maxHeight` (a CSS length; by default its container's height and 85 % of the window); `children`
 * draws for the size measured.
 */
export function ChartBox({
  ratio,
  maxHeight,
  children,
}: {
  ratio: number;
  maxHeight?: string;
  children: (size: ChartSize, type: ChartType) => ReactNode;
}) {
  const { ref, size } = useChartSize(ratio);
  return (
    <div ref={ref} className="chart-box" style={{ aspectRatio: String(ratio), maxHeight }}>
      {children(size, chartType(size.rem, size.least))}
    </div>
  );
}

/** A point a finger can open: where it is drawn, what it opens, and its name (its key, and `data-for` for tests). */
export interface TouchPoint {
  id: string | number;
  x: number;
  y: number;
  open: () => void;
}

/** Half of a finger's target (WCAG 2.5.5: 44 px across). */
const TOUCH_RADIUS = 22;

/**
 * Targets 44 px across for a chart's points that open something, taken by a
 * finger only (a coarse pointer; charts.css hides them for a mouse). Drawn
 * beneath every point, so that a dot always answers for itself; where two
 * targets overlap, the later point's takes the tap. Hidden from screen
 * readers and the keyboard, which reach the points themselves.
 */
export function TouchTargets({ points }: { points: TouchPoint[] }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: nothing in it takes focus; the points it doubles for a finger are named and focusable
    <g className="touch-targets" aria-hidden="true">
      {points.map((p) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: a finger's larger target for a point that is itself a button (keys and screen readers reach that)
        <circle key={p.id} cx={p.x} cy={p.y} r={TOUCH_RADIUS} data-for={p.id} onClick={p.open} />
      ))}
    </g>
  );
}

/** Runs `act` on Enter or Space: a plot's mark that works as a button. */
export function activate(ev: KeyboardEvent, act: () => void) {
  if (ev.key === 'Enter' || ev.key === ' ') {
    ev.preventDefault();
    act();
  }
}

/** "x y width height" of a box, for tests and for anyone checking a layout in the DOM. */
export function boxAttr(b: Box): string {
  return [b.x, b.y, b.width, b.height].map((v) => Math.round(v * 10) / 10).join(' ');
}

/** The SVG of a chart `width` × `height` px: its own size in pixels, its type in px (the styles it needs inline, for export). */
/** The keys that move between a chart's points, and where each goes from point `i` of `n`. */
const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => Math.min(n - 1, i + 1),
  ArrowDown: (i, n) => Math.min(n - 1, i + 1),
  ArrowLeft: (i) => Math.max(0, i - 1),
  ArrowUp: (i) => Math.max(0, i - 1),
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * A chart's points (or areas) that take focus, as one Tab stop (a roving
 * tabindex): the point last focused, or the first, is the chart's stop; the
 * arrows, Home and End move between them. The points are those drawn
 * focusable (tabIndex 0), marked `data-roving` the first time they are seen.
 */
function useRovingPoints(svg: RefObject<SVGSVGElement | null>, on: boolean) {
  useLayoutEffect(() => {
    const root = svg.current;
    if (!on || !root) return;
    for (const e of root.querySelectorAll('[tabindex="0"]:not([data-roving])')) e.setAttribute('data-roving', '');
    const points = [...root.querySelectorAll<SVGElement>('[data-roving]')];
    const stop = points.find((p) => p === document.activeElement) ?? points.find((p) => p.dataset.rovingStop !== undefined) ?? points[0];
    for (const p of points) {
      const want = p === stop ? '0' : '-1';
      if (p.getAttribute('tabindex') !== want) p.setAttribute('tabindex', want);
    }
    if (stop && stop.dataset.rovingStop === undefined) {
      for (const p of points) delete p.dataset.rovingStop;
      stop.dataset.rovingStop = '';
    }
  });
  return (e: KeyboardEvent<SVGSVGElement>) => {
    const move = MOVES[e.key];
    const root = svg.current;
    if (!on || !move || !root) return;
    const points = [...root.querySelectorAll<SVGElement>('[data-roving]')];
    const i = points.indexOf(document.activeElement as SVGElement);
    if (i < 0) return;
    // The arrows are the chart's here, not the stage's (a step).
    e.preventDefault();
    e.stopPropagation();
    const next = points[move(i, points.length)];
    for (const p of points) {
      p.setAttribute('tabindex', p === next ? '0' : '-1');
      delete p.dataset.rovingStop;
    }
    next.dataset.rovingStop = '';
    next.focus();
  };
}

/** The SVG of a chart `width` × `height` px: its own size in pixels, its type in px (the styles it needs inline, for export). */
export function ChartSvg({
  width,
  height,
  type,
  className,
  label,
  plot,
  interactive = false,
  children,
}: {
  width: number;
  height: number;
  type: ChartType;
  className: string;
  label: string;
  /** The plot's box, recorded as data-plot. */
  plot?: Box;
  /**
   * Whether points or areas in it take focus: then a group of them (an image's parts cannot be controls), one Tab
   * stop with the arrows between its points; else an image.
   */
  interactive?: boolean;
  children: ReactNode;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const onKeyDown = useRovingPoints(svg, interactive);
  return (
    <svg
      ref={svg}
      width={width}
      height={height}
      style={{ width, height, maxWidth: 'none', fontSize: type.font }}
      className={`chart ${className}`}
      role={interactive ? 'group' : 'img'}
      aria-label={label}
      data-plot={plot && boxAttr(plot)}
      onKeyDown={interactive ? onKeyDown : undefined}
    >
      {children}
    </svg>
  );
}

export function Lines({ text, className, style }: { text: PlacedText; className?: string; style?: CSSProperties }) {
  return (
    <text x={text.x} className={className} style={style} data-box={boxAttr(text.box)}>
      {text.lines.map((l, i) => (
        <tspan key={i} x={text.x} y={text.y[i]}>
          {l}
        </tspan>
      ))}
    </text>
  );
}

/** The frame around a plot: everything `layout.ts` placed; `children` draw inside. */
export function FrameSvg<S>({
  frame,
  className,
  interactive = false,
  children,
}: {
  frame: Frame<S>;
  className: string;
  /** Whether points or areas in it take focus (ChartSvg's `interactive`). */
  interactive?: boolean;
  children: ReactNode;
}) {
  const { spec, plot } = frame;
  const t = spec.type;
  return (
    <ChartSvg
      width={spec.width}
      height={spec.height}
      type={t}
      className={className}
      label={spec.title}
      plot={plot}
      interactive={interactive}
    >
      <Lines text={frame.title} className="chart-title" style={{ fontSize: t.title, fontWeight: 600, fill: INK }} />
      {frame.legend.map((l) => (
        <g key={l.entry.name} className="chart-legend" data-legend={l.entry.name}>
          <LegendSwatch style={l.entry.style} x={l.x} y={l.y} length={Math.round(t.font * 2.4)} unit={t.unit} />
          <text x={l.x + Math.round(t.font * 2.8)} y={l.y} dy="0.35em" fill={INK}>
            {l.text}
          </text>
        </g>
      ))}
      {frame.lane && (
        <g className="chart-lane">
          <Lines text={frame.lane.caption} style={{ fill: INK }} />
          <rect {...frame.lane.band} fill="#eef1f4" />
        </g>
      )}
      <Axes frame={frame} />
      {children}
      {frame.notes.lines.length > 0 && <Lines text={frame.notes} className="chart-note" style={{ fill: INK }} />}
    </ChartSvg>
  );
}

/** Grid lines, the y axis with its (rotated) label, the x axis with its label. */
function Axes<S>({ frame }: { frame: Frame<S> }) {
  const { plot, sy } = frame;
  const t = frame.spec.type;
  const tick = Math.round(t.font * 0.4);
  const bottom = plot.y + plot.height;
  return (
    <>
      <g className="chart-grid">
        {frame.yTicks.map((k) => (
          <line
            key={k.value}
            x1={plot.x}
            x2={plot.x + plot.width}
            y1={sy(k.value)}
            y2={sy(k.value)}
            stroke="#e3e7eb"
            strokeWidth={t.unit}
          />
        ))}
      </g>
      <g className="axis" stroke={INK} fill={INK}>
        {frame.yTicks.map((k) => (
          <g key={k.value} transform={`translate(0,${sy(k.value)})`}>
            <line x1={plot.x - tick} x2={plot.x} />
            <text x={plot.x - tick - 2} dy="0.32em" textAnchor="end" stroke="none">
              {k.label}
            </text>
          </g>
        ))}
        <line x1={plot.x} x2={plot.x} y1={plot.y} y2={bottom} strokeWidth={t.unit} />
        {frame.yLabel.across ? (
          <Lines text={frame.yLabel.across} className="axis-label" style={{ stroke: 'none', fill: MUTED }} />
        ) : (
          <text
            className="axis-label"
            transform={`translate(${frame.yLabel.x},${frame.yLabel.y}) rotate(-90)`}
            textAnchor="middle"
            stroke="none"
            fill={MUTED}
          >
            {frame.yLabel.lines.map((l, i) => (
              <tspan key={i} x={0} y={i * t.line}>
                {l}
              </tspan>
            ))}
          </text>
        )}
        <line x1={plot.x} x2={plot.x + plot.width} y1={bottom} y2={bottom} strokeWidth={t.unit} />
        {frame.xTicks.map((k, i) => (
          <g key={i} transform={`translate(${k.x},${bottom})`}>
            <line y2={tick} />
            <text y={frame.xTickBaseline - bottom + (k.row ?? 0) * t.line} textAnchor="middle" stroke="none">
              {k.label}
            </text>
          </g>
        ))}
        <text className="axis-label" x={frame.xLabel.x} y={frame.xLabel.y} textAnchor="middle" stroke="none" fill={MUTED}>
          {frame.xLabel.text}
        </text>
      </g>
    </>
  );
}
