// How the four textbook tables take their panel: how many references and
// frame slots fit, and — in presenter mode, where no slot may be left out —
// whether the tables stand one under another, two by two or four side by
// side, and at what size (down to the least the type may be). Sizes in rem
// (policies.css); the panel is measured in units of 15 per rem.
import type { PageNames } from '../../viz/pageNames';
import type { PolicyRun } from '../../wasm/core';

/**
 * The tables' sizes in rem at full size (policies.css): the reference header
 * (`head`), a slot's row (`row`; the clock's adds its bits under the page,
 * `bits`, at the least type size), a policy's fault row (`out`), the
 * policies' names and slot numbers (`labels`), the least a reference's
 * column takes (`cell`), a page name's width for each of its characters
 * in the header (`digit`) and what it adds to them (`pad`), a clock bit's
 * width (`bit`), the room between two columns of tables (`gap`), the least
 * number of references shown (`leastRefs`) and the most worth smaller type
 * (`enough`); which arrangements and sizes may be used. Four tables side by side name their policy above the slots: their
 * labels are the slot numbers alone (`labelsAbove`), under the name's row
 * (`nameRow`). `beside`: presenting, the tables' column is as wide as they
 * are and they may take the stage's width but this much (the chart's least
 * column and the gap); 0: they take their panel's width.
 */
export interface TableSizes {
  head: number;
  row: number;
  bits: number;
  out: number;
  labels: number;
  cell: number;
  digit: number;
  pad: number;
  bit: number;
  gap: number;
  leastRefs: number;
  enough: number;
  labelsAbove: number;
  nameRow: number;
  beside: number;
  /** Tables side by side: 1 (one under another), 2 (two by two), 4. */
  columns: readonly Columns[];
  /** The type's sizes, largest first (1: full size): the first that shows the most is taken. */
  scales: readonly number[];
}
export type Columns = 1 | 2 | 4;

/** At a desk: one under another, a window of the slots when frames are many (the panel scrolls). */
export const DESK: TableSizes = {
  head: 1.7,
  row: 1.4,
  bits: 0.85,
  out: 1.2,
  labels: 9.5,
  cell: 1.9,
  digit: 0.62,
  pad: 1,
  bit: 0.52,
  gap: 0,
  leastRefs: 4,
  enough: 20,
  labelsAbove: 0,
  nameRow: 0,
  beside: 0,
  columns: [1],
  scales: [1],
};
/**
 * Embedded: compact (app/embed.css), and — as presenting — every slot shown:
 * two by two or four side by side, the type down to 80 % (12.8 px, the
 * embed's least is 12) when that is what fits; ten references are enough
 * in a slide (smaller type is not worth more).
 */
export const EMBEDDED: TableSizes = {
  ...DESK,
  head: 1.3,
  row: 1.1,
  bits: 0.6,
  // app/embed.css's policy name (5.6 em) and slot number (1.4 em) with their padding and borders.
  labels: 8.2,
  cell: 2.1,
  // A cell's padding (0.3 em) and border beside a page name's writing.
  pad: 1.35,
  gap: 0.8,
  leastRefs: 1,
  enough: 10,
  labelsAbove: 2.2,
  nameRow: 2.5,
  columns: [1, 2, 4],
  scales: [1, 0.9, 0.8],
};
/**
 * Presenter mode (policies.css's html.presenter rules): tighter rows, the
 * type as large as the room allows (up to 130 %), and every slot shown — the
 * tables two by two or four side by side when one under another would leave
 * slots out, at 90 % of the type (the least it may be, 0.9 rem) when that is
 * what fits.
 */
export const PRESENTER: TableSizes = {
  head: 1.55,
  row: 1.25,
  bits: 0.95,
  out: 1.2,
  labels: 9,
  cell: 1.5,
  digit: 0.7,
  pad: 0.4,
  bit: 0.6,
  gap: 0.8,
  leastRefs: 1,
  enough: 20,
  labelsAbove: 2.2,
  nameRow: 2.5,
  beside: 19.9,
  columns: [1, 2, 4],
  scales: [1.3, 1.15, 1, 0.9],
};

/** Presenting a trace file, the chart's least room beside the tables, in rem (the stage's grid gives it the rest). */
export const TRACE_BESIDE = 30;

/** The tables as laid out: side by side `columns`, at `scale` of the type, `refs` references and `rows` slots per policy. */
export interface TableFit {
  columns: Columns;
  scale: number;
  /** A reference's column width in rem at full size (the type's `scale` scales it). */
  cell: number;
  refs: number;
  rows: number;
}

/**
 * The arrangement for a panel `width` × `height` (15 units per rem) and a run
 * of `total` references in `frames` frames: the first of the sizes'
 * arrangements (fewest columns, largest type first) that shows every slot
 * and the most references up to `sizes.enough` (20 at a desk and presenting:
 * a textbook string is at most 20) — or, when none shows every slot, one
 * under another at the smallest type with a window of (at least 3) slots.
 */
export function fitTables(width: number, height: number, frames: number, total: number, cell: number, sizes: TableSizes): TableFit {
  const w = width / 15;
  const h = height / 15;
  let best: TableFit | null = null;
  for (const columns of sizes.columns)
    for (const scale of sizes.scales) {
      const fit = { columns, scale, cell, ...room(w, h, columns, scale, cell, sizes) };
      if (fit.rows < frames || fit.refs < 1) continue;
      const shown = Math.min(fit.refs, total, sizes.enough);
      if (!best || shown > Math.min(best.refs, total, sizes.enough)) best = fit;
    }
  if (best) return { ...best, refs: Math.max(sizes.leastRefs, best.refs) };
  const scale = sizes.scales[sizes.scales.length - 1];
  const fit = room(w, h, 1, scale, cell, sizes);
  return { columns: 1, scale, cell, refs: Math.max(sizes.leastRefs, fit.refs), rows: Math.max(3, fit.rows) };
}

/** The references and slot rows that fit `w` × `h` rem with the tables `columns` side by side at `scale`. */
function room(w: number, h: number, columns: Columns, scale: number, cell: number, s: TableSizes) {
  const above = columns === 4;
  const each = (w - (columns - 1) * s.gap) / columns;
  const refs = Math.floor((each / scale - (above ? s.labelsAbove : s.labels)) / cell);
  // The tallest column: the one with the clock, whose rows carry its bits.
  const policies = 4 / columns;
  const fixed = scale * (s.head + policies * s.out + (above ? s.nameRow : 0));
  const slot = scale * policies * s.row + Math.max(1, scale) * s.bits;
  return { refs, rows: Math.floor((h - fixed) / slot) };
}

/** A write's w beside a page's name in the header, in digits' widths (its font is smaller than the name's). */
const WRITE_MARK = 0.9;

/**
 * The width of a reference's column, in rem at full size: the widest
 * page name near `position` (with the clock's ▸, and a write's w), the clock's bits — usage,
 * modified where it steers the clock, the register's k bits — and the
 * outcome row's ↯ with the page replaced; never under `sizes.cell` (1.9 rem
 * at a desk, so that a 20-reference string fits beside the side panel at
 * 1920 × 1080).
 */
export function cellWidth(run: PolicyRun, position: number, names: PageNames, k: number, modified: boolean, sizes: TableSizes): number {
  const from = Math.max(0, position - 40);
  const near = run.pages(from, position + 40);
  const writes = run.writes(from, position + 40);
  // A write's w sits in its column's corner, the page's name moved left of it (policies.css): a written name of more
  // than two characters needs WRITE_MARK digits more (a shorter one leaves the w room in the cell's padding). Only a
  // column whose written name is near the longest widens the table.
  let digits = 1;
  near.forEach((p, i) => {
    const chars = names.name(0, p).length;
    digits = Math.max(digits, chars + (writes[i] && chars > 2 ? WRITE_MARK : 0));
  });
  const bits = 1 + (modified ? 1 : 0) + (k > 0 ? 1 + k : 0);
  return Math.max(sizes.cell, digits * sizes.digit + sizes.pad, bits * sizes.bit + 0.3);
}

/**
 * Where a window of `count` references of a string of `total` starts when
 * `position` references have been made: the one just made always in it, a few
 * still to come at its right (three, one if the columns are few, none if
 * there is one column).
 */
export function windowStart(position: number, count: number, total: number): number {
  const upcoming = Math.min(count >= 10 ? 3 : 1, count - 1);
  return Math.max(0, Math.min(position - (count - upcoming), total - count));
}
