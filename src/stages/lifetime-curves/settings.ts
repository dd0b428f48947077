// What the lifetime-curves stage shows, as the lab state and the link keep
// it: the string (a process's, a typed one or a trace file), the curve, how
// far, the fault delay, the sampling of a long string's LRU curve.

/** What the lifetime-curves stage shows: a process's string or a typed one, which curve, how far, the fault delay. */
export interface CurveSettings {
  /** A process's index, 'typed', or 'trace' (a trace file). */
  source: string;
  text: string;
  policy: 'lru' | 'ws';
  max: string;
  delay: string;
  /** The trace file: the lab's sample by its path, or a file opened in this page (a blob: URL, not shareable). */
  trace_url: string;
  /** Its name as shown. */
  trace_name: string;
  /** text, lackey or csv. */
  trace_format: string;
  /** Bytes per page. */
  page_size: string;
  /** Lackey: 'yes' to leave out instruction fetches. */
  data_only: string;
  /** The memory size at which FIFO, LRU, OPT and the clock are compared on the trace. */
  compare_frames: string;
  /**
   * The LRU curve: 'auto' (exact up to 20 M references, sampled at R = 0.01 beyond), 'exact', or a sampling rate R
   * in 0.0001…1 (SHARDS; a string short enough for the exact curve is measured against it).
   */
  sample_rate: string;
  /** A sampled curve: 'yes' for SHARDS_adj (the first bucket corrected to N·R references), 'no' for the plain ratio. */
  shards_adj: string;
}

export const DEFAULT_CURVES: CurveSettings = {
  source: '0',
  text: '1 2 3 4 1 2 5 1 2 3 4 5 1 2 6 1 2 7 3 1 2 8',
  policy: 'lru',
  max: '40',
  delay: '20',
  trace_url: 'traces/matmul.lackey.gz',
  trace_name: 'matmul.lackey.gz — a 48 × 48 matrix product (valgrind Lackey)',
  trace_format: 'lackey',
  page_size: '4096',
  data_only: 'no',
  compare_frames: '9',
  sample_rate: 'auto',
  shards_adj: 'yes',
};

/** The curve settings' fields a link written before trace files (or sampled curves) may lack (filled from the defaults). */
export const TRACE_CURVE_FIELDS = [
  'trace_url',
  'trace_name',
  'trace_format',
  'page_size',
  'data_only',
  'compare_frames',
  'sample_rate',
  'shards_adj',
] as const;

/** The lowest sampling rate of the LRU curve (the core's `MIN_SAMPLE_RATE`). */
export const MIN_SAMPLE_RATE = 0.0001;

/** The problem with a curve's sampling rate (`field = value is not allowed: …`), or null. */
export function sampleRateProblem(field: string, value: string): string | null {
  const r = Number(value);
  const ok = value === 'auto' || value === 'exact' || (value.trim() !== '' && r >= MIN_SAMPLE_RATE && r <= 1);
  return ok ? null : `${field} = ${value} is not allowed: expected auto, exact or a number in ${MIN_SAMPLE_RATE}..=1`;
}

/**
 * The longest typed string a link carries, in characters (compressing
 * megabytes on every change would stall the page, and browsers refuse such
 * addresses); a longer one stays in the page, and its link keeps the other
 * settings.
 */
export const MAX_LINK_TEXT = 20_000;
