// The papers' equations, tables and figures as the stories cite them: "eq. 5"
// means something only within its paper, so each names its paper and is
// marked only in that paper's stories.
import { cited, type Term } from './define';

/** Equations, tables and figures, each within its paper. */
export const CITED: Term[] = [
  cited(
    'corbato-tables',
    'Tables 1 and 2',
    ['Tables 1 and 2', 'Tables 1[–-]2'],
    'Corbató 1968',
    'Corbató’s measurements: faults and fault-service time for k = 0, 1, 2, 4, 7 on two test loads.',
  ),
  cited(
    'shils-figure-1',
    'Figure 1',
    ['Figure 1'],
    'Shils 1968',
    'The system as a point (page rate, CPU activity) in three areas: A fine, B underloaded, C overloaded.',
  ),
  cited(
    'shils-figure-3',
    'Figure 3',
    ['Figure 3'],
    'Shils 1968',
    'The batch’s run time against the CPU parameter y: more than 30 % better below 90 %.',
  ),
  cited(
    'bard71-eq-6',
    'eq. 6',
    ['eq\\. ?6'],
    'Bard 1971',
    'The regression’s residual standard deviation s: how far the fitted overhead misses, on average.',
  ),
  cited(
    'bard71-eqs',
    'eqs. 1–7',
    ['eqs\\. ?1[–-]7'],
    'Bard 1971',
    'The overhead regression: supervisor time per second as a constant plus a cost per request of each kind.',
  ),
  cited(
    'bard71-table-10',
    'Table 10',
    ['Table 10'],
    'Bard 1971',
    'The intervals grouped by their number of active users, two at a time (1–2, 3–4, …), and averaged.',
  ),
  cited(
    'bard75-eq-1',
    'eq. 1',
    ['eq\\. ?1'],
    'Bard 1975',
    'The common Ψ* at which the programs’ resident sets just fill memory: Σ A_i(Ψ*) = N.',
  ),
  cited(
    'bard75-eq-4',
    'eq. 4',
    ['eq\\. ?4'],
    'Bard 1975',
    'Ψs measured: the mean, over replaced pages, of the interruptions each survived unused.',
  ),
  cited(
    'bard75-eq-5',
    'eq. 5',
    ['eq\\. ?5'],
    'Bard 1975',
    'Ψs* = 1.5 (ΔP + ΔV) ΔT / (ΔM ΔW): Ψs estimated from four counters the system keeps anyway.',
  ),
  cited(
    'bard75-eqs-7-8',
    'eqs. 7–8',
    ['eqs\\. ?7[–-]8'],
    'Bard 1975',
    'A stay’s measured storage S/Q scaled from the Ψs* it ran at to the critical Ψc.',
  ),
  cited(
    'bard75-eqs-9-10',
    'eqs. 9–10',
    ['eqs\\. ?9[–-]10', 'eqs\\. ?7[–-]10'],
    'Bard 1975',
    'The next stay’s storage predicted by exponential smoothing with a pull back to the mean.',
  ),
  cited(
    'bard75-table-2',
    'Table 2',
    ['Table 2'],
    'Bard 1975',
    'Problem-state time under the Ψ-scheduler and CP-67’s, for three workloads at two memory sizes.',
  ),
  cited(
    'bard75-tables-3-4',
    'Tables 3–4',
    ['Tables 3[–-]4', 'Table [34]'],
    'Bard 1975',
    'The Ψ-scheduler’s settings varied (Ψc, Ψm, the feedback strategy, β): performance hardly moves.',
  ),
  cited(
    'nishigaki-eq-2-7',
    'eq. 2.7',
    ['eq\\. ?2\\.7'],
    'Nishigaki 1981',
    'A bound on processor use: the least of 1, the programs’ summed efficiencies e/(e + S), and L/S.',
  ),
  cited(
    'nishigaki-eqs-3-11',
    'eqs. 3.11–3.12',
    ['eqs\\. ?3\\.11[–-]3\\.12'],
    'Nishigaki 1981',
    'The OWE’s rule for widening a window when the widest it can measure still looks best.',
  ),
  cited(
    'nishigaki-eqs-4',
    'eqs. 4.1–4.3',
    ['eqs\\. ?4\\.1[–-]4\\.3'],
    'Nishigaki 1981',
    'Turner’s recursion: a working set’s exact mean size for every window, from the LRU stack model.',
  ),
  cited(
    'nishigaki-table-1',
    'Table 1',
    ['Table 1'],
    'Nishigaki 1981',
    'The OWE’s measured windows, working sets and space-time against the exact optimum, for three programs.',
  ),
];
