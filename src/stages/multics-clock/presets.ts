// The Multics clock's stories: the algorithm in miniature, the two readings
// of where pulled pages enter, Corbató's k-sweep, linked pictures (from the
// k-sweep to the frames), the textbook second-chance clock, FIFO against the clock.
import { type Preset, scenario, stageState, textbook } from '../preset';
import corbatoK from './corbato-k.md?raw';
import fifoClock from './fifo-clock.md?raw';
import headReadings from './head-readings.md?raw';
import linkedPictures from './linked-pictures.md?raw';
import multics from './multics.md?raw';
import secondChance from './second-chance.md?raw';

/** Fourteen frames, one process with phased locality around five hot pages, k = 1. */
const miniature = scenario({ frames: 14 }, [
  {
    kind: 'phased',
    pages: 60,
    length: 200,
    locality_pages: 5,
    phase_length: 30,
    core_pages: 5,
    core_fraction: 0.6,
    write_fraction: 0.2,
  },
]);

export const CLOCK_PRESETS: Preset[] = [
  {
    id: 'multics',
    stage: 'multics-clock',
    title: 'The Multics clock in miniature',
    question: 'When does the pointer move, and how many of the usage bits it reads are on?',
    paper: 'Corbató 1968',
    citation: 'Corbató 1968, "The Multics Paging Algorithm", Figures 2–3',
    text: multics,
    state: stageState('multics-clock', miniature),
    varies: ['scenario.memory.k', 'scenario.memory.pulled_enter', 'variant'],
  },
  {
    id: 'head-readings',
    stage: 'multics-clock',
    title: 'Where pulled pages enter — two readings of the head',
    question: 'A new page enters where the pointer looks next (A) or just behind it (B): which run faults less?',
    paper: 'Corbató 1968',
    citation: 'Corbató 1968, Figure 2 box 6: "the head rather than the tail of the list"',
    text: headReadings,
    state: {
      ...stageState('multics-clock', miniature),
      variant: { path: 'memory.pulled_enter', value: 'behind_pointer' },
    },
  },
  {
    id: 'corbato-k',
    stage: 'multics-clock',
    title: 'Corbató’s k-sweep (Tables 1 and 2)',
    question: 'How many bits of usage history are worth keeping?',
    paper: 'Corbató 1968',
    citation: 'Corbató 1968, "The Experiment and the Results", Tables 1–2',
    text: corbatoK,
    state: stageState(
      'multics-clock',
      scenario({ frames: 170 }, [
        {
          kind: 'phased',
          pages: 2000,
          length: 100000,
          locality_pages: 30,
          phase_length: 400,
          core_pages: 95,
          core_fraction: 0.85,
          write_fraction: 0.2,
        },
      ]),
      { pane: 'k-sweep' },
    ),
    varies: ['scenario.memory.k', 'scenario.memory.pulled_enter'],
  },
  {
    id: 'linked-pictures',
    stage: 'multics-clock',
    title: 'Linked pictures — from the k-sweep to the frames',
    question: 'Which k faults least? Predict, click its point, and watch why on the frame table.',
    paper: 'Corbató 1968',
    citation: 'Corbató 1968, "The Experiment and the Results", Tables 1–2; the lab’s linked pictures',
    text: linkedPictures,
    state: stageState(
      'multics-clock',
      scenario({ frames: 40, k: 0 }, [
        {
          kind: 'phased',
          pages: 400,
          length: 6000,
          locality_pages: 12,
          phase_length: 300,
          core_pages: 25,
          core_fraction: 0.85,
          write_fraction: 0.2,
        },
      ]),
      { pane: 'k-sweep' },
    ),
    varies: ['scenario.memory.k'],
  },
  {
    id: 'second-chance',
    stage: 'multics-clock',
    title: 'The textbook clock (second chance)',
    question: 'Which frame will the pointer stop at?',
    paper: 'Corbató 1968',
    citation: 'Corbató 1968, the simplified algorithm with k = 1',
    text: secondChance,
    state: stageState('multics-clock', textbook(4, 1, '1 2 3 4 1 5 2 6 1 2 7 3 1 4 2 5')),
  },
  {
    id: 'fifo-clock',
    stage: 'multics-clock',
    title: 'FIFO against the clock — k = 0 and k = 1',
    question: 'What does one bit of history buy?',
    paper: 'Corbató 1968',
    citation: 'Corbató 1968: "at one limit of k = 0, the algorithm becomes FIFO"',
    text: fifoClock,
    state: {
      ...stageState('multics-clock', textbook(4, 0, '1 2 3 4 1 5 2 6 1 2 7 3 1 4 2 5')),
      variant: { path: 'memory.k', value: 1 },
    },
  },
];
