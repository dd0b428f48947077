// Bard 1975, Table 4: control on Ψ alone, at extreme settings.
import { armNames, type ExperimentQuestion } from '../types';
import { byWorkload, corners, settings } from './settings';

export const question: ExperimentQuestion<'bard-psi-sweep'> = {
  question:
    'With control on Ψ alone (Table 4: no limits on paging or stealing; 512 KB, the three workloads averaged), which setting will give the least problem-state time?',
  // One option per corner of Table 4, in `corners`' order.
  options: (names) => {
    const words = ['both low', 'both high', 'admit freely, correct hard', 'admit cautiously, hardly correct'];
    return corners(names).map((arm, i) => {
      const s = settings(arm);
      return `Ψc = ${s.psi_c}${i < 2 ? ' and' : ','} Ψm = ${s.psi_m}: ${words[i]}`;
    });
  },
  answer: (arms) => {
    const p = corners(armNames('bard-psi-sweep')).map((setting) => byWorkload(arms, setting).overall);
    return p.indexOf(Math.min(...p));
  },
  why: 'Ψc sets how much storage each stay is predicted to need (feed-forward); Ψm is the floor the feedback defends. With both at 5 the scheduler packs the memory so full that pages survive only a few interruptions and the programs thrash. Raising the floor restores the room — the feedback deactivates programs whenever Ψs* falls below it; a generous prediction alone (Ψc = 20) helps less here than in Bard’s runs, where either one sufficed (Bard 1975, Table 4: serious degradation only when both are extreme).',
};
