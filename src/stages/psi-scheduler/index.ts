// The Ψ-scheduler stage: Bard's Page Survival Index scheduler.
import { PANELS } from '../../app/state';
import { defineStage } from '../define';
import about from './about.md?raw';
import { PsiStage } from './PsiStage';
import { PSI_PRESETS } from './presets';

export const stage = defineStage({
  id: 'psi-scheduler',
  label: 'Ψ-scheduler',
  title: 'The Page Survival Index scheduler',
  paper: 'Bard 1975',
  panels: PANELS,
  about,
  Component: PsiStage,
  sim: true,
  presets: PSI_PRESETS,
});
