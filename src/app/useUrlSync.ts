// Keeps the address bar's link up to date with the lab (replaceState: no
// history entry per step). A state that is exactly a preset's, at its
// start, keeps the preset's short link.
import { useEffect } from 'react';
import { encodeState, type PlayOptions, presetHash } from '../scenario/url';
import { presetById } from '../stages/presets';
import type { LabState } from './state';

/** The link to `state` at `step`: the preset's short link when nothing differs from it. */
export function linkHash(state: LabState, step: number, play: PlayOptions): string {
  const now = { ...state, view: { ...state.view, step } };
  const hash = encodeState(now, play);
  const preset = state.preset ? presetById(state.preset) : undefined;
  return preset && encodeState(preset.state, play) === hash ? presetHash(preset.id, play) : hash;
}

export function useUrlSync(state: LabState, step: number, play: PlayOptions, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const t = setTimeout(() => {
      const hash = linkHash(state, step, play);
      if (window.location.hash.slice(1) !== hash) window.history.replaceState(null, '', `#${hash}`);
    }, 200);
    return () => clearTimeout(t);
  }, [state, step, play, enabled]);
  useEffect(() => {
    // A link pasted into the address bar of an open lab: read it afresh.
    const onHash = () => window.location.reload();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
}
