// The scenario URL: round trips over random scenarios and views, and
// thousands of malformed, truncated and tampered links that must each give
// a message and no exception.

import fc from 'fast-check';
import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { OSTEP_DEFAULTS } from '../src/ostep/types';
import { PRESETS } from '../src/scenario/presets';
import type { Scenario, Workload } from '../src/scenario/types';
import { DEFAULT_VIEW, decodeHash, encodeState, type LabState, TABS } from '../src/scenario/url';
import { default_scenario, Simulator, step_through_error } from './core';

const pages = fc.integer({ min: 1, max: 40 });
const length = fc.integer({ min: 1, max: 200 });
// (+ 0 turns -0, which JSON cannot carry, into 0.)
const fraction = fc.double({ min: 0, max: 1, noNaN: true }).map((x) => x + 0);
const workload: fc.Arbitrary<Workload> = fc.oneof(
  fc
    .array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.boolean()), { minLength: 1, maxLength: 30 })
    .map((refs) => ({ kind: 'typed' as const, text: refs.map(([p, w]) => `${p}${w ? 'w' : ''}`).join(' ') })),
  fc.record({ kind: fc.constant('uniform' as const), pages, length, write_fraction: fraction }),
  fc.record({ kind: fc.constant('king_size' as const), pages, length, write_fraction: fraction }),
  fc.record({
    kind: fc.constant('lru_stack' as const),
    pages,
    length,
    q: fc.record({ shape: fc.constant('geometric' as const), theta: fraction }),
    write_fraction: fraction,
  }),
  fc.tuple(fc.integer({ min: 2, max: 60 }), length, fc.integer({ min: 1, max: 50 }), fraction).map(([p, len, phase, f]) => ({
    kind: 'phased' as const,
    pages: p,
    length: len,
    locality_pages: 1 + Math.floor(p / 3),
    phase_length: phase,
    core_pages: 1,
    core_fraction: f,
    write_fraction: f,
  })),
);
const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    seed: fc.integer({ min: 0, max: 2 ** 31 }),
    frames: fc.integer({ min: 1, max: 40 }),
    k: fc.integer({ min: 0, max: 32 }),
    pool: fc.integer({ min: 0, max: 5 }),
    first_time: fc.boolean(),
    drum: fc.option(fc.record({ sectors: fc.integer({ min: 1, max: 16 }), discipline: fc.constantFrom('fifo' as const, 'sltf' as const) })),
    processes: fc.array(workload, { minLength: 1, maxLength: 3 }),
  })
  .map((r) => ({
    version: 1,
    seed: r.seed,
    memory: { frames: r.frames, k: r.k, pool_n: Math.min(r.pool, r.frames), pool_low_water: 0, first_time: r.first_time },
    drum: r.drum
      ? { rotation_us: 16000, sectors: r.drum.sectors, transfer_us: Math.floor(16000 / r.drum.sectors), discipline: r.drum.discipline }
      : null,
    cpu: { reference_us: 50, fault_us: 1000, examine_us: 40 },
    processes: r.processes.map((workload) => ({ workload })),
  }));

const totalSteps = (s: Scenario) => {
  const sim = new Simulator(JSON.stringify(s));
  const total = Number(sim.total_steps());
  sim.free();
  return total;
};

describe('scenario URLs', () => {
  it('round-trip random scenarios, views and exercises', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(...TABS),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 1000 })),
        fc.option(fc.record({ policy: fc.string(), seed: fc.string(), notrace: fc.boolean(), file_text: fc.option(fc.string()) })),
        (s, at, tab, presenter, key, seed, ostep) => {
          expect(step_through_error(JSON.stringify(s))).toBe('');
          const state: LabState = {
            scenario: s,
            view: { step: Math.floor(at * totalSteps(s)), tab, pid: s.processes.length - 1, presenter, key },
            exercise: seed === null ? null : { seed, count: 3, extra: [{ step: 0, kind: 'victim' }] },
          };
          if (ostep) state.ostep = { ...OSTEP_DEFAULTS, ...ostep };
          const decoded = decodeHash(`#${encodeState(state)}`);
          expect(decoded).toEqual({ state, embed: false });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('carry embed=1 beside the data', () => {
    const state: LabState = { scenario: JSON.parse(default_scenario()), view: DEFAULT_VIEW, exercise: null };
    expect(decodeHash(`#${encodeState(state, true)}`)).toEqual({ state, embed: true });
    expect(decodeHash('')).toEqual({ state: null, embed: false });
  });

  it('keep every preset link under 2,000 characters and valid', () => {
    for (const p of PRESETS) {
      const hash = encodeState(p.state);
      expect(hash.length, p.id).toBeLessThan(2000);
      expect(decodeHash(`#${hash}`), p.id).toEqual({ state: p.state, embed: false });
    }
  });

  const good = `#${encodeState({ scenario: JSON.parse(default_scenario()), view: { ...DEFAULT_VIEW, step: 40 }, exercise: null })}`;
  const neverThrows = (hash: string) => {
    const d = decodeHash(hash);
    if ('error' in d) {
      expect(typeof d.error).toBe('string');
      expect(d.error.length).toBeGreaterThan(5);
    } else if (d.state) {
      expect(step_through_error(JSON.stringify(d.state.scenario))).toBe('');
    }
  };

  it('never throw on random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (t) => neverThrows(`#${t}`)),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (t) => neverThrows(`#s=1.${t}`)),
      { numRuns: 2000 },
    );
  });

  it('never throw on truncated or tampered links, and name the problem', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: good.length }), (n) => neverThrows(good.slice(0, n))),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 5, max: good.length - 1 }), fc.constantFrom(...'ABCxyz019+-$'), (i, c) =>
        neverThrows(good.slice(0, i) + c + good.slice(i + 1)),
      ),
      { numRuns: 2000 },
    );
  });

  it('never throw on arbitrary JSON inside a well-formed link', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => neverThrows(`#s=1.${compressToEncodedURIComponent(JSON.stringify(v))}`)),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.jsonValue(), (v) =>
        neverThrows(
          `#s=1.${compressToEncodedURIComponent(JSON.stringify({ scenario: JSON.parse(default_scenario()), view: v, exercise: v }))}`,
        ),
      ),
      { numRuns: 1000 },
    );
  });

  it('name the field, the value and the range', () => {
    const link = (payload: unknown) => `#s=1.${compressToEncodedURIComponent(JSON.stringify(payload))}`;
    const s = JSON.parse(default_scenario());
    const err = (hash: string) => (decodeHash(hash) as { error: string }).error;
    expect(err(link({ scenario: { ...s, memory: { ...s.memory, k: 99 } } }))).toBe(
      'scenario: memory.k = 99 is not allowed: expected an integer in 0..=32',
    );
    expect(err(link({ scenario: s, view: { step: 100000 } }))).toMatch(/^view\.step = 100000 is not allowed: expected 0\.\.=\d+/);
    expect(err(link({ scenario: s, view: { tab: 'nope' } }))).toMatch(
      /^view\.tab = nope is not allowed: expected one of scenario, presets/,
    );
    expect(err(link({ scenario: s, exercise: { seed: 1, count: 99, extra: [] } }))).toBe(
      'exercise.count = 99 is not allowed: expected an integer in 0..=50',
    );
    expect(err('#s=9.abc')).toBe("s version = 9 is not allowed: expected 1..=1 (this lab's link formats)");
    expect(err('#s=1.')).toMatch(/could not be decompressed/);
    const huge = { ...s, processes: [{ workload: { kind: 'uniform', pages: 10, length: 20000000, write_fraction: 0 } }] };
    expect(err(link({ scenario: huge }))).toMatch(/more than the step-through view holds/);
  });
});
