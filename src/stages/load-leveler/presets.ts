// Multiprogramming's stories: thrashing with 2 and 6 processes, the Load
// Leveler at work, and the student as load controller against it.
import type { Scenario } from '../../scenario/types';
import { type Preset, scenario, stageState } from '../preset';
import loadController from './load-controller.md?raw';
import loadLeveler from './load-leveler.md?raw';
import localReplacement from './local-replacement.md?raw';
import thrashing2 from './thrashing-2.md?raw';
import thrashing6 from './thrashing-6.md?raw';

const thrashing = (n: number) =>
  scenario(
    { frames: 24 },
    Array(n).fill({ kind: 'lru_stack', pages: 24, length: 2000, q: { shape: 'geometric', theta: 0.7 }, write_fraction: 0.2 }),
    { cpu: { reference_us: 200, fault_us: 1000, examine_us: 40 } },
  );

/**
 * The thrashing stories' mix with the sampler on: an interval every quarter
 * second (Shils's Δt; his M44 sampled every 10 s over hours, these runs
 * last seconds), so Figure 1 and the time series show where the load sits.
 */
const sampled = (n: number): Scenario => ({ ...thrashing(n), sampler: { dt_us: 250_000 } });

/**
 * Four batch jobs and two terminal users in 24 frames (the Load Leveler's
 * story, the measurement lab's, and the load-controller game's job stream —
 * the core's `controller_scenario`, held equal to this by a test).
 */
export function leveledMix(vsio: boolean): Scenario {
  return {
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
        ...(vsio ? { vsio_every: 300, vsio_us: 30000 } : {}),
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
  };
}

export const LOAD_PRESETS: Preset[] = [
  {
    id: 'thrashing-2',
    stage: 'load-leveler',
    title: 'Thrashing — 2 processes fit',
    question: 'How busy is the processor when the working sets fit?',
    paper: 'Denning 1968',
    citation: 'Denning 1968 (cited by Corbató 1968); the global clock of Corbató 1968',
    text: thrashing2,
    state: stageState('load-leveler', sampled(2)),
  },
  {
    id: 'thrashing-6',
    stage: 'load-leveler',
    title: 'Thrashing — 6 processes do not',
    question: 'What happens when more work is admitted than memory holds?',
    paper: 'Denning 1968',
    citation: 'Denning 1968 (cited by Corbató 1968); the global clock of Corbató 1968',
    text: thrashing6,
    state: stageState('load-leveler', sampled(6)),
  },
  {
    id: 'local-replacement',
    stage: 'load-leveler',
    title: 'Global or local replacement — 6 processes',
    question: 'Should a faulting process take only its own pages?',
    paper: 'Corbató 1968',
    citation:
      'Corbató 1968, the one pointer over every process’s pages (global); Denning 1968, “The working set model for program behavior”, CACM 11(5) (local, working-set allocation)',
    text: localReplacement,
    rule: 'memory.replacement',
    state: stageState('load-leveler', localMix()),
  },
  {
    id: 'load-leveler',
    stage: 'load-leveler',
    title: 'The Load Leveler at work',
    question: 'How does setting a job aside pull the system out of overload?',
    paper: 'Shils 1968',
    citation: 'Shils 1968, Figures 1 and 2; supervisor costs from Bard 1971, Table 5',
    text: loadLeveler,
    state: stageState('load-leveler', leveledMix(false), { speed: 256 }),
  },
  {
    id: 'load-controller',
    stage: 'load-leveler',
    title: 'You are the load controller',
    question: 'Can you keep the system out of area C better than the Load Leveler?',
    paper: 'Shils 1968',
    citation: 'Shils 1968, Figures 1 and 2, §3A–C; Nishigaki 1981 §3; Bard 1975 §9–10, Table 1',
    text: loadController,
    state: stageState('load-leveler', controllerGame(1), { speed: 256 }),
  },
];

/** The six-process thrashing mix under local replacement. */
function localMix(): Scenario {
  const s = thrashing(6);
  return { ...s, memory: { ...s.memory, replacement: 'local' } };
}

/** The load-controller game on problem `seed`: the Load Leveler story's mix, the student deciding at each check. */
export function controllerGame(seed: number): Scenario {
  const s = leveledMix(false);
  const ll = s.scheduler?.load_leveler;
  return { ...s, seed, scheduler: { ...s.scheduler, time_slice_us: 20000, load_leveler: ll ? { ...ll, manual: [] } : null } };
}
