// The scenario's parameters. The user's text is kept as typed; Apply checks
// it (numbers here, everything else in the core) and shows the core's
// message — field, value, allowed range — next to the form, marking the field.
import { type ReactNode, useState } from 'react';
import { build, type Draft, errorField, setSection, toDraft } from '../scenario/draft';
import { type Scenario, WORKLOAD_LABELS, type Workload, workloadDefaults } from '../scenario/types';
import { normalize_scenario, step_through_error, validate_scenario } from '../wasm/core';
import { download } from './Export';

interface Props {
  scenario: Scenario;
  onApply: (s: Scenario) => void;
}

/** Bard 1975, Table 1's defaults. */
const PSI_DEFAULTS = {
  kind: 'psi',
  psi_c: 13,
  psi_m: 13,
  beta: 0,
  a0_q1: 5,
  a0_q2: 20,
  alpha: 0.9,
  rho: 0.5,
  feedback: { strategy: 'three', pm: 65, sm: 0.8, check_us: 10_000_000 },
};

const kindIsBatch = (d: Draft, i: number) => (d.values[`processes[${i}].class.kind`] ?? 'background') === 'background';

/** The form shows every default the core fills in, so a section given as `{}` shows as on, with its values. */
function draftOf(s: Scenario): Draft {
  try {
    return toDraft(JSON.parse(normalize_scenario(JSON.stringify(s))) as Scenario);
  } catch {
    return toDraft(s); // invalid: shown as it is, for the user to mend
  }
}

export function ScenarioForm({ scenario, onApply }: Props) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(scenario));
  const [error, setError] = useState<string | null>(null);
  const bad = error ? errorField(error) : null;

  const set = (path: string, value: string) => setDraft((d) => ({ ...d, values: { ...d.values, [path]: value } }));
  const apply = () => {
    const built = build(draft);
    if ('error' in built) return setError(built.error);
    const message = validate_scenario(JSON.stringify(built.scenario));
    if (message) return setError(message);
    setError(null);
    onApply(built.scenario);
  };
  const rebuild = (f: (s: Scenario) => void) => {
    const built = build(draft);
    if ('error' in built) return setError(built.error);
    f(built.scenario);
    setDraft(toDraft(built.scenario, draft));
  };
  const setKind = (i: number, kind: Workload['kind']) =>
    rebuild((s) => {
      s.processes[i].workload = structuredClone(workloadDefaults()[kind]);
    });
  const addProcess = () =>
    rebuild((s) => {
      s.processes.push({ workload: structuredClone(workloadDefaults().lru_stack) });
    });
  const removeProcess = (i: number) =>
    rebuild((s) => {
      s.processes.splice(i, 1);
    });

  const field = (path: string, label: string, hint?: string): ReactNode => {
    if (!(path in draft.values)) return null;
    const invalid = bad === path;
    const type = draft.types[path];
    if (type === 'boolean') {
      return (
        <label className="field check" key={path}>
          <input
            type="checkbox"
            checked={draft.values[path] === 'true'}
            onChange={(e) => set(path, String(e.target.checked))}
            aria-invalid={invalid}
          />
          {label}
        </label>
      );
    }
    return (
      <label className={`field${invalid ? ' invalid' : ''}`} key={path}>
        <span>
          {label}
          {hint && <span className="muted"> {hint}</span>}
        </span>
        <input
          value={draft.values[path]}
          inputMode={type === 'number' ? 'decimal' : undefined}
          aria-invalid={invalid}
          onChange={(e) => set(path, e.target.value)}
          name={path}
        />
      </label>
    );
  };
  const kinds = Object.keys(workloadDefaults()) as Workload['kind'][];
  const has = (prefix: string) => Object.keys(draft.values).some((k) => k === prefix || k.startsWith(`${prefix}.`));
  const section = (prefix: string, label: string, value: unknown) => (
    <label className="field check">
      <input
        type="checkbox"
        checked={has(prefix)}
        onChange={(e) => setDraft((d) => setSection(d, prefix, e.target.checked ? value : null))}
      />
      {label}
    </label>
  );
  const processCount = Object.keys(draft.values).filter((p) => /^processes\[\d+\]\.workload\.kind$/.test(p)).length;

  return (
    <form
      className="scenario-form"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
      aria-label="Scenario parameters"
    >
      {error && (
        <p role="alert" className="error" data-testid="scenario-error">
          {error}
        </p>
      )}
      <fieldset>
        <legend>Memory (Corbató 1968)</legend>
        {field('memory.frames', 'frames')}
        {field('memory.k', 'k', 'register bits, 0 = FIFO')}
        {field('memory.pool_n', 'pool n', 'blocks per replenishment, 0 = no pool')}
        {field('memory.pool_low_water', 'low-water mark')}
        {field('memory.first_time', 'first-time switch')}
        {field('seed', 'seed')}
      </fieldset>
      <fieldset>
        <legend>Drum</legend>
        <label className="field check">
          <input type="checkbox" checked={draft.drumOn} onChange={(e) => setDraft((d) => ({ ...d, drumOn: e.target.checked }))} />
          drum on (off: instantaneous transfers)
        </label>
        {draft.drumOn && (
          <>
            {field('drum.rotation_us', 'rotation', 'µs')}
            {field('drum.sectors', 'sectors', 'pages per track')}
            {field('drum.transfer_us', 'transfer', 'µs per page')}
            <label className="field">
              <span>queue</span>
              <select value={draft.values['drum.discipline']} onChange={(e) => set('drum.discipline', e.target.value)}>
                <option value="fifo">FIFO</option>
                <option value="sltf">shortest latency first</option>
              </select>
            </label>
          </>
        )}
      </fieldset>
      <fieldset>
        <legend>CPU time</legend>
        {field('cpu.reference_us', 'per reference', 'µs')}
        {field('cpu.fault_us', 'per fault', 'µs')}
        {field('cpu.examine_us', 'per examination', 'µs')}
      </fieldset>
      <fieldset>
        <legend>Multiprogramming</legend>
        {section('duration_us', 'end at a set time', 60_000_000)}
        {field('duration_us', 'duration', 'µs (needed with terminal users)')}
        {section('scheduler', 'time slices and load control', { time_slice_us: 50_000 })}
        {field('scheduler.time_slice_us', 'time slice', 'µs')}
        {has('scheduler') && section('scheduler.max_mpl', 'limit the multiprogramming level', 4)}
        {field('scheduler.max_mpl', 'max MPL')}
        {has('scheduler') &&
          section('scheduler.load_leveler', 'Load Leveler (Shils 1968)', { x_pages_per_s: 50, y_pct: 30, dt_us: 10_000_000 })}
        {field('scheduler.load_leveler.x_pages_per_s', 'x', 'page replacements/s')}
        {field('scheduler.load_leveler.y_pct', 'y', '% (area A above 100 − y)')}
        {field('scheduler.load_leveler.dt_us', 'Δt', 'µs')}
        {has('scheduler') &&
          section('scheduler.working_set', 'working sets (Nishigaki 1981)', {
            instructions_per_reference: 100,
            delta: 200_000,
            window: 1,
            max_window: 32,
            policy: { kind: 'owe', criterion: 'pe', alpha: 0.5, s: 80_000 },
          })}
        {field('scheduler.working_set.delta', 'Δ', 'instructions between sample points')}
        {field('scheduler.working_set.instructions_per_reference', 'instructions per reference')}
        {field('scheduler.working_set.window', 'first window', '× Δ')}
        {field('scheduler.working_set.max_window', 'largest window', '× Δ')}
        {has('scheduler.working_set') && (
          <label className="field">
            <span>windows</span>
            <select
              value={draft.values['scheduler.working_set.policy.kind']}
              onChange={(e) =>
                setDraft((d) =>
                  setSection(
                    d,
                    'scheduler.working_set.policy',
                    e.target.value === 'owe'
                      ? { kind: 'owe', criterion: 'pe', alpha: 0.5, s: 80_000 }
                      : { kind: 'uni_window', adjust_us: 1_000_000, busy_low: 0.35, busy_high: 0.55 },
                  ),
                )
              }
            >
              <option value="owe">OWE: one window per program</option>
              <option value="uni_window">uni-window: one window shared</option>
            </select>
          </label>
        )}
        {'scheduler.working_set.policy.criterion' in draft.values && (
          <label className="field">
            <span>knee</span>
            <select
              value={draft.values['scheduler.working_set.policy.criterion']}
              onChange={(e) => set('scheduler.working_set.policy.criterion', e.target.value)}
            >
              <option value="pe">PE-knee (least χ = ζ + Sφζ)</option>
              <option value="lt">LT-knee (least ψ = Sφζ)</option>
            </select>
          </label>
        )}
        {field('scheduler.working_set.policy.alpha', 'α', 'smoothing (eq. 3.2)')}
        {field('scheduler.working_set.policy.s', 'S', 'fault delay, instructions')}
        {field('scheduler.working_set.policy.adjust_us', 'adjust every', 'µs (0 = fixed window)')}
        {field('scheduler.working_set.policy.busy_low', 'lower below', 'drum busy fraction')}
        {field('scheduler.working_set.policy.busy_high', 'raise above', 'drum busy fraction')}
        {has('scheduler') &&
          section('scheduler.stays', 'CP-67 stays and the Ψ-scheduler (Bard 1975)', {
            q1_us: 250_000,
            q2_us: 2_500_000,
            admission: PSI_DEFAULTS,
            unqueued_first: false,
          })}
        {field('scheduler.stays.q1_us', 'Q1 stay', 'µs of CPU (interactive)')}
        {field('scheduler.stays.q2_us', 'Q2 stay', 'µs of CPU')}
        {field('scheduler.stays.unqueued_first', 'overwrite pages of users not in a queue first (CP-67, Bard 1971)')}
        {has('scheduler.stays') && (
          <label className="field">
            <span>admission</span>
            <select
              value={draft.values['scheduler.stays.admission.kind']}
              onChange={(e) =>
                setDraft((d) =>
                  setSection(
                    d,
                    'scheduler.stays.admission',
                    e.target.value === 'psi' ? PSI_DEFAULTS : { kind: 'cp67', a0_q1: 5, a0_q2: 20 },
                  ),
                )
              }
            >
              <option value="psi">Ψ-scheduler (Σ A(Ψm) ≤ N, with feedback)</option>
              <option value="cp67">CP-67 (pages held at the end of the last stay)</option>
            </select>
          </label>
        )}
        {field('scheduler.stays.admission.psi_c', 'Ψc', 'critical Ψ (eqs. 7–8)')}
        {field('scheduler.stays.admission.psi_m', 'Ψm', 'least allowed Ψ')}
        {field('scheduler.stays.admission.beta', 'β', 'exponent above Ψc (eq. 8)')}
        {field('scheduler.stays.admission.a0_q1', 'Ā0 Q1', 'pages')}
        {field('scheduler.stays.admission.a0_q2', 'Ā0 Q2', 'pages')}
        {field('scheduler.stays.admission.alpha', 'α', 'smoothing (eq. 9)')}
        {field('scheduler.stays.admission.rho', 'ρ', 'regression to the mean (eq. 10)')}
        {'scheduler.stays.admission.feedback.strategy' in draft.values && (
          <label className="field">
            <span>feedback</span>
            <select
              value={draft.values['scheduler.stays.admission.feedback.strategy']}
              onChange={(e) => set('scheduler.stays.admission.feedback.strategy', e.target.value)}
            >
              <option value="one">strategy 1: limit the MPL</option>
              <option value="two">strategy 2: lower N</option>
              <option value="three">strategy 3: lower N and deactivate</option>
            </select>
          </label>
        )}
        {field('scheduler.stays.admission.feedback.pm', 'PM', 'page reads/s')}
        {field('scheduler.stays.admission.feedback.sm', 'SM', 'steal ratio')}
        {field('scheduler.stays.admission.feedback.check_us', 'check every', 'µs')}
        {section('sampler', 'sampler (Bard 1971 DUSETIMR)', { dt_us: 10_000_000 })}
        {field('sampler.dt_us', 'sample every', 'µs')}
        {section('supervisor', 'supervisor costs (Bard 1971, Table 5)', {
          theta0_us_per_s: 8900,
          vsio_us: 8100,
          page_io_us: 2200,
          problem_us_per_s: 138000,
          dispatch_us: 700,
          tick_us: 100000,
        })}
        {field('supervisor.page_io_us', 'θ3 per page I/O', 'µs')}
        {field('supervisor.vsio_us', 'θ1 per VSIO', 'µs')}
        {field('supervisor.dispatch_us', 'per dispatch', 'µs')}
      </fieldset>
      {Array.from({ length: processCount }, (_, i) => {
        const p = `processes[${i}].workload`;
        const kind = draft.values[`${p}.kind`] as Workload['kind'];
        return (
          <fieldset key={i} className="process">
            <legend>Process P{i}</legend>
            <label className="field">
              <span>reference string</span>
              <select value={kind} onChange={(e) => setKind(i, e.target.value as Workload['kind'])}>
                {kinds.map((k) => (
                  <option key={k} value={k}>
                    {WORKLOAD_LABELS[k]}
                  </option>
                ))}
              </select>
            </label>
            {kind === 'typed' ? (
              <label className={`field wide${bad === `${p}.text` ? ' invalid' : ''}`}>
                <span>
                  pages <span className="muted">(e.g. 3 7 7w 2 — w marks a write)</span>
                </span>
                <textarea
                  value={draft.values[`${p}.text`]}
                  rows={2}
                  onChange={(e) => set(`${p}.text`, e.target.value)}
                  aria-invalid={bad === `${p}.text`}
                  name={`${p}.text`}
                />
              </label>
            ) : (
              <>
                {field(`${p}.pages`, 'pages', 'virtual size')}
                {field(`${p}.length`, 'length', 'references')}
                {field(`${p}.q.theta`, 'θ', 'q(k) ∝ θ^(k−1)')}
                {field(`${p}.q.s`, 's', 'q(k) ∝ k^−s')}
                {field(`${p}.locality_pages`, 'locality pages')}
                {field(`${p}.phase_length`, 'phase length')}
                {field(`${p}.core_pages`, 'core pages')}
                {field(`${p}.core_fraction`, 'core fraction')}
                {field(`${p}.dwell`, 'dwell', 'references to each page')}
                {field(`${p}.write_fraction`, 'write fraction')}
              </>
            )}
            <label className="field">
              <span>class</span>
              <select
                value={draft.values[`processes[${i}].class.kind`] ?? 'background'}
                onChange={(e) =>
                  setDraft((d) =>
                    setSection(
                      d,
                      `processes[${i}].class`,
                      e.target.value === 'terminal' ? { kind: 'terminal', think_us: 5_000_000, burst: 100, fixed: false } : null,
                    ),
                  )
                }
              >
                <option value="background">background (batch)</option>
                <option value="terminal">terminal user</option>
              </select>
            </label>
            {field(`processes[${i}].class.think_us`, 'think time', 'µs (mean)')}
            {field(`processes[${i}].class.burst`, 'references per interaction')}
            {field(`processes[${i}].class.fixed`, 'fixed think time (a sleeper)')}
            <label className="field check">
              <input
                type="checkbox"
                checked={has(`processes[${i}].vsio_every`)}
                onChange={(e) =>
                  setDraft((d) =>
                    setSection(
                      setSection(d, `processes[${i}].vsio_every`, e.target.checked ? 1000 : null),
                      `processes[${i}].vsio_us`,
                      e.target.checked ? 20_000 : null,
                    ),
                  )
                }
              />
              file I/O (VSIO)
            </label>
            {kindIsBatch(draft, i) && (
              <label className="field check">
                <input
                  type="checkbox"
                  checked={draft.values[`processes[${i}].cyclic`] === 'true'}
                  onChange={(e) => setDraft((d) => setSection(d, `processes[${i}].cyclic`, e.target.checked ? true : null))}
                />
                cyclic (a job initiator: starts over at the end)
              </label>
            )}
            {field(`processes[${i}].vsio_every`, 'file I/O every', 'references')}
            {field(`processes[${i}].vsio_us`, 'file I/O time', 'µs')}
            {processCount > 1 && (
              <button type="button" onClick={() => removeProcess(i)}>
                Remove P{i}
              </button>
            )}
          </fieldset>
        );
      })}
      <div className="form-actions">
        <button type="submit" className="primary">
          Apply
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
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const text = await file.text();
              const problem = step_through_error(text);
              if (problem) return setError(`${file.name}: ${problem}`);
              setError(null);
              onApply(JSON.parse(text) as Scenario);
            }}
          />
        </label>
        <button
          type="button"
          onClick={() => {
            setDraft(draftOf(scenario));
            setError(null);
          }}
        >
          Revert
        </button>
        <button type="button" onClick={addProcess} disabled={processCount >= 8}>
          Add a process
        </button>
      </div>
    </form>
  );
}
