// Bard 1975, Table 4: control on Ψ alone, at extreme settings.
import { type ExperimentQuestion, metricsOf, num } from '../types';

/** The options' (Ψc, Ψm). */
const SETTINGS = [
  [5, 5],
  [20, 20],
  [5, 20],
  [20, 5],
];

export const question: ExperimentQuestion = {
  question: 'With control on Ψ alone (Table 4: no limits on paging or stealing), which setting will give the least problem-state time?',
  options: [
    'Ψc = 5 and Ψm = 5: both low',
    'Ψc = 20 and Ψm = 20: both high',
    'Ψc = 5, Ψm = 20: admit freely, correct hard',
    'Ψc = 20, Ψm = 5: admit cautiously, hardly correct',
  ],
  answer: (arms) => {
    const p = SETTINGS.map(([c, m]) => num(metricsOf(arms, `psi_c=${c}/psi_m=${m}`), 'problem_state_pct'));
    return p.indexOf(Math.min(...p));
  },
  why: 'Ψc sets how much storage each stay is predicted to need (feed-forward); Ψm is the floor the feedback defends. With both at 5 the scheduler packs the memory so full that pages survive only a few interruptions and the programs thrash. Raising the floor restores the room — the feedback deactivates programs whenever Ψs* falls below it; a generous prediction alone (Ψc = 20) helps less here than in Bard’s runs, where either one sufficed (Bard 1975, Table 4: serious degradation only when both are extreme).',
};
