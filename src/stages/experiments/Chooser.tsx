// The stage's top line: which experiment (and case), which seed, Run or Cancel with the
// run's progress, the command line that runs the same code, and the
// metrics as CSV once the run is done. Each experiment in the list says
// whether it is running or done with this seed.
import { useState } from 'react';
import { exportCsv } from '../../components/Export';
import type { ExperimentResult } from '../../wasm/types/core';
import { type Chosen, cancelExperiment, type Entry, entryOf, runExperiment, useExperimentEntries } from '../../workers/experiments';
import { EXPERIMENTS, experimentDef } from './catalogue';

interface Props {
  chosen: Chosen;
  entry: Entry;
  onChoose: (name: string) => void;
  /** Records the seed in the lab state before the run starts. */
  onSeed: (seed: number) => void;
  /** Records the case chosen (experiments with several). */
  onCase: (which: number) => void;
}

export function Chooser({ chosen, entry, onChoose, onSeed, onCase }: Props) {
  const { name, seed } = chosen;
  const which = chosen.case ?? 1;
  const cases = experimentDef(name).cases;
  const all = useExperimentEntries();
  const [seedText, setSeedText] = useState(String(seed));
  const [error, setError] = useState<string | null>(null);
  const run = entry.run;
  const start = () => {
    const s = Number(seedText);
    if (seedText.trim() === '' || !Number.isSafeInteger(s) || s < 0) {
      setError(`seed = ${seedText} is not allowed: expected an integer ≥ 0`);
      return;
    }
    setError(null);
    onSeed(s);
    runExperiment({ ...chosen, seed: s });
  };
  return (
    <form
      className="exp-chooser"
      onSubmit={(e) => {
        e.preventDefault();
        start();
      }}
    >
      <label className="field">
        <span>experiment</span>
        <select value={name} onChange={(e) => onChoose(e.target.value)}>
          {EXPERIMENTS.map((x) => (
            <option key={x.name} value={x.name}>
              {x.name} — {x.label}
              {status(entryOf(all, { name: x.name, seed, case: x.name === name ? which : 1 }))}
            </option>
          ))}
        </select>
      </label>
      {cases.length > 1 && (
        <label className="field">
          <span>case</span>
          <select value={which} onChange={(e) => onCase(Number(e.target.value))} disabled={run.status === 'running'}>
            {cases.map((label, i) => (
              <option key={label} value={i + 1}>
                {i + 1}: {label}
                {status(entryOf(all, { name, seed, case: i + 1 }))}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="field seed">
        <span>seed</span>
        <input value={seedText} onChange={(e) => setSeedText(e.target.value)} inputMode="numeric" disabled={run.status === 'running'} />
      </label>
      {run.status === 'running' ? (
        <>
          <button type="button" onClick={() => cancelExperiment(chosen)}>
            Cancel
          </button>
          <progress max={1} value={run.fraction} aria-label="Experiment progress" data-testid="experiment-progress" />
          <span className="exp-percent">{Math.round(run.fraction * 100)} %</span>
        </>
      ) : (
        <button type="submit" className="primary">
          Run
        </button>
      )}
      {run.status === 'cancelled' && <span role="status">Cancelled.</span>}
      {run.status === 'done' && (
        <button type="button" onClick={() => downloadCsv(run.result)} title="Every arm's numeric metrics as CSV">
          CSV
        </button>
      )}
      <code className="exp-cli" title="The same code from the command line">
        pagingsim experiment {name} --seed {seed}
        {which === 1 ? '' : ` --case ${which}`}
      </code>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </form>
  );
}

function status(e: Entry): string {
  if (e.run.status === 'running') return ` (running, ${Math.round(e.run.fraction * 100)} %)`;
  return e.run.status === 'done' ? ' (done)' : '';
}

/** Every arm's numeric and boolean metrics, one row per arm. */
function downloadCsv(result: ExperimentResult) {
  const scalars = result.arms.map((a) => {
    const fields: Record<string, unknown> = a.metrics;
    const entries = Object.entries(fields);
    return new Map(entries.filter((e): e is [string, number | boolean] => typeof e[1] === 'number' || typeof e[1] === 'boolean'));
  });
  const keys = [...new Set(scalars.flatMap((m) => [...m.keys()]))];
  exportCsv(
    [['arm', ...keys], ...result.arms.map((a, i) => [a.name, ...keys.map((k) => scalars[i].get(k) ?? null)])],
    `${result.experiment}-seed-${result.seed}${result.case === 1 ? '' : `-case-${result.case}`}`,
  );
}
