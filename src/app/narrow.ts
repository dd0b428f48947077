// A narrow window — a phone, or a tablet held upright — lays the lab out as
// a page that scrolls, its side panel a sheet over the stage (app/narrow.css,
// under 900 px).
// A story opens there with the sheet folded, so that its stage is what shows
// first; the bar of tabs at the bottom opens it. A landscape tablet or a small
// laptop keeps the desk's layout, but its stage needs the whole width too: a
// story opens there with the panel folded to its tabs as well.
import type { LabState } from './state';

/** Below this width (px) a story opens with its side panel folded: the stage beside it would lose its columns. */
export const FOLDED_PX = 1100;

/** `next` as a window of this width opens it: below FOLDED_PX with its side panel folded; else as it is. */
export function foldOnNarrow(next: LabState): LabState {
  return window.innerWidth < FOLDED_PX && next.view.panel ? { ...next, view: { ...next.view, panel: null } } : next;
}
