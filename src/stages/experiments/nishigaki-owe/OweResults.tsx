// Nishigaki 1981, Figures 4 and 5: throughput under each scheduler, squeezed
// and roomy, and what drives it — the King Size Program's allotment, the
// multiprogramming degree and the ready jobs; beside the CPU use, §2's bound
// from the programs' lifetimes (eqs. 2.5–2.7); the uni-window scheduler's
// shared window over time.
import { BarChart } from '../../../charts/LineChart';
import { Exportable } from '../../../components/Export';
import type { OweMetrics } from '../../../wasm/types/core';
import { type ArmsOf, metricsOf } from '../types';
import { armName, oweLayout } from './layout';
import { SharedWindowChart } from './SharedWindowChart';

/** How the table and the charts name the core's schedulers and memories (others go by their own names). */
const LABELS: Record<string, string> = {
  'owe-pe': 'OWE, PE-knee',
  'owe-lt': 'OWE, LT-knee',
  squeezed: 'squeezed memory (195 frames)',
  roomy: 'roomy memory (300 frames)',
};
const label = (part: string) => LABELS[part] ?? part;

/** The measures of Figures 4–5 and of eqs. 2.5–2.7. */
type Measure = keyof Pick<
  OweMetrics,
  | 'throughput'
  | 'cpu_utilization'
  | 'cpu_bound'
  | 'efficiency_sum'
  | 'l_over_s'
  | 'system_lifetime_us'
  | 'paging_delay_us'
  | 'owe_share'
  | 'mean_mpl'
  | 'ready_jobs'
  | 'king_size_resident'
>;

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
const ms = (v: number) => `${(v / 1000).toFixed(1)} ms`;

export const ROWS: [string, Measure, (v: number) => string][] = [
  ['total service units (Figure 4)', 'throughput', (v) => Math.round(v).toLocaleString('en-US')],
  ['CPU utilisation (Figure 4)', 'cpu_utilization', pct],
  ['CPU bound min{1, Σ eᵢ/(eᵢ+S), L/S} (eq. 2.7)', 'cpu_bound', pct],
  ['  Σ eᵢ/(eᵢ+S) over the multiprogramming set (eq. 2.5)', 'efficiency_sum', (v) => v.toFixed(2)],
  ['  L/S (eq. 2.6)', 'l_over_s', (v) => v.toFixed(2)],
  ['  system lifetime L: CPU time between faults', 'system_lifetime_us', ms],
  ['  paging delay S: fault to page arrival', 'paging_delay_us', ms],
  ['the OWE’s own work (share of time, §4)', 'owe_share', (v) => `${(v * 100).toFixed(2)} %`],
  ['multiprogramming degree (Figure 5)', 'mean_mpl', (v) => v.toFixed(2)],
  ['ready jobs (Figure 5)', 'ready_jobs', (v) => v.toFixed(2)],
  ['King Size Program’s allotment, pages (Figure 5)', 'king_size_resident', (v) => v.toFixed(1)],
];

export function OweResults({ arms }: { arms: ArmsOf<'nishigaki-owe'> }) {
  const { schedulers, rooms, baseline } = oweLayout();
  const m = (s: string, room: string, key: Measure) => metricsOf(arms, armName(s, room))[key];
  const gain = (s: string, room: string) => {
    const g = (m(s, room, 'throughput') / m(baseline, room, 'throughput') - 1) * 100;
    return `${g >= 0 ? '+' : ''}${g.toFixed(1)} %`;
  };
  return (
    <div className="exp-grid owe">
      {rooms.map((room) => (
        <Exportable key={room} name={`nishigaki-throughput-${room}`}>
          <BarChart
            title={`Service units — ${label(room)}`}
            labels={schedulers.map(label)}
            values={schedulers.map((s) => m(s, room, 'throughput'))}
            xLabel="scheduler"
            yLabel="service units in 60 s"
            labelEvery={1}
          />
        </Exportable>
      ))}
      <SharedWindowChart arms={arms.filter((a) => a.name.startsWith(`${baseline}/`))} label={(a) => label(a.name.split('/')[1])} />
      <div className="exp-table scroll">
        <table className="table1" data-testid="owe-table">
          <caption>Figures 4–5 as numbers; in brackets, the OWE’s service against the uni-window scheduler’s</caption>
          <thead>
            <tr>
              <th />
              {rooms.map((room) => (
                <th key={room} colSpan={schedulers.length} scope="colgroup">
                  {label(room)}
                </th>
              ))}
            </tr>
            <tr>
              <th />
              {rooms.flatMap((room) =>
                schedulers.map((s) => (
                  <th key={armName(s, room)} scope="col">
                    {label(s)}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([name, key, f]) => (
              <tr key={key}>
                <th scope="row">{name}</th>
                {rooms.flatMap((room) =>
                  schedulers.map((s) => (
                    <td key={armName(s, room)}>
                      {f(m(s, room, key))}
                      {key === 'throughput' && s !== baseline && <span className="muted"> ({gain(s, room)})</span>}
                    </td>
                  )),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="muted">
          Eq. 2.7 bounds the CPU use from each program’s lifetime eᵢ measured in the run (its CPU time between faults; each weighted by the
          share of the run it spent in memory) and from the system lifetime L against the paging delay S. L = S is Denning’s rule: below it,
          the processor waits for the drum whatever the scheduler. The bound leaves out the file I/O, so the CPU use falls short of it.
        </p>
      </div>
    </div>
  );
}
