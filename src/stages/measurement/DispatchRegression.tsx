// Bard 1971, Table 6: dispatch time per second — CP time charged to no user
// (Table 1's "Dispatch") — fitted by eq. 2 on the CP fit's variables and
// intervals, beside Bard's φ; and Table 9's θ − φ, each request's own
// service, beside what the simulator charged for it.
import { signed } from '../../components/words';
import type { DispatchReport } from '../../wasm/types/core';
import { BARD_DISPATCH_PCT, BARD_PHI, NAMES, type Report } from './report';

const percent = (x: number) => `${signed(x)} %`;

export function DispatchRegression({ report, dispatch }: { report: Report; dispatch: DispatchReport }) {
  const rows = ['theta0', ...report.steps.map((s) => s.added)];
  const charged: Record<string, number> | null = report.true_theta;
  return (
    <table className="table1" data-testid="dispatch-regression">
      <caption>
        Dispatch time per second (CP time charged to no user) fitted the same way on the same intervals (Table 6): R² ={' '}
        {dispatch.r2.toFixed(3)}; dispatching is <span data-testid="dispatch-share">{dispatch.share_pct.toFixed(1)} %</span> of CP time
        (Bard, Table 9: {BARD_DISPATCH_PCT} %). θ − φ is what a request costs without the dispatching it brings (Table 9).
      </caption>
      <thead>
        <tr>
          <th scope="col">coefficient</th>
          <th scope="col">φ fitted</th>
          <th scope="col">Bard φ (III-3)</th>
          <th scope="col">θ − φ</th>
          {charged && (
            <>
              <th scope="col">charged</th>
              <th scope="col">θ − φ against charged</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((v) => {
          const own = report.theta[v] - dispatch.phi[v];
          return (
            <tr key={v} data-variable={v}>
              <th scope="row">{NAMES[v]}</th>
              <td>{dispatch.phi[v].toFixed(2)}</td>
              <td>{BARD_PHI[v].toFixed(1)}</td>
              <td>{own.toFixed(2)}</td>
              {charged && (
                <>
                  <td>{charged[v].toFixed(2)}</td>
                  <td>{percent(100 * (own / charged[v] - 1))}</td>
                </>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
