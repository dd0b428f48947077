// The experiments' stories: each opens the experiments stage on one
// experiment of the papers, run in the background.
import { IDLE_SCENARIO, type Preset, stageState } from '../preset';
import bardPsi from './bard-psi.md?raw';
import bardPsiEstimate from './bard-psi-estimate.md?raw';
import nishigakiOwe from './nishigaki-owe.md?raw';
import nishigakiTable1 from './nishigaki-table1.md?raw';
import shilsLl from './shils-ll.md?raw';

const experiment = (name: string) => ({ ...stageState('experiments', IDLE_SCENARIO), experiment: { name, seed: 1 } });

export const EXPERIMENT_PRESETS: Preset[] = [
  {
    id: 'shils-ll',
    stage: 'experiments',
    title: 'Shils’s experiment: with and without the Load Leveler',
    question: 'Does setting jobs aside get more work done?',
    paper: 'Shils 1968',
    citation: 'Shils 1968, Figures 3, 4a/4b, 6a/6b and 7',
    text: shilsLl,
    state: experiment('shils-ll'),
  },
  {
    id: 'nishigaki-owe',
    stage: 'experiments',
    title: 'Nishigaki’s experiment: the OWE against the uni-window scheduler',
    question: 'Is one window for all programs good enough?',
    paper: 'Nishigaki 1981',
    citation: 'Nishigaki 1981 §5, Figures 3–5 (α = 0.5, S = 80,000, Δ = 200,000 instructions, Table 1)',
    text: nishigakiOwe,
    state: experiment('nishigaki-owe'),
  },
  {
    id: 'nishigaki-table1',
    stage: 'experiments',
    title: 'Does the OWE find the knee? (Table 1)',
    question: 'How close does an on-line estimate come to the optimum window?',
    paper: 'Nishigaki 1981',
    citation: 'Nishigaki 1981 §4, Table 1 and Figure 2; Turner’s recursion, eqs. 4.1–4.3',
    text: nishigakiTable1,
    state: experiment('nishigaki-table1'),
  },
  {
    id: 'bard-psi',
    stage: 'experiments',
    title: 'The Ψ-scheduler against CP-67’s',
    question: 'Does predicting storage at a critical Ψ beat CP-67’s rule?',
    paper: 'Bard 1975',
    citation: 'Bard 1975, §5 (eqs. 4–5), §9–10 (eqs. 7–10, strategies 1–3), Table 1 and Table 2',
    text: bardPsi,
    state: experiment('bard-psi'),
  },
  {
    id: 'bard-psi-estimate',
    stage: 'experiments',
    title: 'When does Ψs* track Ψs?',
    question: 'When is eq. 5 an excellent estimate, and when not?',
    paper: 'Bard 1975',
    citation: 'Bard 1975 §2 and §5 (eqs. 4–5); Bard 1971, Appendix (CP-67’s choice of the page to overwrite)',
    text: bardPsiEstimate,
    state: experiment('bard-psi-estimate'),
  },
];
