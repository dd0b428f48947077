// Nishigaki 1981, Table 1: how near the optimum does the OWE bring S1?
import type { ExperimentQuestion } from '../types';

export const question: ExperimentQuestion<'nishigaki-table1'> = {
  question:
    'S1’s space-time product X is least at a window in mid-range. Under the PE-knee, how will the OWE’s average window for S1 compare with that optimum, and its X with the least X?',
  options: [
    'window within 10 % of the optimum, X within 10 %',
    'window off by more than 10 %, yet X within 10 %',
    'window off by more than 10 %, and X more than 10 % above',
    'window within 10 %, yet X more than 10 % above',
  ],
  answer: (arms) => {
    const s1 = arms.find((a) => a.metrics.program === 'S1' && a.metrics.criterion === 'pe');
    if (!s1) return null;
    const m = s1.metrics;
    const windowNear = Math.abs(m.mean_window / m.optimal_window - 1) <= 0.1;
    const xNear = m.space_time / m.optimal_space_time - 1 <= 0.1;
    return windowNear ? (xNear ? 0 : 3) : xNear ? 1 : 2;
  },
  why: 'Near its minimum X(T) is flat: a window a third shorter or longer changes the working set by about two pages and the fault rate a little, and X hardly moves. The OWE estimates X from smoothed, noisy measurements and moves the window where its estimate is least; it takes a shrink at once but grows one Δ at a time (eqs. 3.11–3.12), so its windows run on the short side of the optimum — yet the space-time product it reaches is close to the least. Nishigaki found the same: S1’s window 0.82 against 1.20 million instructions, X 48.5 against 48.1 (Nishigaki 1981 §4, Table 1: “the variance in T around the optimum is known to make an insignificant difference in X(T)”).',
};
