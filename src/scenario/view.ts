// The view and the exercise in a link: both name steps of the run, so both
// are read against the scenario's run length.
import { DEFAULT_VIEW, type ExerciseSpec, PANELS, type PanelId, SPEEDS, type View } from '../app/state';
import { constants } from '../wasm/constants';
import { check, fail, Invalid, isObject, type Obj } from './codec';
import type { Scenario } from './types';

export function readView(v: unknown, scenario: Scenario, total: number): View {
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

/** An instructor's question: a step of the run, and for a register question a frame of the memory. */
function questionOk(q: unknown, total: number, frames: number): boolean {
  return (
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
        Object.keys(q).length === 3)
  );
}

export function readExercise(exercise: unknown, scenario: Scenario, total: number): ExerciseSpec | null {
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
    check(questionOk(q, total, frames), () =>
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
