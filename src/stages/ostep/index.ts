// The OSTEP stage: the paging-policy homework (its form is the stage's
// slice of the state).
import { defineStage } from '../define';
import about from './about.md?raw';
import { OstepStage } from './OstepStage';
import { OSTEP_PRESETS } from './presets';
import { ostepSlice } from './slice';

export const stage = defineStage({
  id: 'ostep',
  label: 'OSTEP',
  title: 'The OSTEP paging-policy homework',
  paper: 'Arpaci-Dusseau, OSTEP',
  panels: ['story', 'rules'],
  about,
  Component: OstepStage,
  sim: false,
  presets: OSTEP_PRESETS,
  slice: ostepSlice,
});
