// Thrashing: at which multiprogramming level is the most useful work done?
import { bucket, type ExperimentQuestion } from '../types';

export const question: ExperimentQuestion<'thrashing'> = {
  question:
    'Twelve batch jobs of 48 pages each share 64 frames; the scheduler admits at most n at a time. At which level n will the processor do the most useful work (problem state)?',
  options: ['n = 1: one job at a time', 'n = 2', 'n = 3 or 4', 'n = 5 to 8: the more, the better the overlap'],
  answer: (arms) => {
    const best = arms.reduce((a, b) => (b.metrics.problem_pct > a.metrics.problem_pct ? b : a));
    return best.metrics.max_mpl === null ? null : bucket(best.metrics.max_mpl, [2, 3, 5]);
  },
  why: 'A second job lets the processor run while the first waits for its file I/O — as long as both working sets fit. Past that point every job admitted takes frames from the others, which soon fault them back: each job is dispatched, faults, and waits for the drum, and the processor is busy in the supervisor moving pages rather than running anyone’s program. Useful work collapses while the processor still looks busy — thrashing, Denning’s name for it (1968), Shils’s “paging-to-death” (1968, area C of Figure 1). Where the knee falls depends on how many working sets the memory holds; Shils’s Load Leveler and Bard’s Ψ-scheduler both exist to keep the level below it.',
};
