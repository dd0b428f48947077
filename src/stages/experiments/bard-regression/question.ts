// Bard 1971: how well does the linear overhead model fit, once the outliers are dropped?
import { bucket, type ExperimentQuestion } from '../types';

export const question: ExperimentQuestion<'bard-regression'> = {
  question:
    'Bard’s fits of CP-67’s supervisor time to its request rates reached R² = 0.86–0.90, after dropping hundreds of outliers. The lab’s supervisor also does work no counter records, in occasional bursts. What R² will the same regression reach on the lab’s ten minutes, outliers dropped?',
  options: ['below 0.9, as on CP-67', '0.9 to 0.99', 'above 0.99'],
  answer: (arms) => {
    const m = arms[0].metrics;
    return 'error' in m ? null : bucket(m.r2, [0.9, 0.99]);
  },
  why: 'The regression (Bard 1971, eqs. 1–7) assumes that the supervisor’s time is a fixed cost per request of each kind plus a constant per second. The simulator charges exactly that — so much per file I/O, page I/O, dispatch and second of problem state — plus bursts of work no counter records (100 ms at gaps of a minute on average). Each burst lands in one or two intervals and lifts their CP time far above the model’s: those intervals become the outliers, all positive, as Bard’s were (“CP time was spent in unaccounted-for activities”). Dropped beyond 2.5 s, they leave intervals the model describes almost exactly. CP-67 broke the model’s other assumption as well — its cost per VSIO or per page I/O was not a constant, and its unmeasured work was not confined to a few intervals — so its residuals stayed large and its coefficients shifted from one subset of the data to another.',
};
