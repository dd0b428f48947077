// Experiments, run in the worker with progress and cancel, and their
// results as the papers drew them: Corbató's Tables 1–2; Shils's Figures 1,
// 4, 6, 7 (with and without the Load Leveler) and 3 (run time against y);
// the thrashing curve (CPU use against the multiprogramming level).
import { useMemo, useState } from 'react';
import { KSweepChart } from '../../charts/KSweepChart';
import { BarChart, LineChart } from '../../charts/LineChart';
import { RegionChart, type RegionName, TransitionMatrix } from '../../charts/RegionChart';
import type { PsiPoint } from '../../sim/types';
import { experiments_json, regions_json } from '../../wasm/core';
import type { ExperimentResult } from '../../workers/protocol';
import { useExperiment } from '../../workers/useExperiment';
import { Exportable, exportCsv } from '../../components/Export';
import { MeasurementReport } from '../measurement/MeasurementReport';
import type { Report } from '../measurement/report';
import { Predict } from '../../components/Predict';

const ABOUT: Record<string, string> = {
  'corbato-k': 'Corbató 1968, Tables 1–2: faults and fault-service time for k = 0, 1, 2, 4, 7 on about 170 frames.',
  'shils-ll':
    'Shils 1968: the same seeded job stream (six batch jobs, four terminal users, a 10 s sleeper, 64 frames) with and without the Load Leveler — Figures 1, 4, 6 and 7.',
  'shils-y': 'Shils 1968, Figure 3: the batch’s completion time against the leveler’s CPU parameter y.',
  thrashing: 'Thrashing: processor use against the multiprogramming level on one job mix — the collapse past the knee.',
  'nishigaki-table1':
    'Nishigaki 1981, Table 1: the synthetic programs S1–S3 (50 pages; X least at the inflexion, falling, rising) run alone under the OWE, PE-knee and LT-knee; measured window, working set and space-time product against the exact optimum from Turner’s recursion.',
  'bard-regression':
    'Bard 1971: ten minutes of Shils’s job mix with the Load Leveler, sampled every 2 s; the overhead regression (stepwise, outliers beyond 2.5 s dropped) against the supervisor costs the simulator charged, throughput by active users, and the Pareto frontiers.',
  'bard-psi-sweep':
    'Bard 1975, Tables 3–4: the Ψ-scheduler on bard-psi’s 40 users for Ψc = Ψm = 9, 11, 13, 15, feedback strategies 1–3 and β = 0 or 0.25; then control on Ψ alone, Ψc and Ψm each 5, 10 or 20 — 33 runs of 660 s.',
  'bard-psi':
    'Bard 1975, Table 2: 40 logged-on users (editing, compiling, a few compute-bound; programs with a hot set, a warm band kept from Ψ ≈ 12–24 and cold pages that fault at any Ψ) for 660 s on 130 pageable frames, under CP-67’s Q1/Q2 stays admitted by the pages each user last held, and under the Ψ-scheduler (Table 1’s defaults: Ψc = Ψm = 13, Ā0 = 5 and 20 pages, α = 0.9, ρ = 0.5, feedback strategy 3 with PM = 65 and SM = 0.8).',
  'bard-psi-estimate':
    'Bard 1975 §5: when does the counters’ Ψs* (eq. 5) track the measured Ψs (eq. 4)? The Ψ-scheduler on bard-psi’s 40 users and on users whose small programs fault mainly when a stay begins, each with one clock for every page (Bard 1975 §2) and with CP-67’s own rule — pages of users not in a queue overwritten before the pointer moves (Bard 1971, Appendix).',
  'nishigaki-owe':
    'Nishigaki 1981, Figures 4–5: five benchmark programs with file I/O and the King Size Program (400 pages in sequence) under the OWE and under the uni-window scheduler, in a squeezed memory (195 frames) and a roomy one (300), 60 s each.',
};

/** bard-psi-estimate's arms: each replacement rule on each kind of user. */
const ESTIMATE_ARMS = ['pointer-only/reload-users', 'unqueued-first/reload-users', 'pointer-only/bard-users', 'unqueued-first/bard-users'];

/** Predict-then-reveal questions asked before an experiment's results are shown. */
const PREDICT: Record<string, { question: string; options: string[]; answer: (arms: ExperimentResult['arms']) => number; why: string }> = {
  'bard-psi': {
    question: 'Which scheduler will get more problem-state time (Bard’s measure) — and which will complete more terminal interactions?',
    options: [
      'the Ψ-scheduler, on both counts',
      'the Ψ-scheduler more problem state; CP-67 more interactions',
      'CP-67, on both counts',
      'CP-67 more problem state; the Ψ-scheduler more interactions',
    ],
    answer: (arms) => {
      const m = (n: string, k: string) => num(arms.find((a) => a.name === n)!.metrics, k);
      const psiWork = m('psi-scheduler', 'problem_state_pct') >= m('cp67-scheduler', 'problem_state_pct');
      const psiTalk = m('psi-scheduler', 'interactions') >= m('cp67-scheduler', 'interactions');
      return psiWork ? (psiTalk ? 0 : 1) : psiTalk ? 3 : 2;
    },
    why: 'CP-67 admits a user for the pages it held when its last stay ended — for an editing user, every page its interaction touched, about twice the resident set S/Q it needed — so the interactive stays, admitted first, fill the memory and the compilations and compute-bound users wait: fewer of their stays run. The Ψ-scheduler predicts each stay’s storage from S/Q at Ψc = 13 (eqs. 7–10) and leaves room for them: more problem state (Bard 1975, Table 2: 43.9 → 49.8 % and better in every workload), while the editing users share the processor with more big programs and complete fewer interactions — a trade problem-state time alone does not show.',
  },
  'bard-psi-estimate': {
    question:
      'Eq. 5 assumes that a page the pointer takes survived 1.5 cycles while its owner ran. In which arm will Ψs* come closest to the measured Ψs (in Bard’s region, Ψs* ≤ 20)?',
    options: ESTIMATE_ARMS,
    answer: (arms) => {
      const off = ESTIMATE_ARMS.map((n) => {
        const m = arms.find((a) => a.name === n)!.metrics;
        return Math.abs(Math.log(num(m, 'psi_s_star_in_range') / num(m, 'psi_s_in_range')));
      });
      return off.indexOf(Math.min(...off));
    },
    why: 'Eq. 5 reads high by about the share of the pointer’s pages whose owners are not running. Two things keep that share small. The programs must page all through their stays: bard-psi’s users keep faulting on their cold pages, so even with one clock for every page Ψs* runs only about an eighth above Ψs, while the reload users fault mainly when a stay begins and leave the pointer to take pages of users who are thinking, interrupted once or not at all since their last use. And the pages of users not in a queue must not reach the pointer: CP-67 overwrote them first (Bard 1971), which closes the rest of the gap on bard-psi’s users — Ψs* and Ψs agree within a few per cent, as in Bard’s runs (12.61 against 12.67).',
  },
  'bard-psi-sweep': {
    question: 'With control on Ψ alone (Table 4: no limits on paging or stealing), which setting will give the least problem-state time?',
    options: [
      'Ψc = 5 and Ψm = 5: both low',
      'Ψc = 20 and Ψm = 20: both high',
      'Ψc = 5, Ψm = 20: admit freely, correct hard',
      'Ψc = 20, Ψm = 5: admit cautiously, hardly correct',
    ],
    answer: (arms) => {
      const p = (c: number, m: number) => num(arms.find((a) => a.name === `psi_c=${c}/psi_m=${m}`)!.metrics, 'problem_state_pct');
      const candidates = [p(5, 5), p(20, 20), p(5, 20), p(20, 5)];
      return candidates.indexOf(Math.min(...candidates));
    },
    why: 'Ψc sets how much storage each stay is predicted to need (feed-forward); Ψm is the floor the feedback defends. With both at 5 the scheduler packs the memory so full that pages survive only a few interruptions and the programs thrash. Raising the floor restores the room — the feedback deactivates programs whenever Ψs* falls below it; a generous prediction alone (Ψc = 20) helps less here than in Bard’s runs, where either one sufficed (Bard 1975, Table 4: serious degradation only when both are extreme).',
  },
  'nishigaki-owe': {
    question: 'In the squeezed memory, how will the OWE’s throughput compare with the uni-window scheduler’s?',
    options: ['clearly higher (10 % or more)', 'about the same (within 3 %)', 'clearly lower'],
    answer: (arms) => {
      const t = (n: string) => num(arms.find((a) => a.name === n)!.metrics, 'throughput');
      const gain = t('owe-pe/squeezed') / t('uni-window/squeezed') - 1;
      return gain >= 0.1 ? 0 : gain > -0.03 && gain < 0.03 ? 1 : gain < 0 ? 2 : 0;
    },
    why: 'The uni-window scheduler gives the King Size Program the same window as everyone — and its working set grows with the window while its fault rate does not fall. The OWE sees that a wider window buys it nothing and keeps it small, so another program fits in memory: more programs ready, more work done. In the roomy memory everything fits either way, and the two come out even (Nishigaki: 12–19 % and about 1 %).',
  },
};

type M = Record<string, unknown>;
const num = (m: M, k: string) => m[k] as number;

export function ExperimentsPanel({ name, seed, onChoose }: { name: string; seed: number; onChoose: (name: string, seed: number) => void }) {
  const names = useMemo(() => JSON.parse(experiments_json()) as string[], []);
  const { state, run, cancel } = useExperiment();
  const [seedText, setSeedText] = useState(String(seed));
  const [error, setError] = useState<string | null>(null);
  const start = () => {
    const s = Number(seedText);
    if (!Number.isSafeInteger(s) || s < 0) return setError(`seed = ${seedText} is not allowed: expected an integer ≥ 0`);
    setError(null);
    onChoose(name, s);
    run(name, s);
  };
  const running = state.status === 'running';
  return (
    <div className="experiments">
      <div className="exercise-controls">
        <label className="field">
          <span>experiment</span>
          <select value={name} onChange={(e) => onChoose(e.target.value, seed)} disabled={running}>
            {names.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>seed</span>
          <input value={seedText} onChange={(e) => setSeedText(e.target.value)} inputMode="numeric" disabled={running} />
        </label>
        {running ? (
          <button onClick={cancel}>Cancel</button>
        ) : (
          <button className="primary" onClick={start}>
            Run
          </button>
        )}
        {running && (
          <progress max={1} value={state.fraction} aria-label="Experiment progress" data-testid="experiment-progress">
            {Math.round(state.fraction * 100)} %
          </progress>
        )}
        {state.status === 'cancelled' && <span role="status">Cancelled.</span>}
      </div>
      <p className="muted">
        {ABOUT[name]} The same code runs it from the command line:{' '}
        <code>
          pagingsim experiment {name} --seed {seedText}
        </code>
        .
      </p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" className="error">
          {state.message}
        </p>
      )}
      {state.status === 'done' &&
        (PREDICT[state.result.experiment] ? (
          <Predicted result={state.result} key={state.result.seed} />
        ) : (
          <Results result={state.result} />
        ))}
    </div>
  );
}

/** Asks the experiment's question first; the results appear once it is answered (or skipped). */
function Predicted({ result }: { result: ExperimentResult }) {
  const p = PREDICT[result.experiment];
  return (
    <Predict p={{ ...p, answer: p.answer(result.arms) }}>
      <Results result={result} />
    </Predict>
  );
}

function Results({ result }: { result: ExperimentResult }) {
  const arms = result.arms;
  const csv = () => {
    const keys = [
      ...new Set(
        arms.flatMap((a) =>
          Object.entries(a.metrics)
            .filter(([, v]) => typeof v === 'number' || typeof v === 'boolean')
            .map(([k]) => k),
        ),
      ),
    ];
    exportCsv(
      [['arm', ...keys], ...arms.map((a) => [a.name, ...keys.map((k) => (a.metrics[k] as number | boolean | undefined) ?? null)])],
      result.experiment,
    );
  };
  return (
    <div className="results" data-testid="experiment-results">
      {result.experiment === 'corbato-k' && (
        <Exportable name="corbato-k">
          <KSweepChart
            points={arms.map((a) => ({
              k: Number(a.name.slice(2)),
              faults: num(a.metrics, 'faults'),
              pointer_steps: num(a.metrics, 'pointer_steps'),
              fault_service_us: num(a.metrics, 'fault_service_us'),
            }))}
            currentK={1}
          />
        </Exportable>
      )}
      {result.experiment === 'shils-ll' && <ShilsResults arms={arms} />}
      {result.experiment === 'shils-y' && (
        <Exportable name="shils-y">
          <LineChart
            title="Figure 3: batch completion against y"
            xs={arms.map((a) => num(a.metrics, 'y_pct'))}
            xLabel="y (%)"
            yLabel="batch done (s)"
            series={[{ name: 'completion time', values: arms.map((a) => a.metrics.batch_completion_s as number | null) }]}
            missingLabel="not done after 600 s"
          />
          <p className="muted">× along the top: the batch had not finished after 600 s — the leveler never saw an overload.</p>
        </Exportable>
      )}
      {result.experiment === 'thrashing' && (
        <Exportable name="thrashing">
          <LineChart
            title="CPU use against the multiprogramming level"
            xs={arms.map((a) => num(a.metrics, 'max_mpl'))}
            xLabel="multiprogramming level"
            yLabel="% of elapsed time"
            yMax={100}
            series={[
              { name: 'problem state (useful work)', values: arms.map((a) => num(a.metrics, 'problem_pct')) },
              { name: 'busy (problem + supervisor)', values: arms.map((a) => num(a.metrics, 'cpu_busy_pct')) },
            ]}
          />
        </Exportable>
      )}
      {result.experiment === 'nishigaki-table1' && <Table1 arms={arms} />}
      {result.experiment === 'nishigaki-owe' && <OweResults arms={arms} />}
      {result.experiment === 'bard-psi' && <PsiResults arms={arms} caption="Table 2 analogue: the same 40 users under each scheduler" />}
      {result.experiment === 'bard-psi-estimate' && (
        <PsiResults arms={arms} caption="Ψs* against Ψs: the Ψ-scheduler under each replacement rule, on each kind of user" />
      )}
      {result.experiment === 'bard-psi-sweep' && <PsiSweep arms={arms} />}
      {result.experiment === 'bard-regression' && <MeasurementReport report={arms[0].metrics as unknown as Report} />}
      <button onClick={csv}>Download the metrics (CSV)</button>
    </div>
  );
}

/** Tables 3–4: problem-state time for each Ψc (rows) and strategy and β (columns). */
function PsiSweep({ arms }: { arms: ExperimentResult['arms'] }) {
  const parse = (name: string) => Object.fromEntries(name.split('/').map((kv) => kv.split('='))) as Record<string, string>;
  const problem = (a: ExperimentResult['arms'][number] | undefined) => (a ? num(a.metrics, 'problem_state_pct').toFixed(1) : '—');
  // Table 3: Ψc = Ψm against strategy and β.
  const t3 = arms.filter((a) => 'strategy' in parse(a.name));
  const rows = [...new Set(t3.map((a) => parse(a.name).psi_c))];
  const cols = [...new Set(t3.map((a) => `${parse(a.name).strategy}/${parse(a.name).beta}`))];
  const cell = (row: string, col: string) =>
    t3.find((a) => {
      const p = parse(a.name);
      return p.psi_c === row && `${p.strategy}/${p.beta}` === col;
    });
  // Table 4: Ψc against Ψm, on Ψ alone.
  const t4 = arms.filter((a) => 'psi_m' in parse(a.name));
  const cs = [...new Set(t4.map((a) => parse(a.name).psi_c))];
  const ms = [...new Set(t4.map((a) => parse(a.name).psi_m))];
  return (
    <>
      <table className="table1" data-testid="psi-sweep">
        <caption>Table 3 analogue: problem state (%) — rows Ψc = Ψm, columns feedback strategy / β</caption>
        <thead>
          <tr>
            <th scope="col">Ψc</th>
            {cols.map((c) => (
              <th key={c} scope="col">
                strategy {c.split('/')[0]}, β = {c.split('/')[1]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r}>
              <th scope="row">{r}</th>
              {cols.map((c) => (
                <td key={c}>{problem(cell(r, c))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {t4.length > 0 && (
        <table className="table1 wide-caption" data-testid="psi-sweep-table4">
          <caption>
            Table 4 analogue: control on Ψ alone (strategy 3, β = 0.25, PM = 200, SM = 1) — problem state (%), rows Ψc, columns Ψm
          </caption>
          <thead>
            <tr>
              <th scope="col">Ψc</th>
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
                <th scope="row">{c}</th>
                {ms.map((m) => (
                  <td key={m}>{problem(t4.find((a) => parse(a.name).psi_c === c && parse(a.name).psi_m === m))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** Table 2 as numbers, and Ψs beside Ψs* over the run for each scheduler. */
function PsiResults({ arms, caption }: { arms: ExperimentResult['arms']; caption: string }) {
  const rows: [string, string, (v: number) => string][] = [
    ['problem state (%)', 'problem_state_pct', (v) => v.toFixed(1)],
    ['CP (supervisor) time (%)', 'cp_pct', (v) => v.toFixed(1)],
    ['mean multiprogramming level', 'mean_mpl', (v) => v.toFixed(2)],
    ['page reads per second', 'paging_rate', (v) => v.toFixed(1)],
    ['steal ratio', 'steal_ratio', (v) => v.toFixed(2)],
    ['mean Ψs (measured, eq. 4)', 'psi_s_mean', (v) => v.toFixed(2)],
    ['mean Ψs over pages of active owners', 'psi_s_active_mean', (v) => v.toFixed(2)],
    ['mean Ψs* (from counters, eq. 5)', 'psi_s_star_mean', (v) => v.toFixed(2)],
    ['Ψs where Ψs* ≤ 20 (Bard’s region)', 'psi_s_in_range', (v) => v.toFixed(2)],
    ['Ψs* where Ψs* ≤ 20', 'psi_s_star_in_range', (v) => v.toFixed(2)],
    ['10 s intervals with Ψs* ≤ 20', 'intervals_in_range', (v) => v.toFixed(0)],
    ['their correlation there (Bard: 0.905)', 'psi_correlation_in_range', (v) => v.toFixed(2)],
    ['pages the pointer took whose owner was inactive', 'inactive_share', (v) => `${(100 * v).toFixed(0)} %`],
    ['of all replaced, overwritten before the pointer moved (CP-67’s rule)', 'overwritten_share', (v) => `${(100 * v).toFixed(0)} %`],
    ['terminal interactions completed', 'interactions', (v) => v.toFixed(0)],
  ];
  type P = PsiPoint;
  // Figures 2–4: every interval of both runs grouped by a key variable; mean problem state per group.
  const all = arms.flatMap((a) => a.metrics.series as P[]);
  const binned = (value: (p: P) => number | null, width: number) => {
    const groups = new Map<number, number[]>();
    for (const p of all) {
      const v = value(p);
      if (v === null || !Number.isFinite(v)) continue;
      const bin = Math.floor(v / width) * width;
      groups.set(bin, [...(groups.get(bin) ?? []), p.problem_pct]);
    }
    const bins = [...groups.keys()].sort((x, y) => x - y);
    return {
      xs: bins.map((b) => Math.round((b + width / 2) * 1000) / 1000),
      values: bins.map((b) => groups.get(b)!.reduce((x, y) => x + y, 0) / groups.get(b)!.length),
    };
  };
  const figures: [string, string, (p: P) => number | null, number][] = [
    ['Figure 2: problem state against Ψs*', 'Ψs*', (p) => (p.psi_s_star !== null && p.psi_s_star <= 40 ? p.psi_s_star : null), 2],
    ['Figure 3: problem state against paging rate', 'page reads per second', (p) => p.paging_rate, 10],
    ['Figure 4: problem state against steal ratio', 'steal ratio', (p) => p.steal_ratio, 0.1],
  ];
  return (
    <>
      <table className="table1" data-testid="psi-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th />
            {arms.map((a) => (
              <th key={a.name} scope="col">
                {a.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, key, f]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {arms.map((a) => {
                const v = a.metrics[key];
                return <td key={a.name}>{typeof v === 'number' ? f(v) : '—'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="shils-grid">
        {arms.map((a) => {
          const series = a.metrics.series as P[];
          return (
            <Exportable key={a.name} name={`psi-${a.name}`}>
              <LineChart
                title={`Ψs and Ψs* — ${a.name}`}
                yMax={40}
                xs={series.map((p) => p.t_s)}
                xLabel="time (s), intervals of 10 s"
                yLabel="essential interruptions"
                series={[
                  { name: 'Ψs (eq. 4)', values: series.map((p) => p.psi_s) },
                  // Under CP-67's rule every page the pointer takes has an active owner: the line would hide Ψs.
                  ...(num(a.metrics, 'inactive_share') > 0
                    ? [{ name: 'Ψs, active owners', values: series.map((p) => p.psi_s_active) }]
                    : []),
                  { name: 'Ψs* (eq. 5)', values: series.map((p) => p.psi_s_star), slot: 2 },
                ]}
                missingLabel="no replacement or no pointer cycle in the interval"
              />
            </Exportable>
          );
        })}
      </div>
      <div className="shils-grid">
        {figures.map(([title, xLabel, value, width]) => {
          const b = binned(value, width);
          return (
            b.xs.length > 1 && (
              <Exportable key={title} name={title.split(':')[0].replace(' ', '-').toLowerCase()}>
                <LineChart
                  title={title}
                  xs={b.xs}
                  xLabel={`${xLabel} (intervals of every run)`}
                  yLabel="problem state (%)"
                  series={[{ name: 'mean problem state', values: b.values }]}
                />
              </Exportable>
            )
          );
        })}
      </div>
      <p className="muted">
        Eq. 5 assumes that every page the pointer takes spent its survival — 1.5 cycles — with its owner in the active set, interrupted at
        the average rate. Pages of users who are thinking or waiting between stays break that: since their last use their owners were
        interrupted once or not at all, so the more of the pointer’s pages are theirs (“pages the pointer took whose owner was inactive”),
        the further Ψs falls below Ψs*. Bursty paging does too: when each stay begins by faulting back what its user lost while out, pages
        are replaced mostly while the pointer moves fast, and survive fewer of their owners’ interruptions than the average cycle allows.
        Above Ψs* = 20 pages stay until their owners leave, and Ψs falls below the estimate (Bard 1975 §5).
      </p>
    </>
  );
}

/** Table 1: measured (upper) against optimal (lower) for each program and criterion. */
function Table1({ arms }: { arms: ExperimentResult['arms'] }) {
  const rows: [string, string, string, (v: number) => string][] = [
    ['average window (10⁶ instructions)', 'mean_window', 'optimal_window', (v) => (v / 1e6).toFixed(2)],
    ['average working set (pages)', 'mean_working_set', 'optimal_working_set', (v) => v.toFixed(1)],
    ['space-time per reference (X for PE, Y for LT)', 'space_time', 'optimal_space_time', (v) => v.toFixed(2)],
  ];
  return (
    <Exportable name="nishigaki-table1">
      <table className="table1" data-testid="table1">
        <caption>Table 1 — upper: measured under the OWE; lower: optimal (Turner’s recursion, windows a multiple of Δ)</caption>
        <thead>
          <tr>
            <th>criterion</th>
            {arms.map((a) => (
              <th key={a.name} colSpan={1}>
                {a.name.replace('/pe', ' PE').replace('/lt', ' LT')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, measured, optimal, f]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {arms.map((a) => (
                <td key={a.name}>
                  {f(num(a.metrics, measured))}
                  <br />
                  <span className="muted">{f(num(a.metrics, optimal))}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        Where the optimum is the whole program (S2, and S1 under the LT-knee) Y is nearly 0, so compare absolute differences, as Nishigaki
        does for S3.
      </p>
    </Exportable>
  );
}

/** Figures 4 and 5: throughput and what drives it, per scheduler, squeezed and roomy. */
function OweResults({ arms }: { arms: ExperimentResult['arms'] }) {
  const schedulers: [string, string][] = [
    ['owe-pe', 'OWE, PE-knee'],
    ['owe-lt', 'OWE, LT-knee'],
    ['uni-window', 'uni-window'],
  ];
  const rooms: [string, string][] = [
    ['squeezed', 'squeezed memory (195 frames)'],
    ['roomy', 'roomy memory (300 frames)'],
  ];
  const m = (s: string, room: string, key: string) => num(arms.find((a) => a.name === `${s}/${room}`)!.metrics, key);
  const rows: [string, string, (v: number) => string][] = [
    ['total service units (Figure 4)', 'throughput', (v) => Math.round(v).toLocaleString('en-US')],
    ['CPU utilisation (Figure 4)', 'cpu_utilization', (v) => `${(v * 100).toFixed(1)} %`],
    ['multiprogramming degree (Figure 5)', 'mean_mpl', (v) => v.toFixed(2)],
    ['ready jobs (Figure 5)', 'ready_jobs', (v) => v.toFixed(2)],
    ['King Size Program’s allotment, pages (Figure 5)', 'king_size_resident', (v) => v.toFixed(1)],
  ];
  return (
    <>
      <div className="shils-grid">
        {rooms.map(([room, label]) => (
          <Exportable key={room} name={`nishigaki-throughput-${room}`}>
            <BarChart
              title={`Service units — ${label}`}
              labels={schedulers.map(([, l]) => l)}
              values={schedulers.map(([s]) => m(s, room, 'throughput'))}
              xLabel="scheduler"
              yLabel="service units in 60 s"
              labelEvery={1}
            />
          </Exportable>
        ))}
      </div>
      <Exportable name="nishigaki-figures-4-5">
        <table className="table1" data-testid="owe-table">
          <caption>Figures 4–5 as numbers; in brackets, the OWE against the uni-window scheduler</caption>
          <thead>
            <tr>
              <th />{' '}
              {rooms.map(([room, label]) => (
                <th key={room} colSpan={3}>
                  {label}
                </th>
              ))}
            </tr>
            <tr>
              <th />
              {rooms.flatMap(([room]) => schedulers.map(([s, l]) => <th key={`${s}/${room}`}>{l}</th>))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, key, f]) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                {rooms.flatMap(([room]) =>
                  schedulers.map(([s]) => {
                    const v = m(s, room, key);
                    const gain =
                      key === 'throughput' && s !== 'uni-window'
                        ? `(${v >= m('uni-window', room, key) ? '+' : ''}${((v / m('uni-window', room, key) - 1) * 100).toFixed(1)} %)`
                        : '';
                    return (
                      <td key={`${s}/${room}`}>
                        {f(v)}
                        {gain && (
                          <>
                            <br />
                            <span className="muted">{gain}</span>
                          </>
                        )}
                      </td>
                    );
                  }),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Exportable>
    </>
  );
}

function ShilsResults({ arms }: { arms: ExperimentResult['arms'] }) {
  const [x, setX] = useState(num(arms[0].metrics, 'x_pages_per_s'));
  const [y, setY] = useState(num(arms[0].metrics, 'y_pct'));
  const maxRate = Math.max(...arms.flatMap((a) => (a.metrics.points as [number, number][]).map((p) => p[0])));
  const views = arms.map((a) => {
    const points = a.metrics.points as [number, number][];
    const { regions, matrix } = JSON.parse(regions_json(JSON.stringify(points), x, y)) as { regions: RegionName[]; matrix: number[][] };
    return { a, points, regions, matrix };
  });
  return (
    <>
      <div className="thresholds">
        <label>
          x = {x} pages/s{' '}
          <input type="range" min={1} max={200} value={x} onChange={(e) => setX(Number(e.target.value))} aria-label="x threshold" />
        </label>
        <label>
          y = {y} %{' '}
          <input type="range" min={0} max={100} value={y} onChange={(e) => setY(Number(e.target.value))} aria-label="y threshold" />
        </label>
        <span className="muted">Moving the thresholds re-colours the recorded history (Shils: “any desired view”).</span>
      </div>
      <div className="shils-grid">
        {views.map(({ a, points, regions, matrix }) => (
          <section key={a.name} data-arm={a.name}>
            <Exportable name={`figure1-${a.name}`}>
              <RegionChart title={`Figure 6 — ${a.name}`} points={points} regions={regions} x={x} y={y} maxRate={maxRate} />
            </Exportable>
            <TransitionMatrix matrix={matrix} caption={`Figure 4 — transitions ${a.name}`} />
            <Exportable name={`figure7-${a.name}`}>
              <BarChart
                title={`Figure 7 — sleeper’s excess delay, ${a.name}`}
                labels={(a.metrics.sleeper_excess_delay_quanta as number[]).map((_, i) => (i === 40 ? '4.0+' : (i / 10).toFixed(1)))}
                values={a.metrics.sleeper_excess_delay_quanta as number[]}
                xLabel="excess delay (s, 0.1 s quanta)"
                yLabel="occurrences"
              />
            </Exportable>
            <dl className="counters">
              <div>
                <dt>batch done</dt>
                <dd>
                  {a.metrics.batch_completion_s === null ? 'not in 600 s' : `${(a.metrics.batch_completion_s as number).toFixed(0)} s`}
                </dd>
              </div>
              <div>
                <dt>CPU activity</dt>
                <dd>{num(a.metrics, 'cpu_activity').toFixed(1)} %</dd>
              </div>
              <div>
                <dt>mean MPL</dt>
                <dd>{num(a.metrics, 'mean_mpl').toFixed(2)}</dd>
              </div>
              <div>
                <dt>jobs set aside</dt>
                <dd>{num(a.metrics, 'set_asides')}</dd>
              </div>
            </dl>
          </section>
        ))}
      </div>
    </>
  );
}
