// Bard 1975, Tables 3–4 as the lab ran them, laid out as the paper's: one
// row per experiment, problem-state time on each workload at 512 KB and the
// overall average beside Bard's; Table 3's averages also drawn against his.
import { LineChart } from '../../../charts/LineChart';
import { Exportable } from '../../../components/Export';
import type { ArmsOf } from '../types';
import { byWorkload, isTable4, settings, settingsIn } from './settings';

/** Bard 1975, Table 3's overall averages, experiments 1–14. */
const BARD_TABLE3 = [40.3, 41.1, 41.7, 41.8, 41.9, 42.1, 41.7, 41.8, 41.3, 42.0, 41.2, 42.9, 42.2, 41.9];
/** Bard 1975, Table 4's overall averages, experiments 1–9 ((Ψc, Ψm) = (5, 5), (5, 10) … (20, 20), the lab's order). */
const BARD_TABLE4 = [32.8, 41.8, 42.9, 40.1, 43.2, 41.2, 42.2, 42.6, 39.5];

const fmt = (v: number) => v.toFixed(1);

function Rows({ arms, rows, keys, bard }: { arms: ArmsOf<'bard-psi-sweep'>; rows: string[]; keys: string[]; bard: number[] }) {
  return (
    <tbody>
      {rows.map((row, i) => {
        const s = settings(row);
        const { each, overall } = byWorkload(arms, row);
        return (
          <tr key={row}>
            <th scope="row">{i + 1}</th>
            {keys.map((k) => (
              <td key={k}>{s[k]}</td>
            ))}
            {each.map((v, w) => (
              <td key={`workload-${w + 1}`}>{fmt(v)}</td>
            ))}
            <td>
              <strong>{fmt(overall)}</strong>
            </td>
            <td>{bard[i] === undefined ? '—' : fmt(bard[i])}</td>
          </tr>
        );
      })}
    </tbody>
  );
}

function Head({ cols }: { cols: string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">experiment</th>
        {cols.map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
        <th scope="col">workload 1</th>
        <th scope="col">workload 2</th>
        <th scope="col">workload 3</th>
        <th scope="col">overall average</th>
        <th scope="col">Bard’s overall</th>
      </tr>
    </thead>
  );
}

export function SweepResults({ arms }: { arms: ArmsOf<'bard-psi-sweep'> }) {
  const all = settingsIn(arms.map((a) => a.name));
  const t3 = all.filter((n) => !isTable4(settings(n)));
  const t4 = all.filter((n) => isTable4(settings(n)));
  return (
    <div className="exp-grid sweep-grid">
      <div className="exp-table scroll">
        <table className="table1" data-testid="psi-sweep">
          <caption>Table 3 analogue (512 KB): problem state (%) for each feedback strategy, Ψc = Ψm and β</caption>
          <Head cols={['strategy', 'Ψc = Ψm', 'β']} />
          <Rows arms={arms} rows={t3} keys={['strategy', 'psi_c', 'beta']} bard={BARD_TABLE3} />
        </table>
        <table className="table1" data-testid="psi-sweep-table4">
          <caption>Table 4 analogue: control on Ψ alone (strategy 3, β = 0.25, PM = 200, SM = 1) — problem state (%)</caption>
          <Head cols={['Ψc', 'Ψm']} />
          <Rows arms={arms} rows={t4} keys={['psi_c', 'psi_m']} bard={BARD_TABLE4} />
        </table>
      </div>
      <Exportable name="bard-table3">
        <LineChart
          title="Table 3: overall problem state by experiment"
          xs={t3.map((_, i) => i + 1)}
          xLabel="experiment (Table 3)"
          yLabel="problem state (%)"
          series={[
            { name: 'the lab', values: t3.map((n) => byWorkload(arms, n).overall) },
            { name: 'Bard 1975', values: t3.map((_, i) => BARD_TABLE3[i] ?? null) },
          ]}
        />
      </Exportable>
    </div>
  );
}
