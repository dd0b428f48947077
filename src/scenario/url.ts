// The scenario URL: `#s=<version>.<lz-string data>[&embed=1]`. The data is
// the whole lab state — scenario, view (timeline step, open panel, selected
// process, presenter mode, answer key) and exercise set — as JSON. Decoding
// never trusts the text: every failure becomes a message naming what was
// wrong (the scenario's own errors come from the core), and the caller loads
// the default scenario while keeping the received text on screen.
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import type { Question } from '../exercise/types';
import { OSTEP_DEFAULTS, type OstepForm } from '../ostep/types';
import { experiments_json, Simulator, step_through_error } from '../wasm/core';
import type { Scenario } from './types';

/** The URL format's version; older versions are migrated forward on reading. */
export const URL_VERSION = 1;

export const TABS = [
  'scenario',
  'presets',
  'exercise',
  'side',
  'load',
  'curves',
  'sweep',
  'compare',
  'measure',
  'experiments',
  'log',
  'ostep',
] as const;
export type TabId = (typeof TABS)[number];

export interface View {
  step: number;
  tab: TabId;
  /** The selected process (its frames are highlighted). */
  pid: number;
  presenter: boolean;
  /** Whether the exercise's answer key is shown (instructors). */
  key: boolean;
}

export interface ExerciseSpec {
  /** The problem id: the seed that picks the questions. */
  seed: number;
  count: number;
  /** Questions an instructor added. */
  extra: Question[];
}

/** The fields side-by-side comparison can change, and what each holds. */
export const VARIANT_FIELDS = {
  'memory.k': 'integer',
  'memory.frames': 'integer',
  'memory.pool_n': 'integer',
  'memory.pool_low_water': 'integer',
  'memory.first_time': 'boolean',
  'drum.discipline': 'fifo or sltf',
  seed: 'integer',
} as const;
export type VariantPath = keyof typeof VARIANT_FIELDS;

/** Side by side: the second scenario is the first with one field changed. */
export interface Variant {
  path: VariantPath;
  value: number | boolean | string;
}

export interface LabState {
  scenario: Scenario;
  view: View;
  exercise: ExerciseSpec | null;
  /** Side-by-side comparison, if on. */
  variant?: Variant | null;
  /** The OSTEP homework form, if changed from its defaults. */
  ostep?: OstepForm | null;
  /** The experiment chosen in the Experiments tab. */
  experiment?: { name: string; seed: number } | null;
  /** The Lifetime curves tab's settings. */
  curves?: CurveSettings | null;
}

/** What the Lifetime curves tab shows: a process's string or a typed one, which curve, how far, the fault delay. */
export interface CurveSettings {
  source: string;
  text: string;
  policy: 'lru' | 'ws';
  max: string;
  delay: string;
}

export const DEFAULT_CURVES: CurveSettings = {
  source: '0',
  text: '1 2 3 4 1 2 5 1 2 3 4 5 1 2 6 1 2 7 3 1 2 8',
  policy: 'lru',
  max: '40',
  delay: '20',
};

/** The scenario with the variant's field changed (a copy). */
export function applyVariant(s: Scenario, v: Variant): Scenario {
  const copy = structuredClone(s) as unknown as Record<string, Record<string, unknown> | null>;
  const [head, tail] = v.path.split('.') as [string, string | undefined];
  if (tail === undefined) (copy as unknown as Record<string, unknown>)[head] = v.value;
  else if (copy[head]) copy[head]![tail] = v.value;
  return copy as unknown as Scenario;
}

/** Whether `value` fits the variant field (its range is the core's to check). */
export function variantValueOk(path: VariantPath, value: unknown): boolean {
  const kind = VARIANT_FIELDS[path];
  if (kind === 'integer') return Number.isSafeInteger(value) && (value as number) >= 0;
  if (kind === 'boolean') return typeof value === 'boolean';
  return value === 'fifo' || value === 'sltf';
}

export const DEFAULT_VIEW: View = { step: 0, tab: 'scenario', pid: 0, presenter: false, key: false };

/** Migrations from version v to v + 1, applied in turn. Version 1 is the first format. */
const MIGRATIONS: Record<number, (payload: Record<string, unknown>) => Record<string, unknown>> = {};

export function encodeState(state: LabState, embed = false): string {
  const view: Partial<View> = {};
  for (const key of Object.keys(DEFAULT_VIEW) as (keyof View)[]) {
    if (state.view[key] !== DEFAULT_VIEW[key]) (view as Record<string, unknown>)[key] = state.view[key];
  }
  const payload: Record<string, unknown> = { scenario: state.scenario };
  if (Object.keys(view).length) payload.view = view;
  if (state.exercise) payload.exercise = state.exercise;
  if (state.variant) payload.variant = state.variant;
  if (state.ostep) payload.ostep = state.ostep;
  if (state.experiment) payload.experiment = state.experiment;
  if (state.curves) payload.curves = state.curves;
  return `s=${URL_VERSION}.${compressToEncodedURIComponent(JSON.stringify(payload))}${embed ? '&embed=1' : ''}`;
}

export type Decoded = { state: LabState | null; embed: boolean } | { error: string; raw: string; embed: boolean };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const fail = (field: string, value: unknown, allowed: string) =>
  `${field} = ${typeof value === 'string' ? value : JSON.stringify(value)} is not allowed: expected ${allowed}`;

/** Reads a location hash; `state` is null when the hash carries no scenario. Never throws. */
export function decodeHash(hash: string): Decoded {
  try {
    return decode(hash);
  } catch (e) {
    return {
      error: `the link could not be read (${e instanceof Error ? e.message : String(e)})`,
      raw: hash.replace(/^#/, ''),
      embed: false,
    };
  }
}

function decode(hash: string): Decoded {
  const raw = hash.replace(/^#/, '');
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return { error: 'the link is not a valid URL fragment', raw, embed: false };
  }
  const embed = params.get('embed') === '1';
  const s = params.get('s');
  if (s === null) return { state: null, embed };
  const error = (message: string): Decoded => ({ error: message, raw, embed });

  const m = /^(\d{1,6})\.(.*)$/s.exec(s);
  if (!m) return error(fail('s', s.length > 40 ? `${s.slice(0, 40)}…` : s, '<version>.<data>, e.g. s=1.N4Ig…'));
  let version = Number(m[1]);
  if (version < 1 || version > URL_VERSION) return error(fail('s version', version, `1..=${URL_VERSION} (this lab's link formats)`));
  const text = m[2] ? decompressFromEncodedURIComponent(m[2]) : null;
  if (!text) return error('s: the data could not be decompressed — the link may be truncated or altered');
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return error('s: the decompressed data is not JSON — the link may be truncated or altered');
  }
  if (!isObject(payload)) return error(fail('s', 'data', 'an object with a scenario'));
  while (version < URL_VERSION) payload = MIGRATIONS[version++](payload as Record<string, unknown>);
  const p = payload as Record<string, unknown>;

  if (!isObject(p.scenario)) return error(fail('scenario', p.scenario ?? 'missing', 'a scenario object'));
  const scenarioJson = JSON.stringify(p.scenario);
  const problem = step_through_error(scenarioJson);
  if (problem) return error(`scenario: ${problem}`);
  const scenario = p.scenario as unknown as Scenario;

  const v = p.view ?? {};
  if (!isObject(v)) return error(fail('view', v, 'an object'));
  const view: View = { ...DEFAULT_VIEW };
  for (const [key, value] of Object.entries(v)) {
    switch (key) {
      case 'step':
      case 'pid':
        if (!Number.isSafeInteger(value) || (value as number) < 0) return error(fail(`view.${key}`, value, 'an integer ≥ 0'));
        view[key] = value as number;
        break;
      case 'tab':
        if (!TABS.includes(value as TabId)) return error(fail('view.tab', value, `one of ${TABS.join(', ')}`));
        view.tab = value as TabId;
        break;
      case 'presenter':
      case 'key':
        if (typeof value !== 'boolean') return error(fail(`view.${key}`, value, 'true or false'));
        view[key] = value;
        break;
      default:
        return error(`view.${key} is not a field of the view: expected step, tab, pid, presenter or key`);
    }
  }
  if (view.pid >= scenario.processes.length) return error(fail('view.pid', view.pid, `0..=${scenario.processes.length - 1}`));
  const sim = new Simulator(scenarioJson);
  const total = Number(sim.total_steps());
  sim.free();
  if (view.step > total) return error(fail('view.step', view.step, `0..=${total} (the run's micro-steps)`));

  const exercise = p.exercise ?? null;
  if (exercise !== null) {
    if (!isObject(exercise)) return error(fail('exercise', exercise, 'an object'));
    const { seed, count, extra } = exercise;
    if (!Number.isSafeInteger(seed) || (seed as number) < 0) return error(fail('exercise.seed', seed, 'an integer ≥ 0'));
    if (!Number.isSafeInteger(count) || (count as number) < 0 || (count as number) > 50)
      return error(fail('exercise.count', count, 'an integer in 0..=50'));
    if (!Array.isArray(extra)) return error(fail('exercise.extra', extra, 'a list of questions'));
    for (const [i, q] of extra.entries()) {
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
            (q.frame as number) < scenario.memory.frames &&
            Object.keys(q).length === 3);
      if (!ok)
        return error(
          fail(
            `exercise.extra[${i}]`,
            q,
            `{"step": 0..=${total}, "kind": "victim" or "region"} or {"step": …, "kind": "register", "frame": 0..=${scenario.memory.frames - 1}}`,
          ),
        );
    }
  }
  const variant = p.variant ?? null;
  if (variant !== null) {
    if (!isObject(variant) || !(typeof variant.path === 'string' && variant.path in VARIANT_FIELDS) || Object.keys(variant).length !== 2) {
      return error(fail('variant', variant, `{"path": one of ${Object.keys(VARIANT_FIELDS).join(', ')}, "value": …}`));
    }
    const path = variant.path as VariantPath;
    if (!variantValueOk(path, variant.value)) return error(fail(`variant.value`, variant.value, `${VARIANT_FIELDS[path]} for ${path}`));
    if (path.startsWith('drum.') && !scenario.drum) return error(`variant.path = ${path} is not allowed: the scenario has no drum`);
    const problemB = step_through_error(JSON.stringify(applyVariant(scenario, variant as unknown as Variant)));
    if (problemB) return error(`variant: ${problemB}`);
  }
  const ostep = p.ostep ?? null;
  if (ostep !== null) {
    if (!isObject(ostep)) return error(fail('ostep', ostep, 'an object'));
    for (const [key, def] of Object.entries(OSTEP_DEFAULTS)) {
      const value = ostep[key];
      const ok = key === 'file_text' ? value === null || typeof value === 'string' : typeof value === typeof def;
      if (!ok) return error(fail(`ostep.${key}`, value ?? 'missing', key === 'file_text' ? 'text or null' : `a ${typeof def}`));
    }
    const extra = Object.keys(ostep).find((k) => !(k in OSTEP_DEFAULTS));
    if (extra) return error(`ostep.${extra} is not a field of the OSTEP form`);
  }
  const state: LabState = { scenario, view, exercise: exercise as ExerciseSpec | null };
  if (variant) state.variant = variant as unknown as Variant;
  if (ostep) state.ostep = ostep as unknown as OstepForm;
  const chosen = p.experiment ?? null;
  if (chosen !== null) {
    if (
      !isObject(chosen) ||
      typeof chosen.name !== 'string' ||
      !Number.isSafeInteger(chosen.seed) ||
      (chosen.seed as number) < 0 ||
      Object.keys(chosen).length !== 2
    ) {
      return error(fail('experiment', chosen, '{"name": an experiment, "seed": an integer ≥ 0}'));
    }
    const known = JSON.parse(experiments_json()) as string[];
    if (!known.includes(chosen.name)) return error(fail('experiment.name', chosen.name, `one of ${known.join(', ')}`));
    state.experiment = chosen as { name: string; seed: number };
  }
  const curves = p.curves ?? null;
  if (curves !== null) {
    if (!isObject(curves)) return error(fail('curves', curves, 'an object'));
    for (const key of Object.keys(DEFAULT_CURVES)) {
      if (typeof curves[key] !== 'string') return error(fail(`curves.${key}`, curves[key] ?? 'missing', 'text'));
    }
    if (curves.policy !== 'lru' && curves.policy !== 'ws') return error(fail('curves.policy', curves.policy, 'lru or ws'));
    const extra = Object.keys(curves).find((k) => !(k in DEFAULT_CURVES));
    if (extra) return error(`curves.${extra} is not a field of the curves settings`);
    state.curves = curves as unknown as CurveSettings;
  }
  return { state, embed };
}
