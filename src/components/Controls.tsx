// Step, step back, play/pause, speed and the timeline, for whatever the
// stage plays: the micro-step simulation, or a stage's own sequence.
import { SPEEDS } from '../app/state';

/** What the controls drive. */
export interface Player {
  position: number;
  total: number;
  /** What one position is: "micro-step", "reference", "instant". */
  unit: string;
  /** How to write a position (the default: the number). */
  format?: (position: number) => string;
  /** The last position as the counter writes it, when it is not `format(total)`. */
  last?: string;
  playing: boolean;
  /** At the end of the run. */
  done: boolean;
  /** Forward moves are held (an unanswered exercise question). */
  held: boolean;
  speed: number;
  setSpeed: (perSecond: number) => void;
  togglePlay: () => void;
  step: () => void;
  back: () => void;
  reset: () => void;
  /** To the end of the run (End). */
  end: () => void;
  seek: (position: number) => void;
  /** A bigger step forward (Shift+→), with its label, if the player has one. */
  leap?: { label: string; title: string; go: () => void };
}

export function Controls({ player: p }: { player: Player }) {
  const atStart = p.position === 0;
  const show = p.format ?? String;
  return (
    // A landmark of its own (the transport is outside the stage's main); the toolbar inside lays out as its parts.
    <section className="controls" aria-label="Transport">
      <div role="toolbar" aria-label="Simulation controls" className="controls-bar">
        <button onClick={p.reset} disabled={atStart} title="Reset to the start (Home)" aria-label="Reset">
          |◀◀
        </button>
        <button onClick={p.back} disabled={atStart} title={`Back one ${p.unit} (←)`} aria-label="Step back">
          ◀
        </button>
        <button
          onClick={p.togglePlay}
          className="primary play"
          disabled={p.held && !p.playing}
          title="Play or pause (Space)"
          aria-label={p.playing ? 'Pause' : 'Play'}
        >
          {p.playing ? '❚❚ Pause' : '▶ Play'}
        </button>
        <button onClick={p.step} disabled={p.done || p.held} title={`One ${p.unit} (→)`} aria-label="Step">
          ▶|
        </button>
        {p.leap && (
          <button onClick={p.leap.go} disabled={p.done || p.held} title={p.leap.title} aria-label="ref: step one whole reference">
            {p.leap.label}
          </button>
        )}
        <button onClick={p.end} disabled={p.done || p.held} title="To the end of the run (End)" aria-label="To the end">
          ⇥|
        </button>
        <label className="speed">
          <span className="sr-only">Speed</span>
          <select value={p.speed} onChange={(e) => p.setSpeed(Number(e.target.value))} aria-label={`Speed in ${p.unit}s per second`}>
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}/s
              </option>
            ))}
          </select>
        </label>
        <label className="timeline">
          <span className="sr-only">Timeline</span>
          <input
            type="range"
            min={0}
            max={p.total}
            value={p.position}
            onChange={(e) => p.seek(Number(e.target.value))}
            aria-label={`Timeline (${p.unit})`}
            aria-valuetext={`${p.unit} ${show(p.position)} of ${show(p.total)}`}
          />
          <output data-testid="step-counter">
            {p.unit === 'micro-step' ? 'step' : p.unit} {show(p.position)} / {p.last ?? show(p.total)}
          </output>
        </label>
      </div>
    </section>
  );
}
