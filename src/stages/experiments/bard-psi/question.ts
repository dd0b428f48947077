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
  why: 'Both schedulers admit by a storage estimate, first come first served, Q1 before Q2. CP-67’s (as the papers describe it: Bard 1975 §12, Bard 1971 Appendix) caps each queue — 8 in Q1 and 4 in Q2 on 130 frames — and claims for each program the storage its last stay says it needs to page at a desirable rate; the Ψ-scheduler claims S/Q scaled to Ψc = 13 (eqs. 7–10) with no cap but its feedback. On these users the Ψ-scheduler runs more programs at once (mean MPL about 8.2 against 7.8), so short interactive stays get in sooner and more interactions complete, while the big programs share a more crowded memory: CP-67 gets about a point more problem state (seeds 1–5), within the two points Bard called insignificant. Bard’s Table 2 had the Ψ-scheduler ahead (43.9 → 49.8 % in workload 1); bard-table2 asks it of every cell.',
};
