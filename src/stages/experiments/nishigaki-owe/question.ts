// Nishigaki 1981, Figures 4–5: the OWE against the uni-window scheduler.
import { bucket, type ExperimentQuestion, metricsOf } from '../types';
import { armName, oweLayout } from './layout';

export const question: ExperimentQuestion<'nishigaki-owe'> = {
  question: 'In the squeezed memory, how will the OWE’s throughput (PE-knee) compare with the uni-window scheduler’s?',
  options: ['lower (by 3 % or more)', 'about the same (within 3 %)', 'somewhat higher (3 to 10 %)', 'clearly higher (10 % or more)'],
  answer: (arms) => {
    const { schedulers, rooms, baseline } = oweLayout();
    const t = (scheduler: string) => metricsOf(arms, armName(scheduler, rooms[0])).throughput;
    return bucket(t(schedulers[0]) / t(baseline) - 1, [-0.03, 0.03, 0.1]);
  },
  why: 'The uni-window scheduler gives the King Size Program the same window as everyone — and its working set grows with the window while its fault rate does not fall, since it never returns to a page before it has passed through all of them. The OWE sees that a wider window buys it nothing and keeps it small, so another program fits in memory: more programs ready, more work done. In the roomy memory everything fits either way, and the two come out even (Nishigaki 1981 §5, Figures 4–5: 12–19 % and about 1 %).',
};
