// The animation clock: while playing, each animation frame turns the
// milliseconds since the last one × speed (positions per second) into a
// number of positions to move on (the first frame moves one at once).
// `advance(n)` moves and says whether to go on; when it says no, play stops.
import { useEffect, useRef } from 'react';

export function usePlayClock(playing: boolean, speed: number, advance: (n: number) => boolean, stop: () => void) {
  // The latest callbacks, without restarting the clock when they change.
  const calls = useRef({ advance, stop });
  calls.current = { advance, stop };
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    let owed = 1;
    const tick = (now: number) => {
      owed += ((now - last) * speed) / 1000;
      last = now;
      const n = Math.floor(owed);
      owed -= n;
      if (!calls.current.advance(n)) {
        calls.current.stop();
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, speed]);
}
