// A link's playing options: start playing at once (autoplay), and play the
// steps from…to over and over (a loop for a slide).
import { type RefObject, useEffect } from 'react';
import { useRun } from '../sim/useRun';
import { useLab } from './lab';

/** Applies the link's playing options to the run on screen; draws nothing. `started`: they apply once per visit. */
export function PlayOptions({ started }: { started: RefObject<boolean> }) {
  const { play, sim } = useLab();
  const step = useRun((r) => r.snaps[0]?.step ?? 0);
  const done = useRun((r) => !!r.snaps[0]?.done);
  const playing = useRun((r) => r.playing);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link's options apply once, when the run is first on screen
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (play.from !== null) sim.seek(play.from);
    if (play.autoplay && !sim.get().playing) sim.togglePlay();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loop acts on the step and the run's end; the link's from and to are fixed for the visit
  useEffect(() => {
    if (play.from === null || play.to === null || !started.current) return;
    if (step >= play.to || (done && !playing)) {
      sim.seek(play.from);
      if (!sim.get().playing) sim.togglePlay();
    }
  }, [step, done]);
  return null;
}
