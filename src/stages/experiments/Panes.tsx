// An experiment's results in panes, when they are more than one screen
// holds: buttons choose the pane (kept in the link's view.pane, which every
// stage shares: the ids are the experiments' own), the first pane by default.
import type { ReactNode } from 'react';
import { useLab } from '../../app/lab';

export interface Pane {
  /** '' for the first pane; the others named apart from other stages' panes ('psi-series', not 'series'). */
  id: string;
  label: string;
  content: ReactNode;
}

export function Panes({ panes }: { panes: Pane[] }) {
  const { state, patchView } = useLab();
  const shown = panes.find((p) => p.id === state.view.pane) ?? panes[0];
  return (
    <div className="exp-panes">
      <fieldset className="exp-pane-switch">
        <legend className="sr-only">Results</legend>
        <div className="pane-switch">
          {panes.map((p) => (
            <button key={p.id} type="button" aria-pressed={p === shown} onClick={() => patchView({ pane: p.id })}>
              {p.label}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="exp-pane" data-pane={shown.id || 'first'}>
        {shown.content}
      </div>
    </div>
  );
}
