// The experiments stage: the papers' experiments, run whole (the experiment
// chosen is the stage's slice of the state; its question is the stage's own).
import { defineStage } from '../define';
import about from './about.md?raw';
import { ExperimentsStage, useExperimentAnswered } from './ExperimentsStage';
import { EXPERIMENT_PRESETS } from './presets';
import { experimentSlice } from './slice';

export const stage = defineStage({
  id: 'experiments',
  label: 'Experiments',
  title: 'The papers’ experiments',
  paper: 'Corbató, Shils, Bard, Nishigaki',
  panels: ['story', 'rules'],
  about,
  Component: ExperimentsStage,
  sim: false,
  presets: EXPERIMENT_PRESETS,
  slice: experimentSlice,
  useStoryAnswered: useExperimentAnswered,
});
