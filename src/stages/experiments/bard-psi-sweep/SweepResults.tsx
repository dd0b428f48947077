// Bard 1975, Tables 3–4 as the lab ran them: problem-state time for each
// Ψc = Ψm, feedback strategy and β (Table 3, also drawn), and for each Ψc
// and Ψm with control on Ψ alone (Table 4).
import { LineChart } from '../../../charts/LineChart';
import { Exportable } from '../../../components/Export';
import type { PsiMetrics } from '../../../wasm/types/core';
import type { ArmsOf, ArmWith } from '../types';
import { isTable4, settings } from './settings';

const problem = (a: ArmWith<PsiMetrics> | undefined) => (a ? a.metrics.problem_state_pct : null);
const fmt = (v: number | null) => (v === null ? '—' : v.toFixed(1));
const distinct = (xs: string[]) => [...new Set(xs)];

export function SweepResults({ arms }: { arms: ArmsOf<'bard-psi-sweep'> }) {
  const parsed = arms.map((a) => ({ a, s: settings(a.name) }));
  const t3 = parsed.filter((p) => !isTable4(p.s));
  const psis = distinct(t3.map((p) => p.s.psi_c));
  const cols = distinct(t3.map((p) => `${p.s.strategy}/${p.s.beta}`));
  const t3cell = (psi: string, col: string) => t3.find((p) => p.s.psi_c === psi && `${p.s.strategy}/${p.s.beta}` === col)?.a;
  const t4 = parsed.filter((p) => isTable4(p.s));
  const cs = distinct(t4.map((p) => p.s.psi_c));
  const ms = distinct(t4.map((p) => p.s.psi_m));
  const t4cell = (c: string, m: string) => t4.find((p) => p.s.psi_c === c && p.s.psi_m === m)?.a;
  const strategies = distinct(cols.map((c) => c.split('/')[0]));
  const betas = distinct(cols.map((c) => c.split('/')[1]));
  const label = (col: string) => `strategy ${col.split('/')[0]}, β = ${col.split('/')[1]}`;
  return (
    <div className="exp-grid sweep-grid">
      <div className="exp-table scroll">
        <table className="table1" data-testid="psi-sweep">
          <caption>Table 3 analogue: problem state (%) — rows Ψc = Ψm, columns feedback strategy and β</caption>
          <thead>
            <tr>
              <th rowSpan={2} scope="col">
                Ψc = Ψm
              </th>
              {strategies.map((k) => (
                <th key={k} colSpan={betas.length} scope="colgroup">
                  strategy {k}
                </th>
              ))}
            </tr>
            <tr>
              {cols.map((c) => (
                <th key={c} scope="col">
                  β = {c.split('/')[1]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {psis.map((r) => (
              <tr key={r}>
                <th scope="row">{r}</th>
                {cols.map((c) => (
                  <td key={c}>{fmt(problem(t3cell(r, c)))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <table className="table1" data-testid="psi-sweep-table4">
          <caption>Table 4 analogue: control on Ψ alone (strategy 3, β = 0.25, PM = 200, SM = 1) — problem state (%)</caption>
          <thead>
            <tr>
              <th scope="col">Ψc \ Ψm</th>
              {ms.map((m) => (
                <th key={m} scope="col">
                  Ψm = {m}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cs.map((c) => (
              <tr key={c}>
                <th scope="row">Ψc = {c}</th>
                {ms.map((m) => (
                  <td key={m}>{fmt(problem(t4cell(c, m)))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Exportable name="bard-table3">
        <LineChart
          title="Table 3: problem state against Ψc = Ψm"
          xs={psis.map(Number)}
          xLabel="Ψc = Ψm"
          yLabel="problem state (%)"
          series={cols.map((c) => ({ name: label(c), values: psis.map((r) => problem(t3cell(r, c))) }))}
        />
      </Exportable>
    </div>
  );
}
