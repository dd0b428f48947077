// Bard 1971, eqs. 1–7: CP time per second regressed on the request rates
// by least squares (outliers beyond 2.5 s dropped and refitted), with the
// stepwise forward selection that chose the variables, beside Bard's Table 5
// and the costs the simulator charged; dispatch time regressed apart
// (Table 6); and the outliers themselves, with the unmodelled CP work the
// simulator knows was in them and the dispatch time the counters saw.
import { count } from '../../components/words';
import { DispatchRegression } from './DispatchRegression';
import { BARD_R2, BARD_THETA, NAMES, type Report } from './report';

/** The observations dropped as outliers: when, τ, the residual against 2.5 s, and the truth the counters missed. */
function Outliers({ report }: { report: Report }) {
  const rows = report.outliers.map((i) => ({ i, o: report.observations[i], r: report.residuals[i] }));
  const positive = rows.filter((x) => x.r > 0).length;
  const truth = report.observations.some((o) => o.unmodelled_ms_per_s > 0);
  const bursts = report.observations.filter((o) => o.unmodelled_ms_per_s > 0).length;
  const dispatch = report.dispatch !== null;
  return (
    <table className="table1 outliers" data-testid="outliers">
      <caption>
        {count(rows.length, 'outlier')} (|r| &gt; 2.5 s = {report.outlier_limit.toFixed(1)} ms/s on the first fit), {positive} positive —
        Bard’s were “almost all” positive: CP time “spent in unaccounted-for activities”.
        {truth && ` The simulator did unmodelled CP work in ${count(bursts, 'interval')}; no counter saw it.`}
        {dispatch && ' A negative one is an interval in which the processor seldom changed hands: little dispatch time.'}
      </caption>
      <thead>
        <tr>
          <th scope="col">interval ending (s)</th>
          <th scope="col">τ (ms/s)</th>
          <th scope="col">residual r (ms/s)</th>
          <th scope="col">r / s</th>
          {dispatch && <th scope="col">dispatch time (ms/s)</th>}
          {truth && <th scope="col">unmodelled CP (ms/s)</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ i, o, r }) => (
          <tr key={i}>
            <td>{o.t_s.toFixed(0)}</td>
            <td>{o.cp_ms_per_s.toFixed(1)}</td>
            <td>{r.toFixed(1)}</td>
            <td>{((2.5 * r) / report.outlier_limit).toFixed(1)}</td>
            {dispatch && <td>{o.dispatch_ms_per_s.toFixed(1)}</td>}
            {truth && <td data-column="unmodelled">{o.unmodelled_ms_per_s.toFixed(1)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The page I/O's charge, said in full: per transfer, and the faults' service and search shared over the page I/Os. */
function pageIoNote(charged: Report['true_theta']) {
  if (!charged || charged.page_io === charged.page_io_fixed) return null;
  return (
    <p className="muted" data-testid="page-io-charge">
      Charged per page I/O: {charged.page_io_fixed.toFixed(2)} ms a transfer, plus each fault’s service and the pointer’s search shared over
      the page I/Os — {(charged.page_io - charged.page_io_fixed).toFixed(2)} ms, so {charged.page_io.toFixed(2)} ms on average — and{' '}
      {charged.dispatch.toFixed(2)} ms for each dispatch that follows.
    </p>
  );
}

export function Regression({ report }: { report: Report }) {
  const rows = ['theta0', ...report.steps.map((s) => s.added)];
  const charged: Record<string, number> | null = report.true_theta;
  return (
    <div className="regression">
      <div>
        <table className="table1" data-testid="regression">
          <caption>
            CP time per second τ = θ0 + Σ θi xi, least squares on {report.n} intervals ({report.outliers_dropped} outlier(s) beyond 2.5 s
            dropped): R² = <span data-testid="r2">{report.r2.toFixed(4)}</span> (Bard, Table 5: {BARD_R2}), s = {report.s.toFixed(2)} ms/s
            (eq. 6: √(Σ r² / (n − m)), m the variables)
          </caption>
          <thead>
            <tr>
              <th scope="col">coefficient</th>
              <th scope="col">fitted</th>
              <th scope="col">Bard (III-3)</th>
              {charged && <th scope="col">charged</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((v) => (
              <tr key={v} data-variable={v}>
                <th scope="row">{NAMES[v]}</th>
                <td>{report.theta[v].toFixed(2)}</td>
                <td>{BARD_THETA[v].toFixed(1)}</td>
                {charged && <td>{charged[v].toFixed(2)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
        {pageIoNote(report.true_theta)}
        {report.dispatch && <DispatchRegression report={report} dispatch={report.dispatch} />}
        <table className="table1" data-testid="stepwise">
          <caption>
            Stepwise forward selection: each step adds the variable that most reduces the residual sum of squares, while F ≥ 4
          </caption>
          <thead>
            <tr>
              <th scope="col">step</th>
              <th scope="col">variable added</th>
              <th scope="col">F</th>
              <th scope="col">R²</th>
              <th scope="col">s (ms/s)</th>
            </tr>
          </thead>
          <tbody>
            {report.steps.map((s, i) => (
              <tr key={s.added}>
                <td>{i + 1}</td>
                <th scope="row">{NAMES[s.added]}</th>
                <td>{s.f.toFixed(0)}</td>
                <td>{s.r2.toFixed(4)}</td>
                <td>{s.s.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.outliers.length > 0 && <Outliers report={report} />}
    </div>
  );
}
