// The rules panel's predict-then-reveal question on the policies stage: if
// new pages entered with their usage bit the other way, would the clock
// fault more, as often, or less on this string? Answered by the core's
// plain clock under both readings.
import type { Prediction } from '../components/Predict';
import type { Scenario } from '../scenario/types';
import { clock_faults } from '../wasm/core';
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
