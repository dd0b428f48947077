// The glossary's words: the papers' terms, each with a one-line plain
// definition and where it comes from.
import { type Term, term, words } from './define';

const POLICIES: Term[] = [
  term(
    'fifo',
    'FIFO',
    words(['FIFO']),
    'First in, first out: when memory is full, replace the page loaded longest ago, however much it is used.',
    'the textbook policy; Belady 1966',
  ),
  term(
    'lru',
    'LRU',
    words(['LRU']),
    'Least recently used: replace the page whose last use lies furthest in the past.',
    'Belady 1966; Mattson et al. 1970',
  ),
  term(
    'opt',
    'OPT (MIN)',
    words(['OPT', 'MIN']),
    'The optimal policy: replace the page whose next use lies furthest in the future. It needs the future, so it is a yardstick, not a real policy.',
    'Belady 1966 (MIN)',
  ),
  term(
    'clock',
    'the clock (second chance)',
    words(['clocks?', 'second[- ]chance'], true),
    'Pages sit on a ring; a pointer sweeps it and replaces the first page whose usage bit is clear, clearing set bits as it passes — each used page gets a second chance.',
    'Corbató 1968',
  ),
  term(
    'usage-bit',
    'usage bit',
    words(['usage bits?', 'reference bits?'], true),
    'A bit the hardware sets whenever the page is used; the replacement algorithm reads and clears it to learn which pages were used lately.',
    'Corbató 1968',
  ),
  term(
    'k-bit',
    'k-bit register',
    words(['k-bit (?:shift )?registers?', 'shift[- ]registers?'], true),
    'A page’s last k usage bits: each pass of the pointer shifts the bit in, and the page goes only when all k are 0 — unused for k passes. k = 0 is FIFO.',
    'Corbató 1968',
  ),
  term(
    'modified-bit',
    'modified bit',
    words(['modified bits?'], true),
    'Set when a page is written: it must be copied back to the drum before its frame can be reused.',
    'Corbató 1968, Figure 2 box 20',
  ),
  term(
    'first-time',
    'first-time switch',
    words(['first-time switch(?:es)?'], true),
    'Set on a page just brought in, so that the burst of references that brought it is not taken as use: the pointer’s first visit only turns the switch off.',
    'Corbató 1968, Figure 3 box 12',
  ),
  term(
    'pool',
    'free block pool',
    words(['free[- ](?:block )?pool', 'core pool', 'pool of free blocks'], true),
    'A few empty frames kept ready so that a fault is served at once; when it runs low the pointer frees n more (n = 3 in Multics).',
    'Corbató 1968, Figure 2 boxes 2–3',
  ),
  term(
    'belady',
    'Belady’s anomaly',
    words(["Belady[’']s anomaly"]),
    'More frames giving more faults on the same string. FIFO and the clock can show it; LRU and OPT never do.',
    'Belady, Nelson & Shedler 1969',
  ),
  term(
    'stack-algorithm',
    'stack algorithm',
    words(['stack algorithms?'], true),
    'A policy whose memory with f frames always holds a subset of what it holds with f + 1 (LRU, OPT), so more frames never mean more faults.',
    'Mattson, Gecsei, Slutz & Traiger 1970',
  ),
];

const DEVICES: Term[] = [
  term(
    'drum',
    'drum',
    words(['drums?'], true),
    'The rotating magnetic drum that held the pages not in memory — the era’s paging device. A transfer waits until its sector comes under the heads.',
    'Corbató 1968',
  ),
  term(
    'sector',
    'sector',
    words(['sectors?'], true),
    'One of the equal slices of the drum’s track; a page lies in one and is read or written as it passes the heads.',
    'Corbató 1968',
  ),
  term(
    'sltf',
    'SLTF',
    words(['SLTF', 'shortest[- ]latency[- ]first'], true),
    'Shortest latency first: the drum serves the queued request whose sector reaches the heads soonest, not the oldest.',
    'Bard 1975; the drum’s queue',
  ),
  term(
    'supervisor-state',
    'supervisor state',
    words(['supervisor state', 'CP time'], true),
    'Processor time spent running the operating system — faults, I/O, dispatching — rather than users’ programs.',
    'Bard 1971, Table 1',
  ),
  term(
    'problem-state',
    'problem state',
    words(['problem[- ]state'], true),
    'Processor time spent running users’ programs: the useful work.',
    'Bard 1971, Table 1',
  ),
  term(
    'vsio',
    'VSIO',
    words(['VSIO']),
    'Virtual selector-channel I/O: the disk and tape operations of users’ programs, as CP-67 counted them.',
    'Bard 1971, Table 1',
  ),
  term(
    'dispatch',
    'dispatch',
    words(['dispatch(?:es|ing)?'], true),
    'The supervisor choosing the next process to run and handing it the processor; CP-67 timed this work, and Bard fitted it apart.',
    'Bard 1971, Table 1 and Appendix',
  ),
  term(
    'r-squared',
    'R²',
    words(['R²']),
    'The share of the overhead’s variation that the fitted equation explains: 1 when it fits exactly, 0 when its variables explain nothing.',
    'Bard 1971, eq. 5',
  ),
];

const LOAD: Term[] = [
  term(
    'thrashing',
    'thrashing',
    words(['thrash(?:ing|es)?'], true),
    'So much work shares memory that each process keeps losing pages it still needs: the processor waits on the drum and useful work collapses.',
    'Denning 1968',
  ),
  term(
    'mpl',
    'multiprogramming level',
    words(['multiprogramming level', 'MPL']),
    'How many processes are active — sharing memory and the processor — at once.',
    'Bard 1975 §2',
  ),
  term(
    'load-leveler',
    'Load Leveler',
    words(['Load Leveler']),
    'Shils’s load controller: every Δt it places the last interval in Figure 1’s areas and sets a job aside in overload, or returns one when there is room.',
    'Shils 1968, Figure 2',
  ),
  term(
    'area-a',
    'area A',
    words(['area A']),
    'Figure 1’s “OK” area: the processor was busy more than 100 − y % of the interval, whatever the paging.',
    'Shils 1968, Figure 1',
  ),
  term(
    'area-b',
    'area B',
    words(['area B']),
    'Figure 1’s underload: the processor idle and little paging — room for another job.',
    'Shils 1968, Figure 1',
  ),
  term(
    'area-c',
    'area C',
    words(['area C']),
    'Figure 1’s overload, “paging-to-death”: the processor idle while pages are replaced faster than x a second — set a job aside.',
    'Shils 1968, Figure 1',
  ),
  term(
    'shils-x',
    'x (page rate)',
    words(['x(?= = \\d)', '(?<=above )x', 'x(?= and y)']),
    'The Load Leveler’s page-rate threshold: more pages replaced per second than x, with an idle processor, is overload (area C).',
    'Shils 1968, Figure 1',
    'Shils',
  ),
  term(
    'shils-y',
    'CPU parameter y',
    words(['CPU parameter y', 'y(?= = \\d)', '(?<=− )y(?= %)']),
    'How idle the processor may be: with y = 30 %, an interval with less than 70 % CPU activity counts as too idle.',
    'Shils 1968, Figure 1',
    'Shils',
  ),
];

const CURVES: Term[] = [
  term(
    'working-set',
    'working set',
    words(['working[- ]sets?'], true),
    'The pages a process used in the last T of its own running time; T is the window. Keep it in memory and the process rarely faults.',
    'Denning 1968; Nishigaki 1981 §3',
  ),
  term(
    'lifetime-curve',
    'lifetime curve',
    words(['lifetime curves?', 'lifetime function'], true),
    'The mean references between faults (lifetime e) against the memory a process gets (z): slow, then steep, then flat.',
    'Nishigaki 1981 §2, Fig. 1a',
  ),
  term(
    'parachor',
    'parachor',
    words(['parachor'], true),
    'The steepest point of the lifetime curve: below it a little less memory costs many more faults.',
    'Nishigaki 1981 §2',
  ),
  term(
    'lt-knee',
    'LT-knee',
    words(['LT[- ]knee']),
    'The lifetime curve’s knee: the memory size where lifetime per page, e/z, is largest.',
    'Nishigaki 1981 §2',
  ),
  term(
    'pe-knee',
    'PE-knee',
    words(['PE[- ]knee']),
    'The knee of processor efficiency e/(e + S) per page: the size with the least space-time, paging delay included.',
    'Nishigaki 1981 §2, eq. 2.1',
  ),
  term(
    'knee',
    'knee',
    words(['knees?'], true),
    'Where a ray from the origin just touches the lifetime curve: the memory size that buys the most lifetime per page.',
    'Nishigaki 1981 §2',
  ),
  term(
    'owe',
    'OWE',
    words(['OWE']),
    'Optimum Working-set Estimator: gives each program its own working-set window, re-estimated from its recent behaviour, to keep it at its knee.',
    'Nishigaki 1981 §3',
  ),
  term(
    'uni-window',
    'uni-window scheduler',
    words(['uni-window(?: scheduler)?'], true),
    'A working-set scheduler with one window for all programs, widened or narrowed with the paging load.',
    'Nishigaki 1981 §1',
  ),
  term(
    'shards',
    'SHARDS',
    words(['SHARDS(?:_adj)?']),
    'Spatially Hashed Approximate Reuse Distance Sampling: the LRU curve from a hashed sample of the pages (here 1 in 100), scaled up.',
    'Waldspurger, Park, Garthwaite & Ahmad 2015',
  ),
];

const PSI: Term[] = [
  term(
    'psi-scheduler',
    'Ψ-scheduler',
    words(['Ψ-scheduler']),
    'Bard’s scheduler: it predicts each user’s storage at a chosen Ψ and admits users while the predictions fit in memory.',
    'Bard 1975 §9–10',
  ),
  term(
    'psi-s-star',
    'Ψs*',
    /(?<![\p{L}\p{N}])Ψs\*/gu,
    'The estimate of Ψs from four counters — page exceptions, virtual I/Os, the multiprogramming level and the pointer’s cycles (eq. 5).',
    'Bard 1975, eq. 5',
  ),
  term(
    'psi-s',
    'Ψs',
    words(['Ψs']),
    'The system’s Page Survival Index: over the pages replaced in a period, the mean number of interruptions each survived unused (eq. 4).',
    'Bard 1975, eq. 4',
  ),
  term(
    'psi-c',
    'Ψc and Ψm',
    words(['Ψc', 'Ψm']),
    'Ψc: the critical Ψ below which paging climbs steeply; the scheduler predicts storage at Ψc and admits while it fits at Ψm.',
    'Bard 1975 §7–9, Table 1',
  ),
  term(
    'psi',
    'Ψ, the Page Survival Index',
    words(['Page Survival Index', 'PSI', 'Ψ']),
    'How many essential interruptions (its owner waiting on a page or I/O) an unused page survives before it is replaced: a measure of how crowded memory is.',
    'Bard 1975 §3',
  ),
];

/** The words, by theme. */
export const WORDS: readonly Term[] = [...POLICIES, ...DEVICES, ...LOAD, ...CURVES, ...PSI];
