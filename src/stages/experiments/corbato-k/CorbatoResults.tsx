// Corbató 1968, Tables 1–2 reproduced: faults, pointer travel and
// fault-service time against k — three small charts — and the numbers beside
// the paper's, each relative to k = 1.
import { KSweepChart } from '../../../charts/KSweepChart';
import { Exportable } from '../../../components/Export';
import type { SweepPoint } from '../../../sim/types';
import type { ArmsOf } from '../types';

/** Corbató's Tables 1 (system initialisation) and 2 (basic commands): faults and fault-service seconds by k. */
const PAPER: Record<number, [number, number, number, number]> = {
  0: [8309, 184.5, 3628, 72.9],
  1: [4250, 107.9, 1659, 36.4],
  2: [4098, 106.5, 1635, 37.5],
  4: [4205, 112.5, 1598, 38.7],
  7: [4317, 120.2, 1725, 44.3],
};

function Cell({ value, base, digits = 0 }: { value: number; base: number; digits?: number }) {
  return (
    <td>
      {value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}{' '}
      <span className="muted">×{(value / base).toFixed(2)}</span>
    </td>
  );
}

export function CorbatoResults({ arms }: { arms: ArmsOf<'corbato-k'> }) {
  // Each arm is named `k=K`.
  const points: SweepPoint[] = arms.map((a) => ({ k: Number(a.name.slice(2)), ...a.metrics }));
  const base = points.find((p) => p.k === 1)!;
  return (
    <div className="exp-grid corbato">
      <Exportable name="corbato-k">
        <KSweepChart points={points} currentK={1} />
      </Exportable>
      <div className="exp-table scroll">
        <table className="table1" data-testid="corbato-table">
          <caption>Faults and fault-service time: the lab beside Corbató’s Tables 1 and 2 (× the value at k = 1)</caption>
          <thead>
            <tr>
              <th scope="col">k</th>
              <th scope="col">faults</th>
              <th scope="col">pointer steps</th>
              <th scope="col">fault service (s)</th>
              <th scope="col">Table 1 faults</th>
              <th scope="col">Table 1 service (s)</th>
              <th scope="col">Table 2 faults</th>
              <th scope="col">Table 2 service (s)</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.k}>
                <th scope="row">{p.k}</th>
                <Cell value={p.faults} base={base.faults} />
                <Cell value={p.pointer_steps} base={base.pointer_steps} />
                <Cell value={p.fault_service_us / 1e6} base={base.fault_service_us / 1e6} digits={2} />
                {PAPER[p.k].map((v, i) => (
                  <Cell key={i} value={v} base={PAPER[1][i]} digits={i % 2} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
