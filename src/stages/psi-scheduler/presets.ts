// The Page Survival Index's stories: Ψs* against Ψs, the Ψ-scheduler at work.
import { DRUM, type Preset, scenario, stageState } from '../preset';
import psiAtWork from './psi-at-work.md?raw';
import psiEstimate from './psi-estimate.md?raw';

const terminalUsers = (count: number, pages: number, length: number, theta: number, think_us: number, burst: number, vsio_every: number) =>
  Array.from({ length: count }, () => ({
    workload: { kind: 'lru_stack' as const, pages, length, q: { shape: 'geometric' as const, theta }, write_fraction: 0.2 },
    class: { kind: 'terminal' as const, think_us, burst },
    vsio_every,
    vsio_us: 25000,
  }));

export const PSI_PRESETS: Preset[] = [
  {
    id: 'psi-estimate',
    stage: 'psi-scheduler',
    title: 'Ψs* against Ψs: the Page Survival Index from counters',
    question: 'Can four counters tell how long pages survive?',
    paper: 'Bard 1975',
    citation: 'Bard 1975 §2 (a page survives 1.5 cycles), §5 eqs. 4–5',
    text: psiEstimate,
    state: stageState(
      'psi-scheduler',
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
      { speed: 256 },
    ),
  },
  {
    id: 'psi-at-work',
    stage: 'psi-scheduler',
    title: 'The Ψ-scheduler at work',
    question: 'How much storage will the next stay need?',
    paper: 'Bard 1975',
    citation: 'Bard 1975 §5 (eqs. 4–5), §9 (eqs. 7–10), §10 (strategy 3) and Table 1',
    text: psiAtWork,
    state: stageState(
      'psi-scheduler',
      {
        ...scenario({ frames: 40, pool_n: 0, pool_low_water: 0, first_time: false }, []),
        drum: { ...DRUM, discipline: 'sltf' },
        processes: [
          ...terminalUsers(6, 12, 4000, 0.7, 4_000_000, 300, 100),
          ...terminalUsers(3, 25, 8000, 0.85, 10_000_000, 3000, 400),
          ...terminalUsers(1, 40, 20000, 0.9, 15_000_000, 20000, 2000),
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
              measure_us: 5_000_000,
            },
          },
        },
        sampler: { dt_us: 5_000_000 },
        duration_us: 120_000_000,
      },
      { speed: 256 },
    ),
  },
];
