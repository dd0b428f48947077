// Bard 1971: how well does the linear overhead model fit, once the outliers are dropped?
import { bucket, type ExperimentQuestion } from '../types';

export const question: ExperimentQuestion<'bard-regression'> = {
  question:
    'Bard’s fits of CP-67’s supervisor time to its request rates reached R² = 0.86–0.90, after dropping hundreds of outliers. The lab’s supervisor charges what the equation’s variables do not count: each fault’s service, the pointer’s search for a page to overwrite, and the dispatches that follow; it also does work no counter records, in occasional bursts. What R² will the same regression reach on the lab’s ten minutes, outliers dropped?',
  options: ['below 0.9, as on CP-67', '0.9 to 0.99', '0.99 to 0.999', 'above 0.999'],
  answer: (arms) => {
    const m = arms[0].metrics;
    return 'error' in m ? null : bucket(m.r2, [0.9, 0.99, 0.999]);
  },
  why: 'The regression (Bard 1971, eqs. 1–7) assumes that the supervisor’s time is a fixed cost per request of each kind plus a constant per second. The lab charges more than its variables count: 0.5 ms to take each fault and 20 µs for each frame the pointer examines in its search for a page to overwrite — Bard’s own caveat, “the time per each page I/O operation depends on how long CP has to search for the page to be overwritten” — and 0.43 ms for each dispatch, which Bard timed (Table 6) but did not count. The page I/O coefficient takes their average; what is left — how long each search ran, how many page I/Os were faults, how often the processor changed hands — leaves residuals of several ms per second, and the intervals in which one process ran alone fall below the fit as outliers. Still the fit stays close: from one 2 s interval to the next the lab’s CP time swings by a hundred ms per second with the paging rate, which the equation does explain, and every file I/O costs the same. CP-67’s file I/Os varied in length and complexity, its unmeasured work was not confined to a few bursts, and Bard’s five-minute intervals spanned months of changing work.',
};
