// The search's predict-then-reveal question, answered by the search itself:
// can this policy show Belady's anomaly (or A beat B), and how short is the
// shortest string that does? FIFO's classic string has 12 references.
import type { Prediction } from '../../../components/Predict';
import type { SearchAnswer } from '../../../wasm/types/core';
import { policyLabel } from '../types';
import type { SearchSettings } from './settings';

/** The classic string's length (Belady, Nelson & Shedler 1969): 1 2 3 4 1 2 5 1 2 3 4 5. */
const CLASSIC = 12;
/** How short "short" is for one policy beating another. */
const SHORT = 5;

/** The question about `s`, its answer read from `found` (a search that ran to its end). */
export function searchQuestion(s: SearchSettings, found: SearchAnswer): Prediction {
  const n = found.string?.length ?? 0;
  const bounds = `at most ${s.max_length} references over at most ${s.pages} pages`;
  const tried = `every string of ${bounds} that could be shorter was tried, up to renaming of pages (${found.nodes.toLocaleString('en')} references simulated).`;
  if (s.mode === 'belady') {
    const who = policyLabel(s.policy, s.k);
    const answer = n === 0 ? 0 : n < CLASSIC ? 1 : n === CLASSIC ? 2 : 3;
    const [f, faults] = [found.frames ?? 0, found.faults as [number, number] | undefined];
    const why = found.string
      ? `The shortest is ${found.string.join(' ')} (${n} references): ${f} frames fault ${faults?.[0]} times, ${f + 1} fault ${faults?.[1]}. Before it, ${tried}`
      : `None: ${tried}`;
    return {
      question: `Can ${who} show Belady’s anomaly — a frame more, more faults — on a string of ${bounds}? If so, how short is the shortest such string?`,
      options: [
        'No string that short shows it',
        `Yes — shorter than FIFO’s classic ${CLASSIC}`,
        `Yes — ${CLASSIC} references, like the classic`,
        `Yes — longer than ${CLASSIC}`,
      ],
      answer,
      why,
    };
  }
  const [a, b] = [policyLabel(s.a, s.k), policyLabel(s.b, s.k)];
  const faults = found.faults as { a: number; b: number } | undefined;
  const why = found.string
    ? `The shortest is ${found.string.join(' ')} (${n} references): ${a} faults ${faults?.a} times, ${b} ${faults?.b}. Before it, ${tried}`
    : `None: ${tried}${s.b === 'opt' ? ' OPT (Belady’s MIN) is optimal: no policy faults fewer times.' : ''}`;
  return {
    question: `With ${s.frames} frame${s.frames === 1 ? '' : 's'}, is there a string of ${bounds} on which ${a} faults fewer times than ${b}? If so, how short is the shortest?`,
    options: [`None: ${a} never beats ${b}`, `Yes — ${SHORT} references or fewer`, `Yes — more than ${SHORT}`],
    answer: n === 0 ? 0 : n <= SHORT ? 1 : 2,
    why,
  };
}
