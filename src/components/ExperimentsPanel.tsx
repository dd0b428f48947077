// Experiments, run in the worker with progress and cancel, and their
// results as the papers drew them: Corbató's Tables 1–2; Shils's Figures 1,
// 4, 6, 7 (with and without the Load Leveler) and 3 (run time against y);
// the thrashing curve (CPU use against the multiprogramming level).
import { useMemo, useState } from 'react';
import { experiments_json, regions_json } from '../wasm/core';
import { useExperiment } from '../workers/useExperiment';
import type { ExperimentResult } from '../workers/protocol';
import { KSweepChart } from '../charts/KSweepChart';
import { RegionChart, TransitionMatrix, type RegionName } from '../charts/RegionChart';
import { BarChart, LineChart } from '../charts/LineChart';
import { Exportable, exportCsv } from './Export';

const ABOUT: Record<string, string> = {
  'corbato-k': 'Corbató 1968, Tables 1–2: faults and fault-service time for k = 0, 1, 2, 4, 7 on about 170 frames.',
  'shils-ll': 'Shils 1968: the same seeded job stream (six batch jobs, four terminal users, a 10 s sleeper, 64 frames) with and without the Load Leveler — Figures 1, 4, 6 and 7.',
  'shils-y': 'Shils 1968, Figure 3: the batch’s completion time against the leveler’s CPU parameter y.',
  thrashing: 'Thrashing: processor use against the multiprogramming level on one job mix — the collapse past the knee.',
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
            {names.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
        <label className="field">
          <span>seed</span>
          <input value={seedText} onChange={(e) => setSeedText(e.target.value)} inputMode="numeric" disabled={running} />
        </label>
        {running ? <button onClick={cancel}>Cancel</button> : <button className="primary" onClick={start}>Run</button>}
        {running && (
          <progress max={1} value={state.fraction} aria-label="Experiment progress" data-testid="experiment-progress">{Math.round(state.fraction * 100)} %</progress>
        )}
        {state.status === 'cancelled' && <span role="status">Cancelled.</span>}
      </div>
      <p className="muted">{ABOUT[name]} The same code runs it from the command line: <code>pagingsim experiment {name} --seed {seedText}</code>.</p>
      {error && <p role="alert" className="error">{error}</p>}
      {state.status === 'error' && <p role="alert" className="error">{state.message}</p>}
      {state.status === 'done' && <Results result={state.result} />}
    </div>
  );
}

function Results({ result }: { result: ExperimentResult }) {
  const arms = result.arms;
  const csv = () => {
    const keys = [...new Set(arms.flatMap((a) => Object.entries(a.metrics).filter(([, v]) => typeof v === 'number' || typeof v === 'boolean').map(([k]) => k)))];
    exportCsv([['arm', ...keys], ...arms.map((a) => [a.name, ...keys.map((k) => (a.metrics[k] as number | boolean | undefined) ?? null)])], result.experiment);
  };
  return (
    <div className="results" data-testid="experiment-results">
      {result.experiment === 'corbato-k' && (
        <Exportable name="corbato-k">
          <KSweepChart points={arms.map((a) => ({ k: Number(a.name.slice(2)), faults: num(a.metrics, 'faults'), pointer_steps: num(a.metrics, 'pointer_steps'), fault_service_us: num(a.metrics, 'fault_service_us') }))} currentK={1} />
        </Exportable>
      )}
      {result.experiment === 'shils-ll' && <ShilsResults arms={arms} />}
      {result.experiment === 'shils-y' && (
        <Exportable name="shils-y">
          <LineChart title="Figure 3: batch completion against y" xs={arms.map((a) => num(a.metrics, 'y_pct'))} xLabel="y (%)" yLabel="batch done (s)"
            series={[{ name: 'completion time', values: arms.map((a) => a.metrics.batch_completion_s as number | null) }]} missingLabel="not done after 600 s" />
          <p className="muted">× along the top: the batch had not finished after 600 s — the leveler never saw an overload.</p>
        </Exportable>
      )}
      {result.experiment === 'thrashing' && (
        <Exportable name="thrashing">
          <LineChart title="CPU use against the multiprogramming level" xs={arms.map((a) => num(a.metrics, 'max_mpl'))} xLabel="multiprogramming level" yLabel="% of elapsed time" yMax={100}
            series={[{ name: 'problem state (useful work)', values: arms.map((a) => num(a.metrics, 'problem_pct')) }, { name: 'busy (problem + supervisor)', values: arms.map((a) => num(a.metrics, 'cpu_busy_pct')) }]} />
        </Exportable>
      )}
      <button onClick={csv}>Download the metrics (CSV)</button>
    </div>
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
        <label>x = {x} pages/s <input type="range" min={1} max={200} value={x} onChange={(e) => setX(Number(e.target.value))} aria-label="x threshold" /></label>
        <label>y = {y} % <input type="range" min={0} max={100} value={y} onChange={(e) => setY(Number(e.target.value))} aria-label="y threshold" /></label>
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
              <BarChart title={`Figure 7 — sleeper’s excess delay, ${a.name}`} labels={(a.metrics.sleeper_excess_delay_quanta as number[]).map((_, i) => (i === 40 ? '4.0+' : (i / 10).toFixed(1)))}
                values={a.metrics.sleeper_excess_delay_quanta as number[]} xLabel="excess delay (s, 0.1 s quanta)" yLabel="occurrences" />
            </Exportable>
            <dl className="counters">
              <div><dt>batch done</dt><dd>{a.metrics.batch_completion_s === null ? 'not in 600 s' : `${(a.metrics.batch_completion_s as number).toFixed(0)} s`}</dd></div>
              <div><dt>CPU activity</dt><dd>{num(a.metrics, 'cpu_activity').toFixed(1)} %</dd></div>
              <div><dt>mean MPL</dt><dd>{num(a.metrics, 'mean_mpl').toFixed(2)}</dd></div>
              <div><dt>jobs set aside</dt><dd>{num(a.metrics, 'set_asides')}</dd></div>
            </dl>
          </section>
        ))}
      </div>
    </>
  );
}
