// Reading the run store from React: the run on screen comes from the lab
// (RunContext); a component selects what it shows and re-renders only when
// that changed (useSyncExternalStore, the selection compared with `equal`).
import { createContext, useContext, useRef, useSyncExternalStore } from 'react';
import type { Scenario } from '../scenario/types';
import type { RunState, RunStore } from './runStore';
import type { Snapshot } from './snapshot';

export const RunContext = createContext<RunStore | null>(null);

/** The run on screen: its moves (step, seek, togglePlay, …); read its state with `useRun`. */
export function useRunStore(): RunStore {
  const store = useContext(RunContext);
  if (!store) throw new Error('useRunStore outside LabProvider');
  return store;
}

/** What `select` picks from the run's state; re-renders when it changes (by `equal`, identity by default). */
export function useRun<T>(select: (r: RunState) => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const store = useRunStore();
  const memo = useRef<{ state: RunState; select: (r: RunState) => T; value: T } | null>(null);
  const get = () => {
    const state = store.get();
    const m = memo.current;
    if (m && m.state === state && m.select === select) return m.value;
    const value = select(state);
    const kept = m && equal(m.value, value) ? m.value : value;
    memo.current = { state, select, value: kept };
    return kept;
  };
  return useSyncExternalStore(store.subscribe, get, get);
}

const firstSnap = (r: RunState) => r.snaps[0] ?? null;
const firstStep = (r: RunState) => r.snaps[0]?.step ?? 0;
const firstScenario = (r: RunState) => r.scenarios[0];

/** The first run's state now, or null when the run could not be opened. */
export const useSnap = (): Snapshot | null => useRun(firstSnap);
/** The first run's micro-steps taken. */
export const useStep = (): number => useRun(firstStep);
/** The scenario the run on screen runs (the first, side by side): read it with the run's snapshot, never the other. */
export const useRunScenario = (): Scenario => useRun(firstScenario);
