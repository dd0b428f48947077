// The store over the Simulator handles: React owns wall-clock time. While
// playing, each animation frame turns elapsed milliseconds × speed
// (micro-steps per second) into a number of micro-steps for the core. With
// two scenarios (side by side) both simulators move in lockstep: every action
// applies to each, so they always stand at the same micro-step. Each
// simulator has a SnapshotReader, which reads only what changed since its
// last read.
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { Simulator } from '../wasm/core';
import { type Snapshot, SnapshotReader } from './snapshot';
import type { SimEvent } from './types';

export interface Trace {
  pages: Uint32Array;
  writes: Uint8Array;
}

export interface Simulation {
  /** The first scenario's state. */
  snap: Snapshot | null;
  /** Every scenario's state, in order. */
  snaps: Snapshot[];
  /** The first scenario's reference strings. */
  traces: Trace[];
  error: string | null;
  playing: boolean;
  speed: number;
  setSpeed: (stepsPerSecond: number) => void;
  togglePlay: () => void;
  step: () => void;
  stepReference: () => void;
  back: () => void;
  seek: (step: number) => void;
  reset: () => void;
  /** Every event so far of the first scenario, narrated (for the CSV export). */
  allEvents: () => SimEvent[];
}

const LABELS = ['', 'B: '];

const readAll = (readers: SnapshotReader[]) => readers.map((r) => r.read());
/** The micro-step the simulators stand at (all the same). */
const stepOf = (sims: Simulator[]) => Number(sims[0]?.step_count() ?? 0);
/** The step forward moves may not pass. */
const limitOf = (barrier: RefObject<number | null> | undefined) => barrier?.current ?? Infinity;

function open(scenarioJsons: string[]): Simulator[] {
  const sims: Simulator[] = [];
  try {
    scenarioJsons.forEach((json, i) => {
      try {
        sims.push(new Simulator(json));
      } catch (e) {
        throw new Error(`${LABELS[i] ?? ''}${e instanceof Error ? e.message : String(e)}`);
      }
    });
  } catch (e) {
    for (const s of sims) s.free();
    throw e;
  }
  return sims;
}

/**
 * The simulations of `scenarioJsons`, starting at `initialStep`. Forward
 * moves never pass `barrier.current` (an unanswered exercise question), if
 * set — a ref, read at the moment of each move, so it is never stale.
 */
export function useSimulation(scenarioJsons: string[], initialStep = 0, barrier?: RefObject<number | null>): Simulation {
  const simsRef = useRef<Simulator[]>([]);
  const readersRef = useRef<SnapshotReader[]>([]);
  const [snaps, setSnaps] = useState<Snapshot[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [traces, setTraces] = useState<Trace[]>([]);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(8);
  const key = scenarioJsons.join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the scenarios are keyed by their text; initialStep applies when they are first opened, not as it changes.
  useEffect(() => {
    let sims: Simulator[];
    try {
      sims = open(scenarioJsons);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setSnaps([]);
      return;
    }
    if (initialStep > 0) for (const s of sims) s.seek(BigInt(initialStep));
    simsRef.current = sims;
    readersRef.current = sims.map((s) => new SnapshotReader(s));
    const first = sims[0];
    const count = (JSON.parse(first.processes_json()) as unknown[]).length;
    setTraces(Array.from({ length: count }, (_, pid) => ({ pages: first.trace_pages(pid), writes: first.trace_writes(pid) })));
    setError(null);
    setPlaying(false);
    setSnaps(readAll(readersRef.current));
    return () => {
      simsRef.current = [];
      readersRef.current = [];
      for (const s of sims) s.free();
    };
  }, [key]);

  const act = useCallback((f: (sim: Simulator) => void) => {
    const sims = simsRef.current;
    if (!sims.length) return;
    for (const s of sims) f(s);
    setSnaps(readAll(readersRef.current));
  }, []);

  const step = useCallback(() => {
    if (stepOf(simsRef.current) < limitOf(barrier)) act((s) => s.step());
  }, [act, barrier]);
  const stepReference = useCallback(() => {
    const stop = limitOf(barrier);
    const first = simsRef.current[0];
    if (!first || stepOf(simsRef.current) >= stop) return;
    // The first scenario decides where the reference ends; the others follow to the same step.
    first.step_reference();
    const target = Math.min(stop, Number(first.step_count()));
    act((s) => s.seek(BigInt(target)));
  }, [act, barrier]);
  const seek = useCallback(
    (n: number) => act((s) => s.seek(BigInt(Math.max(0, Math.min(limitOf(barrier), Math.round(n)))))),
    [act, barrier],
  );
  const back = useCallback(() => {
    const n = stepOf(simsRef.current);
    if (n > 0) act((s) => s.seek(BigInt(n - 1)));
  }, [act]);
  const reset = useCallback(() => {
    setPlaying(false);
    act((s) => s.seek(0n));
  }, [act]);
  const togglePlay = useCallback(() => {
    const sims = simsRef.current;
    if (!sims.length) return;
    if (!playing && sims.every((s) => s.is_done())) for (const s of sims) s.seek(0n);
    setPlaying((p) => !p);
  }, [playing]);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    let owed = 1; // the first frame takes a step at once
    const tick = (now: number) => {
      const sims = simsRef.current;
      if (!sims.length) return;
      owed += ((now - last) * speed) / 1000;
      last = now;
      const n = Math.floor(owed);
      owed -= n;
      const stop = limitOf(barrier);
      for (let i = 0; i < n && stepOf(sims) < stop; i++) {
        let moved = false;
        for (const s of sims) moved = s.step() || moved;
        if (!moved) break;
      }
      setSnaps(readAll(readersRef.current));
      if (sims.every((s) => s.is_done()) || stepOf(sims) >= stop) {
        setPlaying(false);
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, barrier]);

  const allEvents = useCallback(() => {
    const first = simsRef.current[0];
    return first ? (JSON.parse(first.events_json(0)) as SimEvent[]) : [];
  }, []);

  return {
    snap: snaps[0] ?? null,
    snaps,
    traces,
    error,
    playing,
    speed,
    setSpeed,
    togglePlay,
    step,
    stepReference,
    back,
    seek,
    reset,
    allEvents,
  };
}
