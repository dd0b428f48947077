// The stages: one screen per story, each a folder of this directory with
// its layout, its presets and its explanations.
import type { ComponentType } from 'react';
import { type PanelId, SIM_STAGES, type StageId } from '../app/state';
import experimentsAbout from './experiments/about.md?raw';
import { ExperimentsStage } from './experiments/ExperimentsStage';
import curvesAbout from './lifetime-curves/about.md?raw';
import { CurvesStage } from './lifetime-curves/CurvesStage';
import loadAbout from './load-leveler/about.md?raw';
import { LoadStage } from './load-leveler/LoadStage';
import measurementAbout from './measurement/about.md?raw';
import { MeasurementStage } from './measurement/MeasurementStage';
import clockAbout from './multics-clock/about.md?raw';
import { ClockStage } from './multics-clock/ClockStage';
import ostepAbout from './ostep/about.md?raw';
import { OstepStage } from './ostep/OstepStage';
import policiesAbout from './policies/about.md?raw';
import { PoliciesStage } from './policies/PoliciesStage';
import psiAbout from './psi-scheduler/about.md?raw';
import { PsiStage } from './psi-scheduler/PsiStage';
import worksheetAbout from './worksheet/about.md?raw';
import { WorksheetStage } from './worksheet/WorksheetStage';

export interface StageDef {
  id: StageId;
  /** The stage nav's short name. */
  label: string;
  title: string;
  /** The paper, short. */
  paper: string;
  /** The side panel's tabs on this stage. */
  panels: PanelId[];
  /** Markdown: what the stage shows, for a state that is not a preset's. */
  about: string;
  Component: ComponentType;
  /** Whether the stage plays the scenario's micro-steps (the shell's controls and narration): one of `SIM_STAGES`. */
  sim: boolean;
}

const ALL_PANELS: PanelId[] = ['story', 'scenario', 'rules', 'exercise', 'compare', 'log'];

const DEFS: Record<StageId, Omit<StageDef, 'sim'>> = {
  'multics-clock': {
    id: 'multics-clock',
    label: 'Multics clock',
    title: 'The Multics paging algorithm',
    paper: 'Corbató 1968',
    panels: ALL_PANELS,
    about: clockAbout,
    Component: ClockStage,
  },
  policies: {
    id: 'policies',
    label: 'Policies',
    title: 'Replacement policies and Belady’s anomaly',
    paper: 'Belady 1966; Belady, Nelson & Shedler 1969',
    panels: ['story', 'scenario', 'rules'],
    about: policiesAbout,
    Component: PoliciesStage,
  },
  'load-leveler': {
    id: 'load-leveler',
    label: 'Load control',
    title: 'Multiprogramming and the Load Leveler',
    paper: 'Shils 1968',
    panels: ALL_PANELS,
    about: loadAbout,
    Component: LoadStage,
  },
  'lifetime-curves': {
    id: 'lifetime-curves',
    label: 'Lifetime curves',
    title: 'Lifetime curves and working sets',
    paper: 'Nishigaki 1981',
    panels: ['story', 'scenario', 'rules', 'log'],
    about: curvesAbout,
    Component: CurvesStage,
  },
  'psi-scheduler': {
    id: 'psi-scheduler',
    label: 'Ψ-scheduler',
    title: 'The Page Survival Index scheduler',
    paper: 'Bard 1975',
    panels: ALL_PANELS,
    about: psiAbout,
    Component: PsiStage,
  },
  measurement: {
    id: 'measurement',
    label: 'Measurement',
    title: 'The CP-67 measurement lab',
    paper: 'Bard 1971',
    panels: ['story', 'scenario', 'rules'],
    about: measurementAbout,
    Component: MeasurementStage,
  },
  ostep: {
    id: 'ostep',
    label: 'OSTEP',
    title: 'The OSTEP paging-policy homework',
    paper: 'Arpaci-Dusseau, OSTEP',
    panels: ['story', 'rules'],
    about: ostepAbout,
    Component: OstepStage,
  },
  experiments: {
    id: 'experiments',
    label: 'Experiments',
    title: 'The papers’ experiments',
    paper: 'Corbató, Shils, Bard, Nishigaki',
    panels: ['story', 'rules'],
    about: experimentsAbout,
    Component: ExperimentsStage,
  },
  worksheet: {
    id: 'worksheet',
    label: 'Worksheet',
    title: 'Worksheets that name the mistake',
    paper: 'Belady 1966; Corbató 1968',
    panels: ['story', 'rules'],
    about: worksheetAbout,
    Component: WorksheetStage,
  },
};

export const STAGE_DEFS = Object.fromEntries(
  Object.entries(DEFS).map(([id, def]) => [id, { ...def, sim: SIM_STAGES.includes(id as StageId) }]),
) as Record<StageId, StageDef>;
