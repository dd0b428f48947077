// A preset: a story the lab tells on one stage — a full lab state, so its
// link reproduces it exactly — with the question it answers, its paper, and
// its explanation in Markdown (the text before "## What to watch" explains,
// the text after says what to watch). Builders for the presets' scenarios.
import type { QuestionRule } from '../app/rulesQuestion';
import { DEFAULT_VIEW, type LabState, type StageId, type View } from '../app/state';
import type { Scenario, Workload } from '../scenario/types';

export interface Preset {
  /** Stable: `#preset=<id>` opens it. */
  id: string;
  stage: StageId;
  title: string;
  /** The question the story answers, as the gallery shows it. */
  question: string;
  /** The paper, short: "Corbató 1968". */
  paper: string;
  /** Paper, section, figure or equation. */
  citation: string;
  /** Markdown: the explanation, then `## What the run shows` (optional: the findings, told after the question), then `## What to watch`. */
  text: string;
  state: LabState;
  /**
   * What the story invites changing and tells its numbers for each value of
   * (paths in the lab state: `scenario.memory.frames`, `trace.first`,
   * `variant`): changing them keeps the story's run on screen; any other
   * change sets the story's text aside as its own run's (app/storyRun.ts).
   */
  varies?: readonly string[];
  /** The convention the story is about: the Rules tab's question on it is the story's own (the stage asks it too). */
  rule?: QuestionRule;
}

/**
 * A preset's Markdown split into its explanation (the text before the first
 * of its sections), what the run shows (told only once the stage's question
 * is answered or skipped: it gives the answer away) and what to watch — the
 * two sections in either order.
 */
export function storyParts(text: string): { about: string; shows: string; watch: string } {
  const [about, ...sections] = text.split(/^## (?=What the run shows\s*$|What to watch\s*$)/m);
  const section = (title: string) => {
    const found = sections.find((s) => s.startsWith(title));
    return found ? found.slice(title.length).trim() : '';
  };
  return { about: about.trim(), shows: section('What the run shows'), watch: section('What to watch') };
}

export const DRUM = { rotation_us: 16000, sectors: 8, transfer_us: 2000, discipline: 'fifo' as const };
export const CPU = { reference_us: 50, fault_us: 1000, examine_us: 40 };

/**
 * A one-process-per-workload scenario with the lab's drum and CPU costs.
 * Pulled pages enter where the pointer looks next when they carry Corbató's
 * first-time switch, else just behind the pointer (CP-67's and the textbook
 * clock's place), unless `memory` says otherwise.
 */
export function scenario(memory: Partial<Scenario['memory']>, workloads: Workload[], extra: Partial<Scenario> = {}): Scenario {
  const pulled_enter = memory.first_time === false ? 'behind_pointer' : 'at_pointer';
  return {
    version: 1,
    seed: 1,
    memory: {
      frames: 16,
      k: 1,
      pool_n: 3,
      pool_low_water: 0,
      first_time: true,
      pulled_enter,
      new_page_usage: 'on',
      opt_tie: 'lowest_slot',
      modified_chance: 'none',
      replacement: 'global',
      ...memory,
    },
    drum: DRUM,
    cpu: CPU,
    processes: workloads.map((workload) => ({ workload })),
    ...extra,
  };
}

/** The textbook clock: no pool, no first-time switch, no drum timing. */
export function textbook(frames: number, k: number, text: string): Scenario {
  return {
    ...scenario({ frames, k, pool_n: 0, pool_low_water: 0, first_time: false }, [{ kind: 'typed', text }]),
    drum: null,
    cpu: { reference_us: 0, fault_us: 0, examine_us: 0 },
  };
}

/** The scenario stages without a run of their own keep: one short string. */
export const IDLE_SCENARIO = textbook(3, 1, '1 2 3 1 4 1 2');

/** A lab state on `stage` for `s`, with view fields changed from the defaults. */
export function stageState(stage: StageId, s: Scenario, view: Partial<View> = {}): LabState {
  return { stage, preset: null, scenario: s, view: { ...DEFAULT_VIEW, ...view }, exercise: null };
}
