// The stage's words, from the core's results: the narration line for the
// reference just made, and the predict-then-reveal questions — one frame
// more for FIFO (answered by the core's FIFO with both numbers of frames),
// FIFO against LRU on the textbook's string, and the loop story's: how many
// references LRU faults on.
import type { Prediction } from '../../components/Predict';
import { LAB_PAGE_NAMES, type PageNames } from '../../viz/pageNames';
import { type Column, type PolicyName, policies } from './types';

function outcome(c: Column, names: PageNames): string {
  if (!c.fault) return 'hit';
  return c.victim === null ? `fault, into free slot ${c.slot}` : `fault, ${names.name(0, c.victim)} out`;
}

/** What the last reference did under each policy; `latest` holds each policy's column for it. */
export function narrate(
  position: number,
  total: number,
  frames: number,
  latest: Partial<Record<PolicyName, Column>>,
  names: PageNames = LAB_PAGE_NAMES,
): string {
  if (total === 0) return 'The first process’s string is empty: give it some references in the Scenario panel.';
  if (position === 0) {
    return `Ready: ${total} references in ${frames} frame${frames === 1 ? '' : 's'}. Press → for the first reference, Space to play; each table shows the frames after it.`;
  }
  const page = policies()
    .map((p) => latest[p]?.page)
    .find((x) => x !== undefined);
  const parts = policies().flatMap((p) => {
    const c = latest[p];
    return c ? [`${p === 'clock' ? 'Clock' : p.toUpperCase()}: ${outcome(c, names)}`] : [];
  });
  const end = position === total ? ' The string is done.' : '';
  const named = page === undefined ? page : names.name(0, page);
  return `Reference ${position} of ${total}, page ${named} — ${parts.join(' · ')}.${end}`;
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

/** The question of FIFO, LRU and OPT's story: with `frames` frames, which faults more, FIFO or LRU? Answered by the core's counts. */
export function fifoOrLru(frames: number, faults: { fifo: number; lru: number; opt: number }): Prediction {
  const { fifo, lru, opt } = faults;
  const answer = fifo > lru ? 0 : fifo === lru ? 1 : 2;
  const why = [
    ' LRU keeps the pages used lately, and here those are mostly the ones used next; FIFO throws out the oldest page even when it was just used.',
    ' On this string the page loaded longest ago and the page used longest ago come to the same thing often enough.',
    ' The page used longest ago is not always the one wanted last: on a loop it is the one wanted next.',
  ][answer];
  return {
    question: `With ${frames} frame${frames === 1 ? '' : 's'}, which will fault more often on this string: FIFO or LRU?`,
    options: ['FIFO', 'As often', 'LRU'],
    answer,
    why: `FIFO faults ${fifo} times, LRU ${lru} and OPT ${opt} — no policy can fault less than OPT.${why}`,
  };
}

/**
 * The loop story's question: in `frames` frames, on how many of the
 * string's `references` will LRU fault? The options run from only the
 * `distinct` pages' first references to every reference; `lru` and `opt`
 * are the core's counts. Null when the string leaves no room for four
 * distinct options.
 */
export function lruFaultsQuestion(frames: number, references: number, distinct: number, lru: number, opt: number): Prediction | null {
  const [d, n] = [distinct, references];
  if (n - d < 3) return null;
  const mid = Math.floor((d + n) / 2);
  const answer = lru === d ? 0 : lru <= mid ? 1 : lru < n ? 2 : 3;
  const none =
    lru === n
      ? ' Every reference finds its page gone: LRU evicted exactly the page the string needed next, as if there were no memory at all.'
      : '';
  return {
    question: `In ${frames} frame${frames === 1 ? '' : 's'}, on how many of these ${n} references will LRU fault?`,
    options: [`Only the ${d} first references`, `${d + 1} to ${mid}`, `${mid + 1} to ${n - 1}`, `All ${n}`],
    answer,
    why: `LRU faults ${lru} times in ${frames} frame${frames === 1 ? '' : 's'}; OPT, which knows the future, ${opt}.${none}`,
  };
}

/**
 * The question on a trace's whole string: with `frames` frames, which of the
 * policies that cannot see the future faults least? Answered from the
 * faults-against-frames curves (`fifo`, `lru`, `clock`: each policy's faults
 * at 1, 2, … frames) with OPT's count beside; null when the curves stop short.
 */
export function fewestOnTrace(
  curves: { fifo: number[]; lru: number[]; opt: number[]; clock: number[]; references: number; k: number },
  frames: number,
): Prediction | null {
  const i = frames - 1;
  if (i >= curves.fifo.length) return null;
  const names = ['FIFO', 'LRU', `Clock (k = ${curves.k})`];
  const counts = [curves.fifo[i], curves.lru[i], curves.clock[i]];
  const answer = counts.indexOf(Math.min(...counts));
  const tied = names.filter((_, j) => j !== answer && counts[j] === counts[answer]);
  const n = (x: number) => x.toLocaleString('en-US');
  const list = names.map((name, j) => `${name} ${n(counts[j])}`).join(', ');
  const lruLoses = counts[1] > Math.min(counts[0], counts[2]);
  return {
    question: `On the whole trace (${n(curves.references)} references) with ${frames} frame${frames === 1 ? '' : 's'}, which policy faults least — FIFO, LRU or the clock?`,
    options: names,
    answer,
    why:
      `Faults with ${frames} frames: ${list}; OPT, which sees the future, ${n(curves.opt[i])}.` +
      (tied.length ? ` ${tied.join(' and ')} tie${tied.length === 1 ? 's' : ''} with ${names[answer]}.` : '') +
      (lruLoses
        ? ' LRU is not the best of the three here: a real program’s loops can make the page used longest ago the one needed soonest.'
        : ' LRU, the usual approximation of OPT, does best of the three here.'),
  };
}
