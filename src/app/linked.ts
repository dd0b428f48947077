// Linked pictures: a point of a curve or a sweep opens its configuration (or
// its interval of the run) on its stage as an ordinary lab state, in the
// link, with a line saying where it came from. Opening one pushes a history
// entry (the rest of the lab replaces its entry as it changes), so the
// browser's Back returns to the picture the student clicked.
import type { LabState } from './state';

/** The pictures a link can come from. */
export const LINKED_FROM = ['k-sweep', 'faults', 'lifetime', 'figure1', 'experiment'] as const;
export type LinkedFrom = (typeof LINKED_FROM)[number];

/** Where the state on screen was opened from: the picture and a line saying what was opened (and what changed). */
export interface Linked {
  from: LinkedFrom;
  text: string;
}

/** The longest line a link carries. */
export const MAX_LINKED_TEXT = 400;

/** The state a link opens: `next`, with where it came from; an exercise or a comparison on another scenario stays behind (Back returns to it). */
export function linkedState(from: LinkedFrom, text: string, next: LabState, was: LabState): LabState {
  const sameScenario = JSON.stringify(next.scenario) === JSON.stringify(was.scenario);
  const left: string[] = [];
  if (!sameScenario && was.exercise) left.push('the exercise');
  if (!sameScenario && was.variant) left.push('side by side');
  const behind = left.length ? ` (${left.join(' and ')} stayed behind: Back returns to it)` : '';
  return {
    ...next,
    exercise: sameScenario ? next.exercise : null,
    variant: sameScenario ? next.variant : null,
    linked: { from, text: `${text}${behind}` },
  };
}

/** Props that make an SVG mark a link: focusable, Enter or Space opens, named by what it opens. */
export function linkProps(label: string, open: () => void, focusable = true) {
  return {
    role: 'button' as const,
    tabIndex: focusable ? 0 : -1,
    'aria-label': label,
    className: 'link-point',
    onClick: open,
    onKeyDown: (ev: { key: string; preventDefault: () => void }) => {
      if (ev.key === 'Enter' || ev.key === ' ') {
        ev.preventDefault();
        open();
      }
    },
  };
}
