// Nishigaki 1981, Figures 4 and 5: throughput under each scheduler, squeezed
// and roomy, and what drives it — the King Size Program's allotment, the
// multiprogramming degree and the ready jobs.
import { BarChart } from '../../../charts/LineChart';
import { Exportable } from '../../../components/Export';
import { type Arms, metricsOf, num } from '../types';

const SCHEDULERS: [string, string][] = [
  ['owe-pe', 'OWE, PE-knee'],
  ['owe-lt', 'OWE, LT-knee'],
  ['uni-window', 'uni-window'],
];
const ROOMS: [string, string][] = [
  ['squeezed', 'squeezed memory (195 frames)'],
  ['roomy', 'roomy memory (300 frames)'],
];
const ROWS: [string, string, (v: number) => string][] = [
  ['total service units (Figure 4)', 'throughput', (v) => Math.round(v).toLocaleString('en-US')],
  ['CPU utilisation (Figure 4)', 'cpu_utilization', (v) => `${(v * 100).toFixed(1)} %`],
  ['multiprogramming degree (Figure 5)', 'mean_mpl', (v) => v.toFixed(2)],
  ['ready jobs (Figure 5)', 'ready_jobs', (v) => v.toFixed(2)],
  ['King Size Program’s allotment, pages (Figure 5)', 'king_size_resident', (v) => v.toFixed(1)],
];

export function OweResults({ arms }: { arms: Arms }) {
  const m = (s: string, room: string, key: string) => num(metricsOf(arms, `${s}/${room}`), key);
  const gain = (s: string, room: string) => {
    const g = (m(s, room, 'throughput') / m('uni-window', room, 'throughput') - 1) * 100;
    return `${g >= 0 ? '+' : ''}${g.toFixed(1)} %`;
  };
  return (
    <div className="exp-grid owe">
      {ROOMS.map(([room, label]) => (
        <Exportable key={room} name={`nishigaki-throughput-${room}`}>
          <BarChart
            title={`Service units — ${label}`}
            labels={SCHEDULERS.map(([, l]) => l)}
            values={SCHEDULERS.map(([s]) => m(s, room, 'throughput'))}
            xLabel="scheduler"
            yLabel="service units in 60 s"
            labelEvery={1}
          />
        </Exportable>
      ))}
      <div className="exp-table scroll">
        <table className="table1" data-testid="owe-table">
          <caption>Figures 4–5 as numbers; in brackets, the OWE’s service against the uni-window scheduler’s</caption>
          <thead>
            <tr>
              <th />
              {ROOMS.map(([room, label]) => (
                <th key={room} colSpan={3} scope="colgroup">
                  {label}
                </th>
              ))}
            </tr>
            <tr>
              <th />
              {ROOMS.flatMap(([room]) =>
                SCHEDULERS.map(([s, l]) => (
                  <th key={`${s}/${room}`} scope="col">
                    {l}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([label, key, f]) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                {ROOMS.flatMap(([room]) =>
                  SCHEDULERS.map(([s]) => (
                    <td key={`${s}/${room}`}>
                      {f(m(s, room, key))}
                      {key === 'throughput' && s !== 'uni-window' && <span className="muted"> ({gain(s, room)})</span>}
                    </td>
                  )),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
