// The stage's own settings, written into the scenario (so the link carries
// them): the number of frames — 3 against 4 is Belady's story — and the
// clock's register length k. The position in the string is kept.
import { useLab } from '../../app/lab';
import type { Scenario } from '../../scenario/types';
import { constants } from '../../wasm/constants';

/** The core's limits. */
const LIMITS = () => constants().limits;

/** The scenario with `frames` frames, its free pool shrunk to fit if need be. */
export function withFrames(s: Scenario, frames: number): Scenario {
  const pool = Math.min(s.memory.pool_n, frames);
  const low = pool > 0 ? Math.min(s.memory.pool_low_water, frames - pool) : 0;
  const { pointer_start, ...memory } = s.memory;
  // A pointer start beyond the new frames is dropped: the pointer starts where the loads leave it.
  const start = pointer_start != null && pointer_start < frames ? { pointer_start } : {};
  return { ...s, memory: { ...memory, ...start, frames, pool_n: pool, pool_low_water: low } };
}

export function MemorySteppers() {
  const { state, open } = useLab();
  const { frames, k } = state.scenario.memory;
  const set = (scenario: Scenario) => open({ ...state, scenario });
  return (
    <div className="memory-steppers">
      <Stepper
        label="Frames"
        value={frames}
        min={1}
        max={LIMITS().max_frames}
        onChange={(f) => set(withFrames(state.scenario, f))}
        testId="frames"
      />
      <Stepper
        label="Clock k"
        value={k}
        min={0}
        max={LIMITS().max_k}
        onChange={(v) => set({ ...state.scenario, memory: { ...state.scenario.memory, k: v } })}
        testId="k"
      />
    </div>
  );
}

function Stepper({
  label,
  value,
  min,
  max,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (v: number) => void;
  testId: string;
}) {
  return (
    <fieldset className="stepper">
      <legend className="sr-only">{label}</legend>
      <span className="stepper-label" aria-hidden="true">
        {label}
      </span>
      <button type="button" onClick={() => onChange(value - 1)} disabled={value <= min} aria-label={`${label}: one fewer`}>
        −
      </button>
      <output data-testid={`${testId}-value`} aria-live="polite">
        {value}
      </output>
      <button type="button" onClick={() => onChange(value + 1)} disabled={value >= max} aria-label={`${label}: one more`}>
        +
      </button>
    </fieldset>
  );
}
