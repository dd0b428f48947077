// The scenario form's draft keeps what was typed and maps errors to fields.
import { describe, expect, it } from 'vitest';
import { build, errorField, toDraft } from '../src/scenario/draft';
import type { Scenario } from '../src/scenario/types';
import { default_scenario, validate_scenario } from './core';

const scenario = () => JSON.parse(default_scenario()) as Scenario;
/** A phased workload with a core, its skew left out. */
const PHASED = {
  kind: 'phased',
  pages: 100,
  length: 300,
  locality_pages: 5,
  phase_length: 40,
  core_pages: 3,
  core_fraction: 0.2,
  write_fraction: 0,
} as const;

describe('scenario draft', () => {
  it('shows a phased core’s skew and a King Size Program’s dwell at their defaults, and builds them back left out or as typed', () => {
    const s = scenario();
    s.processes = [{ workload: PHASED }, { workload: { kind: 'king_size', pages: 12, length: 120, write_fraction: 0 } }];
    const d = toDraft(s);
    expect(d.values['processes[0].workload.core_skew']).toBe('0');
    expect(d.values['processes[1].workload.dwell']).toBe('1');
    expect(build(d)).toEqual({ scenario: s });
    d.values['processes[0].workload.core_skew'] = '1.2';
    const built = build(d) as { scenario: Scenario };
    expect(built.scenario.processes[0].workload).toMatchObject({ kind: 'phased', core_skew: 1.2 });
    expect(validate_scenario(JSON.stringify(built.scenario))).toBe('');
  });

  it('round-trips the default scenario', () => {
    const s = scenario();
    expect(build(toDraft(s))).toEqual({ scenario: s });
  });

  it('round-trips generated workloads, explicit q and a drum turned off', () => {
    const s = scenario();
    s.processes = [
      { workload: { kind: 'lru_stack', pages: 9, length: 50, q: { shape: 'explicit', q: [0.5, 0.25, 0.25] }, write_fraction: 0.1 } },
      { workload: PHASED },
    ];
    const withDrum = toDraft(s);
    s.drum = null;
    const d = toDraft(s, withDrum);
    expect(d.values['drum.sectors']).toBe('8');
    expect(build(d)).toEqual({ scenario: s });
    expect(validate_scenario(JSON.stringify(s))).toBe('');
  });

  it('names a field that is not a number, keeping the text', () => {
    const d = toDraft(scenario());
    d.values['memory.frames'] = '12x';
    expect(build(d)).toEqual({ error: 'memory.frames = 12x is not allowed: expected a number' });
    expect(d.values['memory.frames']).toBe('12x');
  });

  it('finds the field an error names', () => {
    expect(errorField('memory.k = 40 is not allowed: expected an integer in 0..=32')).toBe('memory.k');
    expect(errorField('processes[0].workload.text = zz is not allowed: …')).toBe('processes[0].workload.text');
    expect(errorField('processes[0].workload.q: missing field `shape`')).toBe('processes[0].workload.q');
    expect(errorField('scenario is not valid JSON')).toBeNull();
  });
});

describe('draft sections', () => {
  it('adds and removes a section with its defaults', async () => {
    const { setSection } = await import('../src/scenario/draft');
    const s = scenario();
    let d = setSection(toDraft(s), 'sampler', { dt_us: 1000000 });
    d = setSection(d, 'duration_us', 5000000);
    d = setSection(d, 'processes[0].class', { kind: 'terminal', think_us: 100, burst: 5, fixed: false });
    const built = build(d) as { scenario: Scenario };
    expect(built.scenario.sampler).toEqual({ dt_us: 1000000 });
    expect(built.scenario.processes[0].class).toEqual({ kind: 'terminal', think_us: 100, burst: 5, fixed: false });
    expect(validate_scenario(JSON.stringify(built.scenario))).toBe('');
    const back = build(setSection(setSection(setSection(d, 'sampler', null), 'duration_us', null), 'processes[0].class', null)) as {
      scenario: Scenario;
    };
    expect(back.scenario).toEqual(s);
  });
});
