// Step, step back, play/pause, speed and the timeline over every micro-step.
import type { Simulation } from '../sim/useSimulation';

const SPEEDS = [1, 2, 4, 8, 16, 32, 64, 128, 256];

/** `barrier`: a step at which an exercise question waits — forward moves are disabled there. */
export function Controls({ sim, barrier = null }: { sim: Simulation; barrier?: number | null }) {
  const { snap } = sim;
  if (!snap) return null;
  // Side by side, the timeline spans the longer run.
  const total = Math.max(...sim.snaps.map((s) => s.total));
  const position = Math.max(...sim.snaps.map((s) => s.step));
  const atStart = position === 0;
  const held = barrier !== null && snap.step >= barrier;
  return (
    <div className="controls" role="toolbar" aria-label="Simulation controls">
      <button onClick={sim.reset} disabled={atStart} title="Reset to the start (Home)" aria-label="Reset">
        |◀◀
      </button>
      <button onClick={sim.back} disabled={atStart} title="Step back one micro-step (←)" aria-label="Step back">
        ◀
      </button>
      <button
        onClick={sim.togglePlay}
        className="primary"
        disabled={held && !sim.playing}
        title="Play or pause (Space)"
        aria-label={sim.playing ? 'Pause' : 'Play'}
      >
        {sim.playing ? '❚❚ Pause' : '▶ Play'}
      </button>
      <button onClick={sim.step} disabled={sim.snaps.every((s) => s.done) || held} title="One micro-step (→)" aria-label="Step">
        ▶|
      </button>
      <button
        onClick={sim.stepReference}
        disabled={snap.done || held}
        title="To the end of the next reference (Shift+→)"
        aria-label="Step reference"
      >
        ▶▶| ref
      </button>
      <label className="speed">
        speed
        <select value={sim.speed} onChange={(e) => sim.setSpeed(Number(e.target.value))} aria-label="Speed in micro-steps per second">
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s} steps/s
            </option>
          ))}
        </select>
      </label>
      <label className="timeline">
        <span className="sr-only">Timeline</span>
        <input
          type="range"
          min={0}
          max={total}
          value={position}
          onChange={(e) => sim.seek(Number(e.target.value))}
          aria-label="Timeline (micro-step)"
          aria-valuetext={`micro-step ${position} of ${total}`}
        />
        <output data-testid="step-counter">
          step {position} / {total}
        </output>
      </label>
    </div>
  );
}
