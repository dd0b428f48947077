// The keyboard: → one step, Shift+→ a leap (one reference), ← back, Space
// play/pause, Home the start, P presenter mode, ? help. Keys typed into a
// field, a tab list or a dialog are theirs. The shell listens with the
// simulation's player and `onHelp`; a stage that plays its own sequence adds
// a listener for its player alone.
import { useEffect } from 'react';
import type { Player } from '../components/Controls';
import { useLab } from './lab';

export function useKeys(player: Player | null, onHelp?: () => void) {
  const { state, patchView } = useLab();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target;
      if (
        (t instanceof Element && t.closest('input, textarea, select, [role="tablist"], [role="dialog"]')) ||
        e.ctrlKey ||
        e.metaKey ||
        e.altKey
      )
        return;
      if (e.key === '?' && onHelp) onHelp();
      else if ((e.key === 'p' || e.key === 'P') && onHelp) patchView({ presenter: !state.view.presenter });
      else if (!player) return;
      else if (e.key === ' ') player.togglePlay();
      else if (e.key === 'ArrowRight' && e.shiftKey) (player.leap?.go ?? player.step)();
      else if (e.key === 'ArrowRight') player.step();
      else if (e.key === 'ArrowLeft') player.back();
      else if (e.key === 'Home') player.reset();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
}
