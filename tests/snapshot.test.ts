// The incremental snapshot reader against a read from scratch: after any
// sequence of steps and seeks (forward, back, far), what the reader holds is
// what a fresh read gives (Figure 1's recorded areas and their transition
// matrix with the rest), and what did not change keeps its identity.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../src/scenario/types';
import { readSnapshot, type Snapshot, SnapshotReader } from '../src/sim/snapshot';
import type { SimEvent } from '../src/sim/types';
import { default_scenario, Simulator } from './core';

const lru = (pages: number, length: number, theta: number) => ({
  kind: 'lru_stack' as const,
  pages,
  length,
  q: { shape: 'geometric' as const, theta },
  write_fraction: 0.3,
});

const base = JSON.parse(default_scenario()) as Scenario;

const SCENARIOS: Record<string, Scenario> = {
  default: base,
  // Three jobs under the Load Leveler with the sampler: decisions, samples, Ψ.
  leveler: {
    ...base,
    memory: { ...base.memory, frames: 24, k: 2 },
    processes: [
      { workload: lru(30, 1500, 0.9), vsio_every: 300, vsio_us: 20_000 },
      { workload: lru(40, 1500, 0.85) },
      { workload: lru(20, 1500, 0.9) },
    ],
    supervisor: {},
    scheduler: { time_slice_us: 20_000, load_leveler: { x_pages_per_s: 20, y_pct: 30, dt_us: 200_000 } },
    sampler: { dt_us: 50_000 },
  },
  // Working-set management (Nishigaki 1981) with a cyclic job.
  'working sets': {
    ...base,
    memory: { ...base.memory, frames: 20 },
    processes: [{ workload: lru(25, 800, 0.85), cyclic: true }, { workload: lru(25, 800, 0.8) }],
    scheduler: {
      time_slice_us: 20_000,
      working_set: {
        instructions_per_reference: 100,
        delta: 2_000,
        window: 2,
        max_window: 8,
        policy: { kind: 'owe', criterion: 'pe', alpha: 0.5, s: 80_000 },
      },
    },
    sampler: { dt_us: 50_000 },
    duration_us: 400_000,
  },
};

type Op = { kind: 'step'; n: number } | { kind: 'seek'; at: number } | { kind: 'back' } | { kind: 'reference' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('step' as const), n: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ kind: fc.constant('seek' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.constant({ kind: 'back' as const }),
  fc.constant({ kind: 'reference' as const }),
);

function apply(sim: Simulator, o: Op, total: number) {
  if (o.kind === 'step') for (let i = 0; i < o.n && sim.step(); i++);
  else if (o.kind === 'seek') sim.seek(BigInt(Math.round(o.at * total)));
  else if (o.kind === 'back') sim.seek(BigInt(Math.max(0, Number(sim.step_count()) - 1)));
  else sim.step_reference();
}

/** The indices of each process's references that faulted, from the whole event log. */
function faultedFromLog(sim: Simulator, processes: number): Set<number>[] {
  const sets = Array.from({ length: processes }, () => new Set<number>());
  for (const e of JSON.parse(sim.events_json(0)) as SimEvent[]) if (e.type === 'fault') sets[e.pid].add(e.index);
  return sets;
}

describe('the snapshot reader', () => {
  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    it(`reads incrementally what a fresh read gives (${name})`, () => {
      const json = JSON.stringify(scenario);
      fc.assert(
        fc.property(fc.array(op, { minLength: 1, maxLength: 25 }), (ops) => {
          const sim = new Simulator(json);
          const total = Number(sim.total_steps());
          const reader = new SnapshotReader(sim);
          try {
            reader.read();
            for (const o of ops) {
              apply(sim, o, total);
              expect(reader.read()).toEqual(readSnapshot(sim));
            }
            const snap = reader.read();
            const logged = faultedFromLog(sim, snap.procs.length);
            snap.faults.forEach((marks, pid) => {
              const pages = sim.trace_pages(pid).length;
              const marked = Array.from({ length: pages }, (_, i) => i).filter((i) => marks.has(i));
              expect(marked).toEqual([...logged[pid]].sort((a, b) => a - b));
            });
          } finally {
            sim.free();
          }
        }),
        { numRuns: 15, seed: 12 },
      );
    });
  }

  it('keeps the identity of what did not change', () => {
    const sim = new Simulator(JSON.stringify(SCENARIOS.leveler));
    const reader = new SnapshotReader(sim);
    sim.seek(sim.total_steps() / 2n);
    const a = reader.read();
    const b = reader.read();
    for (const key of Object.keys(a) as (keyof Snapshot)[]) expect(b[key], key).toBe(a[key]);
    expect(a.samples.length).toBeGreaterThan(3);
    // Steps that close no sampler interval leave the sampler's series as they were.
    let steps = 0;
    while (sim.step() && sim.sample_count() === a.samples.length) {
      const c = reader.read();
      expect(c.samples).toBe(a.samples);
      expect(c.psi).toBe(a.psi);
      expect(c.activity).toBe(a.activity);
      expect(c.regions).toBe(a.regions);
      expect(c.matrix).toBe(a.matrix);
      steps++;
    }
    expect(steps).toBeGreaterThan(10);
    const d = reader.read();
    expect(d.samples).not.toBe(a.samples);
    expect(d.samples.slice(0, a.samples.length)).toEqual(a.samples);
    expect(d.psi.length).toBe(d.samples.length - 1);
    // One area per point, recorded with it; those already held are kept.
    expect(d.regions.length).toBe(d.activity.length);
    expect(d.regions.slice(0, a.regions.length)).toEqual(a.regions);
    sim.free();
  });
});
