// Step, step back, play/pause, speed and the timeline over every micro-step.
import type { Simulation } from '../sim/useSimulation';

const SPEEDS = [1, 2, 4, 8, 16, 32, 64, 128, 256];

/** `barrier`: a step at which an exercise question waits — forward moves are disabled there. */
export function Controls({ sim, barrier = null }: { sim: Simulation; barrier?: number | null }) {
  const { snap } = sim;
  if (!snap) return null;
  const atStart = snap.step === 0;
  const held = barrier !== null && snap.step >= barrier;
  return (
    <div className="controls" role="toolbar" aria-label="Simulation controls">
      <button onClick={sim.reset} disabled={atStart} title="Reset to the start (Home)" aria-label="Reset">|◀◀</button>
      <button onClick={sim.back} disabled={atStart} title="Step back one micro-step (←)" aria-label="Step back">◀</button>
      <button onClick={sim.togglePlay} className="primary" disabled={held && !sim.playing} title="Play or pause (Space)" aria-label={sim.playing ? 'Pause' : 'Play'}>
        {sim.playing ? '❚❚ Pause' : '▶ Play'}
      </button>
      <button onClick={sim.step} disabled={snap.done || held} title="One micro-step (→)" aria-label="Step">▶|</button>
      <button onClick={sim.stepReference} disabled={snap.done || held} title="To the end of the next reference (Shift+→)" aria-label="Step reference">
        ▶▶| ref
      </button>
      <label className="speed">
        speed
        <select value={sim.speed} onChange={(e) => sim.setSpeed(Number(e.target.value))} aria-label="Speed in micro-steps per second">
          {SPEEDS.map((s) => (
            <option key={s} value={s}>{s} steps/s</option>
          ))}
        </select>
      </label>
      <label className="timeline">
        <span className="sr-only">Timeline</span>
        <input
          type="range"
          min={0}
          max={snap.total}
          value={snap.step}
          onChange={(e) => sim.seek(Number(e.target.value))}
          aria-label="Timeline (micro-step)"
          aria-valuetext={`micro-step ${snap.step} of ${snap.total}`}
        />
        <output data-testid="step-counter">step {snap.step} / {snap.total}</output>
      </label>
    </div>
  );
}
