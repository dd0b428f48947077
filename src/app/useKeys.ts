// The keyboard: → one step, Shift+→ a leap (one reference), ← back, Space
// play/pause, Home the start, End the end, P presenter mode, ? help. Keys typed into a
// field, a tab list or a dialog are theirs. The shell listens with the
// simulation's player and `onHelp`; a stage that plays its own sequence adds
// a listener for its player alone.
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Player } from '../components/Controls';

/**
 * Listens to the window's keys with `onKey` (it returns whether it took the
 * key). Keys typed into a field, a tab list or a dialog, or with Ctrl, Meta
 * or Alt, are not passed on. The listener is added once and calls the
 * `onKey` of the latest render, so a key pressed right after a change (a new
 * scenario, a process selected) is handled with that change, never before it.
 */
export function useWindowKeys(onKey: (e: KeyboardEvent) => boolean) {
  const latest = useRef(onKey);
  useLayoutEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      const t = e.target;
      const theirs = t instanceof Element && t.closest('input, textarea, select, [role="tablist"], [role="dialog"]');
      if (theirs || e.ctrlKey || e.metaKey || e.altKey) return;
      if (latest.current(e)) e.preventDefault();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}

/** The shell's own keys: ? the help, P presenter mode. */
interface ShellKeys {
  help: () => void;
  presenter: () => void;
}

export function useKeys(player: Pick<Player, 'togglePlay' | 'step' | 'back' | 'reset' | 'end' | 'leap'> | null, shell?: ShellKeys) {
  useWindowKeys((e) => {
    if (e.key === '?' && shell) shell.help();
    else if ((e.key === 'p' || e.key === 'P') && shell) shell.presenter();
    else if (!player) return false;
    else if (e.key === ' ') player.togglePlay();
    else if (e.key === 'ArrowRight' && e.shiftKey) (player.leap?.go ?? player.step)();
    else if (e.key === 'ArrowRight') player.step();
    else if (e.key === 'ArrowLeft') player.back();
    else if (e.key === 'Home') player.reset();
    else if (e.key === 'End') player.end();
    else return false;
    return true;
  });
}
