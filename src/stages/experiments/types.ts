// What every experiment of the stage brings: its question, asked before
// its results are shown, and the component that lays its results out. The
// core reports an arm's metrics as the union `Metrics`; each experiment's
// question and results see its own record, narrowed once, in `experiment`.
import { type ComponentType, createElement, type ReactElement } from 'react';
import { constants } from '../../wasm/constants';
import type {
  ExperimentResult,
  OweMetrics,
  PsiMetrics,
  RegressionMetrics,
  ShilsMetrics,
  SweepMetrics,
  Table1Metrics,
  ThrashingMetrics,
} from '../../wasm/types/core';

/** Each experiment's metrics (wasm-core experiment/metrics.rs: the `Metrics` variant its arms measure). */
export interface MetricsByExperiment {
  'corbato-k': SweepMetrics;
  'shils-ll': ShilsMetrics;
  'shils-y': ShilsMetrics;
  thrashing: ThrashingMetrics;
  'nishigaki-table1': Table1Metrics;
  'nishigaki-owe': OweMetrics;
  'nishigaki-owe-sweep': OweMetrics;
  'bard-regression': RegressionMetrics;
  'bard-psi': PsiMetrics;
  'bard-psi-estimate': PsiMetrics;
  'bard-psi-sweep': PsiMetrics;
  'bard-table2': PsiMetrics;
}

export type ExperimentName = keyof MetricsByExperiment;

/** An arm whose metrics are the record `M`. */
export interface ArmWith<M> {
  name: string;
  metrics: M;
}

/** The arms of experiment `E`. */
export type ArmsOf<E extends ExperimentName> = ArmWith<MetricsByExperiment[E]>[];

/** A predict-then-reveal question; the answer is read from the run's arms. */
export interface ExperimentQuestion<E extends ExperimentName> {
  question: string;
  /** The options, or how to make them from the experiment's arm names (in the core's order). */
  options: string[] | ((armNames: string[]) => string[]);
  /** The index of the option the result bears out; null when the run cannot tell (its measure is missing). */
  answer: (arms: ArmsOf<E>) => number | null;
  /** Why it comes out so: the mechanism, with the paper's words and numbers. */
  why: string;
}

/** An experiment as its folder defines it, with its own metrics. */
export interface ExperimentDef<E extends ExperimentName> {
  /** The core's name (`pagingsim experiment <name>`). */
  name: E;
  /** What it reproduces, short, for the chooser. */
  label: string;
  /** The id of its preset (its story in the side panel). */
  preset: string;
  question: ExperimentQuestion<E>;
  /** What each of its cases is, when it has more than one (`pagingsim experiment NAME --case N`, N from 1). */
  cases?: string[];
  Results: ComponentType<{ arms: ArmsOf<E>; case: number }>;
}

/** An experiment as the stage uses it: any result in, checked to be this experiment's. */
export interface Experiment {
  name: ExperimentName;
  label: string;
  preset: string;
  question: string;
  /** The options (the core must be loaded: some are the arms' names). */
  options: () => string[];
  answer: (result: ExperimentResult) => number | null;
  why: string;
  /** Its cases' labels, in the core's order; empty when it has one. */
  cases: string[];
  /** The results laid out. */
  results: (result: ExperimentResult) => ReactElement;
}

/** The names of experiment `name`'s arms, in the order the core runs them (the core must be loaded). */
export function armNames(name: ExperimentName): string[] {
  const info = constants().experiments.find((e) => e.name === name);
  if (!info) throw new Error(`experiment = ${name} is not known to the core`);
  return info.arms;
}

/** The result's arms with experiment `name`'s metrics: the one place the union is narrowed, on the result's name. */
function armsOf<E extends ExperimentName>(name: E, result: ExperimentResult): ArmsOf<E> {
  if (result.experiment !== name) throw new Error(`experiment = ${result.experiment} is not allowed here: expected ${name}`);
  return result.arms as ArmsOf<E>;
}

/** The experiment `def` as the stage uses it. */
export function experiment<E extends ExperimentName>(def: ExperimentDef<E>): Experiment {
  const { name, label, preset, question: q, Results, cases = [] } = def;
  const options = q.options;
  return {
    name,
    label,
    preset,
    question: q.question,
    options: typeof options === 'function' ? () => options(armNames(name)) : () => options,
    answer: (result) => q.answer(armsOf(name, result)),
    why: q.why,
    cases,
    results: (result) => createElement(Results, { arms: armsOf(name, result), case: result.case }),
  };
}

/** The metrics of the arm named `name` (the core always reports every arm). */
export function metricsOf<M>(arms: ArmWith<M>[], name: string): M {
  const arm = arms.find((a) => a.name === name);
  if (!arm) throw new Error(`arm = ${name} is not in the result: expected one of ${arms.map((a) => a.name).join(', ')}`);
  return arm.metrics;
}

/** The index of the first bucket whose upper bound `value` stays under (the last bucket takes the rest). */
export function bucket(value: number, bounds: number[]): number {
  const i = bounds.findIndex((b) => value < b);
  return i < 0 ? bounds.length : i;
}
