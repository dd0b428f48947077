// Bard 1971: how well does the linear overhead model fit?
import { bucket, type ExperimentQuestion } from '../types';

export const question: ExperimentQuestion<'bard-regression'> = {
  question:
    'Bard’s fits of CP-67’s supervisor time to its request rates reached R² = 0.86–0.90, after dropping hundreds of outliers. What R² will the same regression reach on the lab’s ten minutes?',
  options: ['below 0.9, as on CP-67', '0.9 to 0.99', 'above 0.99, with hardly an outlier'],
  answer: (arms) => {
    const m = arms[0].metrics;
    return 'error' in m ? null : bucket(m.r2, [0.9, 0.99]);
  },
  why: 'The regression (Bard 1971, eqs. 1–7) assumes that the supervisor’s time is a fixed cost per request of each kind plus a constant per second. The simulator charges exactly that — so much per file I/O, page I/O, dispatch and second of problem state — and nothing else, so every interval’s CP time is the model plus the little that straddles the intervals’ edges; with the load swinging as the Load Leveler moves the multiprogramming level, the rates vary enough to pin each θ. CP-67’s supervisor did work its counters did not see: Bard’s outliers had “predominantly positive” residuals, “CP time was spent in unaccounted-for activities”, and his coefficients varied from one subset of the data to another far more than the model predicts.',
};
