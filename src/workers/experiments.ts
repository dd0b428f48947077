// The experiments' runs and predictions, kept for the whole visit rather
// than by a component: a run goes on in its own worker while the student
// looks at other stages, and its result and the prediction made for it are
// there on return. One entry per experiment, seed and case; components read
// them through `useExperimentEntry` (React's external-store subscription).
import { useSyncExternalStore } from 'react';
import type { ExperimentResult } from '../wasm/types/core';
import type { FromWorker, ToWorker } from './protocol';

export type RunState =
  | { status: 'idle' }
  | { status: 'running'; fraction: number }
  | { status: 'done'; result: ExperimentResult }
  | { status: 'cancelled' }
  | { status: 'error'; message: string };

export interface Entry {
  run: RunState;
  /** The option the student predicted, if any. */
  choice: number | null;
  /** Whether the student chose to see the results without predicting. */
  skipped: boolean;
}

const IDLE: Entry = { run: { status: 'idle' }, choice: null, skipped: false };

let entries: ReadonlyMap<string, Entry> = new Map();
const workers = new Map<string, Worker>();
const listeners = new Set<() => void>();

/** An experiment as the stage chooses it: its name, seed and case (1 when absent: `pagingsim experiment --case`). */
export interface Chosen {
  name: string;
  seed: number;
  case?: number;
}

const caseOf = (c: Chosen) => c.case ?? 1;
const keyOf = (c: Chosen) => `${c.name}#${c.seed}${caseOf(c) === 1 ? '' : `#${caseOf(c)}`}`;

function update(key: string, f: (e: Entry) => Entry) {
  const next = new Map(entries);
  next.set(key, f(entries.get(key) ?? IDLE));
  entries = next;
  for (const l of listeners) l();
}

function stop(key: string) {
  workers.get(key)?.terminate();
  workers.delete(key);
}

/** Starts the chosen experiment in a worker of its own (a run of the same already going is left to finish). */
export function runExperiment(chosen: Chosen) {
  const key = keyOf(chosen);
  if (workers.has(key)) return;
  const worker = new Worker(new URL('./experiment.worker.ts', import.meta.url), { type: 'module' });
  workers.set(key, worker);
  const setRun = (run: RunState) => update(key, (e) => ({ ...e, run }));
  worker.onmessage = (e: MessageEvent<FromWorker>) => {
    const m = e.data;
    if (m.type === 'progress') {
      if (workers.get(key) === worker) setRun({ status: 'running', fraction: m.fraction });
      return;
    }
    stop(key);
    setRun(m.type === 'done' ? { status: 'done', result: m.result } : { status: 'error', message: m.message });
  };
  worker.onerror = (e) => {
    stop(key);
    setRun({ status: 'error', message: e.message || 'the experiment worker failed' });
  };
  setRun({ status: 'running', fraction: 0 });
  worker.postMessage({ type: 'run', name: chosen.name, seed: chosen.seed, case: caseOf(chosen) } satisfies ToWorker);
}

/** Stops the chosen experiment's run, if one is going. */
export function cancelExperiment(chosen: Chosen) {
  const key = keyOf(chosen);
  if (!workers.has(key)) return;
  stop(key);
  update(key, (e) => ({ ...e, run: { status: 'cancelled' } }));
}

/** Records the student's prediction (the first one counts). */
export function predict(chosen: Chosen, choice: number) {
  update(keyOf(chosen), (e) => (e.choice === null && !e.skipped ? { ...e, choice } : e));
}

/** The student chose to see the results without predicting. */
export function skipPrediction(chosen: Chosen) {
  update(keyOf(chosen), (e) => (e.choice === null ? { ...e, skipped: true } : e));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => entries;

/** Every experiment's entry, by `name#seed` (`#case` after it for a case other than 1); re-renders on any change. */
export function useExperimentEntries(): ReadonlyMap<string, Entry> {
  return useSyncExternalStore(subscribe, snapshot);
}

/** The chosen experiment's entry: its run, and the prediction made for it. */
export function useExperimentEntry(chosen: Chosen): Entry {
  return useSyncExternalStore(subscribe, () => entries.get(keyOf(chosen)) ?? IDLE);
}

/** The chosen experiment's entry in a map from `useExperimentEntries`. */
export function entryOf(all: ReadonlyMap<string, Entry>, chosen: Chosen): Entry {
  return all.get(keyOf(chosen)) ?? IDLE;
}
