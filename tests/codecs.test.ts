// Each stage's codec of its slice of the lab state: a slice round-trips
// through the link as src/app/link.ts writes it (under the link's flat field,
// as before stages kept slices), a bad value is refused in one line naming
// the field, and old links keep opening — version-1 links migrated, and a
// version-2 link written before slices (by the lab as it was) opening to the
// same state.
import './core';
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAY, decodeHash, encodeState } from '../src/app/link';
import { sliceOf, withSlice } from '../src/app/slices';
import type { LabState, StageId } from '../src/app/state';
import { Invalid, type LinkStages, type SliceCodec } from '../src/scenario/codec';
import { readPayload } from '../src/scenario/payload';
import { DEFAULT_EXPERIMENT, experimentSlice } from '../src/stages/experiments/slice';
import { DEFAULT_CURVES, MAX_LINK_TEXT } from '../src/stages/lifetime-curves/settings';
import { curvesSlice } from '../src/stages/lifetime-curves/slice';
import { ostepSlice } from '../src/stages/ostep/slice';
import { ostepDefaults } from '../src/stages/ostep/types';
import { DEFAULT_SEARCH } from '../src/stages/policies/search/settings';
import { searchSlice } from '../src/stages/policies/slice';
import { IDLE_SCENARIO, stageState } from '../src/stages/preset';
import { SLICE_CODECS, STAGE_MODULES, STAGES } from '../src/stages/registry';
import { DEFAULT_WORKSHEET, worksheetSlice } from '../src/stages/worksheet/slice';
import { default_scenario } from './core';

const link = (version: number, payload: object) => `#s=${version}.${compressToEncodedURIComponent(JSON.stringify(payload))}`;
/** The JSON an `s=` link carries. */
const payloadOf = (hash: string) =>
  JSON.parse(decompressFromEncodedURIComponent(hash.replace(/^#?s=\d+\./, ''))!) as Record<string, unknown>;
const errorOf = (hash: string) => (decodeHash(hash) as { error: string }).error;

interface Case {
  codec: SliceCodec<unknown>;
  /** A slice other than the defaults. */
  sample: unknown;
  /** Bad values and the one-line message each gets. */
  bad: [unknown, string][];
  /** The version-1 panel that opened the stage, if the stage had one. */
  tab: string | null;
}

const CASES: Case[] = [
  {
    codec: searchSlice,
    sample: { mode: 'beats', policy: 'fifo', k: 2, pages: 6, max_length: 10, a: 'opt', b: 'clock', frames: 4 },
    bad: [
      [{ ...DEFAULT_SEARCH, k: 33 }, 'search.k = 33 is not allowed: expected an integer in 0..=32'],
      [{ ...DEFAULT_SEARCH, mode: 'worst' }, 'search.mode = worst is not allowed: expected belady, beats'],
      ['fast', 'search = fast is not allowed: expected an object'],
    ],
    tab: 'compare',
  },
  {
    codec: curvesSlice,
    sample: { ...DEFAULT_CURVES, source: 'typed', text: '1 2 3 1 2 4', policy: 'ws', max: '30', sample_rate: '0.5', shards_adj: 'no' },
    bad: [
      [{ ...DEFAULT_CURVES, policy: 'opt' }, 'curves.policy = opt is not allowed: expected lru or ws'],
      [{ ...DEFAULT_CURVES, max: 30 }, 'curves.max = 30 is not allowed: expected text'],
      [{ ...DEFAULT_CURVES, colour: 'red' }, 'curves.colour is not a field of the curves settings'],
    ],
    tab: 'curves',
  },
  {
    codec: ostepSlice,
    sample: { ...ostepDefaults(), policy: 'CLOCK', seed: '9', cachesize: '4', notrace: true, file_text: '1\n2\n3' },
    bad: [
      [{ ...ostepDefaults(), seed: 7 }, 'ostep.seed = 7 is not allowed: expected a string'],
      [{ ...ostepDefaults(), file_text: 3 }, 'ostep.file_text = 3 is not allowed: expected text or null'],
      [{ ...ostepDefaults(), verbose: true }, 'ostep.verbose is not a field of the OSTEP form'],
    ],
    tab: 'ostep',
  },
  {
    codec: experimentSlice,
    sample: { name: 'corbato-k', seed: 4, case: 2 },
    bad: [
      [{ name: 'corbato-k', seed: 4, case: 3 }, 'experiment.case = 3 is not allowed: expected an integer from 1 to 2'],
      [
        { name: 'corbato-k', seed: -1 },
        'experiment = {"name":"corbato-k","seed":-1} is not allowed: expected {"name": an experiment, "seed": an integer ≥ 0, "case": optional, from 1}',
      ],
    ],
    tab: 'experiments',
  },
  {
    codec: worksheetSlice,
    sample: { seed: 3, policy: 'clock', frames: 3, k: 2, answers: [['f', '-', '', '', '', '', '', '', '', '', '', '']] },
    bad: [
      [{ ...DEFAULT_WORKSHEET, policy: 'mru' }, 'worksheet.policy = mru is not allowed: expected fifo, lru, opt, clock or multics'],
      [{ ...DEFAULT_WORKSHEET, k: 2 }, 'worksheet.k = 2 is not allowed: expected 0 (k is the clocks’)'],
      [{ ...DEFAULT_WORKSHEET, frames: 9 }, 'worksheet: frames = 9 is not allowed: expected 1..=6'],
    ],
    tab: null,
  },
];

describe('the stages’ codecs', () => {
  it('are the registry’s, one per stage that keeps a slice, each under its own link field', () => {
    expect(SLICE_CODECS.map((c) => [c.stage, c.key])).toEqual([
      ['policies', 'search'],
      ['lifetime-curves', 'curves'],
      ['ostep', 'ostep'],
      ['experiments', 'experiment'],
      ['worksheet', 'worksheet'],
    ]);
    expect(CASES.map((c) => c.codec)).toEqual(SLICE_CODECS);
    for (const m of STAGE_MODULES) if (m.slice) expect(m.slice.stage).toBe(m.id);
    const shell = ['stage', 'preset', 'scenario', 'view', 'exercise', 'variant', 'trace', 'linked'];
    expect(new Set([...shell, ...SLICE_CODECS.map((c) => c.key)]).size).toBe(shell.length + SLICE_CODECS.length);
  });

  for (const { codec, sample, bad, tab } of CASES) {
    describe(`${codec.stage} (${codec.key})`, () => {
      const state = withSlice(stageState(codec.stage, IDLE_SCENARIO), codec, sample);

      it('round-trips its slice through the link, under the link’s own field', () => {
        expect(sliceOf(state, codec)).toEqual(sample);
        const hash = encodeState(state);
        expect(payloadOf(hash)[codec.key]).toEqual(sample);
        expect(payloadOf(hash)).not.toHaveProperty('slices');
        expect(decodeHash(`#${hash}`)).toEqual({ state, play: DEFAULT_PLAY });
        // On another stage the slice stays in the state, and in the link.
        const elsewhere = { ...state, stage: STAGES.find((s) => s !== codec.stage)! };
        expect(decodeHash(`#${encodeState(elsewhere)}`)).toEqual({ state: elsewhere, play: DEFAULT_PLAY });
      });

      it('has its defaults, and no slice is no field', () => {
        const none = withSlice(state, codec, null);
        expect(none).toEqual(stageState(codec.stage, IDLE_SCENARIO));
        expect(sliceOf(none, codec)).toBeNull();
        expect(payloadOf(encodeState(none))).not.toHaveProperty(codec.key);
        expect(codec.read(JSON.parse(JSON.stringify(codec.default!())))).toEqual(codec.default!());
      });

      it('refuses a bad slice in one line naming the field', () => {
        for (const [value, message] of bad) {
          expect(errorOf(link(2, { stage: codec.stage, scenario: IDLE_SCENARIO, [codec.key]: value })), message).toBe(message);
          expect(() => codec.read(structuredClone(value))).toThrow(Invalid);
          expect(() => codec.read(structuredClone(value))).toThrow(message);
          expect(message).not.toContain('\n');
        }
      });

      it('opens a version-1 link with its slice', () => {
        const scenario = JSON.parse(default_scenario());
        const opened = decodeHash(link(1, { scenario, view: tab ? { tab } : {}, [codec.key]: sample }));
        expect('state' in opened && opened.state?.stage).toBe(tab ? codec.stage : 'multics-clock');
        expect('state' in opened && opened.state && sliceOf(opened.state, codec)).toEqual(sample);
      });
    });
  }

  it('open a version-1 link’s curve settings from before trace files with the defaults of the fields it lacks', () => {
    const before = { source: '1', text: '1 2 1 3', policy: 'ws', max: '12', delay: '5' };
    const opened = decodeHash(link(1, { scenario: JSON.parse(default_scenario()), view: { tab: 'curves', step: 3 }, curves: before }));
    expect(opened).toMatchObject({ state: { stage: 'lifetime-curves', view: { step: 3 } } });
    expect('state' in opened && opened.state && sliceOf(opened.state, curvesSlice)).toEqual({ ...DEFAULT_CURVES, ...before });
  });

  it('carry a typed string too long for a link as none, keeping the other settings', () => {
    const long = { ...DEFAULT_CURVES, source: 'typed', text: '1 '.repeat(MAX_LINK_TEXT), max: '7' };
    const state = withSlice(stageState('lifetime-curves', IDLE_SCENARIO), curvesSlice, long);
    expect(payloadOf(encodeState(state)).curves).toEqual({ ...long, text: '' });
  });

  it('migrate a slice of an older link by its codec, version by version', () => {
    const seen: number[] = [];
    const renamed: SliceCodec<unknown> = {
      stage: 'ostep',
      key: 'ostep',
      read: (v) => v,
      migrate: (v, version) => {
        seen.push(version);
        return { ...(v as object), migrated: version };
      },
    };
    const stages: LinkStages = { ids: STAGES, codecs: [renamed], preset: () => undefined };
    const payload = { scenario: JSON.parse(default_scenario()), view: { tab: 'ostep' }, ostep: { policy: 'FIFO' } };
    const v1 = readPayload(structuredClone(payload), 1, stages) as LabState;
    expect([v1.stage, v1.slices?.ostep, seen]).toEqual(['ostep', { policy: 'FIFO', migrated: 1 }, [1]]);
    const v2 = readPayload({ ...payload, stage: 'ostep', view: {} }, 2, stages) as LabState;
    expect([v2.slices?.ostep, seen]).toEqual([{ policy: 'FIFO' }, [1]]);
  });
});

// A link written by the lab before the stages kept slices (version 2, every
// slice and every shell field set), pasted as it was written.
const MAIN_V2_LINK = [
  's=2.N4IgzgLghg5gpiAXCANgSwGZwmgtnAWgGMBXAJwDc4wQAacIuAOyjLQHslQqywOmkARnpg4cACZD6+XOzIBPLiAxko+GokEAWegGspIAA7',
  't2KAPoDEAZnrHTZlOwDuZp1AhwySAAz0MaXggzHHwkCDISOFsSFBQJM2YPL2R3M2M0JiS6ECY4F0NYODMSMEKkEHYBenZDIJwEZEcnaiCwRwhs',
  '2XFMNHiiAAsoJkZypkqEejI4QxQoRnxM8phHACMoFBAAX3pxCNwlMnZoHErijUEANm9rkTgiCDkNAA56cKGwLDIzpAAma98QN0wEQ0DMMg1lJh',
  'ONsQERDCQDnBPsxGN9EABWAEYKAxIIlIT-ehwAAeanBaK03hhhkOjDAog0AG1QE45LpHFBJIhQLoMlyjINRJJbIUNFd6HEmDAIP1fjdUOwiOs0',
  'BB5GlRUh0bZBUVJdLZdYAUQ5EUCvANFrYSazCo5idLN4AHQXehONgeG2qe78HyOn6bTYAXWpU1EHWQuFxaCINHoFF6TiUkGmQh+ItyG2QwOYrA',
  '42TAhjEXKsaaMQwhxK2ROJnhBoiTRc19GNJEWiFLJLeSGZ4A8hiQNhAvKY-Pj3v2Qfo72avCUViEAbjuaG4dABRl5Rkcnkjv0S5QkV+MPYyf73',
  'JAnN21AZ5QIgmyl9DHzQcXK2X8cWCnaQTBiKHov64I+GggII3jZMY6BEIoyAAMIADIAPKwQA0tkRCOEQugrCqIE-Ohcz9NQaAAF4QlonRQMSZo',
  'QmB+aNsgACc2RjG8IyIOEkQiKYVBhBEcAwiShZsAsq45GoELGmQawPAQe7gAxOiwlA9btjCpCUNQSbsOQ7EgKqhbCvp37IIIAAEPxmVYZnmZZF',
  'G2KY0YwSATixiAQGVsgVjgTscCzM5fzZGxRTkJm+letQAD0QEQJGKCOrMWFwDuMAkUFEUWBJm7uHFCVzLoyWOqlZmACgEZlQGZWhPGZADrlXVT',
  'FbDEmZNLsOIJD3GZAAUFDrDAbAjmZ8H5clACU6VzEUGByDF5SJQVigivAZh8GR5SUoxFzZOI7hQGYlQoM5YzoewuAFFMnoSSBzEiGoMxFKoHjl',
  'E66L5oMZDiGAZicgAVqM0KvBFSiheUwVgNFOUxHlSUpWlAFZRGkPxfNhXFWVFVVbV9VmY1aDNa17WdT1fUDeIQ0jfI41+DN7hzRTEGFCtpENBt',
  'LqArt+1MIdSDYigoh+AEkCavKNEgbMKxVgprADEoXQQiscDuG5kFOeU-jTdk+jtktWmIGzHkOMw+oElO5Q1B09AS8gGGKvJtrqEgWgwqyZC6GA',
  'RHYA2EgDg5UHOTbWHvqoDvWHovxTkwYAzkyjLKNkBDZIn9BJyAKdp8ngbBhKGQFVyoAqKd5S6AQUdiP2rwmSAiGFrkZMF7gZkynAZnF6X0yIC3',
  'ZkALwWVsmxAA',
].join('');

/** The state it was written from. */
const MAIN_V2_STATE: LabState = {
  stage: 'lifetime-curves',
  preset: 'multics',
  scenario: {
    version: 1,
    seed: 1,
    memory: {
      frames: 14,
      k: 1,
      pool_n: 3,
      pool_low_water: 0,
      first_time: true,
      pulled_enter: 'at_pointer',
      new_page_usage: 'on',
      opt_tie: 'lowest_slot',
      modified_chance: 'none',
      replacement: 'global',
    },
    drum: { rotation_us: 16000, sectors: 8, transfer_us: 2000, discipline: 'fifo' },
    cpu: { reference_us: 50, fault_us: 1000, examine_us: 40 },
    processes: [
      {
        workload: {
          kind: 'phased',
          pages: 60,
          length: 200,
          locality_pages: 5,
          phase_length: 30,
          core_pages: 5,
          core_fraction: 0.6,
          write_fraction: 0.2,
        },
      },
    ],
  },
  view: { step: 12, panel: 'scenario', pid: 0, presenter: false, key: false, speed: 32, pane: 'x' },
  exercise: { seed: 5, count: 2, extra: [{ step: 3, kind: 'victim' }], answers: { '3': 1 } },
  trace: {
    url: 'traces/matmul.lackey.gz',
    name: 'matmul.lackey.gz — a 48 × 48 matrix product (valgrind Lackey)',
    format: 'lackey',
    page_size: 4096,
    data_only: false,
    first: 500,
    pages: 'lab',
  },
  variant: { path: 'memory.k', value: 2 },
  linked: { from: 'k-sweep', text: 'Opened from the k-sweep: k = 2' },
  slices: {
    ostep: { ...ostepDefaults(), policy: 'CLOCK', seed: '9', cachesize: '4', notrace: true },
    experiments: { name: 'corbato-k', seed: 4, case: 2 },
    'lifetime-curves': {
      ...DEFAULT_CURVES,
      source: 'typed',
      text: '1 2 3 1 2 4',
      policy: 'ws',
      max: '30',
      sample_rate: '0.5',
      shards_adj: 'no',
    },
    policies: { mode: 'beats', policy: 'fifo', k: 2, pages: 6, max_length: 10, a: 'opt', b: 'clock', frames: 4 },
    worksheet: { seed: 3, policy: 'clock', frames: 3, k: 2, answers: [['f', '-', '', '', '', '', '', '', '', '', '', '']] },
  },
};

describe('a version-2 link written before slices', () => {
  it('opens to the same state', () => {
    expect(decodeHash(`#${MAIN_V2_LINK}`)).toEqual({ state: MAIN_V2_STATE, play: DEFAULT_PLAY });
  });

  it('carries the same fields as the link written now', () => {
    const now = encodeState(MAIN_V2_STATE);
    expect(payloadOf(now)).toEqual(payloadOf(MAIN_V2_LINK));
    expect(decodeHash(`#${now}`)).toEqual({ state: MAIN_V2_STATE, play: DEFAULT_PLAY });
  });

  it('has each slice where its stage reads it', () => {
    const state = (decodeHash(`#${MAIN_V2_LINK}`) as { state: LabState }).state;
    const slices = Object.fromEntries(SLICE_CODECS.map((c) => [c.stage, sliceOf(state, c)])) as Record<StageId, unknown>;
    expect(slices).toEqual(MAIN_V2_STATE.slices);
    expect(sliceOf(state, experimentSlice)).not.toEqual(DEFAULT_EXPERIMENT);
  });
});
