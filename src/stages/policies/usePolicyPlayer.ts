// The stage's own player over reference positions (0 … the string's
// length): step, back, play at the view's speed (references per second),
// seek. The position lives in the view's `step`, which the link carries on
// stages that do not play the micro-step simulation. Until the run of the
// scenario on screen is made (`total` null), the player does not move: a key
// pressed then leaves the position as it was.
import { useCallback, useRef, useState } from 'react';
import { useLab } from '../../app/lab';
import type { Player } from '../../components/Controls';
import { usePlayClock } from '../../sim/usePlayClock';

/** The player over `made` references (null: the run is not made yet). */
export function usePolicyPlayer(made: number | null): Player {
  const { state, patchView } = useLab();
  const total = made ?? 0;
  const position = Math.min(Math.max(0, state.view.step), total);
  const speed = state.view.speed;
  const [playing, setPlaying] = useState(false);
  const at = useRef(position);
  at.current = position;

  const go = useCallback(
    (n: number) => {
      if (made === null) return;
      const to = Math.max(0, Math.min(total, Math.round(n)));
      at.current = to;
      patchView({ step: to });
    },
    [made, total, patchView],
  );

  usePlayClock(
    playing,
    speed,
    (n) => {
      if (n > 0) go(at.current + n);
      return at.current < total;
    },
    () => setPlaying(false),
  );

  return {
    position,
    total,
    unit: 'reference',
    playing,
    done: position >= total,
    held: false,
    speed,
    setSpeed: (s) => patchView({ speed: s }),
    togglePlay: () => {
      if (!playing && at.current >= total) go(0);
      setPlaying((p) => !p);
    },
    step: () => go(at.current + 1),
    back: () => go(at.current - 1),
    reset: () => {
      setPlaying(false);
      go(0);
    },
    end: () => go(total),
    seek: go,
  };
}
