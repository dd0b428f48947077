// The policies stage's two pictures: the frame tables and curves, or the
// counterexample search.
import { useLab } from '../../../app/lab';
import { PaneSwitch } from '../../../components/PaneSwitch';

export function PoliciesPanes() {
  const { state, patchView } = useLab();
  return (
    <div className="policies-panes">
      <PaneSwitch
        label="Picture"
        panes={[
          ['', 'Tables'],
          ['search', 'Find a counterexample'],
        ]}
        shown={state.view.pane === 'search' ? 'search' : ''}
        onShow={(id) => patchView({ pane: id, step: 0 })}
      />
    </div>
  );
}
