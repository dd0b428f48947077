// The preset gallery: one entry per experiment the lab can run, each with
// its explanation, citation and what to watch. Every preset is a full lab
// state, so its link reproduces it exactly.

import { OSTEP_DEFAULTS } from '../ostep/types';
import type { Scenario, Workload } from './types';
import { DEFAULT_VIEW, type LabState, type TabId } from './url';

export interface Preset {
  id: string;
  title: string;
  citation: string;
  explanation: string;
  watch: string;
  state: LabState;
}

const DRUM = { rotation_us: 16000, sectors: 8, transfer_us: 2000, discipline: 'fifo' as const };
const CPU = { reference_us: 50, fault_us: 1000, examine_us: 40 };

function scenario(memory: Partial<Scenario['memory']>, workloads: Workload[], extra: Partial<Scenario> = {}): Scenario {
  return {
    version: 1,
    seed: 1,
    memory: { frames: 16, k: 1, pool_n: 3, pool_low_water: 0, first_time: true, ...memory },
    drum: DRUM,
    cpu: CPU,
    processes: workloads.map((workload) => ({ workload })),
    ...extra,
  };
}

/** The textbook clock: no pool, no first-time switch, no drum timing. */
function textbook(frames: number, k: number, text: string): Scenario {
  return {
    ...scenario({ frames, k, pool_n: 0, pool_low_water: 0, first_time: false }, [{ kind: 'typed', text }]),
    drum: null,
    cpu: { reference_us: 0, fault_us: 0, examine_us: 0 },
  };
}

const state = (s: Scenario, tab: TabId): LabState => ({ scenario: s, view: { ...DEFAULT_VIEW, tab }, exercise: null });
const BELADY = '1 2 3 4 1 2 5 1 2 3 4 5';
const thrashing = (n: number) =>
  scenario(
    { frames: 24 },
    Array(n).fill({ kind: 'lru_stack', pages: 24, length: 2000, q: { shape: 'geometric', theta: 0.7 }, write_fraction: 0.2 }),
    {
      cpu: { reference_us: 200, fault_us: 1000, examine_us: 40 },
    },
  );

export const PRESETS: Preset[] = [
  {
    id: 'multics',
    title: 'The Multics clock in miniature',
    citation: 'Corbató 1968, "The Multics Paging Algorithm", Figures 2–3',
    explanation:
      'Fourteen frames, one process with phased locality around five hot pages, k = 1. Every fault takes a block from the free pool; when the pool is empty the pointer runs to free n = 3 more, skipping once any page whose first-time switch is on. Clean pages are freed at once, modified ones are pushed to the drum; the process waits while its page is pulled.',
    watch:
      'The pointer only moves when the pool runs dry. Watch a first-time page survive its first examination, and compare faults on the k-sweep tab: 44 at k = 0, 37 at k = 1.',
    state: state(
      scenario({ frames: 14 }, [
        {
          kind: 'phased',
          pages: 60,
          length: 200,
          locality_pages: 5,
          phase_length: 30,
          core_pages: 5,
          core_fraction: 0.6,
          write_fraction: 0.2,
        },
      ]),
      'scenario',
    ),
  },
  {
    id: 'corbato-k',
    title: 'Corbató’s k-sweep (Tables 1 and 2)',
    citation: 'Corbató 1968, "The Experiment and the Results", Tables 1–2',
    explanation:
      'About 170 pageable frames and a workload of the paper’s kind: a resident core of supervisor-like hot pages mixed with phases of transient locality, 100,000 references. The k-sweep runs the same string for k = 0 … 8. Corbató found faults halve from k = 0 (FIFO) to k = 1, change by only a few percent for k = 2 … 4, while the pointer’s travel — and so the fault-service time — grows with k; he chose k = 1.',
    watch:
      'Faults drop by about half from k = 0 to k = 1 and then level off; pointer steps keep climbing; fault-service time is lowest near k = 1 … 2.',
    state: state(
      scenario({ frames: 170 }, [
        {
          kind: 'phased',
          pages: 2000,
          length: 100000,
          locality_pages: 30,
          phase_length: 400,
          core_pages: 95,
          core_fraction: 0.85,
          write_fraction: 0.2,
        },
      ]),
      'sweep',
    ),
  },
  {
    id: 'second-chance',
    title: 'The textbook clock (second chance)',
    citation: 'Corbató 1968, the simplified algorithm with k = 1',
    explanation:
      'Four frames, no free pool, no first-time switch, no drum: the clock as textbooks give it. At each fault the pointer shifts each page’s usage bit into its one-bit register and clears it; a page whose register is 1 gets a second chance, the first page with 0 is replaced. The string is short enough to predict every step by hand.',
    watch:
      'Before each fault, guess which frame the pointer will stop at — then step and see. The exercise tab turns this into a scored quiz.',
    state: state(textbook(4, 1, '1 2 3 4 1 5 2 6 1 2 7 3 1 4 2 5'), 'exercise'),
  },
  {
    id: 'belady',
    title: 'Belady’s anomaly — 3 frames against 4',
    citation: 'Belady 1966 (cited by Corbató 1968); the string 1 2 3 4 1 2 5 1 2 3 4 5',
    explanation:
      'With k = 0 the Multics algorithm is FIFO. Side by side, the same string runs with 3 frames (A) and 4 frames (B). FIFO faults 9 times with 3 frames and 10 times with 4: more memory, more faults. LRU and OPT never do that (they are stack algorithms).',
    watch:
      'The fault counters of A and B. Jump to the first divergence: from there on B keeps pages 1 and 2 just long enough to evict them right before they are needed.',
    state: { ...state(textbook(3, 0, BELADY), 'side'), variant: { path: 'memory.frames', value: 4 } },
  },
  {
    id: 'fifo-clock',
    title: 'FIFO against the clock — k = 0 and k = 1',
    citation: 'Corbató 1968: "at one limit of k = 0, the algorithm becomes FIFO"',
    explanation:
      'The textbook clock with four frames, run twice in lockstep: A keeps no usage history (k = 0, FIFO), B keeps one bit (k = 1, second chance). They agree until the first time the pointer meets a page that has been used since it last passed: FIFO replaces it anyway, the clock spares it.',
    watch: 'Jump to the first divergence and read the two narrations; then compare the fault counters at the end.',
    state: { ...state(textbook(4, 0, '1 2 3 4 1 5 2 6 1 2 7 3 1 4 2 5'), 'side'), variant: { path: 'memory.k', value: 1 } },
  },
  {
    id: 'thrashing-2',
    title: 'Thrashing — 2 processes fit',
    citation: 'Denning 1968 (cited by Corbató 1968); the global clock of Corbató 1968',
    explanation:
      'Two processes with strong locality share 24 frames under one global clock. Their working sets fit, so faults are few and the processor is busy about two thirds of the time, the rest waiting for drum transfers.',
    watch: 'The processor-busy counter (about 65 % at the end) and the short drum queue. Then open the 6-process preset.',
    state: state(thrashing(2), 'scenario'),
  },
  {
    id: 'thrashing-6',
    title: 'Thrashing — 6 processes do not',
    citation: 'Denning 1968 (cited by Corbató 1968); the global clock of Corbató 1968',
    explanation:
      'The same program six times over in the same 24 frames. Their working sets no longer fit: the global clock takes pages from one process to give to another, which soon faults them back. Nearly every reference waits for the drum and the processor stands idle — more work admitted, less work done.',
    watch:
      'Processor busy falls to about 17 %; the drum queue never empties; pages change owner colour around the ring. Load control — Shils’s Load Leveler — is the cure.',
    state: state(thrashing(6), 'scenario'),
  },
  {
    id: 'load-leveler',
    title: 'The Load Leveler at work',
    citation: 'Shils 1968, Figures 1 and 2; supervisor costs from Bard 1971, Table 5',
    explanation:
      'Four batch jobs and two terminal users share 24 frames under one global clock — too little for all their working sets. Every 2 s the Load Leveler judges the last interval: in area C (paging above x with the CPU below 100 − y %) it sets a job aside, background jobs first; in A or B it returns one, terminal users first; after acting it looks again after Δt/4. The sampler records a Figure-1 point every second.',
    watch:
      'Play at 256 steps/s with the Load control tab open: the points of Figure 1, the jobs set aside and returned in the process table, and the narration of each decision. Side by side against the same scenario without the leveler shows what it buys.',
    state: state(
      {
        ...scenario({ frames: 24 }, []),
        processes: [
          ...Array.from({ length: 4 }, () => ({
            workload: {
              kind: 'lru_stack' as const,
              pages: 24,
              length: 6000,
              q: { shape: 'geometric' as const, theta: 0.85 },
              write_fraction: 0.3,
            },
          })),
          ...[3_000_000, 6_000_000].map((think_us) => ({
            workload: {
              kind: 'lru_stack' as const,
              pages: 12,
              length: 2000,
              q: { shape: 'geometric' as const, theta: 0.7 },
              write_fraction: 0,
            },
            class: { kind: 'terminal' as const, think_us, burst: 60 },
          })),
        ],
        cpu: { reference_us: 500, fault_us: 500, examine_us: 20 },
        supervisor: {},
        scheduler: { time_slice_us: 20000, load_leveler: { x_pages_per_s: 15, y_pct: 30, dt_us: 2_000_000 } },
        sampler: { dt_us: 1_000_000 },
        duration_us: 40_000_000,
      },
      'load',
    ),
  },
  {
    id: 'shils-ll',
    title: 'Shils’s experiment: with and without the Load Leveler',
    citation: 'Shils 1968, Figures 3, 4a/4b, 6a/6b and 7',
    explanation:
      'Six batch jobs, four terminal users and a process that sleeps 10 s and asks for a little service, in 64 frames for up to 10 minutes: the same seeded job stream with the leveler (Δt = 10 s, y = 30 %, x = 40 pages/s) and without. The experiment runs in the background and draws the papers’ figures from the recorded intervals.',
    watch:
      'Without the leveler the system sits in area C (OVER→OVER near 1, the batch never finishes); with it, OVER→OVER drops, the batch finishes and the sleeper answers sooner. Move x and y to re-colour the history.',
    state: {
      ...state(scenario({ frames: 64 }, [{ kind: 'typed', text: '1 2 3' }]), 'experiments'),
      experiment: { name: 'shils-ll', seed: 1 },
    },
  },
  {
    id: 'lifetime-knee',
    title: 'Lifetime curves: the knee and the parachor',
    citation: 'Nishigaki 1981 §2 (eqs. 2.1, 2.2) and §4; Denning’s lifetime curves',
    explanation:
      'A program that loops over eight pages thirty times. Its LRU lifetime e(z) — references per fault with z frames — is 1 below eight frames and 30 at eight: a sharp knee. The parachor is where the curve rises most steeply, the LT-knee where a ray from the origin touches it highest (max e/z), the PE-knee where processor efficiency per page, {e/(e+S)}/z, is greatest for a fault delay S.',
    watch:
      'Tick “predict the knee first” and click where you think the knee is. Then change S: with cheap faults (S = 1) the PE-knee drops to one frame; with dear ones (S = 1000) it sits at eight. Switch to the working-set curve to see the same program by window size.',
    state: {
      ...state(scenario({ frames: 8 }, [{ kind: 'typed', text: Array(30).fill('1 2 3 4 5 6 7 8').join(' ') }]), 'curves'),
      curves: { source: '0', text: '', policy: 'lru', max: '16', delay: '1000' },
    },
  },
  {
    id: 'owe-working-sets',
    title: 'Working sets: the OWE at work',
    citation: 'Nishigaki 1981 §3, eqs. 3.2–3.12 (the OWE) and §5 (the King Size Program)',
    explanation:
      'Three programs under working-set memory management: S1- and S3-shaped LRU-stack programs (50 pages each) and a King Size Program that walks through 60 pages in order. Every Δ of a program’s own virtual time (here 20,000 instructions, 200 references) its pages’ reference bits are read into unreferenced interval counters; the OWE smooths the working-set sizes w(T) (α = 0.5), estimates the fault rate for each window, and gives each program the window whose estimated space-time product χ = ζ + Sφζ is least (S = 8,000 instructions — the paper’s ratio S/Δ = 0.4). Pages unreferenced for the whole window leave at the sample point.',
    watch:
      'Open the Load control tab and play: the bars are w(T_m) at each program’s last sample point, ▲ marks the least χ, the outlined bar the window chosen. The King Size Program keeps coming back to Δ: each probe of 2Δ shows that the wider window holds more of its pages without saving a fault. S1’s window grows to several Δ. Switch the scenario’s windows to “uni-window” and compare its allotment.',
    state: state(
      {
        ...scenario({ frames: 80, first_time: false }, []),
        processes: [
          {
            workload: {
              kind: 'lru_stack',
              pages: 50,
              length: 12000,
              q: {
                shape: 'bands',
                bands: [
                  { pages: 20, mass: 0.985, theta: 0.8 },
                  { pages: 15, mass: 0.0146, theta: 0.75 },
                  { pages: 15, mass: 0.0004, theta: 1 },
                ],
              },
              write_fraction: 0.1,
            },
          },
          {
            workload: {
              kind: 'lru_stack',
              pages: 50,
              length: 12000,
              q: {
                shape: 'bands',
                bands: [
                  { pages: 10, mass: 0.9995, theta: 0.75 },
                  { pages: 40, mass: 0.0005, theta: 1 },
                ],
              },
              write_fraction: 0.1,
            },
          },
          { workload: { kind: 'king_size', pages: 60, length: 6000, dwell: 20, write_fraction: 0 } },
        ],
        cpu: { reference_us: 20, fault_us: 500, examine_us: 20 },
        scheduler: {
          time_slice_us: 20000,
          working_set: {
            instructions_per_reference: 100,
            delta: 20000,
            window: 1,
            max_window: 16,
            policy: { kind: 'owe', criterion: 'pe', alpha: 0.5, s: 8000 },
          },
        },
        sampler: { dt_us: 100_000 },
      },
      'load',
    ),
  },
  {
    id: 'nishigaki-owe',
    title: 'Nishigaki’s experiment: the OWE against the uni-window scheduler',
    citation: 'Nishigaki 1981 §5, Figures 3–5 (α = 0.5, S = 80,000, Δ = 200,000 instructions, Table 1)',
    explanation:
      'Six job initiators — five benchmark programs with file I/O and the King Size Program — run for 60 s under three working-set schedulers: the OWE with the PE-knee, with the LT-knee, and the usual uni-window scheduler whose one window follows the paging drum’s load. Each runs in a squeezed memory (195 frames) and a roomy one (300). Throughput is counted as the paper does: a service unit per 1,000 instructions or per file I/O.',
    watch:
      'Answer the question first. Then compare the King Size Program’s allotment (Figure 5) with the multiprogramming degree and the ready jobs: the memory the OWE does not give it runs another program.',
    state: {
      ...state(scenario({ frames: 64 }, [{ kind: 'typed', text: '1 2 3' }]), 'experiments'),
      experiment: { name: 'nishigaki-owe', seed: 1 },
    },
  },
  {
    id: 'nishigaki-table1',
    title: 'Does the OWE find the knee? (Table 1)',
    citation: 'Nishigaki 1981 §4, Table 1 and Figure 2; Turner’s recursion, eqs. 4.1–4.3',
    explanation:
      'The three synthetic programs of the paper’s shapes — S1 (X least at the inflexion), S2 (X falling to the whole program), S3 (X rising from the smallest window) — each run alone for 2 M references under the OWE, with the PE-knee and with the LT-knee. The measured mean window, working set and space-time product are set against the exact optimum computed from q(k) by Turner’s recursion.',
    watch:
      'S1 under the PE-knee lands within a few percent of its optimum; S2 is given nearly all its pages and S3 the smallest window. The OWE’s windows run smaller than optimal — its estimates are noisy and a shrink is taken at once, a growth one Δ at a time — as the paper’s measured windows did.',
    state: {
      ...state(scenario({ frames: 64 }, [{ kind: 'typed', text: '1 2 3' }]), 'experiments'),
      experiment: { name: 'nishigaki-table1', seed: 1 },
    },
  },
  {
    id: 'bard-lab',
    title: 'The CP-67 measurement lab',
    citation: 'Bard 1971, eqs. 1–7, Table 5 (III-3), Figures 1–9 and the Pareto algorithm',
    explanation:
      'Four batch jobs and two terminal users under the Load Leveler, with CP-67’s supervisor costs (Bard’s Table 5: 8.9 ms per second, 8.1 ms per VSIO, 2.2 ms per page I/O, 138 ms per second of problem state, 0.7 ms per dispatch) and the sampler reading its counters every second. The lab runs the scenario to the end and analyses it as Bard analysed CP-67: CP time per second regressed on the request rates, variables chosen stepwise, outliers beyond 2.5 s dropped; throughput grouped by active users; the Pareto-maximal intervals.',
    watch:
      'Answer the question, then compare the fitted coefficients with those the simulator charged. Fault and pointer costs are CP time no variable accounts for: set them to 0 in the Scenario tab and the fit comes closer. The bard-regression experiment does the same on a ten-minute run.',
    state: state(
      {
        ...scenario({ frames: 24 }, []),
        processes: [
          ...Array.from({ length: 4 }, () => ({
            workload: {
              kind: 'lru_stack' as const,
              pages: 24,
              length: 6000,
              q: { shape: 'geometric' as const, theta: 0.85 },
              write_fraction: 0.3,
            },
            vsio_every: 300,
            vsio_us: 30000,
          })),
          ...[3_000_000, 6_000_000].map((think_us) => ({
            workload: {
              kind: 'lru_stack' as const,
              pages: 12,
              length: 2000,
              q: { shape: 'geometric' as const, theta: 0.7 },
              write_fraction: 0,
            },
            class: { kind: 'terminal' as const, think_us, burst: 60 },
          })),
        ],
        cpu: { reference_us: 500, fault_us: 500, examine_us: 20 },
        supervisor: {},
        scheduler: { time_slice_us: 20000, load_leveler: { x_pages_per_s: 15, y_pct: 30, dt_us: 2_000_000 } },
        sampler: { dt_us: 1_000_000 },
        duration_us: 40_000_000,
      },
      'measure',
    ),
  },
  {
    id: 'psi-estimate',
    title: 'Ψs* against Ψs: the Page Survival Index from counters',
    citation: 'Bard 1975 §2 (a page survives 1.5 cycles), §5 eqs. 4–5',
    explanation:
      'Four batch jobs share 48 frames under CP-67’s plain clock: one reference bit, a pointer cycling the core table, no pool. An unreferenced page survives one to two cycles of the pointer, 1.5 on average. Every 2 s the sampler reads the page exceptions P, the virtual I/Os V, the MPL–time integral M and the pointer cycles W, and eq. 5 estimates the Page Survival Index: Ψs* = 1.5 (ΔP + ΔV) ΔT / (ΔM ΔW). The simulator also knows, for every page the pointer takes, how many essential interruptions its owner suffered since the page’s last reference; their mean is Ψs (eq. 4).',
    watch:
      'Play with the Load control tab open: with every program active all the time the two lines run together, as Bard found. Then open “The Ψ-scheduler at work”, where users think and stays come and go: Ψs* reads high there, and the line for active owners’ pages shows part of why.',
    state: state(
      {
        ...scenario({ frames: 48, pool_n: 0, pool_low_water: 0, first_time: false }, []),
        processes: [0.86, 0.88, 0.9, 0.92].map((theta) => ({
          workload: {
            kind: 'lru_stack' as const,
            pages: 30,
            length: 20000,
            q: { shape: 'geometric' as const, theta },
            write_fraction: 0.2,
          },
          vsio_every: 300,
          vsio_us: 20000,
        })),
        cpu: { reference_us: 200, fault_us: 500, examine_us: 20 },
        supervisor: {},
        scheduler: { time_slice_us: 20000 },
        sampler: { dt_us: 2_000_000 },
      },
      'load',
    ),
  },
  {
    id: 'psi-at-work',
    title: 'The Ψ-scheduler at work',
    citation: 'Bard 1975 §5 (eqs. 4–5), §9 (eqs. 7–10), §10 (strategy 3) and Table 1',
    explanation:
      'Ten terminal users — six editing, three compiling, one compute-bound — share 40 frames under CP-67’s plain clock (one reference bit, no pool) and its Q1/Q2 stays (0.25 s and 2.5 s of CPU). The Ψ-scheduler admits a user for a stay only while the stays’ predicted storage at Ψc = 13 fits in the frames: each stay’s S/Q (resident pages summed at each page exception, over the exceptions) is scaled to Ψc by eqs. 7–8 with the Ψs* it ran at, and smoothed by eqs. 9–10. Every 5 s the feedback compares Ψs*, the paging rate and the steal ratio with Ψm, PM and SM.',
    watch:
      'Play with the Load control tab open. The narration gives each admission’s arithmetic (“Σ A = … ≤ 40 pages”) and each stay’s S/Q; the Ψ chart sets the measured Ψs beside the counters’ Ψs*, and W counts the pointer’s cycles. Change Ψc in the Scenario tab and watch the admissions tighten or loosen.',
    state: state(
      {
        ...scenario({ frames: 40, pool_n: 0, pool_low_water: 0, first_time: false }, []),
        drum: { ...DRUM, discipline: 'sltf' },
        processes: [
          ...Array.from({ length: 6 }, () => ({
            workload: {
              kind: 'lru_stack' as const,
              pages: 12,
              length: 4000,
              q: { shape: 'geometric' as const, theta: 0.7 },
              write_fraction: 0.2,
            },
            class: { kind: 'terminal' as const, think_us: 4_000_000, burst: 300 },
            vsio_every: 100,
            vsio_us: 25000,
          })),
          ...Array.from({ length: 3 }, () => ({
            workload: {
              kind: 'lru_stack' as const,
              pages: 25,
              length: 8000,
              q: { shape: 'geometric' as const, theta: 0.85 },
              write_fraction: 0.2,
            },
            class: { kind: 'terminal' as const, think_us: 10_000_000, burst: 3000 },
            vsio_every: 400,
            vsio_us: 25000,
          })),
          {
            workload: {
              kind: 'lru_stack' as const,
              pages: 40,
              length: 20000,
              q: { shape: 'geometric' as const, theta: 0.9 },
              write_fraction: 0.2,
            },
            class: { kind: 'terminal' as const, think_us: 15_000_000, burst: 20000 },
            vsio_every: 2000,
            vsio_us: 25000,
          },
        ],
        cpu: { reference_us: 200, fault_us: 500, examine_us: 20 },
        supervisor: {},
        scheduler: {
          time_slice_us: 50000,
          stays: {
            q1_us: 250000,
            q2_us: 2500000,
            admission: {
              kind: 'psi',
              psi_c: 13,
              psi_m: 13,
              beta: 0,
              a0_q1: 5,
              a0_q2: 20,
              alpha: 0.9,
              rho: 0.5,
              feedback: { strategy: 'three', pm: 65, sm: 0.8, check_us: 5_000_000 },
            },
          },
        },
        sampler: { dt_us: 5_000_000 },
        duration_us: 120_000_000,
      },
      'load',
    ),
  },
  {
    id: 'bard-psi',
    title: 'The Ψ-scheduler against CP-67’s',
    citation: 'Bard 1975, §5 (eqs. 4–5), §9–10 (eqs. 7–10, strategies 1–3), Table 1 and Table 2',
    explanation:
      'Forty logged-on users — editing, compiling, a few compute-bound — for 660 s on 130 pageable frames under one global clock. Each program has the shape of Bard’s Figure 6: a hot set, a warm band it keeps once its pages survive some 12 (editing) to 24 (compiling) of its interruptions, and cold pages that fault at any Ψ. CP-67 admits a user for a Q1 (0.25 s) or Q2 (2.5 s) stay while the pages each active user held at the end of its last stay fit. The Ψ-scheduler instead predicts each stay’s storage at the critical Page Survival Index Ψc = 13 — S/Q measured per stay, scaled by eqs. 7–8, smoothed by eqs. 9–10 — and its feedback checks Ψs*, the paging rate and the steal ratio every 10 s.',
    watch:
      'Answer the question first. Then compare problem-state time with the interactions completed, and Ψs, Ψs of active owners and Ψs* over time: under the Ψ-scheduler they move together (correlation about 0.7; Bard found 0.905), the estimate about an eighth high for the pages the pointer takes from users who are thinking; CP-67’s run spends more intervals above Ψs* = 20, where, as Bard noted, pages stay until their owner leaves and Ψs falls below the estimate. “When does Ψs* track Ψs?” closes the gap.',
    state: {
      ...state(scenario({ frames: 64 }, [{ kind: 'typed', text: '1 2 3' }]), 'experiments'),
      experiment: { name: 'bard-psi', seed: 1 },
    },
  },
  {
    id: 'bard-psi-estimate',
    title: 'When does Ψs* track Ψs?',
    citation: 'Bard 1975 §2 and §5 (eqs. 4–5); Bard 1971, Appendix (CP-67’s choice of the page to overwrite)',
    explanation:
      'Eq. 5 estimates the Page Survival Index from four counters, on the argument that an unreferenced page survives 1.5 cycles of the pointer while its owner suffers its share of the interruptions. Bard found it “an excellent estimate” in his simulations (12.61 against 12.67). This experiment runs the Ψ-scheduler four ways: on bard-psi’s 40 users, whose programs keep faulting on cold pages all through their stays, and on users whose small programs fault mainly when a stay begins; and with one clock for every page (Bard 1975 §2) or with CP-67’s own rule, which overwrote pages of users not in a queue before the pointer moved (Bard 1971, Appendix).',
    watch:
      'Answer the question first. Then read the rows “Ψs where Ψs* ≤ 20” and “Ψs* where Ψs* ≤ 20” across the arms, and the steal ratio: under CP-67’s rule, pages of thinking users never reach the pointer. The rule is in the Scenario tab of any run with stays (“overwrite pages of users not in a queue first”).',
    state: {
      ...state(scenario({ frames: 64 }, [{ kind: 'typed', text: '1 2 3' }]), 'experiments'),
      experiment: { name: 'bard-psi-estimate', seed: 1 },
    },
  },
  {
    id: 'ostep',
    title: 'OSTEP homework: paging policies',
    citation: 'Arpaci-Dusseau & Arpaci-Dusseau, Operating Systems: Three Easy Pieces, “Beyond Physical Memory: Policies”, homework',
    explanation:
      'The book’s paging-policy.py simulator, reproduced exactly: FIFO, LRU, MRU, OPT, UNOPT, RAND and its randomised CLOCK, the same random numbers for the same seed, the same output line for line. Set the flags as the homework asks, compare your answers with the transcript, then watch the cache list change access by access.',
    watch:
      'Try -p CLOCK with -b 0, 1, 2: the clock looks at random pages and spares those whose count is still above zero. Compare LRU with OPT on the same seed.',
    state: {
      ...state(scenario({ frames: 3 }, [{ kind: 'typed', text: '1 2 3' }]), 'ostep'),
      ostep: { ...OSTEP_DEFAULTS, policy: 'LRU', numaddrs: '12', seed: '7' },
    },
  },
];
