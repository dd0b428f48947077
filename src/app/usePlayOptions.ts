// A link's playing options: start playing at once (autoplay), and play the
// steps from…to over and over (a loop for a slide).
import { useEffect, useRef } from 'react';
import { useLab } from './lab';

export function usePlayOptions() {
  const { play, sim, step } = useLab();
  const started = useRef(false);
  const ready = !!sim.snap;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link's options apply once, when the run is first ready
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    if (play.from !== null) sim.seek(play.from);
    if (play.autoplay && !sim.playing) sim.togglePlay();
  }, [ready]);
  const done = !!sim.snap?.done;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loop acts on the step and the run's end; the link's from and to are fixed for the visit
  useEffect(() => {
    if (play.from === null || play.to === null || !started.current) return;
    if (step >= play.to || (done && !sim.playing)) {
      sim.seek(play.from);
      if (!sim.playing) sim.togglePlay();
    }
  }, [step, done]);
}
