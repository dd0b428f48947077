// The measurement lab's story: CP-67 measured as Bard measured it.
import { leveledMix } from '../load-leveler/presets';
import { type Preset, stageState } from '../preset';
import bardLab from './bard-lab.md?raw';

export const MEASUREMENT_PRESETS: Preset[] = [
  {
    id: 'bard-lab',
    stage: 'measurement',
    title: 'The CP-67 measurement lab',
    question: 'What does the supervisor spend its time on?',
    paper: 'Bard 1971',
    citation: 'Bard 1971, eqs. 1–7, Tables 5–6 (III-3) and 9, Tables 2 and 10, Figures 1–9 and the Pareto algorithm',
    text: bardLab,
    state: stageState('measurement', leveledMix(true)),
  },
];
