// The frame table's questions, one per story told on it, each answered by
// running the scenario on screen: the Multics clock in miniature asks what
// share of the usage bits the pointer reads are on (Corbató's stability
// argument); the textbook clock asks which page the pointer takes the first
// time it runs — with FIFO's and LRU's choices among the options.
import type { Prediction } from '../../components/Predict';
import { listed } from '../../components/words';
import type { Scenario } from '../../scenario/types';
import type { SimEvent } from '../../sim/types';
import { LAB_PAGE_NAMES, type PageNames } from '../../viz/pageNames';
import { Run, Simulator } from '../../wasm/core';
import type { Counters, Outcome } from '../../wasm/types/core';

/** The counters at the end of a whole run of `json`; null when it cannot be run. */
function wholeRun(json: string): Counters | null {
  let run: Run | null = null;
  try {
    run = new Run(json);
    run.run_to_end();
    return JSON.parse(run.counters_json()) as Counters;
  } catch {
    return null;
  } finally {
    run?.free();
  }
}

export const SHARE_OPTIONS = ['under 25 %', '25–40 %', '40–60 %', 'over 60 %'];

/** The multics story's question: over the whole run, what share of the usage bits the pointer reads are on? Null when it reads none. */
export function usageShareQuestion(json: string): Prediction | null {
  const c = wholeRun(json);
  if (!c) return null;
  const s = JSON.parse(json) as Scenario;
  const judged = c.pointer_steps - c.first_time_skips;
  if (judged === 0) return null;
  const pct = Math.round((100 * c.usage_on) / judged);
  const answer = pct < 25 ? 0 : pct < 40 ? 1 : pct <= 60 ? 2 : 3;
  const { k, frames, first_time } = s.memory;
  const skipped = first_time ? ' (skipping a page whose first-time switch is on)' : '';
  const skips = c.first_time_skips ? ` ${c.first_time_skips} more times it met a first-time switch and only turned it off.` : '';
  const unused =
    ' Most pages the pointer met had gone unused since it last passed — memory holds more than the program is using now — so it finds pages to free at once and moves slowly.';
  const why = [
    unused,
    unused,
    ' About half: Corbató’s stability argument. A bit the pointer passes at 1 it leaves at 0, and the page brought in to replace one it takes is used at once; an excess of zeros slows the pointer and leaves pages time to be used, an excess of ones speeds it up.',
    ` Most pages the pointer met had been used since it last passed: it must go further to free one, and speeds up — the negative feedback Corbató describes.${first_time ? '' : ' Without the first-time switch each new page is read with the bit its own fault set (Corbató: “a new page would always appear used after the first pointer rotation”).'}`,
  ][answer];
  return {
    question: `The pointer reads, then clears, the usage bit of each page it passes${skipped}. Over this whole run (k = ${k}, ${frames} frames), what share of the bits it reads will be on?`,
    options: SHARE_OPTIONS,
    answer,
    why: `${c.usage_on} of the ${judged} usage bits the pointer read were on: ${pct} %.${skips}${why}`,
  };
}

/** The pointer's first replacement in a run of one process: the fault it serves, what was loaded before it, what it passed over, what it took. */
export interface FirstReplacement {
  /** The faulting reference, from 0 in P0's string, and its page. */
  reference: number;
  page: number;
  /** The pages brought in so far, in the order they were given frames. */
  loaded: { frame: number; page: number }[];
  /** The frames the pointer passed over at this fault before it took one, in order, with why (a frame may come twice, with k > 1). */
  passed: { frame: number; outcome: Outcome }[];
  victim: { frame: number; page: number };
  /** Each loaded page's last reference before the fault (an index into P0's string). */
  lastUse: Map<number, number>;
}

/** Micro-steps taken between two readings of the event log. */
const BATCH = 64;

/** The pointer's first replacement in a run of `json`; null for several processes, a run that never replaces, or one that cannot run. */
export function firstReplacement(json: string): FirstReplacement | null {
  if ((JSON.parse(json) as Scenario).processes.length !== 1) return null;
  let sim: Simulator | null = null;
  try {
    sim = new Simulator(json);
    const loaded: FirstReplacement['loaded'] = [];
    let fault: { index: number; page: number } | null = null;
    let passed: FirstReplacement['passed'] = [];
    let read = 0;
    for (let more = true; more; ) {
      for (let i = 0; i < BATCH && more; i++) more = sim.step();
      const events = JSON.parse(sim.events_json(read)) as SimEvent[];
      read += events.length;
      for (const e of events) {
        if (e.type === 'fault') [fault, passed] = [{ index: e.index, page: e.page }, []];
        else if (e.type === 'block_assigned') loaded.push({ frame: e.frame, page: e.page });
        else if (e.type === 'examine' && e.outcome !== 'replaced') passed.push({ frame: e.frame, outcome: e.outcome });
        else if (e.type === 'examine' && fault) {
          const string = sim.trace_pages(0).subarray(0, fault.index);
          const lastUse = new Map(loaded.map(({ page }) => [page, string.lastIndexOf(page)]));
          return { reference: fault.index, page: fault.page, loaded, passed, victim: { frame: e.frame, page: e.page }, lastUse };
        }
      }
    }
    return null;
  } catch {
    return null;
  } finally {
    sim?.free();
  }
}

/** The most pages the question names one by one. */
const LISTED = 6;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The options: the page taken, FIFO's and LRU's choices, then the other pages in memory — four at most, in frame order. */
function candidates(r: FirstReplacement, fifo: number, lru: number): number[] {
  const byFrame = [...r.loaded].sort((a, b) => a.frame - b.frame).map((l) => l.page);
  const chosen = new Set([r.victim.page, fifo, lru]);
  for (const page of byFrame) if (chosen.size < 4) chosen.add(page);
  return byFrame.filter((page) => chosen.has(page));
}

/** How the pointer came to its choice, and whose choice it is besides. */
function victimWhy(r: FirstReplacement, k: number, fifo: number, lru: number, name: (page: number) => string): string {
  const { page, frame } = r.victim;
  const taken = `page ${name(page)} in frame ${frame}`;
  const count = (which: (o: Outcome) => boolean) => r.passed.filter((p) => which(p.outcome)).length;
  const skipped = count((o) => o === 'first_time');
  const kept = count((o) => o === 'retained');
  const written = count((o) => o === 'second_chance' || o === 'writing');
  const keptPages = new Set(r.passed.filter((p) => p.outcome === 'retained').map((p) => p.frame)).size;
  const again = kept > keptPages ? ` (${kept} examinations in all)` : '';
  const steps = [
    skipped ? `skipped ${plural(skipped, 'page')} whose first-time switch was on, turning it off` : '',
    kept ? `gave ${plural(keptPages, 'page')} used lately a second chance${again}, clearing ${kept === 1 ? 'its bit' : 'their bits'}` : '',
    written ? `passed over ${plural(written, 'modified page')} to write ${written === 1 ? 'it' : 'them'} out first` : '',
  ].filter(Boolean);
  const unused = k === 1 ? 'its usage bit was off' : `its ${k}-bit register came out zero`;
  const how =
    k === 0 && !skipped
      ? `With k = 0 the pointer takes the page it points at, used or not: ${taken}.`
      : k === 1 && kept >= r.loaded.length && r.passed.length === kept
        ? `Every page’s usage bit was on, so the pointer gave each a second chance, clearing the bits all the way round, and came back to ${taken}.`
        : steps.length
          ? `The pointer ${steps.join('; it ')}; then it took ${taken}.`
          : `The first page the pointer met was ${taken}: ${unused}.`;
  const fifoTakes = `FIFO would take page ${name(fifo)}, loaded first`;
  const lruTakes = `LRU would take page ${name(lru)}, used longest ago`;
  const whose =
    page === fifo && page === lru
      ? ' FIFO and LRU would take it too.'
      : page === fifo
        ? ` That is FIFO’s choice, the page loaded first${r.lastUse.get(page) === r.reference - 1 ? ', though it was used just before' : ''}; ${lruTakes}.`
        : page === lru
          ? ` That is LRU’s choice, the page used longest ago; ${fifoTakes}.`
          : ` ${fifoTakes}; ${lruTakes}.`;
  return how + whose;
}

/** The textbook clock's question: the first time the pointer runs, which page will it take? Null where `firstReplacement` is. */
export function firstVictimQuestion(json: string, names: PageNames = LAB_PAGE_NAMES): Prediction | null {
  const r = firstReplacement(json);
  if (!r) return null;
  const name = (page: number) => names.name(0, page);
  const fifo = r.loaded[0].page;
  const lru = r.loaded.reduce((a, b) => ((r.lastUse.get(b.page) ?? -1) < (r.lastUse.get(a.page) ?? -1) ? b : a)).page;
  const pages = candidates(r, fifo, lru);
  const inMemory = [...r.loaded].sort((a, b) => a.frame - b.frame).map((l) => name(l.page));
  const held = inMemory.length > LISTED ? `${inMemory.length} pages` : `page${inMemory.length === 1 ? '' : 's'} ${listed(inMemory)}`;
  const { k } = (JSON.parse(json) as Scenario).memory;
  return {
    question: `Reference ${r.reference + 1}, page ${name(r.page)}, faults with ${held} in memory, and the pointer runs for the first time. Which page will it replace?`,
    options: pages.map((p) => `page ${name(p)}`),
    answer: pages.indexOf(r.victim.page),
    why: victimWhy(r, k, fifo, lru, name),
  };
}

/** The frame table's question for story `preset`, if it asks one. */
export const STORY_QUESTIONS: Partial<Record<string, (json: string, names: PageNames) => Prediction | null>> = {
  multics: usageShareQuestion,
  'second-chance': firstVictimQuestion,
};
