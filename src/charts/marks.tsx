// The marks series are told apart by: colour (Okabe–Ito, palette.ts), and
// also dash and point shape, so that no reader depends on colour alone.
import { symbol, symbolCircle, symbolCross, symbolDiamond, symbolSquare, symbolStar, symbolTriangle, symbolWye } from 'd3-shape';
import { OWNER_COLOURS } from '../viz/palette';

export type Shape = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross' | 'star' | 'wye';

const SYMBOLS = {
  circle: symbolCircle,
  square: symbolSquare,
  triangle: symbolTriangle,
  diamond: symbolDiamond,
  cross: symbolCross,
  star: symbolStar,
  wye: symbolWye,
};

export interface SeriesStyle {
  colour: string;
  /** A dash pattern in units of the chart's stroke unit; '' is a solid line. */
  dash: string;
  shape: Shape;
  /** A scatter's points: the legend shows the shape without a line. */
  points?: boolean;
}

const SHAPES: Shape[] = ['circle', 'square', 'triangle', 'diamond', 'cross', 'star', 'wye'];
const DASHES = ['', '7 3', '2 3', '9 3 2 3', '4 4', '12 4', '1 3', '6 2 2 2'];

/** The style of the series in place `slot` of a chart: the slot's owner colour, its own dash and shape. */
export function seriesStyle(slot: number): SeriesStyle {
  return { colour: OWNER_COLOURS[slot % OWNER_COLOURS.length], dash: DASHES[slot % DASHES.length], shape: SHAPES[slot % SHAPES.length] };
}

/** A dash pattern scaled by `unit` (presenter mode lengthens dashes with the strokes). */
export function dashArray(dash: string, unit: number): string | undefined {
  return dash ? dash.replace(/[\d.]+/g, (d) => String(Number(d) * unit)) : undefined;
}

// Areas (× r²) that make the shapes about equally large, each reaching about r from its centre.
const AREA: Record<Shape, number> = { circle: Math.PI, square: 2.9, triangle: 1.7, diamond: 1.5, cross: 2.2, star: 1.8, wye: 1.6 };

/** The path of `shape` centred on the origin, reaching about `r` px from it. */
export function shapePath(shape: Shape, r: number): string {
  return symbol(SYMBOLS[shape], AREA[shape] * r * r)() ?? '';
}

/** A series' sample for a legend: a short stretch of its line with its point shape in the middle. */
export function LegendSwatch({ style, x, y, length, unit }: { style: SeriesStyle; x: number; y: number; length: number; unit: number }) {
  return (
    <g>
      <line
        x1={x}
        x2={x + length}
        y1={y}
        y2={y}
        stroke={style.colour}
        strokeWidth={2.5 * unit}
        strokeDasharray={dashArray(style.dash, unit)}
      />
      <path
        transform={`translate(${x + length / 2},${y})`}
        d={shapePath(style.shape, 4 * unit)}
        fill={style.colour}
        stroke="#fff"
        strokeWidth={unit}
      />
    </g>
  );
}
