// The scenario JSON (wasm-core/src/scenario/mod.rs; docs/SCENARIO.md).

export type QShape =
  | { shape: 'geometric'; theta: number }
  | { shape: 'zipf'; s: number }
  | { shape: 'explicit'; q: number[] }
  | { shape: 'bands'; bands: { pages: number; mass: number; theta: number }[] };

export type Workload =
  | { kind: 'typed'; text: string }
  | { kind: 'lru_stack'; pages: number; length: number; q: QShape; write_fraction: number }
  | { kind: 'king_size'; pages: number; length: number; dwell?: number; write_fraction: number }
  | { kind: 'uniform'; pages: number; length: number; write_fraction: number }
  | {
      kind: 'phased';
      pages: number;
      length: number;
      locality_pages: number;
      phase_length: number;
      core_pages: number;
      core_fraction: number;
      write_fraction: number;
    };

export interface DrumConfig {
  rotation_us: number;
  sectors: number;
  transfer_us: number;
  discipline: 'fifo' | 'sltf';
}

export type ProcessClass = { kind: 'background' } | { kind: 'terminal'; think_us: number; burst: number; fixed?: boolean };

export interface LoadLevelerConfig {
  x_pages_per_s: number;
  y_pct: number;
  dt_us: number;
}

export type WindowPolicy =
  | { kind: 'uni_window'; adjust_us: number; busy_low: number; busy_high: number }
  | { kind: 'owe'; criterion: 'pe' | 'lt'; alpha: number; s: number };

/** Working-set memory management (Nishigaki 1981 §3). */
export interface WorkingSetConfig {
  instructions_per_reference: number;
  delta: number;
  window: number;
  max_window: number;
  policy: WindowPolicy;
}

export type Admission =
  | { kind: 'cp67'; a0_q1: number; a0_q2: number }
  | {
      kind: 'psi';
      psi_c: number;
      psi_m: number;
      beta: number;
      a0_q1: number;
      a0_q2: number;
      alpha: number;
      rho: number;
      feedback: { strategy: 'one' | 'two' | 'three'; pm: number; sm: number; check_us: number } | null;
    };

export interface Scenario {
  version: number;
  seed: number;
  memory: { frames: number; k: number; pool_n: number; pool_low_water: number; first_time: boolean };
  drum: DrumConfig | null;
  cpu: { reference_us: number; fault_us: number; examine_us: number };
  processes: { workload: Workload; class?: ProcessClass; vsio_every?: number; vsio_us?: number; cyclic?: boolean }[];
  supervisor?: Record<string, number>;
  scheduler?: {
    time_slice_us?: number;
    max_mpl?: number | null;
    load_leveler?: LoadLevelerConfig | null;
    working_set?: WorkingSetConfig | null;
    stays?: { q1_us: number; q2_us: number; admission: Admission; unqueued_first?: boolean } | null;
  };
  sampler?: { dt_us: number };
  duration_us?: number;
}

/** A starting point for each workload kind, used when the user switches kinds. */
export const WORKLOAD_DEFAULTS: Record<Workload['kind'], Workload> = {
  typed: { kind: 'typed', text: '1 2 3 4 1 2 5 1 2 3 4 5' },
  lru_stack: { kind: 'lru_stack', pages: 40, length: 400, q: { shape: 'geometric', theta: 0.8 }, write_fraction: 0.2 },
  king_size: { kind: 'king_size', pages: 12, length: 120, dwell: 1, write_fraction: 0 },
  uniform: { kind: 'uniform', pages: 20, length: 300, write_fraction: 0.2 },
  phased: {
    kind: 'phased',
    pages: 200,
    length: 600,
    locality_pages: 8,
    phase_length: 100,
    core_pages: 4,
    core_fraction: 0.4,
    write_fraction: 0.2,
  },
};

export const WORKLOAD_LABELS: Record<Workload['kind'], string> = {
  typed: 'typed string',
  lru_stack: 'LRU stack model',
  king_size: 'King Size (sequential, cyclic)',
  uniform: 'uniform random',
  phased: 'phased locality',
};

export const DEFAULT_DRUM: DrumConfig = { rotation_us: 16000, sectors: 8, transfer_us: 2000, discipline: 'fifo' };
