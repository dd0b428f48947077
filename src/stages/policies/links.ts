// Linked pictures that open the policies stage's frame tables at a memory
// size: a point of faults against frames (this string, that many frames) or
// of a lifetime curve at m frames (the curve's string as P0's).
import { linkedState } from '../../app/linked';
import type { LabState } from '../../app/state';
import { withFrames } from './frames';
import type { PolicyName } from './types';
import { policyLabel } from './types';

/** The state a faults-against-frames point opens: the same string at `frames`, at the same reference. */
export function faultsLink(state: LabState, frames: number, policy: PolicyName): LabState {
  const was = state.scenario.memory.frames;
  const next: LabState = { ...state, stage: 'policies', scenario: withFrames(state.scenario, frames), view: { ...state.view, pane: '' } };
  const name = policyLabel(policy, state.scenario.memory.k);
  const text =
    frames === was
      ? `Opened from faults against frames: ${name}’s point at ${frames} frames, the frames the tables already have.`
      : `Opened from faults against frames: ${name}’s point at ${frames} frames (it was ${was}); all four tables now have ${frames} frames, at the same reference.`;
  return linkedState('faults', text, next, state);
}
