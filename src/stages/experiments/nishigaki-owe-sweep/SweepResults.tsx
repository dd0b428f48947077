// Nishigaki 1981, Figures 4–5 over memory: the OWE's throughput against the
// uni-window scheduler's at each size, with the paper's two points marked;
// the table of what drives it; the shared window over time.
import { LineChart } from '../../../charts/LineChart';
import { Exportable } from '../../../components/Export';
import { SharedWindowChart } from '../nishigaki-owe/SharedWindowChart';
import { type ArmsOf, metricsOf } from '../types';
import { advantage, PAPER_ADVANTAGE, sweepFrames } from './layout';

const paperAt = (frames: number, key: 'low' | 'high') => PAPER_ADVANTAGE.find((p) => p.frames === frames)?.[key] ?? null;

export function OweSweepResults({ arms }: { arms: ArmsOf<'nishigaki-owe-sweep'> }) {
  const frames = sweepFrames(arms);
  const m = (s: string, f: number) => metricsOf(arms, `${s}/${f}`);
  const pct = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(1)} %`;
  return (
    <div className="exp-grid owe-sweep">
      <Exportable name="nishigaki-owe-sweep">
        <LineChart
          title="The OWE’s throughput over the uni-window scheduler’s, by memory (Figure 4 over memory)"
          xs={frames}
          xLabel="memory (frames; 195 ≈ the paper’s 2 M bytes, 300 ≈ 3 M bytes)"
          yLabel="service units, OWE ÷ uni-window − 1 (%)"
          missingLabel="no paper point (Nishigaki measured 2 M and 3 M bytes only)"
          series={[
            { name: 'lab (OWE, PE-knee)', values: frames.map((f) => advantage(arms, f) * 100) },
            { name: 'Nishigaki 1981, low', values: frames.map((f) => paperAt(f, 'low')) },
            { name: 'Nishigaki 1981, high', values: frames.map((f) => paperAt(f, 'high')) },
          ]}
        />
      </Exportable>
      <SharedWindowChart arms={arms.filter((a) => a.name.startsWith('uni-window/'))} label={(a) => `${a.name.split('/')[1]} frames`} />
      <div className="exp-table scroll">
        <table className="table1" data-testid="owe-sweep-table">
          <caption>
            Each memory: service units (the OWE’s gain), CPU use against eq. 2.7’s bound, multiprogramming degree and the King Size
            Program’s allotment
          </caption>
          <thead>
            <tr>
              <th scope="col">frames</th>
              <th scope="col">OWE service</th>
              <th scope="col">uni-window service</th>
              <th scope="col">gain</th>
              <th scope="col">CPU / bound, OWE</th>
              <th scope="col">CPU / bound, uni-window</th>
              <th scope="col">MPL OWE / uni</th>
              <th scope="col">King Size pages OWE / uni</th>
            </tr>
          </thead>
          <tbody>
            {frames.map((f) => {
              const [o, u] = [m('owe-pe', f), m('uni-window', f)];
              return (
                <tr key={f} data-frames={f}>
                  <th scope="row">{f}</th>
                  <td>{Math.round(o.throughput).toLocaleString('en-US')}</td>
                  <td>{Math.round(u.throughput).toLocaleString('en-US')}</td>
                  <td data-testid={`gain-${f}`}>{pct(advantage(arms, f) * 100)}</td>
                  <td>
                    {(o.cpu_utilization * 100).toFixed(1)} / {(o.cpu_bound * 100).toFixed(1)} %
                  </td>
                  <td>
                    {(u.cpu_utilization * 100).toFixed(1)} / {(u.cpu_bound * 100).toFixed(1)} %
                  </td>
                  <td>
                    {o.mean_mpl.toFixed(2)} / {u.mean_mpl.toFixed(2)}
                  </td>
                  <td>
                    {o.king_size_resident.toFixed(1)} / {u.king_size_resident.toFixed(1)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
