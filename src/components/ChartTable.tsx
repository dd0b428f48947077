// A chart's data as a table (WCAG 1.1.1: the same information without the
// picture): a chart inside an Exportable says it has data (useChartTable),
// and the Exportable's Table button shows them as a real table in the
// chart's place. The table is built only while it is shown: a chart drawn
// at every frame of play builds nothing for it, and its Exportable is not
// drawn again when the data change.
import { createContext, type RefObject, useContext, useEffect, useLayoutEffect } from 'react';

export interface ChartData {
  /** What the table holds (the chart's title). */
  caption: string;
  /** The column heads: what is on the x axis, then each series. */
  head: string[];
  /** One row per x: its value, then each series' (null: none). */
  rows: (string | number | null)[][];
}

/** Where a chart offers its data: the Exportable around it (none: the chart has no table). */
export interface ChartDataSink {
  /** The chart's data as it is drawn now, built when asked. */
  data: RefObject<(() => ChartData) | null>;
  /** Whether a chart with data is drawn inside. */
  setHas: (has: boolean) => void;
}
export const ChartDataSinkContext = createContext<ChartDataSink | null>(null);

/** Offers the chart's data (built by `data` when the table is shown) to the Exportable around it, while it is drawn. */
export function useChartTable(data: () => ChartData) {
  const sink = useContext(ChartDataSinkContext);
  useLayoutEffect(() => {
    if (sink) sink.data.current = data;
  });
  useEffect(() => {
    if (!sink) return;
    sink.setHas(true);
    return () => {
      sink.data.current = null;
      sink.setHas(false);
    };
  }, [sink]);
}

/** A number as the table writes it: as read on the chart, to at most three decimals. */
const cell = (v: string | number | null) => (v === null ? '—' : typeof v === 'number' ? String(Number(v.toFixed(3))) : v);

export function ChartTableView({ data }: { data: ChartData }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls must take focus for the keyboard to scroll it
    <section className="chart-table" aria-label={`${data.caption}: the data`} tabIndex={0}>
      <table className="table1">
        <caption>{data.caption}</caption>
        <thead>
          <tr>
            {data.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, i) => (
            <tr key={i}>
              {row.map((v, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell(v)}
                  </th>
                ) : (
                  <td key={j}>{cell(v)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
