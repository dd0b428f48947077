// Presenter mode (P, or the header's button): larger type for the back of a
// room (styles.css, html.presenter). Below a 4K projector's width the stage
// takes the whole window: turning presenter mode on folds the side panel,
// which then opens over the stage (its » folds it again), and turning it
// off opens the panel that was open before.
import { useRef } from 'react';
import { useLab } from './lab';
import type { PanelId } from './state';

/** From this width on presenter mode keeps the side panel beside the stage (styles.css's media query says the same). */
export const PANEL_BESIDE_PX = 2560;

/** Turns presenter mode on or off; `fullscreen` asks the browser for the whole screen as well (the header's button). */
export function usePresenter(): (on: boolean, fullscreen?: boolean) => void {
  const { state, patchView } = useLab();
  const folded = useRef<PanelId | null>(null);
  return (on, fullscreen = false) => {
    if (on) {
      const fold = window.innerWidth < PANEL_BESIDE_PX ? state.view.panel : null;
      folded.current = fold;
      patchView(fold ? { presenter: true, panel: null } : { presenter: true });
    } else {
      const reopen = folded.current && !state.view.panel ? folded.current : null;
      folded.current = null;
      patchView(reopen ? { presenter: false, panel: reopen } : { presenter: false });
    }
    if (!fullscreen) return;
    if (on && !document.fullscreenElement) document.documentElement.requestFullscreen?.().catch(() => undefined);
    if (!on && document.fullscreenElement) document.exitFullscreen?.().catch(() => undefined);
  };
}
