// The store over one Simulator handle: React owns wall-clock time. While
// playing, each animation frame turns elapsed milliseconds × speed
// (micro-steps per second) into a number of micro-steps for the core.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Simulator } from '../wasm/core';
import { readSnapshot, type Snapshot } from './snapshot';
import type { SimEvent } from './types';

export interface Trace {
  pages: Uint32Array;
  writes: Uint8Array;
}

export interface Simulation {
  snap: Snapshot | null;
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
  /** Every event so far, narrated (for the CSV export). */
  allEvents: () => SimEvent[];
}

/**
 * The simulation of `scenarioJson`, starting at `initialStep`. Forward moves
 * never pass `barrier` (an unanswered exercise question), if one is given.
 */
export function useSimulation(scenarioJson: string, initialStep = 0, barrier: number | null = null): Simulation {
  const simRef = useRef<Simulator | null>(null);
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [traces, setTraces] = useState<Trace[]>([]);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(8);

  useEffect(() => {
    let sim: Simulator;
    try {
      sim = new Simulator(scenarioJson);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setSnap(null);
      return;
    }
    if (initialStep > 0) sim.seek(BigInt(initialStep));
    simRef.current = sim;
    const count = (JSON.parse(sim.processes_json()) as unknown[]).length;
    setTraces(Array.from({ length: count }, (_, pid) => ({ pages: sim.trace_pages(pid), writes: sim.trace_writes(pid) })));
    setError(null);
    setPlaying(false);
    setSnap(readSnapshot(sim));
    return () => {
      simRef.current = null;
      sim.free();
    };
    // initialStep applies when a scenario is first opened, not as it changes.
  }, [scenarioJson]);
  const barrierRef = useRef(barrier);
  barrierRef.current = barrier;
  const limit = () => barrierRef.current ?? Infinity;

  const act = useCallback((f: (sim: Simulator) => void) => {
    const sim = simRef.current;
    if (!sim) return;
    f(sim);
    setSnap(readSnapshot(sim));
  }, []);

  const step = useCallback(() => act((s) => { if (Number(s.step_count()) < limit()) s.step(); }), [act]);
  const stepReference = useCallback(() => act((s) => {
    const stop = limit();
    if (Number(s.step_count()) >= stop) return;
    s.step_reference();
    if (Number(s.step_count()) > stop) s.seek(BigInt(stop));
  }), [act]);
  const seek = useCallback((n: number) => act((s) => s.seek(BigInt(Math.max(0, Math.min(limit(), Math.round(n)))))), [act]);
  const back = useCallback(() => act((s) => s.seek(BigInt(Math.max(0, Number(s.step_count()) - 1)))), [act]);
  const reset = useCallback(() => {
    setPlaying(false);
    act((s) => s.seek(0n));
  }, [act]);
  const togglePlay = useCallback(() => {
    const sim = simRef.current;
    if (!sim) return;
    if (!playing && sim.is_done()) sim.seek(0n);
    setPlaying((p) => !p);
  }, [playing]);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    let owed = 1; // the first frame takes a step at once
    const tick = (now: number) => {
      const sim = simRef.current;
      if (!sim) return;
      owed += ((now - last) * speed) / 1000;
      last = now;
      let n = Math.floor(owed);
      owed -= n;
      let more = true;
      const stop = limit();
      while (n-- > 0 && Number(sim.step_count()) < stop && (more = sim.step()));
      setSnap(readSnapshot(sim));
      if (!more || sim.is_done() || Number(sim.step_count()) >= stop) {
        setPlaying(false);
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, speed]);

  const allEvents = useCallback(() => (simRef.current ? (JSON.parse(simRef.current.events_json(0)) as SimEvent[]) : []), []);

  return { allEvents, snap, traces, error, playing, speed, setSpeed, togglePlay, step, stepReference, back, seek, reset };
}
