// The Multics clock stage: Corbató's paging algorithm, frame by frame.
import { PANELS } from '../../app/state';
import { defineStage } from '../define';
import about from './about.md?raw';
import { ClockStage } from './ClockStage';
import { CLOCK_PRESETS } from './presets';

export const stage = defineStage({
  id: 'multics-clock',
  label: 'Multics clock',
  title: 'The Multics paging algorithm',
  paper: 'Corbató 1968',
  panels: PANELS,
  about,
  Component: ClockStage,
  sim: true,
  presets: CLOCK_PRESETS,
});
