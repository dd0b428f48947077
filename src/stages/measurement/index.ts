// The measurement stage: Bard's CP-67 measurement lab.
import { defineStage } from '../define';
import about from './about.md?raw';
import { MeasurementStage } from './MeasurementStage';
import { MEASUREMENT_PRESETS } from './presets';

export const stage = defineStage({
  id: 'measurement',
  label: 'Measurement',
  title: 'The CP-67 measurement lab',
  paper: 'Bard 1971',
  panels: ['story', 'scenario', 'rules'],
  about,
  Component: MeasurementStage,
  sim: false,
  presets: MEASUREMENT_PRESETS,
});
