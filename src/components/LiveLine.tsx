// A narration line for a screen reader as well as the eye. The line on
// screen follows every step; what is announced follows it while stepping by
// hand, but during play (up to 256 steps a second) at most once a second —
// the latest line — and once more when play stops: a live region that spoke
// at every frame would never finish a sentence.
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How often, at most, play is announced (ms). */
export const ANNOUNCE_MS = 1000;

/** `text` as it is to be announced: at once when not `playing`; while playing, the latest every ANNOUNCE_MS. */
export function useAnnounced(text: string, playing: boolean): string {
  // Stepping by hand the line itself, with no render of its own; playing, the line held since the last second.
  const [held, setHeld] = useState(text);
  const latest = useRef(text);
  latest.current = text;
  useEffect(() => {
    if (!playing) return;
    setHeld(latest.current);
    const tick = setInterval(() => setHeld(latest.current), ANNOUNCE_MS);
    return () => clearInterval(tick);
  }, [playing]);
  return playing ? held : text;
}

/** The line on screen (not itself live) and, beside it for screen readers only, the line announced. */
export function LiveLine({
  text,
  playing,
  className,
  testId,
  children,
}: {
  text: string;
  playing: boolean;
  className: string;
  testId: string;
  /** The line as drawn (the text with its terms explained). */
  children: ReactNode;
}) {
  const said = useAnnounced(text, playing);
  return (
    <>
      <p className={className} data-testid={testId}>
        {children}
      </p>
      <p className="sr-only" aria-live="polite" data-testid={`${testId}-announced`}>
        {said}
      </p>
    </>
  );
}
