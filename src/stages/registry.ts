// The stages: one screen per story, each a folder of this directory whose
// index.ts defines it (define.ts). This is the one list of them; the ids,
// the stories and the link's stage codecs all come from it.
import type { LabState } from '../app/state';
import type { SliceCodec } from '../scenario/codec';
import type { StageDef } from './define';
import { stage as experiments } from './experiments';
import { stage as curves } from './lifetime-curves';
import { stage as load } from './load-leveler';
import { installStages } from './lookup';
import { stage as measurement } from './measurement';
import { stage as clock } from './multics-clock';
import { stage as ostep } from './ostep';
import { stage as policies } from './policies';
import type { Preset } from './preset';
import { stage as psi } from './psi-scheduler';
import { stage as worksheet } from './worksheet';

/** The stages, in the nav's and the gallery's order. */
export const STAGE_MODULES = [clock, policies, load, curves, psi, measurement, ostep, experiments, worksheet] as const;

export type StageId = (typeof STAGE_MODULES)[number]['id'];

export const STAGES: readonly StageId[] = STAGE_MODULES.map((m) => m.id);

/** The stages that play the scenario's micro-steps (the shell's controls and narration); the others keep their own position in `view.step`. */
export const SIM_STAGES: readonly StageId[] = STAGE_MODULES.filter((m) => m.sim).map((m) => m.id);

export const STAGE_DEFS = Object.fromEntries(STAGE_MODULES.map((m) => [m.id, m])) as unknown as Record<StageId, StageDef<StageId>>;

/** The codecs of the stages' slices of the lab state, in the stages' order. */
export const SLICE_CODECS: readonly SliceCodec<unknown>[] = STAGE_MODULES.flatMap((m): SliceCodec<unknown>[] =>
  'slice' in m && m.slice ? [m.slice] : [],
);

/** Every story the lab tells, stage by stage: the gallery's cards and the `#preset=<id>` links. */
export const PRESETS: Preset[] = STAGE_MODULES.flatMap((m) => m.presets).map((p) => ({ ...p, state: { ...p.state, preset: p.id } }));

const BY_ID = new Map(PRESETS.map((p) => [p.id, p]));

/** The preset with this id, if any. */
export function presetById(id: string): Preset | undefined {
  return BY_ID.get(id);
}

installStages(STAGE_MODULES, {
  ids: STAGES,
  codecs: SLICE_CODECS,
  preset: (id: string): LabState | undefined => presetById(id)?.state,
});
