// The experiments' stories: each opens the experiments stage on one
// experiment of the papers (seed 1), its question first, run in the
// background. Their explanations are each experiment's story.md.
import { withSlice } from '../../app/slices';
import { IDLE_SCENARIO, type Preset, stageState } from '../preset';
import bardPsi from './bard-psi/story.md?raw';
import bardPsiEstimate from './bard-psi-estimate/story.md?raw';
import bardPsiSweep from './bard-psi-sweep/story.md?raw';
import bardRegression from './bard-regression/story.md?raw';
import bardTable2 from './bard-table2/story.md?raw';
import corbatoK from './corbato-k/story.md?raw';
import nishigakiOwe from './nishigaki-owe/story.md?raw';
import nishigakiOweSweep from './nishigaki-owe-sweep/story.md?raw';
import nishigakiTable1 from './nishigaki-table1/story.md?raw';
import shilsLl from './shils-ll/story.md?raw';
import shilsY from './shils-y/story.md?raw';
import { experimentSlice } from './slice';
import thrashing from './thrashing/story.md?raw';
import type { ExperimentName } from './types';

const experiment = (name: ExperimentName) => withSlice(stageState('experiments', IDLE_SCENARIO), experimentSlice, { name, seed: 1 });

export const EXPERIMENT_PRESETS: Preset[] = [
  {
    id: 'corbato-tables',
    stage: 'experiments',
    title: 'Corbató’s experiment: faults and fault service against k',
    question: 'How long should each page’s shift register be?',
    paper: 'Corbató 1968',
    citation: 'Corbató 1968, Tables 1 and 2 (about 170 pageable pages; k = 0, 1, 2, 4, 7)',
    text: corbatoK,
    state: experiment('corbato-k'),
  },
  {
    id: 'shils-ll',
    stage: 'experiments',
    title: 'Shils’s experiment: with and without the Load Leveler',
    question: 'Does setting jobs aside get more work done?',
    paper: 'Shils 1968',
    citation: 'Shils 1968, Figures 1, 3, 4A/4B, 6A/6B and 7',
    text: shilsLl,
    state: experiment('shils-ll'),
  },
  {
    id: 'shils-y',
    stage: 'experiments',
    title: 'Shils’s Figure 3: run time against the CPU parameter y',
    question: 'How idle may the processor be before the leveler steps in?',
    paper: 'Shils 1968',
    citation: 'Shils 1968, Figure 3 (Δt = 10 s; y varied) and Figure 1’s areas A–C',
    text: shilsY,
    state: experiment('shils-y'),
  },
  {
    id: 'thrashing-curve',
    stage: 'experiments',
    title: 'The thrashing curve: useful work against the multiprogramming level',
    question: 'How many jobs should share the memory?',
    paper: 'Denning 1968; Shils 1968',
    citation: 'Shils 1968 §2 (area C, “paging-to-death”); Denning 1968, cited by Corbató 1968',
    text: thrashing,
    state: experiment('thrashing'),
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
    id: 'nishigaki-owe-sweep',
    stage: 'experiments',
    title: 'The OWE’s advantage from a squeezed memory to a roomy one',
    question: 'When does one window for all programs cost throughput?',
    paper: 'Nishigaki 1981',
    citation: 'Nishigaki 1981 §5, Figures 4–5 (12.2–19.1 % at 2 M bytes, 0.9–1.0 % at 3 M bytes); §2, eqs. 2.5–2.7',
    text: nishigakiOweSweep,
    state: experiment('nishigaki-owe-sweep'),
  },
  {
    id: 'bard-regression',
    stage: 'experiments',
    title: 'Bard’s overhead regression on a ten-minute run',
    question: 'Can the supervisor’s costs be read back from its counters?',
    paper: 'Bard 1971',
    citation:
      'Bard 1971, eqs. 1–7, Tables 4–6 and 9 (regression, outliers, dispatch apart), Tables 2 and 10, Figures 1–5 (load) and 7–9 (saturation)',
    text: bardRegression,
    state: experiment('bard-regression'),
  },
  {
    id: 'bard-psi',
    stage: 'experiments',
    title: 'The Ψ-scheduler against CP-67’s',
    question: 'Does predicting storage at a critical Ψ beat CP-67’s scheduler?',
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
  {
    id: 'bard-psi-sweep',
    stage: 'experiments',
    title: 'Does the Ψ-scheduler need tuning? (Tables 3–4)',
    question: 'How much do Ψc, Ψm, the feedback strategy and β matter?',
    paper: 'Bard 1975',
    citation: 'Bard 1975 §10–11, Tables 3 and 4 (strategies 1–3, β; control on Ψ alone)',
    text: bardPsiSweep,
    state: experiment('bard-psi-sweep'),
  },
  {
    id: 'bard-table2',
    stage: 'experiments',
    title: 'Table 2: the Ψ-scheduler against CP-67’s, cell by cell',
    question: 'Does the Ψ-scheduler win in every workload and storage size?',
    paper: 'Bard 1975',
    citation: 'Bard 1975 §11–12, Tables 1 and 2; Bard 1971, Appendix (CP-67’s queues)',
    text: bardTable2,
    state: experiment('bard-table2'),
  },
];
