// A modal dialog's keyboard: Tab and Shift+Tab cycle through the dialog's own
// controls and never leave it (WCAG 2.4.3; the gallery and Help).
import type { KeyboardEvent } from 'react';

/** What takes the focus by Tab inside a dialog. */
const TABBABLE = 'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea, [tabindex="0"]';

/** On a dialog's keydown: Tab from its last control goes to its first, Shift+Tab from its first to its last. */
export function holdFocus(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'Tab') return;
  const inside = [...e.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)];
  if (!inside.length) return;
  const [first, last] = [inside[0], inside[inside.length - 1]];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
