// A stage is a module: its folder's index.ts exports one definition — what
// the shell shows of it (names, side-panel tabs, the screen itself), its
// stories, and, for a stage that keeps settings of its own, the codec of
// its slice of the lab state and of the link. The registry lists them.
import type { ComponentType } from 'react';
import type { PanelId } from '../app/state';
import type { SliceCodec } from '../scenario/codec';
import type { Preset } from './preset';

export interface StageDef<Id extends string = string> {
  id: Id;
  /** The stage nav's short name. */
  label: string;
  title: string;
  /** The paper, short. */
  paper: string;
  /** The side panel's tabs on this stage. */
  panels: readonly PanelId[];
  /** Markdown: what the stage shows, for a state that is not a preset's. */
  about: string;
  Component: ComponentType;
  /** Whether the stage plays the scenario's micro-steps (the shell's controls and narration); the others keep their own position in `view.step`. */
  sim: boolean;
  /** The stage's stories, in the gallery's order. */
  presets: readonly Preset[];
  /** The stage's own settings in the lab state and the link, if it keeps any. */
  slice?: SliceCodec<unknown, Id>;
  /**
   * A hook: whether the question the stage itself asks (not a story's) is
   * answered or skipped — a story's "what the run shows" waits for it, or
   * for the story's own question.
   */
  useStoryAnswered: () => boolean;
  /** When a story's findings are told, in words ("once you have …"), if not when its question is answered. */
  revealedWhen?: string;
}

const noQuestion = () => false;

/** A stage's definition; a stage without a question of its own answers none. */
export function defineStage<Id extends string>(
  def: Omit<StageDef<Id>, 'useStoryAnswered'> & Partial<Pick<StageDef<Id>, 'useStoryAnswered'>>,
): StageDef<Id> {
  if (def.slice && def.slice.stage !== def.id) throw new Error(`the slice of ${def.id} names the stage ${def.slice.stage}`);
  return { useStoryAnswered: noQuestion, ...def };
}
