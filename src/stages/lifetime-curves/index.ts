// The lifetime-curves stage: Nishigaki's lifetime curves and working sets
// (its settings are the stage's slice of the state).
import { defineStage } from '../define';
import about from './about.md?raw';
import { CurvesStage } from './CurvesStage';
import { CURVE_PRESETS } from './presets';
import { curvesSlice } from './slice';

export const stage = defineStage({
  id: 'lifetime-curves',
  label: 'Lifetime curves',
  title: 'Lifetime curves and working sets',
  paper: 'Nishigaki 1981',
  panels: ['story', 'scenario', 'rules', 'log'],
  about,
  Component: CurvesStage,
  sim: true,
  presets: CURVE_PRESETS,
  slice: curvesSlice,
});
