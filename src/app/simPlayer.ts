// The simulation as the controls and the keys drive it: one run by
// micro-steps (Shift+→ to the end of the next reference); two side by side
// in lockstep, by references or by simulated instants.
import type { Player } from '../components/Controls';
import { formatTime } from '../components/Counters';
import type { RunState, RunStore } from '../sim/runStore';
import { useRun } from '../sim/useRun';
import { useAsked } from './asked';
import { useLab } from './lab';

/** What the keys do with the run: its moves only (they never change while the run is on screen). */
export type PlayerMoves = Pick<Player, 'togglePlay' | 'step' | 'back' | 'reset' | 'end' | 'leap'>;

export function simMoves(sim: RunStore, unit: RunState['unit']): PlayerMoves {
  return {
    togglePlay: sim.togglePlay,
    step: sim.step,
    back: sim.back,
    reset: sim.reset,
    // To the end of the run, or to the question an exercise holds the run at.
    end: () => sim.seek(sim.get().total),
    leap:
      unit === 'micro-step' ? { label: '▶▶| ref', title: 'To the end of the next reference (Shift+→)', go: sim.stepReference } : undefined,
  };
}

/** The controls' player: re-renders with every move of the run. */
export function useSimPlayer(): Player | null {
  const { sim, patchView, state } = useLab();
  const run = useRun((r) => r);
  const asked = useAsked();
  if (!run.snaps.length) return null;
  const { unit, total, position } = run;
  return {
    ...simMoves(sim, unit),
    position,
    total,
    unit,
    // Side by side by references, the last position is the end of both runs, after their last reference.
    format: unit === 'instant' ? (t) => formatTime(t) : unit === 'reference' ? (r) => (r === total ? 'end' : String(r)) : undefined,
    last: unit === 'reference' ? String(total - 1) : undefined,
    playing: run.playing,
    done: position >= total || run.snaps.every((s) => s.done),
    held: unit === 'micro-step' && !!asked && !asked.response,
    speed: state.view.speed,
    setSpeed: (speed) => patchView({ speed }),
    seek: sim.seek,
  };
}
