// What the core's PolicyRun answers (replacement::run::Columns and
// replacement::curves::FaultCurves, as JSON).

export type PolicyName = 'fifo' | 'lru' | 'opt' | 'clock';

/** The policies in the order the stage shows them. */
export const POLICIES: PolicyName[] = ['fifo', 'lru', 'opt', 'clock'];

/** One reference as a policy served it, with a window of the frames after it. */
export interface Column {
  index: number;
  page: number;
  fault: boolean;
  /** The frame slot the page is in afterwards. */
  slot: number;
  /** The page the fault replaced (null: a free frame took it, or a hit). */
  victim: number | null;
  /** Faults so far, this reference included. */
  faults: number;
  /** The pages in the window's slots afterwards (null: a free frame). */
  slots: (number | null)[];
  /** The clock only: its pointer, usage bits and registers afterwards. */
  pointer?: number;
  usage?: boolean[];
  registers?: number[];
}

export interface Columns {
  policy: PolicyName;
  slot_from: number;
  rows: number;
  faults_before: number;
  columns: Column[];
}

export interface Anomaly {
  policy: PolicyName;
  /** The larger number of frames. */
  frames: number;
  faults: number;
  /** The faults with one frame fewer. */
  fewer: number;
}

export interface FaultCurves {
  references: number;
  distinct: number;
  k: number;
  frames: number[];
  fifo: number[];
  lru: number[];
  opt: number[];
  clock: number[];
  anomalies: Anomaly[];
}

/** A policy's name as the stage writes it. */
export function policyLabel(p: PolicyName, k: number): string {
  return p === 'clock' ? `Clock (k = ${k})` : p.toUpperCase();
}
