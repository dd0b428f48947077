// The OSTEP homework's story.
import { withSlice } from '../../app/slices';
import { IDLE_SCENARIO, type Preset, stageState } from '../preset';
import ostep from './ostep.md?raw';
import { ostepSlice } from './slice';

export const OSTEP_PRESETS: Preset[] = [
  {
    id: 'ostep',
    stage: 'ostep',
    title: 'OSTEP homework: paging policies',
    question: 'Can you predict each policy’s hits before the solver shows them?',
    paper: 'Arpaci-Dusseau, OSTEP',
    citation: 'Arpaci-Dusseau & Arpaci-Dusseau, Operating Systems: Three Easy Pieces, “Beyond Physical Memory: Policies”, homework',
    text: ostep,
    state: withSlice(stageState('ostep', IDLE_SCENARIO), ostepSlice, {
      addresses: '-1',
      addressfile: '',
      file_text: null,
      numaddrs: '12',
      policy: 'LRU',
      clockbits: '2',
      cachesize: '3',
      maxpage: '10',
      seed: '7',
      notrace: false,
      solve: false,
    }),
  },
];
