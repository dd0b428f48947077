// The store over the Simulator handles: React owns wall-clock time. While
// playing, each animation frame turns elapsed milliseconds × speed
// (micro-steps per second) into a number of micro-steps for the core. With
// two scenarios (side by side) both simulators move in lockstep: every action
// applies to each, so they always stand at the same micro-step.
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { Simulator } from '../wasm/core';
import { readSnapshot, type Snapshot } from './snapshot';
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

/**
 * The simulations of `scenarioJsons`, starting at `initialStep`. Forward
 * moves never pass `barrier.current` (an unanswered exercise question), if
 * set — a ref, read at the moment of each move, so it is never stale.
 */
export function useSimulation(scenarioJsons: string[], initialStep = 0, barrier?: RefObject<number | null>): Simulation {
  const simsRef = useRef<Simulator[]>([]);
  const [snaps, setSnaps] = useState<Snapshot[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [traces, setTraces] = useState<Trace[]>([]);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(8);
  const key = scenarioJsons.join('\n');

  useEffect(() => {
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
      sims.forEach((s) => s.free());
      setError(e instanceof Error ? e.message : String(e));
      setSnaps([]);
      return;
    }
    if (initialStep > 0) sims.forEach((s) => s.seek(BigInt(initialStep)));
    simsRef.current = sims;
    const first = sims[0];
    const count = (JSON.parse(first.processes_json()) as unknown[]).length;
    setTraces(Array.from({ length: count }, (_, pid) => ({ pages: first.trace_pages(pid), writes: first.trace_writes(pid) })));
    setError(null);
    setPlaying(false);
    setSnaps(sims.map(readSnapshot));
    return () => {
      simsRef.current = [];
      sims.forEach((s) => s.free());
    };
    // initialStep applies when scenarios are first opened, not as it changes.
  }, [key]);

  const limit = () => barrier?.current ?? Infinity;
  const at = () => Number(simsRef.current[0]?.step_count() ?? 0);

  const act = useCallback((f: (sim: Simulator) => void) => {
    const sims = simsRef.current;
    if (!sims.length) return;
    sims.forEach(f);
    setSnaps(sims.map(readSnapshot));
  }, []);

  const step = useCallback(() => {
    if (at() < limit()) act((s) => s.step());
  }, [act]);
  const stepReference = useCallback(() => {
    const stop = limit();
    const first = simsRef.current[0];
    if (!first || at() >= stop) return;
    // The first scenario decides where the reference ends; the others follow to the same step.
    first.step_reference();
    const target = Math.min(stop, Number(first.step_count()));
    act((s) => s.seek(BigInt(target)));
  }, [act]);
  const seek = useCallback((n: number) => act((s) => s.seek(BigInt(Math.max(0, Math.min(limit(), Math.round(n)))))), [act]);
  const back = useCallback(() => {
    const n = at();
    if (n > 0) act((s) => s.seek(BigInt(n - 1)));
  }, [act]);
  const reset = useCallback(() => {
    setPlaying(false);
    act((s) => s.seek(0n));
  }, [act]);
  const togglePlay = useCallback(() => {
    const sims = simsRef.current;
    if (!sims.length) return;
    if (!playing && sims.every((s) => s.is_done())) sims.forEach((s) => s.seek(0n));
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
      const stop = limit();
      for (let i = 0; i < n && at() < stop; i++) {
        let moved = false;
        for (const s of sims) moved = s.step() || moved;
        if (!moved) break;
      }
      setSnaps(sims.map(readSnapshot));
      if (sims.every((s) => s.is_done()) || at() >= stop) {
        setPlaying(false);
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, speed]);

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
