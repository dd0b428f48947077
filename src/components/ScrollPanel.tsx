// A panel that scrolls up and down inside the stage (a long frame table, the
// processes, the working sets): a named region that takes focus, so that a
// keyboard reaches what is scrolled away (WCAG 2.1.1; axe's
// scrollable-region-focusable).
import type { ReactNode } from 'react';

export function ScrollPanel({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus for the keyboard to scroll it
    <section className={`scroll${className ? ` ${className}` : ''}`} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
