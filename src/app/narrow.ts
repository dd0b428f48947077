// A narrow window — a phone, or a tablet held upright — lays the lab out as
// a page that scrolls, its side panel a sheet over the stage (app/narrow.css).
// A story opens there with the sheet folded, so that its stage is what shows
// first; the bar of tabs at the bottom opens it.
import type { LabState } from './state';

/** Below this width (px) the lab is laid out for a narrow window (app/narrow.css's media queries say the same). */
export const NARROW_PX = 900;

/** `next` as a window of this width opens it: on a narrow one its side panel folded; else as it is. */
export function foldOnNarrow(next: LabState): LabState {
  return window.innerWidth < NARROW_PX && next.view.panel ? { ...next, view: { ...next.view, panel: null } } : next;
}
