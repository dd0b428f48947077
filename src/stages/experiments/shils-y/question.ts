// Shils 1968, Figure 3: from which y on does the leveler stop acting?
import { bucket, type ExperimentQuestion } from '../types';

export const question: ExperimentQuestion<'shils-y'> = {
  question:
    'The leveler sets a job aside only when CPU activity falls below 100 − y % while paging is high. As y rises from 10 to 90 %, from which y on will it never act in this job mix?',
  options: ['from y = 10–30 %', 'from y = 40 or 50 %', 'from y = 60 or 70 %', 'from y = 80 or 90 %', 'it acts at every y up to 90 %'],
  answer: (arms) => {
    const idle = arms.find((a) => a.metrics.set_asides === 0);
    return idle ? bucket(idle.metrics.y_pct, [35, 55, 75, 95]) : 4;
  },
  why: 'A thrashing system is not idle. The supervisor is busy taking faults, running the pointer and starting drum transfers, so CPU activity stays well above zero while hardly any useful work is done (the thrashing experiment shows it). Area C needs activity below 100 − y %: once that line falls under the activity of a thrashing system, every interval counts as area A, “OK”, the leveler never sets a job aside, and the batch thrashes as if there were no leveler. Shils saw the same at the top of his range — at y = 90 and 99 % “LL took no action at all”, and below 90 % the run time improved by over 30 % (Shils 1968, Figure 3).',
};
