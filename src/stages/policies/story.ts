// The stage's words, from the core's results: the narration line for the
// reference just made, and the predict-then-reveal question about one frame
// more (answered by the core's FIFO with both numbers of frames).
import type { Prediction } from '../../components/Predict';
import { type Column, type PolicyName, policies } from './types';

function outcome(c: Column): string {
  if (!c.fault) return 'hit';
  return c.victim === null ? `fault, into free slot ${c.slot}` : `fault, ${c.victim} out`;
}

/** What the last reference did under each policy; `latest` holds each policy's column for it. */
export function narrate(position: number, total: number, frames: number, latest: Partial<Record<PolicyName, Column>>): string {
  if (total === 0) return 'The first process’s string is empty: give it some references in the Scenario panel.';
  if (position === 0) {
    return `Ready: ${total} references in ${frames} frame${frames === 1 ? '' : 's'}. Press → for the first reference, Space to play; each table shows the frames after it.`;
  }
  const page = policies()
    .map((p) => latest[p]?.page)
    .find((x) => x !== undefined);
  const parts = policies().flatMap((p) => {
    const c = latest[p];
    return c ? [`${p === 'clock' ? 'Clock' : p.toUpperCase()}: ${outcome(c)}`] : [];
  });
  const end = position === total ? ' The string is done.' : '';
  return `Reference ${position} of ${total}, page ${page} — ${parts.join(' · ')}.${end}`;
}

/** The question: with one frame more than `frames`, will FIFO fault more, as often or less? `now` and `more` are its faults with each. */
export function oneMoreFrame(frames: number, now: number, more: number): Prediction {
  const answer = more > now ? 0 : more === now ? 1 : 2;
  const counts = `FIFO faults ${now} times with ${frames} frame${frames === 1 ? '' : 's'} and ${more} with ${frames + 1}.`;
  const why = [
    ' More memory, more faults: Belady’s anomaly. FIFO is not a stack algorithm: with a frame more it need not hold what it held with fewer.',
    ' The extra frame does not help FIFO here. LRU and OPT never do worse with more frames; FIFO can.',
    ' The usual case: more frames keep more of the pages about to be used. LRU and OPT always do at least as well; FIFO not always.',
  ][answer];
  return {
    question: `With one frame more — ${frames + 1} instead of ${frames} — will FIFO fault more often on this string, as often, or less often?`,
    options: ['More often', 'As often', 'Less often'],
    answer,
    why: counts + why,
  };
}
