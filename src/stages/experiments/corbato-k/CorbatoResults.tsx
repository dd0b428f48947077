// Corbató 1968, Tables 1–2 reproduced: faults, pointer travel and
// fault-service time against k — three small charts — and the numbers beside
// the paper's table for the same case (1: Table 1, 2: Table 2), each
// relative to k = 1.
import { KSweepChart } from '../../../charts/KSweepChart';
import { Exportable } from '../../../components/Export';
import type { ArmsOf } from '../types';

/** Corbató's Tables 1 (system initialisation) and 2 (basic commands): faults and fault-service seconds by k. */
const PAPER: Record<number, Record<number, [number, number]>> = {
  1: { 0: [8309, 184.5], 1: [4250, 107.9], 2: [4098, 106.5], 4: [4205, 112.5], 7: [4317, 120.2] },
  2: { 0: [3628, 72.9], 1: [1659, 36.4], 2: [1635, 37.5], 4: [1598, 38.7], 7: [1725, 44.3] },
};
const CASES: Record<number, string> = { 1: 'system initialisation', 2: 'a sample set of basic commands' };

function Cell({ value, base, digits = 0 }: { value: number; base: number; digits?: number }) {
  return (
    <td>
      {value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}{' '}
      <span className="muted">×{(value / base).toFixed(2)}</span>
    </td>
  );
}

export function CorbatoResults({ arms, case: which }: { arms: ArmsOf<'corbato-k'>; case: number }) {
  const paper = PAPER[which];
  // Each arm is named `k=K`.
  const points = arms.map((a) => ({ k: Number(a.name.slice(2)), ...a.metrics }));
  const base = points.find((p) => p.k === 1)!;
  return (
    <div className="exp-grid corbato">
      <Exportable name="corbato-k">
        <KSweepChart points={points} currentK={1} />
      </Exportable>
      <div className="exp-table scroll">
        <table className="table1" data-testid="corbato-table">
          <caption>
            Case {which}, {CASES[which]}: the lab beside Corbató’s Table {which} (× the value at k = 1)
          </caption>
          <thead>
            <tr>
              <th scope="col">k</th>
              <th scope="col">faults</th>
              <th scope="col" title="Faults beyond each page's first reference, which no k avoids">
                beyond first references
              </th>
              <th scope="col">pointer steps</th>
              <th scope="col">fault service (s)</th>
              <th scope="col">Table {which} faults</th>
              <th scope="col">Table {which} service (s)</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.k}>
                <th scope="row">{p.k}</th>
                <Cell value={p.faults} base={base.faults} />
                <Cell value={p.faults - p.first_references} base={base.faults - base.first_references} />
                <Cell value={p.pointer_steps} base={base.pointer_steps} />
                <Cell value={p.fault_service_us / 1e6} base={base.fault_service_us / 1e6} digits={2} />
                {paper[p.k].map((v, i) => (
                  <Cell key={i} value={v} base={paper[1][i]} digits={i} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
