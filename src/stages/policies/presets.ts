// The policies' stories: Belady's anomaly.
import { type Preset, stageState, textbook } from '../preset';
import belady from './belady.md?raw';

export const POLICY_PRESETS: Preset[] = [
  {
    id: 'belady',
    stage: 'policies',
    title: 'Belady’s anomaly — 3 frames against 4',
    question: 'Can more memory mean more faults?',
    paper: 'Belady, Nelson & Shedler 1969',
    citation:
      'Belady, Nelson & Shedler 1969, “An anomaly in space-time characteristics of certain programs running in a paging machine”; OPT is Belady 1966’s MIN (cited by Corbató 1968)',
    text: belady,
    state: stageState('policies', textbook(3, 0, '1 2 3 4 1 2 5 1 2 3 4 5')),
  },
];
