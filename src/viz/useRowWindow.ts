// A long table drawn as a window of its rows: past `TABLE_WINDOW` rows only
// those in (and a little around) the scrolling panel's view are drawn, with
// empty rows of the right height standing for the others, so that scrolling
// reaches every row and drawing costs follow the screen, not the table's
// length. Rows are taken to be of one height (measured from a drawn row).
import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';

/** Tables with more rows than this are drawn as a window. */
export const TABLE_WINDOW = 256;
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

export function useRowWindow(count: number, table: RefObject<HTMLTableElement | null>): RowWindow {
  const windowed = count > TABLE_WINDOW;
  const [view, setView] = useState({ top: 0, height: 800, rowHeight: 28 });

  const measure = useCallback(() => {
    const t = table.current;
    const panel = panelOf(t);
    if (!t || !panel) return;
    const row = t.querySelector<HTMLElement>('tbody tr[data-frame]');
    const head = t.tHead?.offsetHeight ?? 0;
    const next = {
      top: Math.max(0, panel.scrollTop - head - (t.offsetTop - (panel.offsetTop ?? 0))),
      height: panel.clientHeight,
      rowHeight: row?.offsetHeight || 28,
    };
    setView((v) => (v.top === next.top && v.height === next.height && v.rowHeight === next.rowHeight ? v : next));
  }, [table]);

  useLayoutEffect(() => {
    if (!windowed) return;
    measure();
    const panel = panelOf(table.current);
    panel?.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    if (panel) resized.observe(panel);
    return () => {
      panel?.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [windowed, measure, table]);

  const show = useCallback(
    (index: number) => {
      const t = table.current;
      const panel = panelOf(t);
      if (!t || !panel) return;
      const head = t.tHead?.offsetHeight ?? 0;
      const rowHeight = t.querySelector<HTMLElement>('tbody tr[data-frame]')?.offsetHeight || view.rowHeight;
      const top = index * rowHeight;
      const bottom = top + rowHeight + head;
      if (top < panel.scrollTop) panel.scrollTop = top;
      else if (bottom > panel.scrollTop + panel.clientHeight) panel.scrollTop = bottom - panel.clientHeight;
    },
    [table, view.rowHeight],
  );

  if (!windowed) return { start: 0, end: count, rowHeight: view.rowHeight, show };
  const first = Math.floor(view.top / view.rowHeight) - OVERSCAN;
  const start = Math.max(0, Math.min(count - 1, first));
  const end = Math.min(count, start + Math.ceil(view.height / view.rowHeight) + 2 * OVERSCAN);
  return { start, end, rowHeight: view.rowHeight, show };
}
