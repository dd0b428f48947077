// The stage's own player over reference positions (0 … the string's
// length; the OSTEP stage's accesses too): step, back, play at the view's
// speed (references per second), seek. The position lives in the view's `step`, which the link carries on
// stages that do not play the micro-step simulation. Until the run of the
// scenario on screen is made (`total` null), the player does not move: a key
// pressed then leaves the position as it was. A link's loop (from…to) ends
// at `to`: play stops there, never past it, and starts again (Transport).
import { useCallback, useRef, useState } from 'react';
import { useLab } from '../../app/lab';
import type { Player } from '../../components/Controls';
import { usePlayClock } from '../../sim/usePlayClock';

/** The player over `made` references — or other `unit`s (null: the run is not made yet). */
export function usePolicyPlayer(made: number | null, unit = 'reference'): Player {
  const { state, patchView, play } = useLab();
  const total = made ?? 0;
  // The furthest forward a move goes: the end, or a link's loop's end.
  const end = play.to === null ? total : Math.min(total, play.to);
  const position = Math.min(Math.max(0, state.view.step), total);
  const speed = state.view.speed;
  const [playing, setPlaying] = useState(false);
  const at = useRef(position);
  at.current = position;

  const go = useCallback(
    (n: number) => {
      if (made === null) return;
      const to = Math.max(0, Math.min(end, Math.round(n)));
      at.current = to;
      patchView({ step: to });
    },
    [made, end, patchView],
  );

  usePlayClock(
    playing,
    speed,
    (n) => {
      if (n > 0) go(at.current + n);
      return at.current < end;
    },
    () => setPlaying(false),
  );

  return {
    position,
    total,
    unit,
    playing,
    done: position >= total,
    held: false,
    speed,
    setSpeed: (s) => patchView({ speed: s }),
    togglePlay: () => {
      if (!playing && at.current >= end) go(0);
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
