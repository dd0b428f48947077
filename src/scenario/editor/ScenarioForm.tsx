// The scenario editor: every parameter as the user typed it. Apply checks
// it (numbers here, everything else in the core) and shows the core's
// message — field, value, allowed range — marking the field; nothing typed
// is lost. Upload and download the scenario as JSON.
import { download } from '../../components/Export';
import { runError } from '../../sim/runStore';
import { normalize_scenario, step_through_error } from '../../wasm/core';
import { build, type Draft, errorField, toDraft } from '../draft';
import {
  type Discipline,
  type ModifiedChance,
  type NewPageUsage,
  type OptTie,
  type PulledEnter,
  type Replacement,
  type Scenario,
  type Workload,
  workloadDefaults,
} from '../types';
import { Choice, Field, type Kit, Section } from './kit';
import { ProcessFields } from './ProcessFields';
import { SchedulerFields } from './SchedulerFields';

/** The drum's queue disciplines, in the core's names. */
const DISCIPLINES: Record<Discipline, string> = { fifo: 'FIFO', sltf: 'shortest latency first' };

/** The two readings of where Corbató's pulled pages enter the list (the "head"). */
const PULLED_ENTER: Record<PulledEnter, string> = {
  at_pointer: 'where the pointer looks next',
  behind_pointer: 'just behind the pointer',
};
const NEW_PAGE_USAGE: Record<NewPageUsage, string> = { on: 'on (set by the faulting reference)', off: 'off' };
const MODIFIED_CHANCE: Record<ModifiedChance, string> = {
  none: 'none (replaced, pushed first)',
  write_and_pass: 'written out, kept, passed over',
};
const REPLACEMENT: Record<Replacement, string> = { global: 'global (any process’s page)', local: 'local (its own pages)' };
const OPT_TIE: Record<OptTie, string> = {
  lowest_slot: 'lowest frame slot',
  first_loaded: 'loaded first',
  least_recent: 'used longest ago',
};

/** The editor's state, kept by the lab while the panel is closed. */
export interface Editor {
  draft: Draft;
  error: string | null;
}

/** The form shows every default the core fills in, so a section given as `{}` shows as on, with its values. */
export function editorFor(s: Scenario): Editor {
  try {
    return { draft: toDraft(JSON.parse(normalize_scenario(JSON.stringify(s))) as Scenario), error: null };
  } catch {
    return { draft: toDraft(s), error: null }; // invalid: shown as it is, for the user to mend
  }
}

interface Props {
  scenario: Scenario;
  editor: Editor;
  onEditor: (f: (e: Editor) => Editor) => void;
  onApply: (s: Scenario) => void;
}

export function ScenarioForm({ scenario, editor, onEditor, onApply }: Props) {
  const { draft, error } = editor;
  const setError = (message: string | null) => onEditor((e) => ({ ...e, error: message }));
  const kit: Kit = { draft, setDraft: (f) => onEditor((e) => ({ ...e, draft: f(e.draft) })), bad: error ? errorField(error) : null };
  const apply = () => {
    const built = build(draft);
    if ('error' in built) return setError(built.error);
    // The run the lab shows next: opened once, here, and kept for it.
    const message = runError([JSON.stringify(built.scenario)]);
    if (message) return setError(message);
    setError(null);
    onApply(built.scenario);
  };
  const rebuild = (f: (s: Scenario) => void) => {
    const built = build(draft);
    if ('error' in built) return setError(built.error);
    f(built.scenario);
    onEditor((e) => ({ ...e, draft: toDraft(built.scenario, e.draft) }));
  };
  const processCount = Object.keys(draft.values).filter((p) => /^processes\[\d+\]\.workload\.kind$/.test(p)).length;
  const upload = async (file: File) => {
    const text = await file.text();
    let scenario: Scenario;
    try {
      scenario = JSON.parse(text) as Scenario;
    } catch {
      return setError(`${file.name}: ${step_through_error(text)}`);
    }
    const problem = runError([JSON.stringify(scenario)]);
    if (problem) return setError(`${file.name}: ${problem}`);
    setError(null);
    onApply(scenario);
  };

  return (
    <form
      className="scenario-form"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
      aria-label="Scenario parameters"
    >
      <div className="form-actions">
        <button type="submit" className="primary">
          Apply
        </button>
        <button type="button" onClick={() => onEditor(() => editorFor(scenario))}>
          Revert
        </button>
        <button
          type="button"
          onClick={() =>
            download(new Blob([`${JSON.stringify(scenario, null, 2)}\n`], { type: 'application/json' }), 'paging-lab-scenario.json')
          }
        >
          Download JSON
        </button>
        <label className="upload">
          Upload JSON
          <input
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
      </div>
      {error && (
        <p role="alert" className="error" data-testid="scenario-error">
          {error}
        </p>
      )}
      <fieldset>
        <legend>Memory (Corbató 1968)</legend>
        <Field kit={kit} path="memory.frames" label="frames" />
        <Field kit={kit} path="memory.k" label="k" hint="register bits, 0 = FIFO" />
        <Field kit={kit} path="memory.pool_n" label="pool n" hint="blocks per replenishment, 0 = no pool" />
        <Field kit={kit} path="memory.pool_low_water" label="low-water mark" />
        <Field kit={kit} path="memory.first_time" label="first-time switch" />
        <Choice kit={kit} path="memory.pulled_enter" label="pulled pages enter" options={Object.entries(PULLED_ENTER)} />
        <Choice kit={kit} path="memory.new_page_usage" label="new page’s usage bit" options={Object.entries(NEW_PAGE_USAGE)} />
        <Choice kit={kit} path="memory.opt_tie" label="OPT’s tie among dead pages" options={Object.entries(OPT_TIE)} />
        <Choice kit={kit} path="memory.modified_chance" label="unused but modified page" options={Object.entries(MODIFIED_CHANCE)} />
        <Choice kit={kit} path="memory.replacement" label="replacement" options={Object.entries(REPLACEMENT)} />
        <Section kit={kit} prefix="memory.pointer_start" label="start the pointer at a set frame" value={0} />
        <Field kit={kit} path="memory.pointer_start" label="pointer starts at frame" hint="0 … frames − 1" />
        <Field kit={kit} path="seed" label="seed" />
      </fieldset>
      <fieldset>
        <legend>Drum</legend>
        <label className="field check">
          <input type="checkbox" checked={draft.drumOn} onChange={(e) => kit.setDraft((d) => ({ ...d, drumOn: e.target.checked }))} />
          drum on (off: instantaneous transfers)
        </label>
        {draft.drumOn && (
          <>
            <Field kit={kit} path="drum.rotation_us" label="rotation" hint="µs" />
            <Field kit={kit} path="drum.sectors" label="sectors" hint="pages per track" />
            <Field kit={kit} path="drum.transfer_us" label="transfer" hint="µs per page" />
            <Choice kit={kit} path="drum.discipline" label="queue" options={Object.entries(DISCIPLINES)} />
          </>
        )}
      </fieldset>
      <fieldset>
        <legend>CPU time</legend>
        <Field kit={kit} path="cpu.reference_us" label="per reference" hint="µs" />
        <Field kit={kit} path="cpu.fault_us" label="per fault" hint="µs" />
        <Field kit={kit} path="cpu.examine_us" label="per examination" hint="µs" />
      </fieldset>
      <SchedulerFields kit={kit} />
      {Array.from({ length: processCount }, (_, i) => (
        <ProcessFields
          key={i}
          kit={kit}
          i={i}
          kinds={Object.keys(workloadDefaults()) as Workload['kind'][]}
          onKind={(kind) =>
            rebuild((s) => {
              s.processes[i].workload = structuredClone(workloadDefaults()[kind]);
            })
          }
          onRemove={processCount > 1 ? () => rebuild((s) => void s.processes.splice(i, 1)) : undefined}
        />
      ))}
      <button
        type="button"
        onClick={() => rebuild((s) => void s.processes.push({ workload: structuredClone(workloadDefaults().lru_stack) }))}
        disabled={processCount >= 8}
      >
        Add a process
      </button>
    </form>
  );
}
