// The store over the Simulator handles: React owns wall-clock time. While
// playing, each animation frame turns elapsed milliseconds × speed
// (positions per second) into a number of positions for the core. One
// scenario moves by micro-steps; two (side by side) move in lockstep, by
// references or simulated instants (lockstep.ts). Each simulator has a
// SnapshotReader, which reads only what changed since its last read.
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { Simulator } from '../wasm/core';
import { type Lockstep, lockstep, type Unit } from './lockstep';
import { type Snapshot, SnapshotReader } from './snapshot';
import type { SimEvent } from './types';
import { usePlayClock } from './usePlayClock';

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
  /** Every scenario's reference strings, in order. */
  allTraces: Trace[][];
  /** What one position of the timeline is, where the runs stand, and the last position. */
  unit: Unit;
  position: number;
  total: number;
  error: string | null;
  /** Whether the state above is the run of the scenarios asked for (false between a change of scenario and its first read). */
  ready: boolean;
  playing: boolean;
  speed: number;
  setSpeed: (stepsPerSecond: number) => void;
  togglePlay: () => void;
  step: () => void;
  stepReference: () => void;
  back: () => void;
  /** To a timeline position (in `unit`s). */
  seek: (position: number) => void;
  /** To the position that shows the first run's micro-step `step`. */
  seekStep: (step: number) => void;
  reset: () => void;
  /** Every event so far of the first scenario, narrated (for the CSV export). */
  allEvents: () => SimEvent[];
  /** The first run's micro-step that shows simulated instant `tUs` (every micro-step ending at or before it taken); the run stays where it is. */
  stepAt: (tUs: number) => number | null;
}

const LABELS = ['', 'B: '];

const readAll = (readers: SnapshotReader[]) => readers.map((r) => r.read());
/** Whether the runs have nothing more to show: each has ended, or the timeline is at its last position. */
const atEnd = (sims: Simulator[], ls: Lockstep) => ls.position() >= ls.total || sims.every((s) => s.is_done());
/** The micro-step forward moves may not pass (one run only: the exercise is on the first run). */
const limitOf = (barrier: RefObject<number | null> | undefined, ls: Lockstep | null) =>
  ls?.unit === 'micro-step' ? (barrier?.current ?? Infinity) : Infinity;

function tracesOf(sim: Simulator): Trace[] {
  const count = (JSON.parse(sim.processes_json()) as unknown[]).length;
  return Array.from({ length: count }, (_, pid) => ({ pages: sim.trace_pages(pid), writes: sim.trace_writes(pid) }));
}

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
  const lsRef = useRef<Lockstep | null>(null);
  const [snaps, setSnapsOnly] = useState<Snapshot[]>([]);
  const [position, setPosition] = useState(0);
  const setSnaps = useCallback((next: Snapshot[]) => {
    setSnapsOnly(next);
    setPosition(lsRef.current?.position() ?? 0);
  }, []);
  const [error, setError] = useState<string | null>(null);
  const [allTraces, setTraces] = useState<Trace[][]>([]);
  const [openedKey, setOpenedKey] = useState<string | null>(null);
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
      setOpenedKey(key);
      return;
    }
    if (initialStep > 0) for (const s of sims) s.seek(BigInt(initialStep));
    simsRef.current = sims;
    const traces = sims.map(tracesOf);
    lsRef.current = lockstep(sims, traces[0].length);
    readersRef.current = sims.map((s) => new SnapshotReader(s));
    setTraces(traces);
    setError(null);
    setPlaying(false);
    setSnaps(readAll(readersRef.current));
    setOpenedKey(key);
    return () => {
      simsRef.current = [];
      readersRef.current = [];
      lsRef.current = null;
      for (const s of sims) s.free();
    };
  }, [key]);

  /** Moves the runs with `f` (given their lockstep and the forward limit), then reads them. */
  const act = useCallback(
    (f: (ls: Lockstep, limit: number) => void) => {
      const ls = lsRef.current;
      if (!ls) return;
      f(ls, limitOf(barrier, ls));
      setSnaps(readAll(readersRef.current));
    },
    [barrier, setSnaps],
  );

  const step = useCallback(() => act((ls, limit) => ls.position() < limit && ls.forward()), [act]);
  const stepReference = useCallback(
    () =>
      act((ls, limit) => {
        const first = simsRef.current[0];
        if (ls.unit !== 'micro-step') ls.forward();
        else if (ls.position() < limit) {
          first.step_reference();
          if (ls.position() > limit) ls.to(limit);
        }
      }),
    [act],
  );
  const seek = useCallback((n: number) => act((ls, limit) => ls.to(Math.min(limit, n))), [act]);
  const seekStep = useCallback((n: number) => act((ls, limit) => ls.toStep(Math.min(limit, n))), [act]);
  const back = useCallback(() => act((ls) => ls.backward()), [act]);
  const reset = useCallback(() => {
    setPlaying(false);
    act((ls) => ls.to(0));
  }, [act]);
  const togglePlay = useCallback(() => {
    const sims = simsRef.current;
    if (!sims.length) return;
    const ls = lsRef.current;
    if (!playing && ls && atEnd(sims, ls)) act((l) => l.to(0));
    setPlaying((p) => !p);
  }, [playing, act]);

  usePlayClock(
    playing,
    speed,
    (n) => {
      const sims = simsRef.current;
      const ls = lsRef.current;
      if (!sims.length || !ls) return false;
      const stop = limitOf(barrier, ls);
      let moved = 0;
      for (let i = 0; i < n && ls.position() < stop; i++) {
        if (!ls.forward()) break;
        moved += 1;
      }
      // A frame in which nothing moved is not drawn again.
      if (moved > 0) setSnaps(readAll(readersRef.current));
      return !atEnd(sims, ls) && ls.position() < stop;
    },
    () => setPlaying(false),
  );

  const allEvents = useCallback(() => {
    const first = simsRef.current[0];
    return first ? (JSON.parse(first.events_json(0)) as SimEvent[]) : [];
  }, []);

  const stepAt = useCallback((tUs: number) => {
    const first = simsRef.current[0];
    if (!first) return null;
    const was = first.step_count();
    first.seek_time_us(tUs);
    const at = Number(first.step_count());
    first.seek(was);
    return at;
  }, []);

  return {
    snap: snaps[0] ?? null,
    snaps,
    traces: allTraces[0] ?? [],
    allTraces,
    unit: lsRef.current?.unit ?? 'micro-step',
    position,
    total: lsRef.current?.total ?? 0,
    error,
    ready: openedKey === key,
    playing,
    speed,
    setSpeed,
    togglePlay,
    step,
    stepReference,
    back,
    seek,
    seekStep,
    reset,
    allEvents,
    stepAt,
  };
}
