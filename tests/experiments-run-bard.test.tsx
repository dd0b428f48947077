// Bard's experiments (1971, 1975) each from a real run of seed 1: the
// question answers from the result, and its figures and tables render. The
// other papers' experiments: experiments-run.test.tsx (two files, so the
// longest runs share the two workers).

import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { EXPERIMENTS } from '../src/stages/experiments/catalogue';
import { expectAnswersAndRenders, run } from './experimentRun';

afterEach(cleanup);

/**
 * The Tables 3–4 sweep (23 settings on three workloads, the longest run of all) is run once, in the browser
 * (tests/e2e/measurement.e2e.ts): its question answered, its tables laid out, no NaN or undefined in them.
 */
const RUN_IN_THE_BROWSER = 'bard-psi-sweep';

describe('each of Bard’s experiments’ results, from a real run', () => {
  it.each(EXPERIMENTS.map((e) => e.name).filter((n) => n.startsWith('bard-') && n !== RUN_IN_THE_BROWSER))(
    '%s: the question answers, and its figures and tables render',
    (name) => expectAnswersAndRenders(name, run(name, 1)),
  );
});
