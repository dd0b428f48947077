// An experiment's arm opened on its stage (a linked picture): the stage that
// shows what the arm measures, and the arm's scenario as the core hands it
// over — whole, or, when the step-through view cannot hold the whole run, its
// first seconds exactly as the experiment ran them (experiment/open.rs), said
// on the opened stage.
import { linkedState } from '../../app/linked';
import { withSlice } from '../../app/slices';
import { DEFAULT_VIEW, type LabState, type StageId } from '../../app/state';
import type { Scenario } from '../../scenario/types';
import { experiment_arm_open_json } from '../../wasm/core';
import type { Shortened } from '../../wasm/types/core';
import { type ExperimentChoice, experimentSlice } from './slice';
import type { ExperimentName } from './types';

/**
 * The stage each experiment's arms open on: Corbató's on the Multics clock,
 * Shils's and the thrashing curve's on load control, Nishigaki's on the
 * lifetime curves (with their working sets), Bard 1971's regression on
 * measurement, and Bard 1975's Ψ-scheduler runs — Table 2's grid included:
 * its arms are Ψ-scheduler and CP-67 runs measured by Ψ — on the Ψ-scheduler.
 */
export const ARM_STAGES: Record<ExperimentName, StageId> = {
  'corbato-k': 'multics-clock',
  'shils-ll': 'load-leveler',
  'shils-y': 'load-leveler',
  thrashing: 'load-leveler',
  'nishigaki-table1': 'lifetime-curves',
  'nishigaki-owe': 'lifetime-curves',
  'nishigaki-owe-sweep': 'lifetime-curves',
  'bard-regression': 'measurement',
  'bard-psi': 'psi-scheduler',
  'bard-psi-estimate': 'psi-scheduler',
  'bard-psi-sweep': 'psi-scheduler',
  'bard-table2': 'psi-scheduler',
};

const n = (x: number) => x.toLocaleString('en-US');
const s = (us: number) => `${n(Number((us / 1e6).toPrecision(3)))} s`;

/** What was cut, in words (honestly: what the opened run is, against the arm). */
export function cutWords(cut: Shortened | null): string {
  if (!cut) return 'its whole scenario, as the experiment runs it';
  const refs = `the strings cut from ${n(cut.full_references)} to ${n(cut.references)} references`;
  if (cut.duration_us !== null && cut.full_duration_us !== null && cut.duration_us < cut.full_duration_us) {
    return `shortened to fit the step-through view: its first ${s(cut.duration_us)} of ${s(cut.full_duration_us)}, exactly as the experiment ran them (${refs}); the experiment’s measures cover the whole run`;
  }
  if (cut.duration_us !== null) {
    return `its whole ${s(cut.duration_us)} run, exactly as the experiment ran it (${refs}: what each process references in the run)`;
  }
  return `shortened to fit the step-through view: its first ${n(cut.references)} of ${n(cut.full_references)} references`;
}

/** The state arm `arm` of the chosen experiment opens, on its stage. */
export function armLink(state: LabState, chosen: ExperimentChoice, arm: string): LabState {
  const which = chosen.case ?? 1;
  const opened = JSON.parse(experiment_arm_open_json(chosen.name, BigInt(chosen.seed), which, arm)) as {
    scenario: Scenario;
    shortened: Shortened | null;
  };
  const stage = ARM_STAGES[chosen.name as ExperimentName];
  const next = withSlice(
    {
      ...state,
      stage,
      scenario: opened.scenario,
      view: { ...DEFAULT_VIEW, panel: state.view.panel, presenter: state.view.presenter, speed: state.view.speed },
      trace: null,
    },
    experimentSlice,
    { ...chosen },
  );
  const source = `${chosen.name}${which > 1 ? ` case ${which}` : ''}, seed ${chosen.seed}`;
  return linkedState('experiment', `Opened from the experiment ${source}: arm ${arm} — ${cutWords(opened.shortened)}.`, next, state);
}
