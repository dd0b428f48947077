// Bard 1975, Table 2: in how many of its six cells will the Ψ-scheduler win?
import type { ExperimentQuestion } from '../types';
import { cells } from './grid';

export const question: ExperimentQuestion<'bard-table2'> = {
  question:
    'Three workloads at 768 KB and 512 KB: in how many of the six cells will the Ψ-scheduler (feedback strategy 1, Table 1’s defaults) get more problem-state time than CP-67’s scheduler?',
  options: ['all six, as in Bard’s Table 2', 'four or five', 'one to three', 'none'],
  answer: (arms) => {
    const wins = cells(arms).filter((c) => c.margin > 0).length;
    return wins === 6 ? 0 : wins >= 4 ? 1 : wins >= 1 ? 2 : 3;
  },
  why: 'Bard found the Ψ-scheduler “superior in all cases” (Table 2: by 1.6 to 6.5 points). CP-67’s scheduler, as the papers describe it, also estimates each program’s storage — the pages it would need to page at a desirable rate (§12) — and caps each queue (Bard 1971, Appendix); on the lab’s users that keeps the multiprogramming level lower than the Ψ-scheduler’s and loses less to paging. With strategy 1 the Ψ-scheduler’s feedback only lowers its MPL limit by attrition, so the memory it admits at Ψc stays crowded; the lab’s margins are about one point either way, mostly CP-67’s, within the two points Bard called insignificant except at 512 KB with no compute-bound users. The paper’s result does not appear here: a finding about these users and this reading of CP-67, not a retuned comparison.',
};
