// The lab's whole state, as the URL carries it: which stage is on screen,
// the scenario, where the run stands and how it is viewed, the exercise and
// its answers, side by side, a trace file as P0's string, and each stage's
// own settings (its slice, which the stage alone reads and writes).
import type { Question } from '../exercise/types';
import type { Scenario } from '../scenario/types';
import type { StageId } from '../stages/registry';
import type { Linked } from './linked';

/** A stage's id: one of the registry's stages (src/stages/registry.ts). */
export type { StageId };

/** The side panel's tabs; null when it is folded away. */
export const PANELS = ['story', 'scenario', 'rules', 'exercise', 'compare', 'log'] as const;
export type PanelId = (typeof PANELS)[number];

/** The speeds the controls offer, in micro-steps per second. */
export const SPEEDS = [1, 2, 4, 8, 16, 32, 64, 128, 256] as const;

export interface View {
  /** Micro-steps taken (references, on the policies stage). */
  step: number;
  /** The open side-panel tab, or null when the panel is folded. */
  panel: PanelId | null;
  /** The selected process (its frames are highlighted). */
  pid: number;
  presenter: boolean;
  /** Whether the exercise's answer key is shown (instructor links only). */
  key: boolean;
  /** Play speed, micro-steps per second. */
  speed: number;
  /** A stage's alternative picture (the clock stage: 'frames' or 'k-sweep'); '' for the stage's first. */
  pane: string;
}

export interface ExerciseSpec {
  /** The problem id: the seed that picks the questions. */
  seed: number;
  count: number;
  /** Questions an instructor added. */
  extra: Question[];
  /** The student's answers so far, by question step: the value given, -1 when revealed without an answer. */
  answers?: Record<string, number>;
}

/** The fields side-by-side comparison can change, and what each holds. */
export const VARIANT_FIELDS = {
  'memory.k': 'integer',
  'memory.frames': 'integer',
  'memory.pool_n': 'integer',
  'memory.pool_low_water': 'integer',
  'memory.first_time': 'boolean',
  'memory.pulled_enter': 'at_pointer or behind_pointer',
  'drum.discipline': 'fifo or sltf',
  seed: 'integer',
} as const;
export type VariantPath = keyof typeof VARIANT_FIELDS;

/** Side by side: the second scenario is the first with one field changed. */
export interface Variant {
  path: VariantPath;
  value: number | boolean | string;
}

/**
 * A trace file as process P0's string on every stage that runs the scenario
 * (chosen on the policies and Multics clock stages): its first `first`
 * references are the string stepped through; the policies stage's
 * faults-against-frames chart reads the whole trace.
 */
export interface TraceString {
  /** The lab's sample by its path, or a file opened in this page (a blob: URL, gone when the page reloads). */
  url: string;
  /** Its name as shown. */
  name: string;
  format: TraceFormat;
  /** Bytes per page (addresses ÷ page size). */
  page_size: number;
  /** Lackey: leave out instruction fetches. */
  data_only: boolean;
  /** References stepped through: the first `first` of the trace. */
  first: number;
  /** How the stages write the trace's page numbers: the lab's, or the original numbers in hexadecimal. */
  pages: 'lab' | 'hex';
}

/** The trace formats. */
export const TRACE_FORMATS = ['lackey', 'csv', 'text'] as const;
export type TraceFormat = (typeof TRACE_FORMATS)[number];

export const DEFAULT_TRACE_STRING: TraceString = {
  url: 'traces/matmul.lackey.gz',
  name: 'matmul.lackey.gz — a 48 × 48 matrix product (valgrind Lackey)',
  format: 'lackey',
  page_size: 4096,
  data_only: false,
  first: 10_000,
  pages: 'hex',
};

export interface LabState {
  stage: StageId;
  /** The preset the state was opened from (its story is told beside the stage), if any. */
  preset: string | null;
  scenario: Scenario;
  view: View;
  exercise: ExerciseSpec | null;
  /** Side-by-side comparison, if on. */
  variant?: Variant | null;
  /** A trace file as process P0's string, if chosen. */
  trace?: TraceString | null;
  /** The picture this state was opened from by a click (linked pictures), and what was opened. */
  linked?: Linked | null;
  /** Each stage's own settings, by stage, if set: only the stage reads and writes its slice (its codec, src/stages/<stage>/slice.ts). */
  slices?: Slices;
  /** The predictions made, by question (`predictionId`, src/app/reveals.ts): the option chosen, or -1 for "just show the results". */
  predicted?: Record<string, number>;
  /** The stories (preset ids) whose own question has been answered or skipped: their "what the run shows" is told. */
  revealed?: string[];
}

/** How many predictions, and revealed stories, a state keeps (the latest). */
export const MAX_PREDICTED = 48;

/** The stages' slices of the state, by stage id. */
export type Slices = Partial<Record<StageId, unknown>>;

export const DEFAULT_VIEW: View = { step: 0, panel: 'story', pid: 0, presenter: false, key: false, speed: 8, pane: '' };

/** The scenario with the variant's field changed (a copy). */
export function applyVariant(s: Scenario, v: Variant): Scenario {
  const copy = structuredClone(s) as unknown as Record<string, Record<string, unknown> | null>;
  const [head, tail] = v.path.split('.') as [string, string | undefined];
  if (tail === undefined) (copy as unknown as Record<string, unknown>)[head] = v.value;
  else if (copy[head]) copy[head]![tail] = v.value;
  return copy as unknown as Scenario;
}

/** The value the variant's field has in `s`. */
export function variantValue(s: Scenario, v: Variant): unknown {
  const [head, tail] = v.path.split('.');
  const section = (s as unknown as Record<string, Record<string, unknown> | null>)[head];
  return tail === undefined ? section : section?.[tail];
}

/** Whether `value` fits the variant field (its range is the core's to check). */
/** The values of the fields that hold one of a few names, in the core's spelling. */
export const VARIANT_CHOICES: Partial<Record<VariantPath, readonly string[]>> = {
  'memory.pulled_enter': ['at_pointer', 'behind_pointer'],
  'drum.discipline': ['fifo', 'sltf'],
};

export function variantValueOk(path: VariantPath, value: unknown): boolean {
  const kind = VARIANT_FIELDS[path];
  if (kind === 'integer') return Number.isSafeInteger(value) && (value as number) >= 0;
  if (kind === 'boolean') return typeof value === 'boolean';
  return VARIANT_CHOICES[path]?.includes(value as string) ?? false;
}
