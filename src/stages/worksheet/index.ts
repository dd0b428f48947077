// The worksheet stage: frame tables by hand, checked by the core (the sheet
// and the answers are the stage's slice of the state).
import { defineStage } from '../define';
import about from './about.md?raw';
import { WORKSHEET_PRESETS } from './presets';
import { worksheetSlice } from './slice';
import { useSheetDone, WorksheetStage } from './WorksheetStage';

export const stage = defineStage({
  id: 'worksheet',
  label: 'Worksheet',
  title: 'Worksheets that name the mistake',
  paper: 'Belady 1966; Corbató 1968',
  panels: ['story', 'rules'],
  about,
  Component: WorksheetStage,
  sim: false,
  presets: WORKSHEET_PRESETS,
  slice: worksheetSlice,
  // A sheet's findings name rows' answers: told once the whole sheet has been checked (or on the instructor's key).
  useStoryAnswered: useSheetDone,
  revealedWhen: 'filled every row of the sheet and checked it',
});
