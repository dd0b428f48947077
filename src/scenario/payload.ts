// The lab state inside an `#s=` link, read field by field: each failure
// names the field, the value and what is allowed; the scenario's own checks
// come from the core. Older link versions are migrated forward first. The
// shell's fields are read here; each stage's slice by the stage's codec,
// under the link field it names (the stages are passed in: this directory
// knows none of them).
import type { LabState, Slices, StageId } from '../app/state';
import { openRun } from '../sim/runStore';
import { check, fail, Invalid, isObject, type LinkStages, type Obj } from './codec';
import { readLinked, readPredicted, readRevealed, readTrace, readVariant } from './extras';
import { migrate } from './migrate';
import type { Scenario } from './types';
import { readExercise, readView } from './view';

/** The shell's fields of the link; the stages' codecs name the others. */
const SHELL_KEYS = ['stage', 'preset', 'scenario', 'view', 'exercise', 'variant', 'trace', 'linked', 'predicted', 'revealed'];

/** The lab state in a decoded payload of link version `version`, or what is wrong with it. */
export function readPayload(payload: unknown, version: number, stages: LinkStages): LabState | { error: string } {
  try {
    check(isObject(payload), () => fail('s', 'data', 'an object with a scenario'));
    return readState(migrate(payload as Obj, version, stages.codecs), stages);
  } catch (e) {
    if (e instanceof Invalid) return { error: e.message };
    throw e;
  }
}

/** The payload a link carries for `state`: the view only where it differs from `view`'s defaults, each slice under its codec's field. */
export function writePayload(state: LabState, view: Obj, stages: LinkStages): Obj {
  const payload: Obj = { stage: state.stage, scenario: state.scenario };
  if (state.preset) payload.preset = state.preset;
  if (Object.keys(view).length) payload.view = view;
  for (const key of ['exercise', 'variant', 'trace', 'linked'] as const) {
    if (state[key]) payload[key] = state[key];
  }
  if (state.predicted && Object.keys(state.predicted).length) payload.predicted = state.predicted;
  if (state.revealed?.length) payload.revealed = state.revealed;
  for (const codec of stages.codecs) {
    const slice = state.slices?.[codec.stage];
    if (slice) payload[codec.key] = codec.write ? codec.write(slice) : slice;
  }
  return payload;
}

function readState(p: Obj, stages: LinkStages): LabState {
  const { ids } = stages;
  check(ids.includes(p.stage as StageId), () => fail('stage', p.stage ?? 'missing', `one of ${ids.join(', ')}`));
  const preset = p.preset ?? null;
  check(preset === null || (typeof preset === 'string' && stages.preset(preset) !== undefined), () =>
    fail('preset', preset, 'the id of one of the lab’s stories'),
  );
  check(isObject(p.scenario), () => fail('scenario', p.scenario ?? 'missing', 'a scenario object'));
  const scenarioJson = JSON.stringify(p.scenario);
  const scenario = p.scenario as unknown as Scenario;
  // Opening the scenario's run validates it and surveys it, once: the lab shows the same run (sim/runStore.ts).
  const run = openRun([scenarioJson]).get();
  if (run.error !== null) throw new Invalid(`scenario: ${run.error}`);
  let total = run.total;

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
  const slices = readSlices(p, stages);
  if (slices) state.slices = slices;
  if (p.linked !== undefined && p.linked !== null) state.linked = readLinked(p.linked);
  // Links written before predictions were kept carry none: every question is asked again.
  if (p.predicted !== undefined) state.predicted = readPredicted(p.predicted);
  if (p.revealed !== undefined) state.revealed = readRevealed(p.revealed, (id) => stages.preset(id) !== undefined);
  const keys = [...SHELL_KEYS, ...stages.codecs.map((c) => c.key)];
  const extra = Object.keys(p).find((k) => !keys.includes(k));
  check(extra === undefined, () => `${extra} is not a part of the lab state`);
  return state;
}

/** Each stage's slice the link carries, read by the stage's codec; null when it carries none. */
function readSlices(p: Obj, stages: LinkStages): Slices | null {
  const slices: Slices = {};
  for (const codec of stages.codecs) {
    const value = p[codec.key];
    if (value !== undefined && value !== null) slices[codec.stage] = codec.read(value);
  }
  return Object.keys(slices).length ? slices : null;
}
