// Presenter mode (P, or the header's button): larger type for the back of a
// room (styles.css, html.presenter). Below a 4K projector's width the stage
// takes the whole window: turning presenter mode on folds the side panel,
// which then opens over the stage (its » folds it again), and turning it
// off opens the panel that was open before. A story opened while presenting
// (from the gallery, a linked picture, Back) is presented too.
import { useRef } from 'react';
import type { LabState, PanelId, View } from './state';

/** From this width on presenter mode keeps the side panel beside the stage (styles.css's media queries say the same). */
export const PANEL_BESIDE_PX = 2560;

/** Whether presenting folds the side panel away: below a 4K projector's width. */
const folds = () => window.innerWidth < PANEL_BESIDE_PX;

/** `next`, opened while the lab shows `now`: presented if `now` is, its side panel folded below a 4K width. */
export function keepPresenting(now: View, next: LabState): LabState {
  if (!now.presenter) return next;
  return { ...next, view: { ...next.view, presenter: true, panel: folds() ? null : next.view.panel } };
}

/** Turns presenter mode on or off; `fullscreen` asks the browser for the whole screen as well (the header's button). */
export function usePresenter(view: View, patchView: (p: Partial<View>) => void): (on: boolean, fullscreen?: boolean) => void {
  const folded = useRef<PanelId | null>(null);
  return (on, fullscreen = false) => {
    if (on) {
      const fold = folds() ? view.panel : null;
      folded.current = fold;
      patchView(fold ? { presenter: true, panel: null } : { presenter: true });
    } else {
      const reopen = folded.current && !view.panel ? folded.current : null;
      folded.current = null;
      patchView(reopen ? { presenter: false, panel: reopen } : { presenter: false });
    }
    if (!fullscreen) return;
    if (on && !document.fullscreenElement) document.documentElement.requestFullscreen?.().catch(() => undefined);
    if (!on && document.fullscreenElement) document.exitFullscreen?.().catch(() => undefined);
  };
}
