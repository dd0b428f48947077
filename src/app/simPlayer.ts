// The micro-step simulation as the controls and the keys drive it.
import type { Player } from '../components/Controls';
import type { Lab } from './lab';

export function simPlayer(lab: Lab): Player | null {
  const { sim, snap, asked, patchView, state } = lab;
  if (!snap) return null;
  // Side by side, the timeline spans the longer run.
  const total = Math.max(...sim.snaps.map((s) => s.total));
  const position = Math.max(...sim.snaps.map((s) => s.step));
  return {
    position,
    total,
    unit: 'micro-step',
    playing: sim.playing,
    done: sim.snaps.every((s) => s.done),
    held: !!asked && !asked.response,
    speed: state.view.speed,
    setSpeed: (speed) => patchView({ speed }),
    togglePlay: sim.togglePlay,
    step: sim.step,
    back: sim.back,
    reset: sim.reset,
    seek: sim.seek,
    leap: { label: '▶▶| ref', title: 'To the end of the next reference (Shift+→)', go: sim.stepReference },
  };
}
