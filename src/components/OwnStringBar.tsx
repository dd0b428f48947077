// The Reference string box on a stage (policies, the Multics clock), with
// P0's string menu on its line: the string shown replaces the scenario's, from its start
// (the story stays, to say its text is about its own string). On the
// policies stage − and + beside Frames and Clock k change the scenario at
// once and keep the position in the string — 3 frames against 4 is
// Belady's story.
import { memo } from 'react';
import { useLab } from '../app/lab';
import { ownOf, withOwnString } from '../app/ownString';
import { withFrames } from '../stages/policies/frames';
import { OwnStringForm } from './OwnStringForm';
import { TraceStringBar } from './TraceStringBar';

/**
 * `whole`: what reads the whole of a trace file (TraceStringBar). Drawn again only when the lab's state changes, not
 * at each step of a run the stage around it shows (its inputs would be written again, and painted, every frame).
 */
export const OwnStringBar = memo(function OwnStringBar({ whole }: { whole: string }) {
  const { state, open, play } = useLab();
  // Embedded in a slide, the stage and its title only: P0's string menu (and a trace file's note), as before.
  if (play.embed) return <TraceStringBar whole={whole} />;
  const policies = state.stage === 'policies';
  const count = (field: 'frames' | 'k', v: number) => {
    const s = state.scenario;
    open({ ...state, scenario: field === 'frames' ? withFrames(s, v) : { ...s, memory: { ...s.memory, k: v } } });
  };
  return (
    <OwnStringForm
      value={ownOf(state)}
      base={state.scenario}
      kLabel={policies ? 'Clock k' : 'k'}
      onShow={(s) => open(withOwnString(state, state.stage, s))}
      onCount={policies ? count : undefined}
    >
      <TraceStringBar whole={whole} />
    </OwnStringForm>
  );
});
