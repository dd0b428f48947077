// The CP-67 measurement lab (Bard 1971): the sampler's intervals of a whole
// run analysed as Bard analysed CP-67's DUSETIMR records — the overhead
// regression (stepwise, outliers dropped beyond 2.5 s, Table 5) beside the
// supervisor costs the simulator actually charged; throughput grouped by
// active users (Figures 1–5); and the Pareto frontiers (Figures 7–9).
import { useMemo, useState } from 'react';
import { FrontierChart } from '../../charts/FrontierChart';
import { LineChart } from '../../charts/LineChart';
import { measurement_json, psi_characteristics_json } from '../../wasm/core';
import { Exportable } from '../../components/Export';
import { Predict } from '../../components/Predict';

export interface Report {
  theta: Record<string, number>;
  true_theta: Record<string, number> | null;
  r2: number;
  s: number;
  n: number;
  outliers_dropped: number;
  steps: { added: string; f: number; r2: number; s: number }[];
  groups: { active: number; n: number; problem_pct: number; page_io: number; vsio: number; cp_pct: number }[];
  frontiers: { x: string; y: string; points: [number, number][]; frontier: [number, number][]; tradeoffs: number[] }[];
}

const NAMES: Record<string, string> = {
  theta0: 'θ0 — per second of real time (ms/s)',
  vsio: 'per file I/O, VSIO (ms)',
  page_io: 'per page I/O (ms)',
  problem_state: 'per second of problem state (ms/s)',
  dispatch: 'per dispatch (ms)',
};
const AXIS: Record<string, string> = { problem_state: 'problem state (%)', page_io: 'page I/O per s', vsio: 'VSIO per s' };
const SHORT: Record<string, string> = { problem_state: 'problem state', page_io: 'page I/O', vsio: 'VSIO' };
const FIGURE: Record<string, number> = { 'problem_state-page_io': 7, 'problem_state-vsio': 8, 'page_io-vsio': 9 };
const REQUESTS = ['vsio', 'page_io', 'dispatch'];
const REQUEST_LABEL = ['a file I/O (VSIO)', 'a page I/O', 'a dispatch'];

export function MeasurementReport({ report }: { report: Report }) {
  const fitted = REQUESTS.map((v) => report.theta[v] ?? -Infinity);
  const answer = fitted.indexOf(Math.max(...fitted));
  return (
    <div className="measurement" data-testid="measurement">
      <Predict
        p={{
          question: 'Which single request costs the supervisor the most time: a file I/O, a page I/O, or a dispatch?',
          options: REQUEST_LABEL,
          answer,
          why: 'A VSIO goes through CP’s channel-program translation and its interrupt handling, far more work than moving one page (Bard 1971, Table 5: 8.1 ms against 2.2 ms); the regression reads these costs back from nothing but the interval counters.',
        }}
      >
        <Regression report={report} />
      </Predict>
      <div className="shils-grid">
        <LoadCharts report={report} />
        <FrontierCharts report={report} />
      </div>
    </div>
  );
}

/** Throughput and I/O grouped by active users (Bard 1971, Figures 1–5). */
export function LoadCharts({ report }: { report: Report }) {
  return (
    <>
      <Exportable name="throughput-by-users">
        <LineChart
          title="Problem state and CP time against active users"
          xs={report.groups.map((g) => g.active)}
          xLabel="active users"
          yLabel="% of elapsed time"
          yMax={100}
          series={[
            { name: 'problem state', values: report.groups.map((g) => g.problem_pct) },
            { name: 'CP (supervisor)', values: report.groups.map((g) => g.cp_pct) },
          ]}
        />
      </Exportable>
      <Exportable name="io-by-users">
        <LineChart
          title="Paging and file I/O against active users"
          xs={report.groups.map((g) => g.active)}
          xLabel="active users"
          yLabel="per second"
          series={[
            { name: 'page I/O', values: report.groups.map((g) => g.page_io) },
            { name: 'VSIO', values: report.groups.map((g) => g.vsio) },
          ]}
        />
      </Exportable>
    </>
  );
}

/** The Pareto frontiers, pairwise (Bard 1971, Figures 7–9). */
export function FrontierCharts({ report }: { report: Report }) {
  return (
    <>
      {report.frontiers.map((f) => (
        <Exportable key={`${f.x}-${f.y}`} name={`pareto-${f.x}-${f.y}`}>
          <FrontierChart
            title={`Figure ${FIGURE[`${f.x}-${f.y}`]} analogue: ${SHORT[f.x]} and ${SHORT[f.y]}`}
            points={f.points}
            frontier={f.frontier}
            xLabel={AXIS[f.x]}
            yLabel={AXIS[f.y]}
          />
          <p className="muted">
            {f.frontier.length} Pareto-maximal interval(s) of {f.points.length}.
            {f.tradeoffs.length > 0 &&
              ` Along the frontier one more ${f.x === 'problem_state' ? '% of problem state' : `${SHORT[f.x]} per s`} costs ${Math.min(...f.tradeoffs).toFixed(2)} to ${Math.max(...f.tradeoffs).toFixed(2)} ${SHORT[f.y]} per s (the trade-off rates, −slope).`}
          </p>
        </Exportable>
      ))}
    </>
  );
}

/** The fitted overhead model beside the costs charged, and the stepwise selection (Bard 1971, eqs. 1–7, Table 5). */
export function Regression({ report }: { report: Report }) {
  const rows = ['theta0', ...report.steps.map((s) => s.added)];
  return (
    <div className="regression">
      <table className="table1" data-testid="regression">
        <caption>
          CP time per second τ = θ0 + Σ θi xi, least squares on {report.n} intervals ({report.outliers_dropped} outlier(s) beyond 2.5 s
          dropped): R² = {report.r2.toFixed(4)}, s = {report.s.toFixed(2)} ms/s
        </caption>
        <thead>
          <tr>
            <th scope="col">coefficient</th>
            <th scope="col">fitted</th>
            {report.true_theta && (
              <>
                <th scope="col">charged</th>
                <th scope="col">error</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((v) => (
            <tr key={v} data-variable={v}>
              <th scope="row">{NAMES[v]}</th>
              <td>{report.theta[v].toFixed(2)}</td>
              {report.true_theta && (
                <>
                  <td>{report.true_theta[v].toFixed(2)}</td>
                  <td>{(100 * (report.theta[v] / report.true_theta[v] - 1)).toFixed(1)} %</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
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
  );
}

interface Characteristics {
  programs: { a: number[]; r: number[] }[];
  psi_star: number | null;
  predicted_paging_rate: number | null;
  simulated_paging_rate: number;
  simulated_psi_s: number | null;
  simulated_psi_s_star: number | null;
  frames: number;
  active_share: number[];
  mean_active: number;
}

const MAX_PSI = 30;

/** Bard 1975 §3–4, 7: each program's A(Ψ) and R(Ψ), the generic A(Ψ)/A(Ψc), and eq. 1's Ψ*. */
function PagingCharacteristics({ scenarioJson }: { scenarioJson: string }) {
  const [psiC, setPsiC] = useState(13);
  const result = useMemo(() => {
    try {
      return { c: JSON.parse(psi_characteristics_json(scenarioJson, MAX_PSI)) as Characteristics };
    } catch (e) {
      return { error: (e as Error).message };
    }
  }, [scenarioJson]);
  if ('error' in result)
    return (
      <p role="alert" className="error">
        {result.error}
      </p>
    );
  const c = result.c;
  const xs = Array.from({ length: MAX_PSI + 1 }, (_, i) => i);
  const fmt = (v: number | null, d = 1) => (v === null ? '—' : v.toFixed(d));
  return (
    <section className="characteristics" data-testid="characteristics">
      <h3>Paging characteristics (Bard 1975)</h3>
      <p className="muted">
        Each program’s Ψ-realization: its string run alone while every unreferenced page survives exactly Ψ of the program’s essential
        interruptions (its page exceptions and file I/Os). A(Ψ) is its average resident set, R(Ψ) its page exceptions per second of CPU.
      </p>
      <p data-testid="psi-star">
        Eq. 1: the programs’ A(Ψ*) fill the {c.frames} frames at <strong>Ψ* = {fmt(c.psi_star)}</strong>; eq. 2 predicts{' '}
        {fmt(c.predicted_paging_rate, 0)} page exceptions per second of CPU.
        {c.active_share.some((w) => w < 0.95) && (
          <>
            {' '}
            Each program counts with the share of the run it was active — an average active set of {c.mean_active.toFixed(1)} programs; the
            frames held by the pages of programs out of the active set are not in eq. 1, so it overstates the room the active set has.
          </>
        )}{' '}
        The simulation had {c.simulated_paging_rate.toFixed(0)}
        {c.simulated_psi_s !== null && (
          <>
            , with Ψs = {fmt(c.simulated_psi_s)} and Ψs* = {fmt(c.simulated_psi_s_star)} (the sampler’s intervals)
          </>
        )}
        .
      </p>
      <div className="shils-grid">
        <Exportable name="a-of-psi">
          <LineChart
            title="A(Ψ): resident set against Ψ (Figure 5)"
            xs={xs}
            xLabel="Ψ"
            yLabel="pages"
            series={c.programs.map((p, i) => ({ name: `P${i}`, values: p.a }))}
          />
        </Exportable>
        <Exportable name="r-of-psi">
          <LineChart
            title="R(Ψ): paging rate against Ψ (Figure 7)"
            xs={xs}
            xLabel="Ψ"
            yLabel="page exceptions per s of CPU"
            series={c.programs.map((p, i) => ({ name: `P${i}`, values: p.r }))}
          />
        </Exportable>
        <Exportable name="generic-a">
          <LineChart
            title={`Figure 6: A(Ψ)/A(Ψc) against Ψ/Ψc, Ψc = ${psiC}`}
            xs={xs.filter((x) => x <= 2 * psiC).map((x) => x / psiC)}
            xLabel="Ψ / Ψc"
            yLabel="A(Ψ) / A(Ψc)"
            series={c.programs.map((p, i) => ({
              name: `P${i}`,
              values: xs.filter((x) => x <= 2 * psiC).map((x) => p.a[x] / Math.max(1e-9, p.a[psiC])),
            }))}
          />
          <label>
            Ψc = {psiC}{' '}
            <input type="range" min={1} max={15} value={psiC} onChange={(e) => setPsiC(Number(e.target.value))} aria-label="critical psi" />
          </label>
        </Exportable>
      </div>
    </section>
  );
}

/** The lab on the current scenario's whole run. */
export function MeasurementLab({ scenarioJson, hasSampler }: { scenarioJson: string; hasSampler: boolean }) {
  return (
    <>
      <Regressions scenarioJson={scenarioJson} hasSampler={hasSampler} />
      <PagingCharacteristics scenarioJson={scenarioJson} />
    </>
  );
}

function Regressions({ scenarioJson, hasSampler }: { scenarioJson: string; hasSampler: boolean }) {
  const result = useMemo(() => {
    if (!hasSampler) return null;
    try {
      return { report: JSON.parse(measurement_json(scenarioJson)) as Report };
    } catch (e) {
      return { error: (e as Error).message };
    }
  }, [scenarioJson, hasSampler]);
  if (!result) {
    return (
      <p className="muted">
        The measurement lab reads the sampler’s counters: turn the sampler on in the Scenario tab (every 1 s suits a short run), or open the
        “CP-67 measurement lab” preset. The bard-regression experiment analyses a ten-minute run.
      </p>
    );
  }
  if ('error' in result)
    return (
      <p role="alert" className="error">
        {result.error}
      </p>
    );
  return (
    <>
      <p className="muted">
        This scenario run to its end and analysed interval by interval, as Bard analysed CP-67’s DUSETIMR records.
        {result.report.true_theta
          ? ' The simulator charged the supervisor costs of the Scenario tab, so the fitted coefficients can be checked against them; fault and pointer costs (the CPU section) are CP time no variable accounts for.'
          : ' Turn on supervisor costs to compare the fit with what was charged.'}
      </p>
      <MeasurementReport report={result.report} />
    </>
  );
}
