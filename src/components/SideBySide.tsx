// Side by side: the same scenario twice, one field changed in the second
// (k = 0 against k = 1, 3 frames against 4 …), both in lockstep; "jump to
// the first divergence" finds the first micro-step at which they differ.
import { useState } from 'react';
import { useLab } from '../app/lab';
import { applyVariant, VARIANT_CHOICES, VARIANT_FIELDS, type VariantPath, variantValueOk } from '../app/state';
import { runError } from '../sim/runStore';
import { first_divergence_json } from '../wasm/core';

function parse(path: VariantPath, text: string): number | boolean | string {
  const kind = VARIANT_FIELDS[path];
  if (kind === 'integer') return /^\d+$/.test(text.trim()) ? Number(text) : text;
  if (kind === 'boolean') return text === 'true';
  return text;
}

/** Jumps both runs to the first micro-step at which they differ; its message. */
export function useDivergence(): [() => void, string | null, (m: string | null) => void] {
  const { state, sim, json } = useLab();
  const [message, setMessage] = useState<string | null>(null);
  const jump = () => {
    if (!state.variant) return;
    // The scenario as run (with a trace, P0's string is its head).
    const b = applyVariant(JSON.parse(json), state.variant);
    const step = JSON.parse(first_divergence_json(json, JSON.stringify(b))) as number | null;
    if (step === null) setMessage('The two runs never differ.');
    else {
      setMessage(`They first differ at micro-step ${step}.`);
      sim.seekStep(step);
    }
  };
  return [jump, message, setMessage];
}

export function SideBySide() {
  const { state, setVariant, setStage, json } = useLab();
  const { scenario, variant = null } = state;
  const [path, setPath] = useState<VariantPath>(variant?.path ?? 'memory.k');
  const [text, setText] = useState(String(variant?.value ?? (scenario.memory.k === 0 ? 1 : 0)));
  const [jump, message, setMessage] = useDivergence();

  const show = () => {
    const value = parse(path, text);
    if (!variantValueOk(path, value)) return setMessage(`${path} = ${text} is not allowed: expected ${VARIANT_FIELDS[path]}`);
    if (path.startsWith('drum.') && !scenario.drum) return setMessage(`${path}: the scenario has no drum`);
    // The two runs the clock stage shows next: opened once, here, and kept for it (the error names B).
    const problem = runError([json, JSON.stringify(applyVariant(JSON.parse(json), { path, value }))]);
    if (problem) return setMessage(problem);
    setMessage(null);
    setVariant({ path, value });
    if (state.stage !== 'multics-clock') setStage('multics-clock');
  };
  return (
    <div className="side-by-side-panel">
      <p className="muted">
        Run the scenario twice in lockstep on the clock stage, B with one field changed — e.g. k = 0 (FIFO) against k = 1, or 3 frames
        against 4 (Belady’s anomaly).
      </p>
      <div className="exercise-controls">
        <label className="field">
          <span>B changes</span>
          <select
            value={path}
            onChange={(e) => {
              const p = e.target.value as VariantPath;
              setPath(p);
              // A choice starts at the value the scenario does not have.
              const choices = VARIANT_CHOICES[p];
              if (choices)
                setText(
                  choices.find((c) => c !== (p === 'drum.discipline' ? scenario.drum?.discipline : scenario.memory.pulled_enter)) ??
                    choices[0],
                );
            }}
          >
            {Object.keys(VARIANT_FIELDS).map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        {VARIANT_FIELDS[path] === 'boolean' || VARIANT_CHOICES[path] ? (
          <label className="field">
            <span>to</span>
            <select value={text} onChange={(e) => setText(e.target.value)} aria-label="value for B">
              {(VARIANT_CHOICES[path] ?? ['true', 'false']).map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label className="field">
            <span>to</span>
            <input value={text} onChange={(e) => setText(e.target.value)} aria-label="value for B" />
          </label>
        )}
      </div>
      <div className="exercise-controls">
        <button className="primary" onClick={show}>
          Show side by side
        </button>
        {variant && <button onClick={jump}>Jump to the first divergence</button>}
        {variant && <button onClick={() => setVariant(null)}>Back to one</button>}
      </div>
      {message && (
        <p role="status" className="note" data-testid="side-panel-status">
          {message}
        </p>
      )}
    </div>
  );
}
