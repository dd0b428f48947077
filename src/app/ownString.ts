// A reference string of one's own, in one step: typed or pasted into the
// Reference string box (the gallery, the policies and the Multics clock
// stages) with its frames and the clock's k, it becomes the scenario's one
// process's string, on the textbook clock (no free pool, no first-time
// switch, no drum), keeping the conventions the Rules tab switches. The
// string is the core's typed format (page numbers or letters, separated by
// spaces or commas, `w` marking a write: workload/typed.rs); the core checks
// it, and its message is said in the box's words — the field, the value and
// what is allowed.
import type { Scenario } from '../scenario/types';
import { textbook } from '../stages/preset';
import { constants } from '../wasm/constants';
import type { LabState, StageId } from './state';

/** What the box shows: P0's string, the frames and the clock's k. */
export interface OwnString {
  text: string;
  frames: number;
  k: number;
}

/** A classic string of the textbooks, offered as a chip. */
export interface Classic {
  /** The chip's words. */
  label: string;
  /** The string's name, as the header says it. */
  name: string;
  text: string;
  frames: number;
}

const BELADY = '1 2 3 4 1 2 5 1 2 3 4 5';

export const CLASSICS: readonly Classic[] = [
  {
    label: 'Silberschatz, 3 frames',
    name: 'Silberschatz’s string',
    text: '7 0 1 2 0 3 0 4 2 3 0 3 2 1 2 0 1 7 0 1',
    frames: 3,
  },
  { label: 'Belady, 3 frames', name: 'Belady’s string', text: BELADY, frames: 3 },
  { label: 'Belady, 4 frames', name: 'Belady’s string', text: BELADY, frames: 4 },
  { label: 'Loop one page too big, 3 frames', name: 'A loop one page too big', text: '1 2 3 4 1 2 3 4 1 2 3 4 1 2 3 4', frames: 3 },
];

/** The string as the core reads it, for comparing: one space between references. */
const spaced = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .join(' ');

/** The classic string `text` is, if any. */
export function classicOf(text: string): Classic | undefined {
  const t = spaced(text);
  return CLASSICS.find((c) => c.text === t);
}

/** P0's typed string in `s`, if P0 has one. */
export function typedString(s: Scenario): string | null {
  const w = s.processes[0]?.workload;
  return w?.kind === 'typed' ? w.text : null;
}

/** What the box shows for the state: P0's typed string (none for a trace or a model), the frames, the k. */
export function ownOf(state: LabState): OwnString {
  const { frames, k } = state.scenario.memory;
  return { text: state.trace ? '' : (typedString(state.scenario) ?? ''), frames, k };
}

/**
 * The scenario that runs `own`: the textbook clock on the one string, keeping
 * `base`'s conventions (a new page's usage bit, the modified bit's second
 * chance, OPT's tie-break) when given.
 */
export function ownScenario(own: OwnString, base?: Scenario): Scenario {
  const s = textbook(own.frames, own.k, own.text);
  if (!base) return s;
  const { new_page_usage, modified_chance, opt_tie } = base.memory;
  return { ...s, memory: { ...s.memory, new_page_usage, modified_chance, opt_tie } };
}

/**
 * `state` showing `scenario` on `stage` from its start: no exercise, trace
 * file or linked picture's line; side by side compares the new string; the
 * story is kept, to say its text is about its own string.
 */
export function withOwnString(state: LabState, stage: StageId, scenario: Scenario): LabState {
  return {
    ...state,
    stage,
    scenario,
    exercise: null,
    trace: null,
    linked: null,
    view: { ...state.view, step: 0, pid: 0, pane: '' },
  };
}

/** A count typed into the box (Frames, k): a whole number in min..=max, or the one-line message saying what is allowed. */
export function readCount(field: string, text: string, min: number, max: number): number | { error: string } {
  const t = text.trim();
  const v = Number(t);
  if (/^\d+$/.test(t) && v >= min && v <= max) return v;
  return { error: `${field} = ${t || '(empty)'} is not allowed: expected a whole number ${min}..=${max}` };
}

/** The box's limits: the core's. */
export const ownLimits = () => {
  const { max_frames, max_k } = constants().limits;
  return { frames: max_frames, k: max_k };
};

/**
 * The core's refusal of the box's scenario (the run's error) in the box's
 * words: the field, the value and what is allowed — "Reference string:
 * "x3" is not allowed: expected …, at reference 3"; a string longer than the
 * lab steps through, its length against the limit. (The counts are checked
 * before: `readCount`.)
 */
export function ownStringError(core: string): string {
  const long = /^processes: (\d+) references in all is more than the step-through view holds \((\d+)\)/.exec(core);
  if (long) {
    const n = (x: string) => Number(x).toLocaleString('en-US');
    return `Reference string: ${n(long[1])} references is not allowed: expected at most ${n(long[2])}, the most the lab steps through`;
  }
  return core.replace(/^processes\[0\]\.workload\.text = /, 'Reference string: ');
}
