// Bard's experiments (1971, 1975) each from a real run of seed 1: the
// question answers from the result, and its figures and tables render. The
// other papers' experiments: experiments-run.test.tsx (two files, so the
// longest runs share the two workers).

import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { EXPERIMENTS } from '../src/stages/experiments/catalogue';
import { expectAnswersAndRenders, run } from './experimentRun';

afterEach(cleanup);

describe('each of Bard’s experiments’ results, from a real run', () => {
  it.each(EXPERIMENTS.map((e) => e.name).filter((n) => n.startsWith('bard-')))(
    '%s: the question answers, and its figures and tables render',
    (name) => expectAnswersAndRenders(name, run(name, 1)),
  );
});
