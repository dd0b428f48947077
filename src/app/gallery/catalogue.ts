// The gallery's order: what each story is about (its topic, in the order a
// course teaches them), what kind of thing it is (a demo to step through,
// an exercise to answer, an experiment to run), which picture stands for it,
// and two paths through the stories — a virtual-memory lecture, and the
// five papers. Keyed by the stories' ids (tests/gallery.test.ts holds every
// story to an entry here).

import type { Preset } from '../../stages/preset';
import type { StageId } from '../state';
import type { GlyphId } from './glyphs';

export const TOPICS = [
  { id: 'policies', label: 'Replacement policies' },
  { id: 'clock', label: 'The clock and its bits' },
  { id: 'load', label: 'Thrashing and load control' },
  { id: 'working-sets', label: 'Working sets and lifetime curves' },
  { id: 'psi', label: 'The Page Survival Index' },
  { id: 'measurement', label: 'Measuring a system' },
] as const;
export type TopicId = (typeof TOPICS)[number]['id'];

export const KINDS = [
  { id: 'demo', label: 'Demos', one: 'demo', what: 'step through a run and watch' },
  { id: 'exercise', label: 'Exercises', one: 'exercise', what: 'worksheets and games you answer' },
  { id: 'experiment', label: 'Experiments', one: 'experiment', what: 'a paper’s experiment, run again' },
] as const;
export type KindId = (typeof KINDS)[number]['id'];

/** The five papers the lab is built on; a story belongs to those its paper line names. */
export const PAPERS = ['Corbató 1968', 'Shils 1968', 'Bard 1971', 'Bard 1975', 'Nishigaki 1981'] as const;
/** The filter's name for stories from none of the five (textbooks, Belady, Denning, SHARDS). */
export const OTHER_SOURCES = 'Textbooks and other papers';

interface Entry {
  topic: TopicId;
  kind: KindId;
  glyph: GlyphId;
}

const demo = (topic: TopicId, glyph: GlyphId): Entry => ({ topic, kind: 'demo', glyph });
const exercise = (topic: TopicId, glyph: GlyphId): Entry => ({ topic, kind: 'exercise', glyph });
const experiment = (topic: TopicId, glyph: GlyphId): Entry => ({ topic, kind: 'experiment', glyph });

const ENTRIES: Record<string, Entry> = {
  // Replacement policies
  'fifo-lru-opt': demo('policies', 'tables'),
  belady: demo('policies', 'anomaly'),
  'lru-loop': demo('policies', 'loop'),
  'real-program-policies': demo('policies', 'trace'),
  'belady-search': demo('policies', 'search'),
  ostep: exercise('policies', 'ostep'),
  'worksheet-fifo': exercise('policies', 'sheet-fifo'),
  'worksheet-lru': exercise('policies', 'sheet-lru'),
  'worksheet-opt': exercise('policies', 'sheet-opt'),
  // The clock
  'second-chance': demo('clock', 'ring-bits'),
  'fifo-clock': demo('clock', 'registers'),
  'corbato-k': demo('clock', 'k-sweep'),
  'linked-pictures': demo('clock', 'k-linked'),
  multics: demo('clock', 'ring'),
  'head-readings': demo('clock', 'ring-head'),
  'new-page-bit': demo('clock', 'bit'),
  'modified-second-chance': demo('clock', 'modified'),
  'corbato-tables': experiment('clock', 'k-bars'),
  'worksheet-clock': exercise('clock', 'sheet-clock'),
  'worksheet-clock-k2': exercise('clock', 'sheet-clock-k2'),
  'worksheet-multics': exercise('clock', 'sheet-multics'),
  // Thrashing and load control
  'thrashing-2': demo('load', 'busy'),
  'thrashing-6': demo('load', 'idle'),
  'local-replacement': demo('load', 'ring-owners'),
  'load-leveler': demo('load', 'figure1'),
  'load-controller': exercise('load', 'figure1-game'),
  'thrashing-curve': experiment('load', 'thrashing-curve'),
  'shils-ll': experiment('load', 'pair'),
  'shils-y': experiment('load', 'y-curve'),
  // Working sets and lifetime curves
  'lifetime-knee': demo('working-sets', 'knee'),
  'real-program': demo('working-sets', 'cliff'),
  'sampled-curve': demo('working-sets', 'band'),
  'owe-working-sets': demo('working-sets', 'windows'),
  'nishigaki-table1': experiment('working-sets', 'grid'),
  'nishigaki-owe': experiment('working-sets', 'pair'),
  'nishigaki-owe-sweep': experiment('working-sets', 'sweep'),
  // The Page Survival Index
  'psi-estimate': demo('psi', 'psi-lines'),
  'psi-at-work': demo('psi', 'admissions'),
  'bard-psi': experiment('psi', 'pair'),
  'bard-psi-estimate': experiment('psi', 'psi-scatter'),
  'bard-psi-sweep': experiment('psi', 'grid-sweep'),
  'bard-table2': experiment('psi', 'grid-cells'),
  // Measuring a system
  'bard-lab': demo('measurement', 'frontier'),
  'bard-regression': experiment('measurement', 'scatter'),
};

/** Where a story the catalogue does not list goes: by its stage (tests/gallery.test.ts asks for an entry of each story). */
const BY_STAGE: Record<StageId, Entry> = {
  'multics-clock': demo('clock', 'ring'),
  policies: demo('policies', 'tables'),
  'load-leveler': demo('load', 'figure1'),
  'lifetime-curves': demo('working-sets', 'knee'),
  'psi-scheduler': demo('psi', 'psi-lines'),
  measurement: demo('measurement', 'scatter'),
  ostep: exercise('policies', 'ostep'),
  experiments: experiment('measurement', 'pair'),
  worksheet: exercise('policies', 'sheet-fifo'),
};

/** Whether the catalogue lists the story. */
export const listed = (id: string) => id in ENTRIES;

/** A story's topic, kind and picture. */
export function entryOf(p: Preset): Entry {
  return ENTRIES[p.id] ?? BY_STAGE[p.stage];
}

/** The stories in the gallery's order: by topic, then as the catalogue lists them (a story it does not list last in its topic). */
export function galleryOrder(presets: readonly Preset[]): Preset[] {
  const ids = Object.keys(ENTRIES);
  const topic = (p: Preset) => TOPICS.findIndex((t) => t.id === entryOf(p).topic);
  const rank = (p: Preset) => (listed(p.id) ? ids.indexOf(p.id) : ids.length);
  return [...presets].sort((a, b) => topic(a) - topic(b) || rank(a) - rank(b));
}

/** The five papers a story's paper line names; none: the other sources. */
export function papersOf(p: Preset): string[] {
  const named = PAPERS.filter((paper) => p.paper.includes(paper));
  return named.length ? named : [OTHER_SOURCES];
}

export interface PathStep {
  /** What the step teaches, as the path names it. */
  name: string;
  preset: string;
  /** Its time in class. */
  minutes: number;
  /** A story to go on to (a paper's experiment). */
  next?: string;
}

/** Start here: a virtual-memory lecture in the order a course teaches it. */
export const LECTURE_PATH: readonly PathStep[] = [
  { name: 'FIFO, LRU and OPT', preset: 'fifo-lru-opt', minutes: 10 },
  { name: 'Belady’s anomaly', preset: 'belady', minutes: 10 },
  { name: 'The clock', preset: 'second-chance', minutes: 10 },
  { name: 'k-bit registers', preset: 'corbato-k', minutes: 10 },
  { name: 'Thrashing', preset: 'thrashing-6', minutes: 10 },
  { name: 'Working sets and the knee', preset: 'lifetime-knee', minutes: 15 },
  { name: 'Load control', preset: 'load-leveler', minutes: 10 },
];

/** Through the papers: each paper's mechanism, then its experiment. */
export const PAPER_PATH: readonly PathStep[] = [
  { name: 'Corbató 1968', preset: 'multics', minutes: 15, next: 'corbato-tables' },
  { name: 'Shils 1968', preset: 'load-leveler', minutes: 15, next: 'shils-ll' },
  { name: 'Bard 1971', preset: 'bard-lab', minutes: 15, next: 'bard-regression' },
  { name: 'Bard 1975', preset: 'psi-estimate', minutes: 15, next: 'bard-psi' },
  { name: 'Nishigaki 1981', preset: 'owe-working-sets', minutes: 15, next: 'nishigaki-table1' },
];

/** A path's time in class, in minutes. */
export const pathMinutes = (path: readonly PathStep[]) => path.reduce((sum, s) => sum + s.minutes, 0);
