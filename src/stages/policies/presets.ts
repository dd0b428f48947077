// The policies' stories: FIFO, LRU and OPT on the textbook's string, Belady's anomaly, a loop one page too big for
// memory (LRU against OPT), a real program's trace (the OSTEP homework's
// question), a convention (a new page's usage bit), and the shortest
// counterexample found by search.
import { withSlice } from '../../app/slices';
import { DEFAULT_TRACE_STRING } from '../../app/state';
import { type Preset, stageState, textbook } from '../preset';
import belady from './belady.md?raw';
import fifoLruOpt from './fifo-lru-opt.md?raw';
import loop from './loop.md?raw';
import modifiedSecondChance from './modified-second-chance.md?raw';
import newPageBit from './new-page-bit.md?raw';
import realProgram from './real-program-policies.md?raw';
import search from './search/search.md?raw';
import { DEFAULT_SEARCH } from './search/settings';
import { searchSlice } from './slice';

/** The textbook's string (Silberschatz, Galvin & Gagne, §9.4): in 3 frames FIFO faults 15 times, LRU 12, OPT 9. */
export const TEXTBOOK_STRING = '7 0 1 2 0 3 0 4 2 3 0 3 2 1 2 0 1 7 0 1';

export const POLICY_PRESETS: Preset[] = [
  {
    id: 'fifo-lru-opt',
    stage: 'policies',
    title: 'FIFO, LRU and OPT on the textbook’s string',
    question: 'Which page should go when memory is full?',
    paper: 'Silberschatz, Galvin & Gagne',
    citation:
      'Silberschatz, Galvin & Gagne, Operating System Concepts, §9.4 “Page Replacement” (9th ed.; §10.4 in the 10th): FIFO, optimal and LRU replacement on this string in three frames; OPT is Belady 1966’s MIN; LRU and stack algorithms: Mattson, Gecsei, Slutz & Traiger 1970',
    text: fifoLruOpt,
    state: stageState('policies', textbook(3, 1, TEXTBOOK_STRING)),
  },
  {
    id: 'belady',
    stage: 'policies',
    title: 'Belady’s anomaly — 3 frames against 4',
    question: 'Can more memory mean more faults?',
    paper: 'Belady, Nelson & Shedler 1969',
    citation:
      'Belady, Nelson & Shedler 1969, “An anomaly in space-time characteristics of certain programs running in a paging machine”, CACM 12(6); OPT is Belady 1966’s MIN (cited by Corbató 1968); stack algorithms: Mattson, Gecsei, Slutz & Traiger 1970',
    text: belady,
    state: stageState('policies', textbook(3, 0, '1 2 3 4 1 2 5 1 2 3 4 5')),
    varies: ['scenario.memory.frames'],
  },
  {
    id: 'lru-loop',
    stage: 'policies',
    title: 'A loop one page too big — LRU against OPT',
    question: 'Can LRU do as badly as no memory at all?',
    paper: 'Belady 1966',
    citation:
      'Belady 1966, “A study of replacement algorithms for a virtual-storage computer”, IBM Systems Journal 5(2): MIN against LRU-like rules; faults for every memory size in one pass: Mattson, Gecsei, Slutz & Traiger 1970, “Evaluation techniques for storage hierarchies”, IBM Systems Journal 9(2)',
    text: loop,
    state: stageState('policies', textbook(4, 1, '1 2 3 4 5 1 2 3 4 5 1 2 3 4 5 1 2 3 4 5')),
  },
  {
    id: 'real-program-policies',
    stage: 'policies',
    title: 'A real program’s pages under four policies',
    question: 'On a real program, does LRU beat FIFO and the clock?',
    paper: 'OSTEP ch. 22',
    citation:
      'Arpaci-Dusseau & Arpaci-Dusseau, Operating Systems: Three Easy Pieces, ch. 22 (“Beyond Physical Memory: Policies”), homework: record a program’s references with valgrind --tool=lackey --trace-mem=yes, turn addresses into pages and compare the policies; OPT: Belady 1966; the clock: Corbató 1968',
    text: realProgram,
    state: { ...stageState('policies', textbook(9, 1, '1 2 3 4 1 2 5 1 2 3 4 5')), trace: DEFAULT_TRACE_STRING },
    varies: ['scenario.memory.frames', 'trace.first', 'trace.pages'],
  },
  {
    id: 'new-page-bit',
    stage: 'policies',
    title: 'A new page’s usage bit — on or off?',
    question: 'Does it matter whether a page enters with its usage bit on?',
    paper: 'Corbató 1968',
    citation:
      'Corbató 1968, “A paging experiment with the Multics system”: the usage bit set by the hardware at each reference; the first-time switch, Figure 3 box 12',
    text: newPageBit,
    rule: 'memory.new_page_usage',
    state: stageState('policies', textbook(3, 1, '1 2 1 3 2 1 4 1 2 5 1 3 1 4 2')),
    varies: ['scenario.memory.new_page_usage'],
  },
  {
    id: 'modified-second-chance',
    stage: 'policies',
    title: 'The modified bit’s second chance',
    question: 'Should the pointer spare a page it would have to write out?',
    paper: 'Corbató 1968',
    citation:
      'Corbató 1968, “A paging experiment with the Multics system”, Figure 2 boxes 18–20 (a selected modified page is pushed, then freed); Carr & Hennessy 1981, “WSCLOCK — a simple and effective algorithm for virtual memory management”, SOSP; Silberschatz, Galvin & Gagne, “enhanced second-chance algorithm”',
    text: modifiedSecondChance,
    rule: 'memory.modified_chance',
    state: stageState('policies', textbook(3, 1, '1w 2 3 1 4 2w 5 1 3 2 4 1w 5 2 3')),
    varies: ['scenario.memory.modified_chance'],
  },
  {
    id: 'belady-search',
    stage: 'policies',
    title: 'Counterexamples, found — the shortest string for Belady’s anomaly',
    question: 'Can the k = 1 clock show Belady’s anomaly? How short is the shortest string?',
    paper: 'Belady, Nelson & Shedler 1969',
    citation:
      'Belady, Nelson & Shedler 1969, “An anomaly in space-time characteristics of certain programs running in a paging machine”, CACM 12(6); stack algorithms: Mattson, Gecsei, Slutz & Traiger 1970, “Evaluation techniques for storage hierarchies”, IBM Systems Journal 9(2); the clock: Corbató 1968',
    text: search,
    state: withSlice(stageState('policies', textbook(3, 1, '1 2 3 4 1 2 5 1 2 3 4 5'), { pane: 'search' }), searchSlice, DEFAULT_SEARCH),
    // Its numbers are the search's, whatever the tables run.
    varies: ['scenario', 'trace'],
  },
];
