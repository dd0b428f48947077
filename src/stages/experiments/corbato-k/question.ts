// Corbató 1968, Tables 1–2: which k serves faults most cheaply?
import type { ExperimentQuestion } from '../types';

/** The options' register lengths. */
const GROUPS = [[0], [1, 2], [4], [7]];

export const question: ExperimentQuestion<'corbato-k'> = {
  question: 'Which shift-register length k will need the least CPU time for fault service — the faults and the pointer’s travel together?',
  options: ['k = 0 (FIFO)', 'k = 1 or 2', 'k = 4', 'k = 7 (the nearest LRU)'],
  answer: (arms) => {
    const best = arms.reduce((a, b) => (b.metrics.fault_service_us < a.metrics.fault_service_us ? b : a));
    return GROUPS.findIndex((g) => g.includes(Number(best.name.slice(2))));
  },
  why: 'With k = 0 the pointer takes whatever page it reaches, busy or idle: FIFO, and many more faults (about twice in case 1). One bit of history (k = 1) spares every page used since the pointer last passed; more bits spare few pages that one bit does not, since a page left unused for a whole turn of the pointer is seldom wanted again soon — yet a page must now go unused for k turns before it is replaced, so the pointer examines more pages for each one it takes. Corbató 1968, Tables 1–2: 8309 → 4250 and 3628 → 1659 faults from k = 0 to k = 1, then within a few per cent up to k = 7, while service time is least at k = 1–2 and grows with k; he chose k = 1, “more stable and adaptive to transient changes”.',
};
