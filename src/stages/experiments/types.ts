// What every experiment of the stage brings: its question, asked before
// its results are shown, and the component that lays its results out.
import type { ComponentType } from 'react';
import type { ExperimentArm } from '../../workers/protocol';

export type Arms = ExperimentArm[];

/** A predict-then-reveal question; the answer is read from the run's arms. */
export interface ExperimentQuestion {
  question: string;
  options: string[];
  /** The index of the option the result bears out; null when the run cannot tell (its measure is missing). */
  answer: (arms: Arms) => number | null;
  /** Why it comes out so: the mechanism, with the paper's words and numbers. */
  why: string;
}

export interface ExperimentDef {
  /** The core's name (`pagingsim experiment <name>`). */
  name: string;
  /** What it reproduces, short, for the chooser. */
  label: string;
  /** The id of its preset (its story in the side panel). */
  preset: string;
  question: ExperimentQuestion;
  Results: ComponentType<{ arms: Arms }>;
}

/** The metrics of the arm named `name` (the core always reports every arm). */
export function metricsOf(arms: Arms, name: string): Record<string, unknown> {
  const arm = arms.find((a) => a.name === name);
  if (!arm) throw new Error(`arm = ${name} is not in the result: expected one of ${arms.map((a) => a.name).join(', ')}`);
  return arm.metrics;
}

/** A numeric metric. */
export const num = (m: Record<string, unknown>, key: string) => m[key] as number;

/** A metric that may be missing (null): a number, or null. */
export const maybe = (m: Record<string, unknown>, key: string) => (typeof m[key] === 'number' ? (m[key] as number) : null);

/** The index of the first bucket whose upper bound `value` stays under (the last bucket takes the rest). */
export function bucket(value: number, bounds: number[]): number {
  const i = bounds.findIndex((b) => value < b);
  return i < 0 ? bounds.length : i;
}
