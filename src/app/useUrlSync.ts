// Keeps the address bar's link up to date with the lab. A state that is
// exactly a preset's, at its start, keeps the preset's short link.
import { useLayoutEffect } from 'react';
import { linkStages } from '../stages/lookup';
import { encodeState, type PlayOptions, presetHash } from './link';
import type { LabState } from './state';

/** The link to `state` at `step`: the preset's short link when nothing differs from it (but the instructor's key). */
export function linkHash(state: LabState, step: number, play: PlayOptions): string {
  const now = { ...state, view: { ...state.view, step } };
  const hash = encodeState(now, play);
  const preset = state.preset ? linkStages().preset(state.preset) : undefined;
  const same = preset && encodeState(preset, play) === encodeState({ ...now, view: { ...now.view, key: preset.view.key } }, play);
  return state.preset && same ? presetHash(state.preset, play, now.view.key) : hash;
}

/**
 * Keeps the link in step with the lab, 200 ms after the last change
 * (replaceState: no history entry per step). While a write is due, the
 * document element carries `data-link="pending"` (set as the change is
 * drawn, so whoever sees the change sees the mark), then
 * `data-link="written"`. History entries are the lab's navigation's
 * (useHistory.ts).
 */
export function useUrlSync(state: LabState, step: number, play: PlayOptions, enabled: boolean) {
  useLayoutEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    root.dataset.link = 'pending';
    const t = setTimeout(() => {
      const hash = linkHash(state, step, play);
      if (window.location.hash.slice(1) !== hash) window.history.replaceState(window.history.state, '', `#${hash}`);
      root.dataset.link = 'written';
    }, 200);
    return () => clearTimeout(t);
  }, [state, step, play, enabled]);
}
