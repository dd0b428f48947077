// Runs an experiment in the WASM core as the worker does, and checks that its
// question answers and its results layout renders (experiments-run*.test.tsx).
import { render } from '@testing-library/react';
import { expect } from 'vitest';
import { LabProvider } from '../src/app/lab';
import { DEFAULT_PLAY } from '../src/scenario/url';
import { experimentDef } from '../src/stages/experiments/catalogue';
import { presetById } from '../src/stages/registry';
import type { ExperimentResult } from '../src/wasm/types/core';
import { ExperimentRun } from './core';

export function run(name: string, seed: number, which = 1): ExperimentResult {
  const r = new ExperimentRun(name, BigInt(seed), which);
  while (!r.advance(1_000_000n));
  const result = JSON.parse(r.result_json()) as ExperimentResult;
  r.free();
  return result;
}

/** The question answers from the result, and its figures and tables render without a hole. */
export function expectAnswersAndRenders(name: string, result: ExperimentResult) {
  const def = experimentDef(name);
  const a = def.answer(result);
  expect(a).not.toBeNull();
  expect(def.options()[a!]).toBeDefined();
  const { container } = render(
    <LabProvider initial={presetById(def.preset)!.state} play={DEFAULT_PLAY} urlSync={false}>
      {def.results(result)}
    </LabProvider>,
  );
  expect(container.querySelectorAll('svg, table').length).toBeGreaterThan(0);
  expect(container.textContent).not.toMatch(/NaN|undefined/);
}
