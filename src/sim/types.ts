// Shapes of the JSON the core emits (wasm-core/src/event.rs, sim.rs, drum.rs).
import type { WorkingSetConfig } from '../scenario/types';

export interface Counters {
  references: number;
  faults: number;
  pointer_steps: number;
  pushes: number;
  pulls: number;
  freed_clean: number;
  first_time_skips: number;
  replenishments: number;
  fault_service_us: number;
  idle_us: number;
}

export type Outcome = 'retained' | 'replaced' | 'first_time';

export type EventKind =
  | { type: 'access'; pid: number; index: number; page: number; write: boolean; frame: number; after_fault: boolean }
  | { type: 'fault'; pid: number; index: number; page: number; write: boolean }
  | { type: 'pool_low'; free: number; low_water: number; n: number }
  | {
      type: 'examine';
      frame: number;
      pid: number;
      page: number;
      usage: boolean;
      register_before: number;
      register_after: number;
      outcome: Outcome;
    }
  | { type: 'block_freed'; frame: number; pid: number; page: number }
  | { type: 'push_started'; frame: number; pid: number; page: number; sector: number }
  | { type: 'push_finished'; frame: number; pid: number; page: number }
  | { type: 'pool_replenished'; selected: number; free: number }
  | { type: 'block_assigned'; frame: number; pid: number; page: number }
  | { type: 'pull_started'; frame: number; pid: number; page: number; sector: number }
  | { type: 'pull_finished'; frame: number; pid: number; page: number; first_time: boolean }
  | { type: 'process_waits'; pid: number; page: number; reason: 'pull' | 'in_transit' | 'free_block' }
  | { type: 'process_resumes'; pid: number }
  | { type: 'process_finished'; pid: number };

export type SimEvent = EventKind & { step: number; t_us: number; text: string };

export interface Transfer {
  direction: 'pull' | 'push';
  frame: number;
  owner: number;
  page: number;
  sector: number;
  queued_at: number;
}

export interface DrumView {
  position: number;
  sectors: number;
  in_service: { transfer: Transfer; start: number; end: number } | null;
  queue: Transfer[];
}

export type ProcStatus =
  | { status: 'ready' }
  | { status: 'waiting_page'; page: number }
  | { status: 'waiting_block'; page: number }
  | { status: 'finished' };

export interface ProcView {
  /** `interruptions`: essential interruptions so far — waits for a page, a file I/O or the terminal (Bard 1975 §5). */
  proc: { cursor: number; status: ProcStatus; after_fault: boolean; faults: number; interruptions: number };
  resident: number;
}

/** One sampler record (wasm-core/src/sim/multiprogramming.rs Sample). */
export interface Sample {
  t_us: number;
  problem_us: number;
  cp_us: number;
  wait_us: number;
  pages_in: number;
  pages_out: number;
  replaced: number;
  stolen: number;
  vsio: number;
  dispatches: number;
  references: number;
  active: number;
  mpl_integral_us: number;
  pointer_advances: number;
}

export type Membership = 'active' | 'eligible' | 'set_aside' | 'out';

export interface LoadView {
  processes: {
    mean_resident: number;
    membership: Membership;
    refs_done: number;
    interactions: number;
    last_response_us: number | null;
    finished_us: number | null;
  }[];
  running: number | null;
  mpl: number;
  mean_mpl: number;
}

/** Working-set management's state (api.rs working_sets_json; sim/working_set.rs). */
export interface WorkingSetView {
  config: WorkingSetConfig;
  delta_refs: number;
  shared_window: number;
  deactivations: number;
  processes: {
    window: number;
    demand: number;
    since_sample: number;
    /** [page, unreferenced interval counter] of each resident page. */
    counters: [number, number][];
    last: {
      t_us: number;
      vt: number;
      w: number[];
      measured_window: number;
      window: number;
      criterion: number[];
      expand: boolean;
      released: number[];
    } | null;
    history: { t_us: number; vt: number; window: number; kept: number }[];
  }[];
}

/** One sampler interval's Page Survival Index (analysis/psi.rs). */
export interface PsiPoint {
  t_s: number;
  psi_s: number | null;
  /** Eq. 4 over the pages whose owner was active when replaced. */
  psi_s_active: number | null;
  /** Share of replaced pages whose owner was thinking or waiting for admission. */
  inactive_share: number | null;
  psi_s_star: number | null;
  paging_rate: number;
  steal_ratio: number | null;
  problem_pct: number;
}

/** Frame life-cycle states, as frame_states() numbers them (memory/mod.rs FrameState). */
export const FRAME_STATE = ['free', 'pulling', 'listed', 'pushing'] as const;
export type FrameState = (typeof FRAME_STATE)[number];

/** One k of a k-sweep (experiment.rs SweepPoint). */
export interface SweepPoint {
  k: number;
  faults: number;
  pointer_steps: number;
  fault_service_us: number;
}

/** Faults of each policy on one string (experiment.rs Comparison). */
export interface Comparison {
  references: number;
  frames: number;
  fifo: number;
  lru: number;
  opt: number;
  clock: number;
}
