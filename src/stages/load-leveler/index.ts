// The load-control stage: multiprogramming, thrashing and Shils's Load Leveler.
import { PANELS } from '../../app/state';
import { defineStage } from '../define';
import about from './about.md?raw';
import { LoadStage } from './LoadStage';
import { LOAD_PRESETS } from './presets';

export const stage = defineStage({
  id: 'load-leveler',
  label: 'Load control',
  title: 'Multiprogramming and the Load Leveler',
  paper: 'Shils 1968',
  panels: PANELS,
  about,
  Component: LoadStage,
  sim: true,
  presets: LOAD_PRESETS,
});
