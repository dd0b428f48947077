// Bard 1975, Table 2: the Ψ-scheduler against CP-67's.
import { armNames, type ExperimentQuestion, metricsOf } from '../types';

export const question: ExperimentQuestion<'bard-psi'> = {
  question: 'Which scheduler will get more problem-state time (Bard’s measure) — and which will complete more terminal interactions?',
  options: [
    'the Ψ-scheduler, on both counts',
    'the Ψ-scheduler more problem state; CP-67 more interactions',
    'CP-67, on both counts',
    'CP-67 more problem state; the Ψ-scheduler more interactions',
  ],
  answer: (arms) => {
    // The core runs the Ψ-scheduler's arm first, then CP-67's.
    const [psi, cp67] = armNames('bard-psi').map((arm) => metricsOf(arms, arm));
    const psiWork = psi.problem_state_pct >= cp67.problem_state_pct;
    const psiTalk = psi.interactions >= cp67.interactions;
    return psiWork ? (psiTalk ? 0 : 1) : psiTalk ? 3 : 2;
  },
  why: 'CP-67 admits a user for the pages it held when its last stay ended — for an editing user, every page its interaction touched, about twice the resident set S/Q it needed — so the interactive stays, admitted first, fill the memory and the compilations and compute-bound users wait: fewer of their stays run. The Ψ-scheduler predicts each stay’s storage from S/Q at Ψc = 13 (eqs. 7–10) and leaves room for them: more problem state (Bard 1975, Table 2: 43.9 → 49.8 % and better in every workload), while the editing users share the processor with more big programs and complete fewer interactions — a trade problem-state time alone does not show.',
};
