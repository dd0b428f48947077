// The policies stage: FIFO, LRU, OPT and the clock on one string, Belady's
// anomaly, and the search for a counterexample (its settings are the
// stage's slice of the state).
import { defineStage } from '../define';
import about from './about.md?raw';
import { PoliciesStage } from './PoliciesStage';
import { POLICY_PRESETS } from './presets';
import { searchSlice } from './slice';

export const stage = defineStage({
  id: 'policies',
  label: 'Policies',
  title: 'Replacement policies and Belady’s anomaly',
  paper: 'Belady 1966; Belady, Nelson & Shedler 1969',
  panels: ['story', 'scenario', 'rules'],
  about,
  Component: PoliciesStage,
  sim: false,
  presets: POLICY_PRESETS,
  slice: searchSlice,
});
