// The papers' experiments on one screen: choose one and a seed, run it in
// the background; its question first, then its figures and tables.
import { useLab } from '../../app/lab';
import { DEFAULT_EXPERIMENT } from '../../app/state';
import { ExperimentsPanel } from './ExperimentsPanel';

export function ExperimentsStage() {
  const { state, patchState } = useLab();
  const chosen = state.experiment ?? DEFAULT_EXPERIMENT;
  return (
    <div className="panel-stage scroll">
      <ExperimentsPanel name={chosen.name} seed={chosen.seed} onChoose={(name, seed) => patchState({ experiment: { name, seed } })} />
    </div>
  );
}
