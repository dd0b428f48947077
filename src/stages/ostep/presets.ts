// The OSTEP homework's story.
import { IDLE_SCENARIO, type Preset, stageState } from '../preset';
import ostep from './ostep.md?raw';
import { OSTEP_DEFAULTS } from './types';

export const OSTEP_PRESETS: Preset[] = [
  {
    id: 'ostep',
    stage: 'ostep',
    title: 'OSTEP homework: paging policies',
    question: 'Can you predict each policy’s hits before the solver shows them?',
    paper: 'Arpaci-Dusseau, OSTEP',
    citation: 'Arpaci-Dusseau & Arpaci-Dusseau, Operating Systems: Three Easy Pieces, “Beyond Physical Memory: Policies”, homework',
    text: ostep,
    state: { ...stageState('ostep', IDLE_SCENARIO), ostep: { ...OSTEP_DEFAULTS, policy: 'LRU', numaddrs: '12', seed: '7' } },
  },
];
