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
  why: 'Area C needs CPU activity below 100 − y % while paging is high. A thrashing system’s activity is what its processor does while the programs wait for pages: the supervisor taking faults and starting transfers, and whatever little the programs get done. Once the 100 − y line falls under that activity, every interval counts as area A, “OK”, and the leveler never acts. Shils saw this at the top of his range: at y = 90 and 99 % “LL took no action at all” (Shils 1968, Figure 3). His overload sat around 20 % activity (Figure 6B). On the lab’s M44/44X the monitor costs little and an overloaded interval is only 4–5 % busy, under even y = 90 %’s line of 10 %, so the leveler acts at every y up to 90 %.',
};
