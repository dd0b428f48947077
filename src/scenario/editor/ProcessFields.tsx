// One process in the scenario form: its reference string (typed, or one of
// the models with its parameters), its class (batch or terminal user), its
// file I/O, and whether it starts over at the end.
import { setSection } from '../draft';
import { WORKLOAD_LABELS, type Workload } from '../types';
import { Field, has, type Kit, set } from './kit';

export function ProcessFields({
  kit,
  i,
  kinds,
  onKind,
  onRemove,
}: {
  kit: Kit;
  i: number;
  kinds: Workload['kind'][];
  onKind: (k: Workload['kind']) => void;
  onRemove?: () => void;
}) {
  const { draft, setDraft, bad } = kit;
  const p = `processes[${i}].workload`;
  const kind = draft.values[`${p}.kind`] as Workload['kind'];
  const terminal = draft.values[`processes[${i}].class.kind`] === 'terminal';
  return (
    <fieldset className="process">
      <legend>Process P{i}</legend>
      <label className="field">
        <span>reference string</span>
        <select value={kind} onChange={(e) => onKind(e.target.value as Workload['kind'])}>
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
            rows={3}
            onChange={(e) => set(kit, `${p}.text`, e.target.value)}
            aria-invalid={bad === `${p}.text`}
            name={`${p}.text`}
          />
        </label>
      ) : (
        <>
          <Field kit={kit} path={`${p}.pages`} label="pages" hint="virtual size" />
          <Field kit={kit} path={`${p}.length`} label="length" hint="references" />
          <Field kit={kit} path={`${p}.q.theta`} label="θ" hint="q(k) ∝ θ^(k−1)" />
          <Field kit={kit} path={`${p}.q.s`} label="s" hint="q(k) ∝ k^−s" />
          <Field kit={kit} path={`${p}.locality_pages`} label="locality pages" />
          <Field kit={kit} path={`${p}.phase_length`} label="phase length" />
          <Field kit={kit} path={`${p}.core_pages`} label="core pages" />
          <Field kit={kit} path={`${p}.core_fraction`} label="core fraction" />
          <Field kit={kit} path={`${p}.core_skew`} label="core skew" hint="Zipf: 0 all alike, 1 page i ∝ 1/i" />
          <Field kit={kit} path={`${p}.dwell`} label="dwell" hint="references to each page" />
          <Field kit={kit} path={`${p}.write_fraction`} label="write fraction" />
        </>
      )}
      <label className="field">
        <span>class</span>
        <select
          value={terminal ? 'terminal' : 'background'}
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
      <Field kit={kit} path={`processes[${i}].class.think_us`} label="think time" hint="µs (mean)" />
      <Field kit={kit} path={`processes[${i}].class.burst`} label="references per interaction" />
      <Field kit={kit} path={`processes[${i}].class.fixed`} label="fixed think time (a sleeper)" />
      <label className="field check">
        <input
          type="checkbox"
          checked={has(kit, `processes[${i}].vsio_every`)}
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
      {!terminal && (
        <label className="field check">
          <input
            type="checkbox"
            checked={draft.values[`processes[${i}].cyclic`] === 'true'}
            onChange={(e) => setDraft((d) => setSection(d, `processes[${i}].cyclic`, e.target.checked ? true : null))}
          />
          cyclic (a job initiator: starts over at the end)
        </label>
      )}
      <Field kit={kit} path={`processes[${i}].vsio_every`} label="file I/O every" hint="references" />
      <Field kit={kit} path={`processes[${i}].vsio_us`} label="file I/O time" hint="µs" />
      {onRemove && (
        <button type="button" onClick={onRemove}>
          Remove P{i}
        </button>
      )}
    </fieldset>
  );
}
