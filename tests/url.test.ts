// The lab's URL: round trips over random scenarios, views and playing
// options; preset links; version-1 links migrated; and thousands of
// malformed, truncated and tampered links that must each give a message and
// no exception.

import fc from 'fast-check';
import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAY, decodeHash, encodeState, type PlayOptions, presetHash } from '../src/app/link';
import { predictionId } from '../src/app/reveals';
import { DEFAULT_TRACE_STRING, DEFAULT_VIEW, type LabState, PANELS, SPEEDS, TRACE_FORMATS } from '../src/app/state';
import type { Scenario, Workload } from '../src/scenario/types';
import { DEFAULT_CURVES } from '../src/stages/lifetime-curves/settings';
import { ostepDefaults } from '../src/stages/ostep/types';
import { PRESETS, STAGES } from '../src/stages/registry';
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
    pulled_enter: fc.constantFrom('at_pointer' as const, 'behind_pointer' as const),
    new_page_usage: fc.constantFrom('on' as const, 'off' as const),
    opt_tie: fc.constantFrom('lowest_slot' as const, 'first_loaded' as const, 'least_recent' as const),
    pointer_start: fc.option(fc.nat({ max: 39 })),
    modified_chance: fc.constantFrom('none' as const, 'write_and_pass' as const),
    replacement: fc.constantFrom('global' as const, 'local' as const),
    drum: fc.option(fc.record({ sectors: fc.integer({ min: 1, max: 16 }), discipline: fc.constantFrom('fifo' as const, 'sltf' as const) })),
    processes: fc.array(workload, { minLength: 1, maxLength: 3 }),
  })
  .map((r) => ({
    version: 1,
    seed: r.seed,
    memory: {
      frames: r.frames,
      k: r.k,
      pool_n: Math.min(r.pool, r.frames),
      pool_low_water: 0,
      first_time: r.first_time,
      pulled_enter: r.pulled_enter,
      new_page_usage: r.new_page_usage,
      opt_tie: r.opt_tie,
      ...(r.pointer_start === null ? {} : { pointer_start: r.pointer_start % r.frames }),
      modified_chance: r.modified_chance,
      replacement: r.replacement,
    },
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

describe('lab URLs', () => {
  const base = (s: Scenario): LabState => ({ stage: 'multics-clock', preset: null, scenario: s, view: DEFAULT_VIEW, exercise: null });

  it('round-trip random scenarios, stages, views and exercises', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(...STAGES),
        fc.option(fc.constantFrom(...PANELS)),
        fc.constantFrom(...SPEEDS),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 1000 })),
        fc.option(fc.record({ policy: fc.string(), seed: fc.string(), notrace: fc.boolean(), file_text: fc.option(fc.string()) })),
        (s, at, stage, panel, speed, presenter, key, seed, ostep) => {
          expect(step_through_error(JSON.stringify(s))).toBe('');
          const state: LabState = {
            stage,
            preset: null,
            scenario: s,
            view: { step: Math.floor(at * totalSteps(s)), panel, pid: s.processes.length - 1, presenter, key, speed, pane: '' },
            exercise: seed === null ? null : { seed, count: 3, extra: [{ step: 0, kind: 'victim' }], answers: { '0': 2 } },
          };
          if (ostep) state.slices = { ostep: { ...ostepDefaults(), ...ostep } };
          expect(decodeHash(`#${encodeState(state)}`)).toEqual({ state, play: DEFAULT_PLAY });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('carry the playing options beside the data', () => {
    const state = base(JSON.parse(default_scenario()));
    const play: PlayOptions = { embed: true, autoplay: true, from: 10, to: 50, controls: false, host: null };
    expect(decodeHash(`#${encodeState(state, play)}`)).toEqual({ state, play });
    expect(decodeHash('')).toEqual({ state: null, play: DEFAULT_PLAY });
    const d = decodeHash('#preset=multics&embed=1&speed=64');
    expect('state' in d && d.state?.view.speed).toBe(64);
    expect(d.play.embed).toBe(true);
    // The embedding page's origin: written percent-encoded, read either way, kept as the browser writes an origin.
    const hosted: PlayOptions = { ...DEFAULT_PLAY, embed: true, host: 'https://lms.example.edu:8443' };
    expect(presetHash('belady', hosted)).toBe('preset=belady&embed=1&host=https%3A%2F%2Flms.example.edu%3A8443');
    expect(decodeHash(`#${presetHash('belady', hosted)}`).play).toEqual(hosted);
    expect(decodeHash('#preset=belady&embed=1&host=https://lms.example.edu:8443').play).toEqual(hosted);
    expect(decodeHash('#preset=belady&embed=1&host=HTTPS://LMS.Example.edu:8443/').play).toEqual(hosted);
    expect(decodeHash('#preset=belady&embed=1&host=http://127.0.0.1:4173').play.host).toBe('http://127.0.0.1:4173');
  });

  it('carry the predictions made and the stories they revealed; a link without them asks again; a bad one is named', () => {
    const story = PRESETS.find((p) => p.id === 'lru-loop')!;
    const answered: LabState = {
      ...story.state,
      preset: 'lru-loop',
      predicted: { [predictionId('q|3|why')]: 3, '0a1b2c3d': -1 },
      revealed: ['lru-loop'],
    };
    expect(decodeHash(`#${encodeState(answered)}`)).toEqual({ state: answered, play: DEFAULT_PLAY });
    // The same question (text, answer, why) is the same id; another is another.
    expect(predictionId('q|3|why')).toMatch(/^[0-9a-f]{8}$/);
    expect(predictionId('q|3|why')).not.toBe(predictionId('q|2|why'));
    // A link written before predictions were kept: nothing predicted, nothing revealed.
    const old = decodeHash(`#${encodeState(story.state)}`);
    expect('state' in old && [old.state?.predicted, old.state?.revealed]).toEqual([undefined, undefined]);
    const bad = (extra: object) => {
      const payload = { stage: 'policies', scenario: story.state.scenario, ...extra };
      const d = decodeHash(`#s=2.${compressToEncodedURIComponent(JSON.stringify(payload))}`);
      return 'error' in d ? d.error : null;
    };
    expect(bad({ predicted: { abc: -2 } })).toBe(
      'predicted.abc = -2 is not allowed: expected the option (or point) chosen, 0..=2147483647, or -1 (the results shown without a prediction)',
    );
    expect(bad({ predicted: { 'a b': 1 } })).toBe('predicted.a b is not allowed: expected a question id (letters and digits)');
    expect(bad({ predicted: [1] })).toBe(
      'predicted = [1] is not allowed: expected an object of at most 48 question ids and the options chosen',
    );
    expect(bad({ revealed: ['no-such-story'] })).toBe(
      'revealed[0] = no-such-story is not allowed: expected the id of one of the lab’s stories',
    );
  });

  it('open every preset by its short link, and keep its full link under 2,000 characters', () => {
    for (const p of PRESETS) {
      expect(decodeHash(`#${presetHash(p.id)}`), p.id).toEqual({ state: p.state, play: DEFAULT_PLAY });
      const hash = encodeState(p.state);
      expect(hash.length, p.id).toBeLessThan(2000);
      expect(decodeHash(`#${hash}`), p.id).toEqual({ state: p.state, play: DEFAULT_PLAY });
    }
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
  });

  it('carry a trace file as P0’s string, keep old links, and name a bad trace field', () => {
    fc.assert(
      fc.property(
        fc.record({
          url: fc.oneof(
            fc.constant('traces/matmul.lackey.gz'),
            fc.uuid().map((id) => `blob:${window.location.origin}/${id}`),
          ),
          name: fc.string({ maxLength: 60 }),
          format: fc.constantFrom(...TRACE_FORMATS),
          page_size: fc.integer({ min: 1, max: 2 ** 30 }),
          data_only: fc.boolean(),
          first: fc.integer({ min: 1, max: 100_000 }),
          pages: fc.constantFrom('lab' as const, 'hex' as const),
        }),
        fc.constantFrom('policies' as const, 'multics-clock' as const),
        fc.integer({ min: 0, max: 1_000_000 }),
        (trace, stage, step) => {
          // The step may lie beyond the scenario's own run: the trace's head is read later, and the step clamped then.
          const state: LabState = { ...base(JSON.parse(default_scenario())), stage, trace, view: { ...DEFAULT_VIEW, step } };
          expect(decodeHash(`#${encodeState(state)}`)).toEqual({ state, play: DEFAULT_PLAY });
        },
      ),
      { numRuns: 40 },
    );
    const link = (payload: unknown) => `#s=2.${compressToEncodedURIComponent(JSON.stringify(payload))}`;
    const ok = { stage: 'policies', scenario: JSON.parse(default_scenario()) };
    // A link from before trace strings has none.
    const old = decodeHash(link(ok));
    expect('state' in old && old.state?.trace).toBeUndefined();
    const err = (trace: object) => (decodeHash(link({ ...ok, trace: { ...DEFAULT_TRACE_STRING, ...trace } })) as { error: string }).error;
    expect(err({ format: 'pcap' })).toBe('trace.format = pcap is not allowed: expected lackey, csv, text');
    expect(err({ page_size: 0 })).toBe('trace.page_size = 0 is not allowed: expected an integer in 1..=1073741824 (bytes)');
    expect(err({ first: 100_001 })).toBe(
      'trace.first = 100001 is not allowed: expected an integer in 1..=100000 (the references stepped through)',
    );
    expect(err({ first: 2.5 })).toBe(
      'trace.first = 2.5 is not allowed: expected an integer in 1..=100000 (the references stepped through)',
    );
    expect(err({ data_only: 'yes' })).toBe('trace.data_only = yes is not allowed: expected true or false');
    expect(err({ pages: 'dec' })).toBe('trace.pages = dec is not allowed: expected lab or hex');
    expect(err({ url: 7 })).toBe('trace.url = 7 is not allowed: expected text');
    // A link names nothing outside the lab: only its sample's path or a file opened in this page.
    const allowed = 'expected the lab’s sample (traces/<file>) or a file opened in this page (blob:)';
    for (const url of [
      'https://evil.example/x.gz',
      '//evil.example/traces/x.gz',
      'javascript:alert(1)',
      '../../etc/passwd',
      'traces/../index.html',
      'traces/',
      'data:text/plain,1 2 3',
      'blob:https://evil.example/0f3c',
      `${window.location.origin}/traces/matmul.lackey.gz`,
    ]) {
      expect(err({ url }), url).toBe(`trace.url = ${url} is not allowed: ${allowed}`);
      const curves = { ...DEFAULT_CURVES, trace_url: url };
      expect((decodeHash(link({ ...ok, stage: 'lifetime-curves', curves })) as { error: string }).error, url).toBe(
        `curves.trace_url = ${url} is not allowed: ${allowed}`,
      );
    }
    expect(err({ seed: 1 })).toBe('trace.seed is not a field of the trace: expected url, name, format, page_size, data_only, first, pages');
  });

  it('read version-1 links: their panels become stages', () => {
    const s = JSON.parse(default_scenario());
    const v1 = (view: unknown) => decodeHash(`#s=1.${compressToEncodedURIComponent(JSON.stringify({ scenario: s, view }))}`);
    const at = (d: ReturnType<typeof decodeHash>) =>
      'state' in d && d.state ? [d.state.stage, d.state.view.panel, d.state.view.pane, d.state.view.step] : d;
    expect(at(v1({ tab: 'load', step: 5 }))).toEqual(['load-leveler', 'story', '', 5]);
    expect(at(v1({ tab: 'sweep' }))).toEqual(['multics-clock', 'story', 'k-sweep', 0]);
    expect(at(v1({ tab: 'scenario' }))).toEqual(['multics-clock', 'scenario', '', 0]);
    expect(at(v1({}))).toEqual(['multics-clock', 'story', '', 0]);
  });

  const good = `#${encodeState({ ...base(JSON.parse(default_scenario())), view: { ...DEFAULT_VIEW, step: 40 } })}`;
  const neverThrows = (hash: string) => {
    const d = decodeHash(hash);
    if ('error' in d) {
      expect(typeof d.error).toBe('string');
      expect(d.error.length).toBeGreaterThan(5);
      expect(d.error).not.toContain('\n');
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
      fc.property(fc.string({ maxLength: 300 }), (t) => neverThrows(`#s=2.${t}`)),
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
    const s = JSON.parse(default_scenario());
    for (const v of [1, 2]) {
      fc.assert(
        fc.property(fc.jsonValue(), (x) => neverThrows(`#s=${v}.${compressToEncodedURIComponent(JSON.stringify(x))}`)),
        { numRuns: 500 },
      );
      fc.assert(
        fc.property(fc.jsonValue(), (x) =>
          neverThrows(
            `#s=${v}.${compressToEncodedURIComponent(JSON.stringify({ stage: 'policies', scenario: s, view: x, exercise: x, experiment: x }))}`,
          ),
        ),
        { numRuns: 500 },
      );
    }
  });

  it('name the field, the value and what is allowed', () => {
    const link = (payload: unknown) => `#s=2.${compressToEncodedURIComponent(JSON.stringify(payload))}`;
    const s = JSON.parse(default_scenario());
    const err = (hash: string) => (decodeHash(hash) as { error: string }).error;
    const ok = { stage: 'multics-clock', scenario: s };
    expect(err(link({ ...ok, scenario: { ...s, memory: { ...s.memory, k: 99 } } }))).toBe(
      'scenario: memory.k = 99 is not allowed: expected an integer in 0..=32',
    );
    expect(err(link({ ...ok, view: { step: 100000 } }))).toMatch(/^view\.step = 100000 is not allowed: expected 0\.\.=\d+/);
    expect(err(link({ ...ok, stage: 'nope' }))).toMatch(/^stage = nope is not allowed: expected one of multics-clock, policies/);
    expect(err(link({ ...ok, view: { panel: 'drawer' } }))).toMatch(/^view\.panel = drawer is not allowed: expected null or one of story/);
    expect(err(link({ ...ok, view: { speed: 3 } }))).toBe(
      'view.speed = 3 is not allowed: expected one of 1, 2, 4, 8, 16, 32, 64, 128, 256',
    );
    expect(err(link({ ...ok, exercise: { seed: 1, count: 99, extra: [] } }))).toBe(
      'exercise.count = 99 is not allowed: expected an integer in 0..=50',
    );
    expect(err(link({ ...ok, exercise: { seed: 1, extra: [] } }))).toBe(
      'exercise.count = missing is not allowed: expected an integer in 0..=50',
    );
    // A part of the link given twice is named, whichever part it is.
    expect(err('#preset=multics&preset=belady')).toBe('preset appears twice in the link: expected each part at most once');
    expect(err('#preset=multics&speed=8&speed=16')).toBe('speed appears twice in the link: expected each part at most once');
    expect(err(link({ ...ok, preset: 'nope' }))).toMatch(/^preset = nope is not allowed/);
    // Curve settings from before trace files open with the lab's sample; a bad format is named.
    const before = { source: '0', text: '1 2', policy: 'lru', max: '4', delay: '10' };
    expect(decodeHash(link({ ...ok, stage: 'lifetime-curves', curves: before }))).toMatchObject({
      state: {
        slices: { 'lifetime-curves': { ...before, trace_url: 'traces/matmul.lackey.gz', trace_format: 'lackey', data_only: 'no' } },
      },
    });
    expect(err(link({ ...ok, curves: { ...before, trace_format: 'pcap' } }))).toBe(
      'curves.trace_format = pcap is not allowed: expected text, lackey or csv',
    );
    // A link from before sampled curves leaves the choice to the lab; a rate out of range is named.
    expect(decodeHash(link({ ...ok, stage: 'lifetime-curves', curves: before }))).toMatchObject({
      state: { slices: { 'lifetime-curves': { sample_rate: 'auto' } } },
    });
    expect(decodeHash(link({ ...ok, curves: { ...before, sample_rate: '0.01' } }))).toMatchObject({
      state: { slices: { 'lifetime-curves': { sample_rate: '0.01' } } },
    });
    expect(err(link({ ...ok, curves: { ...before, sample_rate: '2' } }))).toBe(
      'curves.sample_rate = 2 is not allowed: expected auto, exact or a number in 0.0001..=1',
    );
    expect(err(link({ ...ok, curves: { ...before, sample_rate: '0.00001' } }))).toBe(
      'curves.sample_rate = 0.00001 is not allowed: expected auto, exact or a number in 0.0001..=1',
    );
    expect(err(link({ ...ok, curves: { ...before, shards_adj: 'maybe' } }))).toBe(
      'curves.shards_adj = maybe is not allowed: expected yes or no',
    );
    const chosen = (experiment: object) => link({ stage: 'experiments', scenario: s, experiment });
    expect(decodeHash(chosen({ name: 'corbato-k', seed: 3, case: 2 }))).toMatchObject({
      state: { slices: { experiments: { name: 'corbato-k', seed: 3, case: 2 } } },
    });
    expect(err(chosen({ name: 'corbato-k', seed: 3, case: 3 }))).toBe(
      'experiment.case = 3 is not allowed: expected an integer from 1 to 2',
    );
    expect(err(chosen({ name: 'shils-ll', seed: 3, case: 2 }))).toBe(
      'experiment.case = 2 is not allowed: expected 1 (shils-ll has one case)',
    );
    expect(err('#preset=nope')).toMatch(/^preset = nope is not allowed: expected the id of one of the lab’s stories/);
    expect(err('#preset=multics&speed=7')).toBe(
      'speed = 7 is not allowed: expected one of 1, 2, 4, 8, 16, 32, 64, 128, 256 (micro-steps per second)',
    );
    expect(err('#preset=multics&from=9&to=3')).toBe('from = 9, to = 3 is not allowed: expected two steps with from < to');
    expect(err('#preset=multics&embed=yes')).toBe('embed = yes is not allowed: expected 1 or 0');
    const origin = 'the embedding page’s origin, as https://lms.example.edu (scheme, host and port; no path)';
    for (const host of ['lms.example.edu', 'https://lms.example.edu/course/7', 'javascript:alert(1)', 'https://a@b.c', '*', 'ftp://x.y']) {
      expect(err(`#preset=belady&embed=1&host=${encodeURIComponent(host)}`), host).toBe(
        `host = ${host} is not allowed: expected ${origin}`,
      );
    }
    expect(err('#preset=multics&zoom=2')).toMatch(/^zoom is not a part of the lab's links/);
    // Received text stays on one line.
    expect(err('#%0A=1')).toMatch(/^\\n is not a part of the lab's links/);
    expect(err('#s=9.abc')).toBe("s version = 9 is not allowed: expected 1..=2 (this lab's link formats)");
    expect(err('#s=2.')).toMatch(/could not be decompressed/);
    const huge = { ...s, processes: [{ workload: { kind: 'uniform', pages: 10, length: 20000000, write_fraction: 0 } }] };
    expect(err(link({ ...ok, scenario: huge }))).toMatch(/more than the step-through view holds/);
  });
});
