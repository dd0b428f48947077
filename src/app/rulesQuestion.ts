// The rules panel's predict-then-reveal question on the policies stage: if
// new pages entered with their usage bit the other way, would the clock
// fault more, as often, or less on this string? Answered by the core's
// plain clock under both readings.
import type { Prediction } from '../components/Predict';
import type { Scenario } from '../scenario/types';
import { clock_faults, Run } from '../wasm/core';
import { withRule } from './rules';

/** The question for scenario `s`, or null when its string cannot be run here. */
export function newPageQuestion(s: Scenario): Prediction | null {
  const now = s.memory.new_page_usage ?? 'on';
  const other = now === 'on' ? 'off' : 'on';
  let faults: [number, number];
  try {
    faults = [clock_faults(JSON.stringify(s)), clock_faults(JSON.stringify(withRule(s, 'memory.new_page_usage', other)))];
  } catch {
    return null;
  }
  const [here, there] = faults;
  const answer = there > here ? 0 : there === here ? 1 : 2;
  const k = s.memory.k;
  const differs = ' The pointer spares a page whose usage bit is on for one examination, so the two readings take different victims';
  const why = [
    `${differs} — here the other reading costs more.`,
    k === 0 ? ' With k = 0 the clock is FIFO: it never reads the bit.' : ' On this string the two readings cost the same.',
    `${differs} — here the other reading costs less.`,
  ][answer];
  return {
    question: `The clock (k = ${k}, ${s.memory.frames} frames) runs with new pages’ usage bits ${now}. With them ${other}, will it fault more, as often, or less on this string?`,
    options: ['More', 'As often', 'Less'],
    answer,
    why: `${here} faults with the bits ${now}, ${there} with them ${other}.${why}`,
  };
}

/** More, as often or less: the option a count under the other rule takes against this rule's. */
const compare = (here: number, there: number) => (there > here ? 0 : there === here ? 1 : 2);

/**
 * The policies stage's second question: the modified bit's second chance
 * switched the other way. None for a typed string without writes, where no
 * page is ever modified and the answer could only be "as often".
 */
export function secondChanceQuestion(s: Scenario): Prediction | null {
  const w = s.processes[0]?.workload;
  if (w?.kind === 'typed' && !/w/i.test(w.text)) return null;
  const now = s.memory.modified_chance ?? 'none';
  const other = now === 'none' ? 'write_and_pass' : 'none';
  const words = { none: 'no second chance', write_and_pass: 'a second chance' } as const;
  let here: number;
  let there: number;
  try {
    here = clock_faults(JSON.stringify(s));
    there = clock_faults(JSON.stringify(withRule(s, 'memory.modified_chance', other)));
  } catch {
    return null;
  }
  const answer = compare(here, there);
  const chance = now === 'none' ? there : here;
  const none = now === 'none' ? here : there;
  const why =
    chance > none
      ? ' Sparing a dirty page means taking a clean one the string wanted back sooner — here the second chance costs faults.'
      : chance < none
        ? ' The spared dirty pages were wanted again sooner than the clean ones taken instead — and each was written only once.'
        : ' On this string the two rules take victims that cost the same.';
  return {
    question: `The clock (k = ${s.memory.k}, ${s.memory.frames} frames) gives a page found unused but modified ${words[now]}. With ${words[other]}, will it fault more, as often, or less on this string?`,
    options: ['More', 'As often', 'Less'],
    answer,
    why: `${here} faults with ${words[now]}, ${there} with ${words[other]}.${why}`,
  };
}

/** The faults of a whole run of `s` (no step-through budget: the stages' scenarios are bounded already). */
function runFaults(s: Scenario): number {
  const run = new Run(JSON.stringify(s));
  try {
    run.run_to_end();
    return (JSON.parse(run.counters_json()) as { faults: number }).faults;
  } finally {
    run.free();
  }
}

/** The multiprogramming stages' question: global against local replacement. */
export function localQuestion(s: Scenario): Prediction | null {
  if (s.processes.length < 2) return null;
  const now = s.memory.replacement ?? 'global';
  const other = now === 'global' ? 'local' : 'global';
  let here: number;
  let there: number;
  try {
    here = runFaults(s);
    there = runFaults(withRule(s, 'memory.replacement', other));
  } catch {
    return null;
  }
  const answer = compare(here, there);
  const local = now === 'local' ? here : there;
  const global = now === 'global' ? here : there;
  const why =
    local > global
      ? ' Under local replacement a process that needs more pages than it holds can no longer take them from one that holds more than it needs: it faults against its own few.'
      : local < global
        ? ' Under global replacement each fault took whichever page the pointer found, often another process’s that it then faulted back; kept to their own pages, the processes keep them.'
        : ' Here the processes’ needs and holdings happen to match.';
  return {
    question: `${s.processes.length} processes share ${s.memory.frames} frames, replaced ${now}ly. With ${other} replacement, will the whole run fault more, as often, or less?`,
    options: ['More', 'As often', 'Less'],
    answer,
    why: `${here} faults with ${now} replacement, ${there} with ${other}.${why} (Denning 1968 argues for local, working-set allocation; Multics and CP-67 replaced globally.)`,
  };
}
