// The worksheet stage's stories: one sheet per policy family, each with its
// problem id fixed (the same sheet as `pagingsim worksheet --seed S
// --policy P --frames F [--k K]`).
import { withSlice } from '../../app/slices';
import { IDLE_SCENARIO, type Preset, stageState } from '../preset';
import clock from './clock.md?raw';
import fifo from './fifo.md?raw';
import lru from './lru.md?raw';
import multics from './multics.md?raw';
import opt from './opt.md?raw';
import { type WorksheetState, worksheetSlice } from './slice';

function sheet(worksheet: Omit<WorksheetState, 'answers'>) {
  return withSlice(stageState('worksheet', IDLE_SCENARIO), worksheetSlice, { ...worksheet, answers: [] });
}

export const WORKSHEET_PRESETS: Preset[] = [
  {
    id: 'worksheet-fifo',
    stage: 'worksheet',
    title: 'Worksheet: FIFO by hand',
    question: 'Does a hit change which page FIFO replaces next?',
    paper: 'Belady 1966',
    citation:
      'Belady 1966, “A study of replacement algorithms for a virtual-storage computer”, IBM Systems Journal 5(2): FIFO among the rules compared with MIN',
    text: fifo,
    state: sheet({ seed: 1, policy: 'fifo', frames: 3, k: 0 }),
  },
  {
    id: 'worksheet-lru',
    stage: 'worksheet',
    title: 'Worksheet: LRU by hand',
    question: 'Which page goes: the one loaded longest ago, or the one used longest ago?',
    paper: 'Belady 1966',
    citation:
      'Belady 1966, IBM Systems Journal 5(2), usage-based replacement; LRU as a stack algorithm: Mattson, Gecsei, Slutz & Traiger 1970, “Evaluation techniques for storage hierarchies”, IBM Systems Journal 9(2)',
    text: lru,
    state: sheet({ seed: 2, policy: 'lru', frames: 3, k: 0 }),
  },
  {
    id: 'worksheet-opt',
    stage: 'worksheet',
    title: 'Worksheet: OPT (MIN) by hand',
    question: 'When several pages are never used again, which one goes?',
    paper: 'Belady 1966',
    citation: 'Belady 1966, “A study of replacement algorithms for a virtual-storage computer”, IBM Systems Journal 5(2): MIN',
    text: opt,
    state: sheet({ seed: 3, policy: 'opt', frames: 3, k: 0 }),
  },
  {
    id: 'worksheet-clock',
    stage: 'worksheet',
    title: 'Worksheet: the clock by hand',
    question: 'Where does the pointer stop, and what do the bits say on the way?',
    paper: 'Corbató 1968',
    citation:
      'Corbató 1968, “A Paging Experiment with the Multics System”, section “The Multics Paging Algorithm”: the usage bit turned on by every reference; the pointer shifts it into the high-order end of the k-bit register, clears it and advances; a zero register is replaced',
    text: clock,
    state: sheet({ seed: 4, policy: 'clock', frames: 3, k: 1 }),
  },
  {
    id: 'worksheet-clock-k2',
    stage: 'worksheet',
    title: 'Worksheet: the 2-bit clock by hand',
    question: 'Which way does the register shift, and when is a page old enough to go?',
    paper: 'Corbató 1968',
    citation:
      'Corbató 1968, “A Paging Experiment with the Multics System”, section “The Multics Paging Algorithm”: the usage bit enters the high-order position after the register shifts one bit lower',
    text: clock,
    state: sheet({ seed: 4, policy: 'clock', frames: 3, k: 2 }),
  },
  {
    id: 'worksheet-multics',
    stage: 'worksheet',
    title: 'Worksheet: the Multics clock by hand',
    question: 'When does the pointer run, and what does the first-time switch spare?',
    paper: 'Corbató 1968',
    citation:
      'Corbató 1968, “A Paging Experiment with the Multics System”, Figures 2–3: the free block pool replenished n at a time (box 2), pulled pages at the head of the list with the first-time switch on (box 12)',
    text: multics,
    state: sheet({ seed: 6, policy: 'multics', frames: 4, k: 1 }),
  },
];
