// The lab state inside an `#s=` link, read field by field: each failure
// names the field, the value and what is allowed; the scenario's own checks
// come from the core. Older link versions are migrated forward first.

import { LINKED_FROM, type Linked, type LinkedFrom, MAX_LINKED_TEXT } from '../app/linked';
import {
  applyVariant,
  DEFAULT_CURVES,
  DEFAULT_TRACE_STRING,
  DEFAULT_VIEW,
  type ExerciseSpec,
  type LabState,
  PANELS,
  type PanelId,
  SPEEDS,
  STAGES,
  type StageId,
  sampleRateProblem,
  TRACE_CURVE_FIELDS,
  TRACE_FORMATS,
  type TraceString,
  VARIANT_FIELDS,
  type Variant,
  type VariantPath,
  type View,
  variantValueOk,
  type WorksheetState,
} from '../app/state';
import { type OstepForm, ostepDefaults } from '../stages/ostep/types';
import { readSearch, type SearchSettings } from '../stages/policies/search/settings';
import { presetById } from '../stages/presets';
import { constants } from '../wasm/constants';
import { experiments_json, Simulator, step_through_error, worksheet_json } from '../wasm/core';
import { traceUrlProblem } from '../workers/traceUrl';
import type { Scenario } from './types';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A field's value in a message: a string as it is, a missing field as "missing", anything else as JSON, cut to one short line. */
const shown = (value: unknown) => {
  if (value === undefined) return 'missing';
  if (typeof value === 'string') return value;
  const json = JSON.stringify(value);
  return json.length > 80 ? `${json.slice(0, 80)}…` : json;
};
const fail = (field: string, value: unknown, allowed: string) => `${field} = ${shown(value)} is not allowed: expected ${allowed}`;
class Invalid extends Error {}
const check = (ok: boolean, message: () => string) => {
  if (!ok) throw new Invalid(message());
};

/** Version 1's panels (one long page) as version 2's stages, side-panel tabs and panes. */
const V1_TABS: Record<string, { stage: StageId; panel?: PanelId; pane?: string }> = {
  scenario: { stage: 'multics-clock', panel: 'scenario' },
  presets: { stage: 'multics-clock' },
  exercise: { stage: 'multics-clock', panel: 'exercise' },
  side: { stage: 'multics-clock', panel: 'compare' },
  log: { stage: 'multics-clock', panel: 'log' },
  sweep: { stage: 'multics-clock', pane: 'k-sweep' },
  load: { stage: 'load-leveler' },
  curves: { stage: 'lifetime-curves' },
  compare: { stage: 'policies' },
  measure: { stage: 'measurement' },
  experiments: { stage: 'experiments' },
  ostep: { stage: 'ostep' },
};

/** Migrations from version v to v + 1, applied in turn. */
const MIGRATIONS: Record<number, (p: Obj) => Obj> = {
  1: (p) => {
    const view = isObject(p.view) ? { ...p.view } : p.view;
    let stage: StageId = 'multics-clock';
    if (isObject(view) && 'tab' in view) {
      const to = V1_TABS[String(view.tab)];
      check(to !== undefined, () => fail('view.tab', view.tab, `one of ${Object.keys(V1_TABS).join(', ')}`));
      stage = to.stage;
      delete view.tab;
      if (to.panel) view.panel = to.panel;
      if (to.pane) view.pane = to.pane;
    }
    return { ...p, stage, view };
  },
};

/** The lab state in a decoded payload of link version `version`, or what is wrong with it. */
export function readPayload(payload: unknown, version: number): LabState | { error: string } {
  try {
    check(isObject(payload), () => fail('s', 'data', 'an object with a scenario'));
    let p = payload as Obj;
    for (let v = version; v < 2; v++) p = MIGRATIONS[v](p);
    return readState(p);
  } catch (e) {
    if (e instanceof Invalid) return { error: e.message };
    throw e;
  }
}

function readState(p: Obj): LabState {
  check(STAGES.includes(p.stage as StageId), () => fail('stage', p.stage ?? 'missing', `one of ${STAGES.join(', ')}`));
  const preset = p.preset ?? null;
  check(preset === null || (typeof preset === 'string' && presetById(preset) !== undefined), () =>
    fail('preset', preset, 'the id of one of the lab’s stories'),
  );
  check(isObject(p.scenario), () => fail('scenario', p.scenario ?? 'missing', 'a scenario object'));
  const scenarioJson = JSON.stringify(p.scenario);
  const scenario = p.scenario as unknown as Scenario;
  // Building the step-through simulator validates the scenario and surveys its run once.
  let total = 0;
  try {
    const sim = new Simulator(scenarioJson);
    total = Number(sim.total_steps());
    sim.free();
  } catch (e) {
    throw new Invalid(`scenario: ${e instanceof Error ? e.message : String(e)}`);
  }

  // With a trace file as P0's string the run is not the scenario's alone: its
  // length is known once the trace is read, and positions past it are clamped then.
  const trace = p.trace === undefined || p.trace === null ? null : readTrace(p.trace);
  if (trace) total = Number.MAX_SAFE_INTEGER;
  const state: LabState = {
    stage: p.stage as StageId,
    preset: preset as string | null,
    scenario,
    view: readView(p.view ?? {}, scenario, total),
    exercise: readExercise(p.exercise ?? null, scenario, total),
  };
  if (trace) state.trace = trace;
  const variant = readVariant(p.variant ?? null, scenario);
  if (variant) state.variant = variant;
  const ostep = readOstep(p.ostep ?? null);
  if (ostep) state.ostep = ostep;
  const experiment = readExperiment(p.experiment ?? null);
  if (experiment) state.experiment = experiment;
  if (p.curves !== undefined && p.curves !== null) state.curves = readCurves(p.curves);
  if (p.search !== undefined && p.search !== null) {
    const search = readSearch(p.search);
    check(typeof search !== 'string', () => search as string);
    state.search = search as SearchSettings;
  }
  if (p.worksheet !== undefined && p.worksheet !== null) state.worksheet = readWorksheet(p.worksheet);
  if (p.linked !== undefined && p.linked !== null) state.linked = readLinked(p.linked);
  const extra = Object.keys(p).find(
    (k) =>
      ![
        'stage',
        'preset',
        'scenario',
        'view',
        'exercise',
        'variant',
        'ostep',
        'experiment',
        'curves',
        'trace',
        'search',
        'worksheet',
        'linked',
      ].includes(k),
  );
  check(extra === undefined, () => `${extra} is not a part of the lab state`);
  return state;
}

function readView(v: unknown, scenario: Scenario, total: number): View {
  check(isObject(v), () => fail('view', v, 'an object'));
  const view: View = { ...DEFAULT_VIEW };
  for (const [key, value] of Object.entries(v as Obj)) {
    switch (key) {
      case 'step':
      case 'pid':
        check(Number.isSafeInteger(value) && (value as number) >= 0, () => fail(`view.${key}`, value, 'an integer ≥ 0'));
        view[key] = value as number;
        break;
      case 'panel':
        check(value === null || PANELS.includes(value as PanelId), () => fail('view.panel', value, `null or one of ${PANELS.join(', ')}`));
        view.panel = value as PanelId | null;
        break;
      case 'presenter':
      case 'key':
        check(typeof value === 'boolean', () => fail(`view.${key}`, value, 'true or false'));
        view[key] = value as boolean;
        break;
      case 'speed':
        check(SPEEDS.includes(value as (typeof SPEEDS)[number]), () => fail('view.speed', value, `one of ${SPEEDS.join(', ')}`));
        view.speed = value as number;
        break;
      case 'pane':
        check(typeof value === 'string' && value.length < 40, () => fail('view.pane', value, 'a picture’s name'));
        view.pane = value as string;
        break;
      default:
        throw new Invalid(`view.${key} is not a field of the view: expected ${Object.keys(DEFAULT_VIEW).join(', ')}`);
    }
  }
  check(view.pid < scenario.processes.length, () => fail('view.pid', view.pid, `0..=${scenario.processes.length - 1}`));
  check(view.step <= total, () => fail('view.step', view.step, `0..=${total} (the run's micro-steps)`));
  return view;
}

function readExercise(exercise: unknown, scenario: Scenario, total: number): ExerciseSpec | null {
  if (exercise === null) return null;
  check(isObject(exercise), () => fail('exercise', exercise, 'an object'));
  const { seed, count, extra, answers } = exercise as Obj;
  check(Number.isSafeInteger(seed) && (seed as number) >= 0, () => fail('exercise.seed', seed, 'an integer ≥ 0'));
  const most = constants().limits.max_exercise_questions;
  check(Number.isSafeInteger(count) && (count as number) >= 0 && (count as number) <= most, () =>
    fail('exercise.count', count, `an integer in 0..=${most}`),
  );
  check(Array.isArray(extra), () => fail('exercise.extra', extra, 'a list of questions'));
  const frames = scenario.memory.frames;
  for (const [i, q] of (extra as unknown[]).entries()) {
    const ok =
      isObject(q) &&
      Number.isSafeInteger(q.step) &&
      (q.step as number) >= 0 &&
      (q.step as number) <= total &&
      (q.kind === 'victim' || q.kind === 'region'
        ? Object.keys(q).length === 2
        : q.kind === 'register' &&
          Number.isSafeInteger(q.frame) &&
          (q.frame as number) >= 0 &&
          (q.frame as number) < frames &&
          Object.keys(q).length === 3);
    check(ok, () =>
      fail(
        `exercise.extra[${i}]`,
        q,
        `{"step": 0..=${total}, "kind": "victim" or "region"} or {"step": …, "kind": "register", "frame": 0..=${frames - 1}}`,
      ),
    );
  }
  if (answers !== undefined) {
    check(isObject(answers), () => fail('exercise.answers', answers, 'an object of step: answer'));
    for (const [step, given] of Object.entries(answers as Obj)) {
      check(/^\d{1,9}$/.test(step) && Number.isSafeInteger(given) && (given as number) >= -1, () =>
        fail(`exercise.answers.${step}`, given, 'a step with the answer given (an integer ≥ -1)'),
      );
    }
  }
  const keys = Object.keys(exercise as Obj).find((k) => !['seed', 'count', 'extra', 'answers'].includes(k));
  check(keys === undefined, () => `exercise.${keys} is not a field of the exercise: expected seed, count, extra, answers`);
  return exercise as unknown as ExerciseSpec;
}

function readVariant(variant: unknown, scenario: Scenario): Variant | null {
  if (variant === null) return null;
  check(isObject(variant) && typeof variant.path === 'string' && variant.path in VARIANT_FIELDS && Object.keys(variant).length === 2, () =>
    fail('variant', variant, `{"path": one of ${Object.keys(VARIANT_FIELDS).join(', ')}, "value": …}`),
  );
  const v = variant as Obj;
  const path = v.path as VariantPath;
  check(variantValueOk(path, v.value), () => fail('variant.value', v.value, `${VARIANT_FIELDS[path]} for ${path}`));
  check(!path.startsWith('drum.') || !!scenario.drum, () => `variant.path = ${path} is not allowed: the scenario has no drum`);
  const problem = step_through_error(JSON.stringify(applyVariant(scenario, v as unknown as Variant)));
  check(!problem, () => `variant: ${problem}`);
  return v as unknown as Variant;
}

function readOstep(ostep: unknown): OstepForm | null {
  if (ostep === null) return null;
  check(isObject(ostep), () => fail('ostep', ostep, 'an object'));
  const o = ostep as Obj;
  for (const [key, def] of Object.entries(ostepDefaults())) {
    const value = o[key];
    const ok = key === 'file_text' ? value === null || typeof value === 'string' : typeof value === typeof def;
    check(ok, () => fail(`ostep.${key}`, value ?? 'missing', key === 'file_text' ? 'text or null' : `a ${typeof def}`));
  }
  const extra = Object.keys(o).find((k) => !(k in ostepDefaults()));
  check(extra === undefined, () => `ostep.${extra} is not a field of the OSTEP form`);
  return o as unknown as OstepForm;
}

function readExperiment(chosen: unknown): { name: string; seed: number; case?: number } | null {
  if (chosen === null) return null;
  const c = chosen as Obj;
  check(
    isObject(chosen) &&
      typeof c.name === 'string' &&
      Number.isSafeInteger(c.seed) &&
      (c.seed as number) >= 0 &&
      Object.keys(c).every((k) => ['name', 'seed', 'case'].includes(k)),
    () => fail('experiment', chosen, '{"name": an experiment, "seed": an integer ≥ 0, "case": optional, from 1}'),
  );
  const known = JSON.parse(experiments_json()) as string[];
  check(known.includes(c.name as string), () => fail('experiment.name', c.name, `one of ${known.join(', ')}`));
  if ('case' in c) {
    const cases = constants().experiments.find((e) => e.name === c.name)?.cases ?? 1;
    check(Number.isSafeInteger(c.case) && (c.case as number) >= 1 && (c.case as number) <= cases, () =>
      fail('experiment.case', c.case, cases === 1 ? `1 (${c.name} has one case)` : `an integer from 1 to ${cases}`),
    );
  }
  return c as { name: string; seed: number; case?: number };
}

function readCurves(curves: unknown) {
  check(isObject(curves), () => fail('curves', curves, 'an object'));
  const c = curves as Obj;
  for (const key of TRACE_CURVE_FIELDS) c[key] ??= DEFAULT_CURVES[key];
  for (const key of Object.keys(DEFAULT_CURVES)) {
    check(typeof c[key] === 'string', () => fail(`curves.${key}`, c[key] ?? 'missing', 'text'));
  }
  const where = traceUrlProblem('curves.trace_url', c.trace_url as string, window.location.origin);
  check(where === null, () => where as string);
  check(['text', 'lackey', 'csv'].includes(c.trace_format as string), () =>
    fail('curves.trace_format', c.trace_format, 'text, lackey or csv'),
  );
  check(c.data_only === 'yes' || c.data_only === 'no', () => fail('curves.data_only', c.data_only, 'yes or no'));
  check(c.policy === 'lru' || c.policy === 'ws', () => fail('curves.policy', c.policy, 'lru or ws'));
  const rate = sampleRateProblem('curves.sample_rate', c.sample_rate as string);
  check(rate === null, () => rate as string);
  check(c.shards_adj === 'yes' || c.shards_adj === 'no', () => fail('curves.shards_adj', c.shards_adj, 'yes or no'));
  const extra = Object.keys(c).find((k) => !(k in DEFAULT_CURVES));
  check(extra === undefined, () => `curves.${extra} is not a field of the curves settings`);
  return c as unknown as LabState['curves'];
}

/** A trace file as P0's string: every field present, each of its kind and range. */
function readTrace(trace: unknown): TraceString {
  check(isObject(trace), () => fail('trace', trace, 'an object'));
  const t = trace as Obj;
  for (const key of ['url', 'name'] as const) {
    check(typeof t[key] === 'string' && (t[key] as string).length <= 2000, () => fail(`trace.${key}`, t[key] ?? 'missing', 'text'));
  }
  const where = traceUrlProblem('trace.url', t.url as string, window.location.origin);
  check(where === null, () => where as string);
  check(TRACE_FORMATS.includes(t.format as TraceString['format']), () =>
    fail('trace.format', t.format ?? 'missing', TRACE_FORMATS.join(', ')),
  );
  check(Number.isSafeInteger(t.page_size) && (t.page_size as number) >= 1 && (t.page_size as number) <= 2 ** 30, () =>
    fail('trace.page_size', t.page_size ?? 'missing', 'an integer in 1..=1073741824 (bytes)'),
  );
  check(typeof t.data_only === 'boolean', () => fail('trace.data_only', t.data_only ?? 'missing', 'true or false'));
  const most = constants().limits.max_step_through_references;
  check(Number.isSafeInteger(t.first) && (t.first as number) >= 1 && (t.first as number) <= most, () =>
    fail('trace.first', t.first ?? 'missing', `an integer in 1..=${most} (the references stepped through)`),
  );
  check(t.pages === 'lab' || t.pages === 'hex', () => fail('trace.pages', t.pages ?? 'missing', 'lab or hex'));
  const extra = Object.keys(t).find((k) => !(k in DEFAULT_TRACE_STRING));
  check(extra === undefined, () => `trace.${extra} is not a field of the trace: expected ${Object.keys(DEFAULT_TRACE_STRING).join(', ')}`);
  return t as unknown as TraceString;
}

/** Where a state was opened from: a picture's name and one line of text. */
function readLinked(linked: unknown): Linked {
  check(isObject(linked), () => fail('linked', linked, 'an object'));
  const l = linked as Obj;
  check(LINKED_FROM.includes(l.from as LinkedFrom), () => fail('linked.from', l.from ?? 'missing', LINKED_FROM.join(', ')));
  check(typeof l.text === 'string' && l.text.length <= MAX_LINKED_TEXT && !/[\n\r]/.test(l.text), () =>
    fail('linked.text', cut(String(l.text ?? 'missing')), `one line of at most ${MAX_LINKED_TEXT} characters`),
  );
  const extra = Object.keys(l).find((k) => k !== 'from' && k !== 'text');
  check(extra === undefined, () => `linked.${extra} is not a field of linked: expected from, text`);
  return l as unknown as Linked;
}

const WORKSHEET_FIELDS = ['seed', 'policy', 'frames', 'k', 'answers'];

/** A worksheet and the student's answers; the problem's own checks (frames, k) come from the core. */
function readWorksheet(worksheet: unknown): WorksheetState {
  check(isObject(worksheet), () => fail('worksheet', worksheet, 'an object'));
  const w = worksheet as Obj;
  check(Number.isSafeInteger(w.seed) && (w.seed as number) >= 0, () => fail('worksheet.seed', w.seed ?? 'missing', 'an integer ≥ 0'));
  check(['fifo', 'lru', 'opt', 'clock', 'multics'].includes(w.policy as string), () =>
    fail('worksheet.policy', w.policy ?? 'missing', 'fifo, lru, opt, clock or multics'),
  );
  check(Number.isSafeInteger(w.frames), () => fail('worksheet.frames', w.frames ?? 'missing', 'an integer'));
  const clock = w.policy === 'clock' || w.policy === 'multics';
  check(Number.isSafeInteger(w.k) && (clock || w.k === 0), () =>
    fail('worksheet.k', w.k ?? 'missing', clock ? 'an integer' : '0 (k is the clocks’)'),
  );
  const spec = clock ? { seed: w.seed, policy: w.policy, frames: w.frames, k: w.k } : { seed: w.seed, policy: w.policy, frames: w.frames };
  let width = 0;
  let length = 0;
  try {
    const sheet = JSON.parse(worksheet_json(JSON.stringify(spec))) as { columns: unknown[]; key: unknown[] };
    width = sheet.columns.length;
    length = sheet.key.length;
  } catch (e) {
    throw new Invalid(e instanceof Error ? e.message : String(e));
  }
  const answers = w.answers;
  check(
    Array.isArray(answers) &&
      answers.length <= length &&
      answers.every((r) => Array.isArray(r) && r.length === width && r.every((c) => typeof c === 'string' && c.length <= 8)),
    () => fail('worksheet.answers', cut(JSON.stringify(answers ?? 'missing')), `at most ${length} rows of ${width} short texts`),
  );
  const extra = Object.keys(w).find((k) => !WORKSHEET_FIELDS.includes(k));
  check(extra === undefined, () => `worksheet.${extra} is not a field of the worksheet: expected ${WORKSHEET_FIELDS.join(', ')}`);
  return w as unknown as WorksheetState;
}

const cut = (s: string) => (s.length > 60 ? `${s.slice(0, 60)}…` : s);
