// The core in WASM gives exactly what it gives natively: the golden event log
// (written by `cargo test`, wasm-core/tests/it/clock.rs) and the CLI's answers.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compare_json,
  constants_json,
  default_scenario,
  ExperimentRun,
  Run,
  replay_json,
  Simulator,
  sweep_k_json,
  validate_scenario,
} from './core';

const golden = readFileSync('tests/golden/default-scenario.events.json', 'utf8');
const cli = (...args: string[]) =>
  JSON.parse(
    execFileSync(
      'cargo',
      ['run', '--quiet', '--profile', 'tests', '--manifest-path', 'wasm-core/Cargo.toml', '--bin', 'pagingsim', '--', ...args],
      {
        encoding: 'utf8',
      },
    ),
  );

describe('the WASM core', () => {
  it('reproduces the golden event log of the default scenario', () => {
    const sim = new Simulator(default_scenario());
    while (sim.step());
    expect(JSON.parse(sim.events_json(0))).toEqual(JSON.parse(golden));
    sim.free();
  });

  it('steps back to the exact earlier state', () => {
    const sim = new Simulator(default_scenario());
    for (let i = 0; i < 60; i++) sim.step();
    const at30 = (() => {
      const s = new Simulator(default_scenario());
      s.seek(30n);
      const r = [s.counters_json(), s.ring_order().join(), s.events_json(0)];
      s.free();
      return r;
    })();
    sim.seek(30n);
    expect([sim.counters_json(), sim.ring_order().join(), sim.events_json(0)]).toEqual(at30);
    sim.free();
  });

  it('agrees with the native CLI on the same string (plain and full clock)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'paging-lab-'));
    const text = '1 2 3 4 1 2 5 1 2 3 4 5 6 1w 2 7 3 1 8w 2 4 1';
    writeFileSync(join(dir, 'trace.txt'), text);
    for (const plain of [true, false]) {
      for (const k of [0, 1, 3]) {
        const native = cli(
          'replay',
          '--trace',
          join(dir, 'trace.txt'),
          '--frames',
          '4',
          '--policy',
          'clock',
          '--k',
          String(k),
          ...(plain ? ['--plain'] : []),
        );
        const scenario = JSON.parse(default_scenario());
        scenario.memory = plain
          ? { frames: 4, k, pool_n: 0, pool_low_water: 0, first_time: false, pulled_enter: 'behind_pointer' }
          : { ...scenario.memory, frames: 4, k };
        if (plain) {
          scenario.drum = null;
          scenario.cpu = { reference_us: 0, fault_us: 0, examine_us: 0 };
        }
        scenario.processes = [{ workload: { kind: 'typed', text } }];
        const run = new Run(JSON.stringify(scenario));
        run.run_to_end();
        const c = JSON.parse(run.counters_json());
        run.free();
        expect({ faults: c.faults, pointer_steps: c.pointer_steps, pushes: c.pushes, pulls: c.pulls }, `plain=${plain} k=${k}`).toEqual({
          faults: native.faults,
          pointer_steps: native.pointer_steps,
          pushes: native.pushes,
          pulls: native.pulls,
        });
      }
    }
  });

  it('replays a string as the native CLI does, every policy', () => {
    const dir = mkdtempSync(join(tmpdir(), 'paging-lab-'));
    const text = '1 2 3 4 1 2 5 1 2 3 4 5 6 1w 2 7 3 1 8w 2 4 1 9w 3';
    writeFileSync(join(dir, 'trace.txt'), text);
    for (const [policy, k] of [
      ['fifo', 1],
      ['lru', 1],
      ['opt', 1],
      ['clock', 0],
      ['clock', 1],
      ['clock', 3],
    ] as const) {
      const extra = policy === 'clock' ? ['--plain', '--k', String(k)] : [];
      const native = cli('replay', '--trace', join(dir, 'trace.txt'), '--frames', '4', '--policy', policy, ...extra);
      expect(JSON.parse(replay_json(text, policy, 4, k)), `${policy} k=${k}`).toEqual(native);
    }
    expect(() => replay_json(text, 'lru', 0, 1)).toThrow('frames = 0 is not allowed: expected 1..=65536');
    expect(() => replay_json('1 x', 'lru', 3, 1)).toThrow('bad reference "x" at position 2');
  });

  it('runs an experiment in pieces, with progress, identically to the CLI', () => {
    const run = new ExperimentRun('corbato-k', 5n, 1);
    let progress = 0;
    while (!run.advance(100_000n)) {
      expect(run.progress()).toBeGreaterThanOrEqual(progress);
      progress = run.progress();
    }
    expect(run.progress()).toBe(1);
    expect(JSON.parse(run.result_json())).toEqual(cli('experiment', 'corbato-k', '--seed', '5'));
    run.free();
    expect(() => new ExperimentRun('nope', 1n, 1)).toThrow('experiment = nope is not known');
  });

  it('rejects bad scenarios with the field, the value and the range', () => {
    const s = JSON.parse(default_scenario());
    s.memory.k = 33;
    expect(validate_scenario(JSON.stringify(s))).toBe('memory.k = 33 is not allowed: expected an integer in 0..=32');
    expect(() => new Simulator(JSON.stringify(s))).toThrow('memory.k = 33');
    s.memory.k = 1;
    s.processes[0].workload = { kind: 'uniform', pages: 10, length: 200000, write_fraction: 0 };
    expect(() => new Simulator(JSON.stringify(s))).toThrow(/more than the step-through view holds/);
    expect(validate_scenario('not json')).toMatch(/^scenario is not valid JSON/);
    expect(validate_scenario(default_scenario())).toBe('');
  });

  it('sweeps k and compares policies on the same string', () => {
    const s = JSON.parse(default_scenario());
    s.memory = { frames: 3, k: 0, pool_n: 0, pool_low_water: 0, first_time: false, pulled_enter: 'behind_pointer' };
    s.drum = null;
    s.processes = [{ workload: { kind: 'typed', text: '1 2 3 4 1 2 5 1 2 3 4 5' } }];
    const c = JSON.parse(compare_json(JSON.stringify(s)));
    expect(c).toMatchObject({ references: 12, fifo: 9, lru: 10, opt: 7, clock: 9 });
    const sweep = JSON.parse(sweep_k_json(JSON.stringify(s), '[0,1]'));
    // Worked by hand: second chance also faults 9 times here (1 2 3 4 1 2 5 3 4).
    expect(sweep.map((p: { faults: number }) => p.faults)).toEqual([9, 9]);
    expect(() => sweep_k_json(JSON.stringify(s), '[40]')).toThrow('k = 40');
    expect(JSON.parse(constants_json()).limits).toMatchObject({ max_k: 32, scenario_version: 1 });
  });
});
