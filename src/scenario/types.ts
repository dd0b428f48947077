// The scenario JSON (wasm-core/src/scenario/mod.rs; docs/SCENARIO.md): the
// types are generated from the Rust definitions (src/wasm/types/core.ts).
import { constants } from '../wasm/constants';
import type { Workload } from '../wasm/types/core';

export type {
  Admission,
  Band,
  CounterRule,
  CpuConfig,
  Discipline,
  DrumConfig,
  KneeCriterion,
  LoadLevelerConfig,
  MemoryConfig,
  ModifiedChance,
  NewPageUsage,
  OptTie,
  ProcessClass,
  ProcessConfig,
  PsiFeedback,
  PulledEnter,
  QShape,
  Replacement,
  SamplerConfig,
  Scenario,
  SchedulerConfig,
  StaysConfig,
  Strategy,
  SupervisorConfig,
  WindowPolicy,
  WorkingSetConfig,
  Workload,
} from '../wasm/types/core';

/** The core's starting point for each workload kind, used when the user switches kinds. */
export function workloadDefaults(): Record<Workload['kind'], Workload> {
  return Object.fromEntries(constants().workloads.map((w) => [w.kind, w])) as Record<Workload['kind'], Workload>;
}

export const WORKLOAD_LABELS: Record<Workload['kind'], string> = {
  typed: 'typed string',
  lru_stack: 'LRU stack model',
  king_size: 'King Size (sequential, cyclic)',
  uniform: 'uniform random',
  phased: 'phased locality',
};
