// A link's playing options applied to a stage's player (the micro-step
// simulation, the policies' references, a counterexample, the OSTEP
// homework's accesses): start playing at once (autoplay), play the steps
// from…to over and over (a loop for a slide); and the story's end told to
// an embedding page. Every player goes through here (Transport.tsx), so the
// options mean the same on every stage.
import { useEffect } from 'react';
import type { Player } from '../components/Controls';
import { useLab } from './lab';

/**
 * Applies the link's playing options to `player` (null, or with nothing to
 * play: not ready), once a visit: the first player ready takes them. Tells
 * the embedding page when the run reaches its end. While a trace file is
 * still being read the run on screen is a stand-in for its references: not
 * ready either, so that a slide plays the trace, not the stand-in.
 */
export function usePlayOptions(player: Player | null) {
  const { play, playStarted, emit, trace } = useLab();
  const reading = trace.setting !== null && trace.head === null && (!trace.reading || trace.reading.status === 'running');
  const ready = player !== null && player.total > 0 && !reading;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link's options apply once, when the player is first ready
  useEffect(() => {
    if (!ready || playStarted.current) return;
    playStarted.current = true;
    if (play.from !== null) player.seek(play.from);
    if (play.autoplay && !player.playing) player.togglePlay();
  }, [ready]);
  const position = player?.position ?? 0;
  const done = !!player?.done;
  // The loop: its last step stays on screen for a step's time, then the run starts again from its first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loop acts on the position and the run's end; the link's from and to are fixed for the visit
  useEffect(() => {
    const { from, to } = play;
    if (!ready || from === null || to === null || !playStarted.current) return;
    if (position < to && !(done && !player.playing)) return;
    const again = setTimeout(() => {
      player.seek(from);
      if (!player.playing) player.togglePlay();
    }, 1000 / player.speed);
    return () => clearTimeout(again);
  }, [position, done]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once, when the end is reached
  useEffect(() => {
    if (ready && done) emit({ verb: 'completed' }, 'completed');
  }, [ready && done]);
}
