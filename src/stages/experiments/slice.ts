// The experiments stage's slice of the lab state: the experiment chosen,
// its seed and case, in the link as `experiment`.
import { check, type DefaultedSlice, fail, isObject } from '../../scenario/codec';
import { constants } from '../../wasm/constants';
import { experiments_json } from '../../wasm/core';

/** The experiment chosen: its name, seed and (for an experiment of several) case, from 1. */
export interface ExperimentChoice {
  name: string;
  seed: number;
  case?: number;
}

export const DEFAULT_EXPERIMENT: ExperimentChoice = { name: 'shils-ll', seed: 1 };

function readExperiment(chosen: unknown): ExperimentChoice {
  const c = chosen as Record<string, unknown>;
  check(
    isObject(chosen) &&
      typeof c.name === 'string' &&
      Number.isSafeInteger(c.seed) &&
      (c.seed as number) >= 0 &&
      Object.keys(c).every((k) => ['name', 'seed', 'case'].includes(k)),
    () => fail('experiment', chosen, '{"name": an experiment, "seed": an integer ≥ 0, "case": optional, from 1}'),
  );
  const known = JSON.parse(experiments_json()) as string[];
  check(known.includes(c.name as string), () => fail('experiment.name', c.name, `one of ${known.join(', ')}`));
  if ('case' in c) {
    const cases = constants().experiments.find((e) => e.name === c.name)?.cases ?? 1;
    check(Number.isSafeInteger(c.case) && (c.case as number) >= 1 && (c.case as number) <= cases, () =>
      fail('experiment.case', c.case, cases === 1 ? `1 (${c.name} has one case)` : `an integer from 1 to ${cases}`),
    );
  }
  return c as unknown as ExperimentChoice;
}

export const experimentSlice: DefaultedSlice<ExperimentChoice, 'experiments'> = {
  stage: 'experiments',
  key: 'experiment',
  read: readExperiment,
  default: () => DEFAULT_EXPERIMENT,
};
