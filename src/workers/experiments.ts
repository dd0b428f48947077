// The experiments' runs, kept for the whole visit rather than by a
// component: a run goes on in its own worker while the student looks at
// other stages, and its result is there on return. One entry per
// experiment, seed and case; components read them through
// `useExperimentEntry` (React's external-store subscription). The
// prediction made for a run is the lab's state (src/app/reveals.ts, keyed
// by `experimentKey`), so the link carries it.
import { useSyncExternalStore } from 'react';
import { forgetOnFreshStart } from '../app/pageLifetime';
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
}

const IDLE: Entry = { run: { status: 'idle' } };

let entries: ReadonlyMap<string, Entry> = new Map();
const workers = new Map<string, Worker>();
const listeners = new Set<() => void>();
forgetOnFreshStart(() => {
  for (const key of [...workers.keys()]) stop(key);
  entries = new Map();
});

/** An experiment as the stage chooses it: its name, seed and case (1 when absent: `pagingsim experiment --case`). */
export interface Chosen {
  name: string;
  seed: number;
  case?: number;
}

const caseOf = (c: Chosen) => c.case ?? 1;
const keyOf = (c: Chosen) => `${c.name}#${c.seed}${caseOf(c) === 1 ? '' : `#${caseOf(c)}`}`;

/** What the prediction for the chosen experiment's run is kept by. */
export const experimentKey = (c: Chosen) => `experiment|${keyOf(c)}`;

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

/** The chosen experiment's entry: its run. */
export function useExperimentEntry(chosen: Chosen): Entry {
  return useSyncExternalStore(subscribe, () => entries.get(keyOf(chosen)) ?? IDLE);
}

/** The chosen experiment's entry in a map from `useExperimentEntries`. */
export function entryOf(all: ReadonlyMap<string, Entry>, chosen: Chosen): Entry {
  return all.get(keyOf(chosen)) ?? IDLE;
}
