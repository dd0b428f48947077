// Bard 1975 §5: when does the counters' Ψs* (eq. 5) track the measured Ψs?
import { armNames, type ExperimentQuestion, metricsOf } from '../types';

export const question: ExperimentQuestion<'bard-psi-estimate'> = {
  question:
    'Eq. 5 assumes that a page the pointer takes survived 1.5 cycles while its owner ran. In which arm will Ψs* come closest to the measured Ψs (in Bard’s region, Ψs* ≤ 20)?',
  // One option per arm: each replacement rule on each kind of user.
  options: (names) => names,
  answer: (arms) => {
    // How far Ψs* is from Ψs, as a ratio either way; an arm with no interval in the region cannot be close.
    const off = armNames('bard-psi-estimate').map((arm) => {
      const m = metricsOf(arms, arm);
      const [star, psi] = [m.psi_s_star_in_range, m.psi_s_in_range];
      return star && psi ? Math.abs(Math.log(star / psi)) : Number.POSITIVE_INFINITY;
    });
    const best = Math.min(...off);
    return best === Number.POSITIVE_INFINITY ? null : off.indexOf(best);
  },
  why: 'Eq. 5 reads high by about the share of the pointer’s pages whose owners are not running. Two things keep that share small. The programs must page all through their stays: bard-psi’s users keep faulting on their cold pages, so even with one clock for every page Ψs* runs only about a quarter above Ψs, while the reload users fault mainly when a stay begins and leave the pointer to take pages of users who are thinking, interrupted once or not at all since their last use. And the pages of users not in a queue must not reach the pointer: CP-67 overwrote them first (Bard 1971), which closes most of the rest of the gap on bard-psi’s users — Ψs* reads 11–14 % above Ψs (seeds 1–5), closer than in any other arm, though not as close as Bard’s runs (12.61 against 12.67, within 0.5 %).',
};
