// Keeps the address bar's link up to date with the lab (replaceState: no
// history entry per step; only a linked picture's point pushes one, so Back
// returns to the picture). A state that is exactly a preset's, at its
// start, keeps the preset's short link.
import { useEffect, useLayoutEffect } from 'react';
import { linkStages } from '../stages/lookup';
import { decodeHash, encodeState, type PlayOptions, presetHash } from './link';
import type { LabState } from './state';

/** The link to `state` at `step`: the preset's short link when nothing differs from it. */
export function linkHash(state: LabState, step: number, play: PlayOptions): string {
  const now = { ...state, view: { ...state.view, step } };
  const hash = encodeState(now, play);
  const preset = state.preset ? linkStages().preset(state.preset) : undefined;
  return state.preset && preset && encodeState(preset, play) === hash ? presetHash(state.preset, play) : hash;
}

/**
 * Keeps the link in step with the lab, 200 ms after the last change. While a
 * write is due, the document element carries `data-link="pending"` (set as
 * the change is drawn, so whoever sees the change sees the mark), then
 * `data-link="written"`. Back or Forward to an entry a linked
 * picture pushed (or from one) opens that entry's state in place, through
 * `onBack`; any other change of the hash (a link pasted into the address bar)
 * reloads the page to read it afresh.
 */
export function useUrlSync(state: LabState, step: number, play: PlayOptions, enabled: boolean, onBack?: (next: LabState) => void) {
  useLayoutEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    root.dataset.link = 'pending';
    const t = setTimeout(() => {
      const hash = linkHash(state, step, play);
      if (window.location.hash.slice(1) !== hash) window.history.replaceState(null, '', `#${hash}`);
      root.dataset.link = 'written';
    }, 200);
    return () => clearTimeout(t);
  }, [state, step, play, enabled]);
  useEffect(() => {
    // Back or Forward between a linked picture and what it opened (popstate comes before hashchange).
    let opened = false;
    const onPop = () => {
      const decoded = decodeHash(window.location.hash);
      if (!onBack || !('state' in decoded) || !decoded.state) return;
      opened = true;
      onBack(decoded.state);
    };
    // A link pasted into the address bar of an open lab: read it afresh.
    const onHash = () => {
      if (opened) opened = false;
      else window.location.reload();
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('hashchange', onHash);
    };
  }, [onBack]);
}
