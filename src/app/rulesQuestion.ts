// The Rules tab's predict-then-reveal questions: with a switchable rule the
// other way, would the run fault more, as often, or less? Each is answered
// by the core under both readings — the policies stage's plain clock
// (`clock_faults`) for a new page's usage bit and the modified bit's second
// chance, two whole runs for global against local replacement.
import type { Prediction } from '../components/Predict';
import type { Scenario } from '../scenario/types';
import { clock_faults, Run } from '../wasm/core';
import { type RuleSwitch, withRule } from './rules';

/** A two-valued rule as the scenario has it, the other value, and the faults under each. */
interface BothWays<V extends string> {
  now: V;
  other: V;
  faults: Record<V, number>;
}

/**
 * The faults of `s` under both values of the rule at `path` (`now` the
 * scenario's, the default when an old link lacks it); null when the string
 * cannot be run here.
 */
function bothWays<V extends string>(
  s: Scenario,
  path: RuleSwitch['path'],
  values: [V, V],
  now: V,
  count: (s: Scenario) => number,
): BothWays<V> | null {
  const other = now === values[0] ? values[1] : values[0];
  try {
    return { now, other, faults: { [now]: count(s), [other]: count(withRule(s, path, other)) } as Record<V, number> };
  } catch {
    return null;
  }
}

/** The question's options and the answer: the other rule faults more, as often or less. */
function prediction<V extends string>(b: BothWays<V>, question: string, why: string): Prediction {
  const [here, there] = [b.faults[b.now], b.faults[b.other]];
  return { question, options: ['More', 'As often', 'Less'], answer: there > here ? 0 : there === here ? 1 : 2, why };
}

const clockFaults = (s: Scenario) => clock_faults(JSON.stringify(s));

/** The policies stage: new pages' usage bits the other way. */
export function newPageQuestion(s: Scenario): Prediction | null {
  const b = bothWays(s, 'memory.new_page_usage', ['on', 'off'], s.memory.new_page_usage ?? 'on', clockFaults);
  if (!b) return null;
  const [here, there] = [b.faults[b.now], b.faults[b.other]];
  const differs = ' The pointer spares a page whose usage bit is on for one examination, so the two readings take different victims';
  const why =
    there !== here
      ? `${differs} — here the other reading costs ${there > here ? 'more' : 'less'}.`
      : s.memory.k === 0
        ? ' With k = 0 the clock is FIFO: it never reads the bit.'
        : ' On this string the two readings cost the same.';
  return prediction(
    b,
    `The clock (k = ${s.memory.k}, ${s.memory.frames} frames) runs with new pages’ usage bits ${b.now}. With them ${b.other}, will it fault more, as often, or less on this string?`,
    `${here} faults with the bits ${b.now}, ${there} with them ${b.other}.${why}`,
  );
}

/**
 * The policies stage: the modified bit's second chance the other way. None
 * for a typed string without writes, where no page is ever modified and the
 * answer could only be "as often".
 */
export function secondChanceQuestion(s: Scenario): Prediction | null {
  const w = s.processes[0]?.workload;
  if (w?.kind === 'typed' && !/w/i.test(w.text)) return null;
  const b = bothWays(s, 'memory.modified_chance', ['none', 'write_and_pass'], s.memory.modified_chance ?? 'none', clockFaults);
  if (!b) return null;
  const { none, write_and_pass: chance } = b.faults;
  const words = { none: 'no second chance', write_and_pass: 'a second chance' } as const;
  const why =
    chance > none
      ? ' Sparing a dirty page means taking a clean one the string wanted back sooner — here the second chance costs faults.'
      : chance < none
        ? ' The spared dirty pages were wanted again sooner than the clean ones taken instead — and each was written only once.'
        : ' On this string the two rules take victims that cost the same.';
  return prediction(
    b,
    `The clock (k = ${s.memory.k}, ${s.memory.frames} frames) gives a page found unused but modified ${words[b.now]}. With ${words[b.other]}, will it fault more, as often, or less on this string?`,
    `${b.faults[b.now]} faults with ${words[b.now]}, ${b.faults[b.other]} with ${words[b.other]}.${why}`,
  );
}

/** The faults of a whole run of `s` (no step-through budget: the stages' scenarios are bounded already). */
export function runFaults(s: Scenario): number {
  const run = new Run(JSON.stringify(s));
  try {
    run.run_to_end();
    return (JSON.parse(run.counters_json()) as { faults: number }).faults;
  } finally {
    run.free();
  }
}

/** The multiprogramming stages: global against local replacement. */
export function localQuestion(s: Scenario): Prediction | null {
  if (s.processes.length < 2) return null;
  const b = bothWays(s, 'memory.replacement', ['global', 'local'], s.memory.replacement ?? 'global', runFaults);
  if (!b) return null;
  const { local, global } = b.faults;
  const why =
    local > global
      ? ' Under local replacement a process that needs more pages than it holds can no longer take them from one that holds more than it needs: it faults against its own few.'
      : local < global
        ? ' Under global replacement each fault took whichever page the pointer found, often another process’s that it then faulted back; kept to their own pages, the processes keep them.'
        : ' Here the processes’ needs and holdings happen to match.';
  return prediction(
    b,
    `${s.processes.length} processes share ${s.memory.frames} frames, replaced ${b.now}ly. With ${b.other} replacement, will the whole run fault more, as often, or less?`,
    `${b.faults[b.now]} faults with ${b.now} replacement, ${b.faults[b.other]} with ${b.other}.${why} (Denning 1968 argues for local, working-set allocation; Multics and CP-67 replaced globally.)`,
  );
}

/** The conventions the Rules tab asks about. */
export type QuestionRule = 'memory.new_page_usage' | 'memory.modified_chance' | 'memory.replacement';

/** The Rules tab's question on the convention at `path` for `s` (null where it cannot be asked). */
export function ruleQuestion(path: QuestionRule, s: Scenario): Prediction | null {
  switch (path) {
    case 'memory.new_page_usage':
      return newPageQuestion(s);
    case 'memory.modified_chance':
      return secondChanceQuestion(s);
    case 'memory.replacement':
      return localQuestion(s);
  }
}
