// The scenario editor in the side panel, on any stage; its draft survives
// closing the panel.
import { editorFor, ScenarioForm } from '../scenario/editor/ScenarioForm';
import { useLab } from './lab';

export function ScenarioPanel() {
  const { state, editor, setEditor, applyScenario } = useLab();
  return (
    <ScenarioForm
      scenario={state.scenario}
      editor={editor ?? editorFor(state.scenario)}
      onEditor={(f) => setEditor((e) => f(e ?? editorFor(state.scenario)))}
      onApply={applyScenario}
    />
  );
}
