// Every story the lab tells, stage by stage: the gallery's cards and the
// `#preset=<id>` links.
import { EXPERIMENT_PRESETS } from './experiments/presets';
import { CURVE_PRESETS } from './lifetime-curves/presets';
import { LOAD_PRESETS } from './load-leveler/presets';
import { MEASUREMENT_PRESETS } from './measurement/presets';
import { CLOCK_PRESETS } from './multics-clock/presets';
import { OSTEP_PRESETS } from './ostep/presets';
import { POLICY_PRESETS } from './policies/presets';
import type { Preset } from './preset';
import { PSI_PRESETS } from './psi-scheduler/presets';
import { WORKSHEET_PRESETS } from './worksheet/presets';

export const PRESETS: Preset[] = [
  ...CLOCK_PRESETS,
  ...POLICY_PRESETS,
  ...LOAD_PRESETS,
  ...CURVE_PRESETS,
  ...PSI_PRESETS,
  ...MEASUREMENT_PRESETS,
  ...OSTEP_PRESETS,
  ...EXPERIMENT_PRESETS,
  ...WORKSHEET_PRESETS,
].map((p) => ({ ...p, state: { ...p.state, preset: p.id } }));

const BY_ID = new Map(PRESETS.map((p) => [p.id, p]));

/** The preset with this id, if any. */
export function presetById(id: string): Preset | undefined {
  return BY_ID.get(id);
}
