// The glossary in the lines of their own over the stage: the header's title
// and the narration mark their paper words as everywhere — a term focused
// shows its one-line definition — while the narration's live region reads
// only the line (a definition is a description, read on focus), and a line
// is marked once for each text it shows.
import './core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../src/app/App';
import { termById } from '../src/app/glossary';
import { lineSegments } from '../src/app/glossary/mark';
import { DEFAULT_PLAY } from '../src/scenario/url';
import { presetById } from '../src/stages/registry';

afterEach(cleanup);

const open = (id: string) => render(<App initial={presetById(id)!.state} play={DEFAULT_PLAY} linkError={null} firstVisit={false} />);

describe('the header’s title', () => {
  it('marks a paper word; focused, it shows its definition, not the title’s own tooltip', () => {
    open('load-leveler');
    const title = screen.getByTestId('story-title');
    expect(title.textContent).toBe('The Load Leveler at work — Shils 1968');
    const term = title.querySelector<HTMLButtonElement>('button.term[data-term="load-leveler"]')!;
    expect(term.textContent).toBe('Load Leveler');
    expect(term.getAttribute('aria-describedby')).toBe('glossary-load-leveler');
    expect(term.getAttribute('title')).toBe('');
    const leveler = termById('load-leveler')!;
    act(() => term.focus());
    expect(screen.getByRole('tooltip').textContent).toBe(`Load Leveler — ${leveler.definition} ${leveler.source}`);
    act(() => term.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('the narration', () => {
  it('marks a paper word in its live region, which reads the line alone', () => {
    open('multics');
    const narration = screen.getByTestId('narration');
    for (let i = 0; i < 60 && !narration.textContent?.includes('first-time switch'); i++)
      act(() => void fireEvent.keyDown(window, { key: 'ArrowRight' }));
    expect(narration.textContent).toMatch(/^P0 page \d+ arrives in frame \d+ .* with its first-time switch on\. P0 can run again\.$/);
    // The live region beside it reads the line's words alone (stepping by hand: every step).
    const live = screen.getByTestId('narration-announced');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe(narration.textContent);
    expect(live.querySelector('button')).toBeNull();
    const term = narration.querySelector<HTMLButtonElement>('button.term[data-term="first-time"]')!;
    expect(term.textContent).toBe('first-time switch');
    // The definition is the term's description, held outside the live region and hidden: read when the term is
    // focused, never with each step.
    const definition = document.getElementById(term.getAttribute('aria-describedby')!)!;
    expect(definition.textContent).toContain(termById('first-time')!.definition);
    expect(narration.contains(definition)).toBe(false);
    expect(live.contains(definition)).toBe(false);
    expect(definition.closest('[hidden]')).not.toBeNull();
    act(() => term.focus());
    expect(screen.getByRole('tooltip').textContent).toMatch(/^first-time switch — Set on a page just brought in/);
  });

  it('is marked once for each text it shows', () => {
    const text = 'Pull P0 page 7 from drum sector 3 into frame 2 (requested).';
    const marked = lineSegments(text, 'Corbató 1968');
    expect(marked.filter((s) => typeof s !== 'string').map((s) => typeof s !== 'string' && s.term.id)).toEqual(['drum', 'sector']);
    expect(lineSegments(text, 'Corbató 1968')).toBe(marked);
  });
});
