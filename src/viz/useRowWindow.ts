// A long table drawn as a window of its rows: past `TABLE_WINDOW` rows only
// those in (and a little around) the scrolling panel's view are drawn, with
// empty rows of the right height standing for the others, so that scrolling
// reaches every row and drawing costs follow the screen, not the table's
// length. Rows are taken to be of one height (measured from a drawn row).
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Tables with more rows than this are drawn as a window: a 256-frame table drawn whole costs 15 ms of painting a frame
 * while it plays (tests/bench/frame-time.mjs's hard case), a window of the ~40 rows in view a third of that.
 */
export const TABLE_WINDOW = 64;
/** Rows drawn beyond each edge of the view. */
const OVERSCAN = 12;

export interface RowWindow {
  /** The first row drawn and one past the last. */
  start: number;
  end: number;
  /** A row's height in px (an estimate until a row is drawn). */
  rowHeight: number;
  /** Scrolls the panel, if it must, to show row `index`. */
  show: (index: number) => void;
}

/** The scrolling panel a table sits in (its nearest `.scroll` ancestor). */
const panelOf = (table: HTMLElement | null) => table?.closest<HTMLElement>('.scroll') ?? null;

/** Where the table sits in its panel, as last measured (px). */
export interface Geometry {
  /** The panel's scroll offset and height. */
  scrollTop: number;
  height: number;
  /** The header row's height, the table's top within the panel's content, a body row's height. */
  head: number;
  offset: number;
  rowHeight: number;
}

/**
 * The panel's offset that shows row `index`, or null when it is in view. A
 * row above the view goes to its top; a row past the bottom a quarter of the
 * way down it, so that the rows after it are in view too: a pointer moving
 * down the table scrolls it a page at a time, not a row at every step (each
 * scroll paints the whole panel again).
 */
export function followOffset(g: Geometry, index: number): number | null {
  const top = index * g.rowHeight;
  const bottom = top + g.rowHeight + g.head;
  if (top < g.scrollTop) return top;
  if (bottom <= g.scrollTop + g.height) return null;
  const lead = Math.max(0, 0.75 * (g.height - g.head - g.rowHeight));
  return Math.min(top, bottom - g.height + lead);
}

/**
 * The geometry is measured when the panel scrolls or changes size (reading
 * layout then costs nothing extra: the browser has just laid it out), never
 * while a frame is drawn — following the run step by step (`show`) reads
 * the last measure, so playing forces no layout.
 */
export function useRowWindow(count: number, table: RefObject<HTMLTableElement | null>): RowWindow {
  const windowed = count > TABLE_WINDOW;
  const geometry = useRef<Geometry>({ scrollTop: 0, height: 800, head: 0, offset: 0, rowHeight: 28 });
  const [view, setView] = useState({ top: 0, height: 800, rowHeight: 28 });

  const measure = useCallback(() => {
    const t = table.current;
    const panel = panelOf(t);
    if (!t || !panel) return;
    const g: Geometry = {
      scrollTop: panel.scrollTop,
      height: panel.clientHeight,
      head: t.tHead?.offsetHeight ?? 0,
      offset: t.offsetTop - (panel.offsetTop ?? 0),
      rowHeight: t.querySelector<HTMLElement>('tbody tr[data-frame]')?.offsetHeight || 28,
    };
    geometry.current = g;
    const next = { top: Math.max(0, g.scrollTop - g.head - g.offset), height: g.height, rowHeight: g.rowHeight };
    setView((v) => (v.top === next.top && v.height === next.height && v.rowHeight === next.rowHeight ? v : next));
  }, [table]);

  useLayoutEffect(() => {
    measure();
    const t = table.current;
    const panel = panelOf(t);
    if (!t || !panel) return;
    panel.addEventListener('scroll', measure, { passive: true });
    // (A document without layout, as in unit tests, has no ResizeObserver: nothing changes size there.)
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(panel);
    resized?.observe(t);
    return () => {
      panel.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [measure, table]);

  // The scroll is written at the start of the next frame, when the page's layout is clean: written right after a
  // step is drawn, it would force the browser to lay the page out again at once.
  const pending = useRef(0);
  useEffect(() => () => cancelAnimationFrame(pending.current), []);
  const show = useCallback(
    (index: number) => {
      cancelAnimationFrame(pending.current);
      pending.current = requestAnimationFrame(() => {
        const panel = panelOf(table.current);
        if (!panel) return;
        const g = geometry.current;
        // Writing the offset is all (the scroll event measures again); until then the next step reads the offset asked for.
        const to = followOffset(g, index);
        if (to === null) return;
        panel.scrollTop = to;
        g.scrollTop = to;
      });
    },
    [table],
  );

  if (!windowed) return { start: 0, end: count, rowHeight: view.rowHeight, show };
  const first = Math.floor(view.top / view.rowHeight) - OVERSCAN;
  const start = Math.max(0, Math.min(count - 1, first));
  const end = Math.min(count, start + Math.ceil(view.height / view.rowHeight) + 2 * OVERSCAN);
  return { start, end, rowHeight: view.rowHeight, show };
}
