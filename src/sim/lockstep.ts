// How the simulators move together. One run moves by micro-steps. Two runs
// side by side move in lockstep, so that each moment shows like with like:
// one reference at a time for single-process scenarios (each run at the end
// of its r-th reference; one position past the last is the end of the run),
// one simulated instant at a time for multiprogramming (each run after
// every micro-step that ends by time t; a step goes to the next instant at
// which either run does something).
import type { Simulator } from '../wasm/core';

export type Unit = 'micro-step' | 'reference' | 'instant';

export interface Lockstep {
  unit: Unit;
  /** The last position. */
  total: number;
  position: () => number;
  /** One position on; false when nothing moved. */
  forward: () => boolean;
  backward: () => void;
  to: (position: number) => void;
  /** To the position that shows the first run's micro-step `step` (a divergence, a question). */
  toStep: (step: number) => void;
}

const clamp = (x: number, hi: number) => Math.max(0, Math.min(hi, Math.round(x)));

function microSteps(sims: Simulator[]): Lockstep {
  const position = () => Number(sims[0].step_count());
  const to = (n: number) => {
    for (const s of sims) s.seek(BigInt(Math.max(0, Math.round(n))));
  };
  return {
    unit: 'micro-step',
    total: Math.max(...sims.map((s) => Number(s.total_steps()))),
    position,
    forward: () => sims.reduce((moved, s) => s.step() || moved, false),
    backward: () => {
      if (position() > 0) to(position() - 1);
    },
    to,
    toStep: to,
  };
}

function references(sims: Simulator[]): Lockstep {
  const lengths = sims.map((s) => s.trace_pages(0).length);
  const total = Math.max(...lengths) + 1;
  let at = clamp(Number(sims[0].reference_count()), total);
  const place = () => {
    sims.forEach((s, i) => {
      if (at <= lengths[i]) s.seek_reference(BigInt(at));
      else s.seek(s.total_steps());
    });
  };
  place();
  return {
    unit: 'reference',
    total,
    position: () => at,
    forward: () => {
      if (at >= total) return false;
      at += 1;
      place();
      return true;
    },
    backward: () => {
      if (at === 0) return;
      at -= 1;
      place();
    },
    to: (r) => {
      at = clamp(r, total);
      place();
    },
    toStep: (step) => {
      sims[0].seek(BigInt(step));
      at = clamp(Number(sims[0].reference_count()) + 1, total);
      place();
    },
  };
}

function instants(sims: Simulator[]): Lockstep {
  const total = Math.max(...sims.map((s) => s.end_time_us()));
  let at = Math.max(...sims.map((s) => s.now_us()));
  for (const s of sims) s.seek_time_us(at);
  return {
    unit: 'instant',
    total,
    position: () => at,
    forward: () => {
      const next = Math.min(...sims.map((s) => s.peek_time_us()));
      if (!Number.isFinite(next)) return false;
      at = next;
      for (const s of sims) s.seek_time_us(at);
      return true;
    },
    backward: () => {
      if (at <= 0) return;
      for (const s of sims) s.seek_time_us(at - 1);
      at = Math.max(...sims.map((s) => s.now_us()));
    },
    to: (t) => {
      at = clamp(t, total);
      for (const s of sims) s.seek_time_us(at);
    },
    toStep: (step) => {
      sims[0].seek(BigInt(step));
      at = sims[0].now_us();
      for (const s of sims) s.seek_time_us(at);
    },
  };
}

/** How `sims` move: alone by micro-steps; side by side by references (one process each) or instants. */
export function lockstep(sims: Simulator[], processes: number): Lockstep {
  if (sims.length < 2) return microSteps(sims);
  if (processes === 1) return references(sims);
  // Runs whose time never advances have no instants to hold them together.
  return Math.max(...sims.map((s) => s.end_time_us())) > 0 ? instants(sims) : microSteps(sims);
}
