// Shils 1968: does setting jobs aside get the batch done sooner?
import { armNames, type ExperimentQuestion, metricsOf } from '../types';

export const question: ExperimentQuestion<'shils-ll'> = {
  question:
    'Four tapes of Fortran compilations share the M44/44X’s 77 frames with a recording program. With the Load Leveler setting jobs aside, when will the batch be done?',
  options: [
    'later, or not at all: the jobs set aside lose their turn',
    'about as soon (within 10 %)',
    'sooner, by 10 to 50 %',
    'in under half the time — or, without the leveler, not at all',
  ],
  answer: (arms) => {
    // The core runs the leveler's arm first, then the arm without it.
    const [withLl, without] = armNames('shils-ll').map((arm) => metricsOf(arms, arm).batch_completion_s);
    if (withLl === null) return 0;
    if (without === null) return 3;
    const ratio = withLl / without;
    return ratio > 1.1 ? 0 : ratio >= 0.9 ? 1 : ratio >= 0.5 ? 2 : 3;
  },
  why: 'When the working sets of the jobs admitted do not fit, each job takes frames from the others, and they soon fault them back. The processor waits for the disks: Shils’s area C, “paging-to-death”, which sustains itself. The leveler sees low CPU activity with a high page rate and sets a job aside. The jobs that remain keep their pages and run, and the job set aside comes back once the system is out of area C. Less work admitted, more work done. On the lab’s M44/44X the batch is done 9–26 % sooner over seeds 1–5, and overload seldom lasts past one interval (OVER → OVER 0.07 against 0.70). Shils found the batch over 30 % sooner (Figure 3) and OVER → OVER 0.44 against 0.77 (Figures 4A/4B).',
};
