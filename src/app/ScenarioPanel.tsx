// The scenario editor in the side panel, on any stage; its draft survives
// closing the panel. With a trace file as P0's string, a line says that P0's
// workload below stands aside while the trace is chosen.
import { editorFor, ScenarioForm } from '../scenario/editor/ScenarioForm';
import { useLab } from './lab';

export function ScenarioPanel() {
  const { state, editor, setEditor, applyScenario, trace } = useLab();
  return (
    <>
      {trace.setting && (
        <p className="note" data-testid="trace-in-scenario">
          P0’s string is the trace file {trace.setting.name} (its first {trace.setting.first.toLocaleString('en-US')} references), chosen on
          the policies or Multics clock stage; P0’s workload below runs when “P0’s string” is the scenario’s.
        </p>
      )}
      <ScenarioForm
        scenario={state.scenario}
        editor={editor ?? editorFor(state.scenario)}
        onEditor={(f) => setEditor((e) => f(e ?? editorFor(state.scenario)))}
        onApply={applyScenario}
      />
    </>
  );
}
