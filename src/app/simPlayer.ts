// The simulation as the controls and the keys drive it: one run by
// micro-steps (Shift+→ to the end of the next reference); two side by side
// in lockstep, by references or by simulated instants.
import type { Player } from '../components/Controls';
import { formatTime } from '../components/Counters';
import type { Lab } from './lab';

export function simPlayer(lab: Lab): Player | null {
  const { sim, snap, asked, patchView, state } = lab;
  if (!snap) return null;
  const micro = sim.unit === 'micro-step';
  return {
    position: sim.position,
    total: sim.total,
    unit: sim.unit,
    // Side by side by references, the last position is the end of both runs, after their last reference.
    format:
      sim.unit === 'instant' ? (t) => formatTime(t) : sim.unit === 'reference' ? (r) => (r === sim.total ? 'end' : String(r)) : undefined,
    last: sim.unit === 'reference' ? String(sim.total - 1) : undefined,
    playing: sim.playing,
    done: sim.position >= sim.total || sim.snaps.every((s) => s.done),
    held: micro && !!asked && !asked.response,
    speed: state.view.speed,
    setSpeed: (speed) => patchView({ speed }),
    togglePlay: sim.togglePlay,
    step: sim.step,
    back: sim.back,
    reset: sim.reset,
    seek: sim.seek,
    leap: micro ? { label: '▶▶| ref', title: 'To the end of the next reference (Shift+→)', go: sim.stepReference } : undefined,
  };
}
