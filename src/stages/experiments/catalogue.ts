// The experiments the core runs (`experiments_json()`), in its order: each
// with its question, its results' layout and its preset.

import { BardPsiResults } from './bard-psi/PsiResults';
import { question as bardPsiQuestion } from './bard-psi/question';
import { EstimateResults } from './bard-psi-estimate/EstimateResults';
import { question as estimateQuestion } from './bard-psi-estimate/question';
import { question as sweepQuestion } from './bard-psi-sweep/question';
import { SweepResults } from './bard-psi-sweep/SweepResults';
import { question as regressionQuestion } from './bard-regression/question';
import { RegressionResults } from './bard-regression/RegressionResults';
import { question as table2Question } from './bard-table2/question';
import { Table2Results } from './bard-table2/Table2Results';
import { CorbatoResults } from './corbato-k/CorbatoResults';
import { question as corbatoQuestion } from './corbato-k/question';
import { OweResults } from './nishigaki-owe/OweResults';
import { question as oweQuestion } from './nishigaki-owe/question';
import { question as oweSweepQuestion } from './nishigaki-owe-sweep/question';
import { OweSweepResults } from './nishigaki-owe-sweep/SweepResults';
import { question as table1Question } from './nishigaki-table1/question';
import { Table1Results } from './nishigaki-table1/Table1Results';
import { question as shilsQuestion } from './shils-ll/question';
import { ShilsResults } from './shils-ll/ShilsResults';
import { question as shilsYQuestion } from './shils-y/question';
import { ShilsYResults } from './shils-y/ShilsYResults';
import { question as thrashingQuestion } from './thrashing/question';
import { ThrashingResults } from './thrashing/ThrashingResults';
import { type Experiment, experiment } from './types';

export const EXPERIMENTS: Experiment[] = [
  experiment({
    name: 'corbato-k',
    label: 'Corbató 1968: faults against k (Tables 1–2)',
    preset: 'corbato-tables',
    question: corbatoQuestion,
    cases: ['system initialisation (Table 1)', 'about ten basic commands (Table 2)'],
    Results: CorbatoResults,
  }),
  experiment({
    name: 'shils-ll',
    label: 'Shils 1968: with and without the Load Leveler',
    preset: 'shils-ll',
    question: shilsQuestion,
    Results: ShilsResults,
  }),
  experiment({
    name: 'shils-y',
    label: 'Shils 1968: completion against y (Figure 3)',
    preset: 'shils-y',
    question: shilsYQuestion,
    Results: ShilsYResults,
  }),
  experiment({
    name: 'thrashing',
    label: 'Thrashing: CPU use against the multiprogramming level',
    preset: 'thrashing-curve',
    question: thrashingQuestion,
    Results: ThrashingResults,
  }),
  experiment({
    name: 'nishigaki-table1',
    label: 'Nishigaki 1981: the OWE against the optimum (Table 1)',
    preset: 'nishigaki-table1',
    question: table1Question,
    Results: Table1Results,
  }),
  experiment({
    name: 'nishigaki-owe',
    label: 'Nishigaki 1981: the OWE against one window (Figures 4–5)',
    preset: 'nishigaki-owe',
    question: oweQuestion,
    Results: OweResults,
  }),
  experiment({
    name: 'nishigaki-owe-sweep',
    label: 'Nishigaki 1981: the OWE’s advantage over memory (Figures 4–5)',
    preset: 'nishigaki-owe-sweep',
    question: oweSweepQuestion,
    Results: OweSweepResults,
  }),
  experiment({
    name: 'bard-regression',
    label: 'Bard 1971: the overhead regression',
    preset: 'bard-regression',
    question: regressionQuestion,
    Results: RegressionResults,
  }),
  experiment({
    name: 'bard-psi',
    label: 'Bard 1975: the Ψ-scheduler against CP-67’s, one cell of Table 2',
    preset: 'bard-psi',
    question: bardPsiQuestion,
    Results: BardPsiResults,
  }),
  experiment({
    name: 'bard-psi-estimate',
    label: 'Bard 1975: when Ψs* tracks Ψs (§5)',
    preset: 'bard-psi-estimate',
    question: estimateQuestion,
    Results: EstimateResults,
  }),
  experiment({
    name: 'bard-psi-sweep',
    label: 'Bard 1975: the parameters swept (Tables 3–4)',
    preset: 'bard-psi-sweep',
    question: sweepQuestion,
    Results: SweepResults,
  }),
  experiment({
    name: 'bard-table2',
    label: 'Bard 1975: Table 2’s grid — three workloads, two storage sizes',
    preset: 'bard-table2',
    question: table2Question,
    Results: Table2Results,
  }),
];

const BY_NAME = new Map<string, Experiment>(EXPERIMENTS.map((e) => [e.name, e]));

/** The experiment named `name` (the lab state's names are checked against the core's when a link is read). */
export function experimentDef(name: string): Experiment {
  const def = BY_NAME.get(name);
  if (!def) throw new Error(`experiment = ${name} is not known: expected one of ${EXPERIMENTS.map((e) => e.name).join(', ')}`);
  return def;
}
