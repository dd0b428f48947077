// A chart's data as a table (WCAG 1.1.1: the same information without the
// picture): a chart inside an Exportable offers its data (useChartTable),
// and the Exportable's "Table" button shows it as a real table in the
// chart's place, and "Chart" the picture again.
import { createContext, useContext, useEffect } from 'react';

export interface ChartData {
  /** What the table holds (the chart's title). */
  caption: string;
  /** The column heads: what is on the x axis, then each series. */
  head: string[];
  /** One row per x: its value, then each series' (null: none). */
  rows: (string | number | null)[][];
}

/** Where a chart offers its data: the Exportable around it (none: the chart has no table). */
export const ChartDataSink = createContext<((data: ChartData | null) => void) | null>(null);

/** Offers `data` as the chart's table to the Exportable around it, for as long as the chart is drawn. */
export function useChartTable(data: ChartData) {
  const offer = useContext(ChartDataSink);
  const key = JSON.stringify(data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: offered again only when the data themselves change
  useEffect(() => {
    if (!offer) return;
    offer(data);
    return () => offer(null);
  }, [offer, key]);
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
