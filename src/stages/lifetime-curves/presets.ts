// Lifetime curves' stories: the knee and the parachor; a real program's
// pages; a sampled curve (SHARDS); the OWE at work.
import { withSlice } from '../../app/slices';
import { DEFAULT_TRACE_STRING } from '../../app/state';
import { type Preset, scenario, stageState } from '../preset';
import lifetimeKnee from './lifetime-knee.md?raw';
import oweWorkingSets from './owe-working-sets.md?raw';
import realProgram from './real-program.md?raw';
import sampledCurve from './sampled-curve.md?raw';
import { DEFAULT_CURVES } from './settings';
import { curvesSlice } from './slice';

export const CURVE_PRESETS: Preset[] = [
  {
    id: 'lifetime-knee',
    stage: 'lifetime-curves',
    title: 'Lifetime curves: the knee and the parachor',
    question: 'How much memory should a program get?',
    paper: 'Nishigaki 1981',
    citation: 'Nishigaki 1981 §2 (eqs. 2.1, 2.2) and §4; Denning’s lifetime curves',
    text: lifetimeKnee,
    state: withSlice(
      stageState('lifetime-curves', scenario({ frames: 8 }, [{ kind: 'typed', text: Array(30).fill('1 2 3 4 5 6 7 8').join(' ') }])),
      curvesSlice,
      { ...DEFAULT_CURVES, source: '0', text: '', policy: 'lru', max: '16', delay: '1000' },
    ),
  },
  {
    id: 'real-program',
    stage: 'lifetime-curves',
    title: 'A real program’s pages: a matrix product traced by valgrind',
    question: 'How many frames does a 48 × 48 matrix product need?',
    paper: 'Nishigaki 1981',
    citation: 'Nishigaki 1981 §2 (the lifetime curve and its knees); the trace: valgrind --tool=lackey --trace-mem=yes',
    text: realProgram,
    state: {
      ...withSlice(stageState('lifetime-curves', scenario({ frames: 10 }, [{ kind: 'typed', text: '1 2 3' }])), curvesSlice, {
        ...DEFAULT_CURVES,
        source: 'trace',
        policy: 'lru',
        max: '40',
        delay: '1000',
      }),
      trace: DEFAULT_TRACE_STRING,
    },
  },
  {
    id: 'sampled-curve',
    stage: 'lifetime-curves',
    title: 'A sampled curve: one page in a hundred (SHARDS)',
    question: 'How close is a curve built from 1 page in 100 to the exact one?',
    paper: 'Waldspurger et al. 2015',
    citation:
      'Waldspurger, Park, Garthwaite & Ahmad, “Efficient MRC Construction with SHARDS”, FAST 2015, §3 (spatial sampling, fixed rate) and SHARDS_adj; Mattson et al. 1970 (stack distances)',
    text: sampledCurve,
    state: withSlice(
      stageState(
        'lifetime-curves',
        scenario({ frames: 1000 }, [
          {
            kind: 'phased',
            pages: 20_000,
            length: 100_000,
            locality_pages: 1_000,
            phase_length: 10_000,
            core_pages: 0,
            core_fraction: 0,
            write_fraction: 0,
          },
        ]),
      ),
      curvesSlice,
      { ...DEFAULT_CURVES, source: '0', text: '', policy: 'lru', max: '5000', delay: '1000', sample_rate: '0.01' },
    ),
  },
  {
    id: 'owe-working-sets',
    stage: 'lifetime-curves',
    title: 'Working sets: the OWE at work',
    question: 'Which window gives each program the least space-time?',
    paper: 'Nishigaki 1981',
    citation: 'Nishigaki 1981 §3, eqs. 3.2–3.12 (the OWE) and §5 (the King Size Program)',
    text: oweWorkingSets,
    state: stageState(
      'lifetime-curves',
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
                  { pages: 30, mass: 0.999149, theta: 0.777 },
                  { pages: 15, mass: 0.000556, theta: 0.784 },
                  { pages: 5, mass: 0.000295, theta: 1 },
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
      { speed: 256 },
    ),
  },
];
