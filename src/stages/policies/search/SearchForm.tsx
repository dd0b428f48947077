// The search's settings: which question, its policies, k and frames, and
// the bounds on the strings searched — each change asks again (the link
// carries them).
import type { Policy } from '../../../wasm/types/core';
import { policyLabel } from '../types';
import { SEARCH_LIMITS, type SearchSettings } from './settings';

const ALL: Policy[] = ['fifo', 'lru', 'opt', 'clock'];

export function SearchForm({ s, set }: { s: SearchSettings; set: (p: Partial<SearchSettings>) => void }) {
  const usesK = s.mode === 'belady' ? s.policy === 'clock' : s.a === 'clock' || s.b === 'clock';
  return (
    <form className="search-form" aria-label="What to search for" onSubmit={(e) => e.preventDefault()}>
      <fieldset className="search-mode">
        <legend>Find the shortest string on which</legend>
        <label>
          <input type="radio" name="mode" checked={s.mode === 'belady'} onChange={() => set({ mode: 'belady' })} /> a frame more means more
          faults (Belady’s anomaly)
        </label>
        <label>
          <input type="radio" name="mode" checked={s.mode === 'beats'} onChange={() => set({ mode: 'beats' })} /> policy A faults fewer
          times than B
        </label>
      </fieldset>
      {s.mode === 'belady' ? (
        <label>
          Policy{' '}
          <select value={s.policy} onChange={(e) => set({ policy: e.target.value as 'fifo' | 'clock' })} data-testid="search-policy">
            <option value="fifo">FIFO</option>
            <option value="clock">Clock</option>
          </select>
          <span className="muted"> (LRU and OPT are stack algorithms: never)</span>
        </label>
      ) : (
        <>
          {(['a', 'b'] as const).map((side) => (
            <label key={side}>
              {side.toUpperCase()}{' '}
              <select value={s[side]} onChange={(e) => set({ [side]: e.target.value as Policy })} data-testid={`search-${side}`}>
                {ALL.map((p) => (
                  <option key={p} value={p}>
                    {policyLabel(p, s.k)}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <Field label="Frames" value={s.frames} min={1} max={SEARCH_LIMITS.frames} onChange={(frames) => set({ frames })} />
        </>
      )}
      {usesK && <Field label="Clock k" value={s.k} min={0} max={SEARCH_LIMITS.k} onChange={(k) => set({ k })} />}
      <Field label="At most pages" value={s.pages} min={1} max={SEARCH_LIMITS.pages} onChange={(pages) => set({ pages })} />
      <Field
        label="At most references"
        value={s.max_length}
        min={1}
        max={SEARCH_LIMITS.max_length}
        onChange={(max_length) => set({ max_length })}
      />
    </form>
  );
}

function Field({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (v: number) => void;
}) {
  const id = `search-${label.toLowerCase().replace(/ /g, '-')}`;
  return (
    <label htmlFor={id}>
      {label}{' '}
      <input
        id={id}
        type="number"
        value={value}
        min={min}
        max={max}
        onChange={(e) => {
          const v = e.target.valueAsNumber;
          if (Number.isInteger(v) && v >= min && v <= max) onChange(v);
        }}
      />
    </label>
  );
}
