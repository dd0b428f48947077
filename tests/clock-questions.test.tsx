// The Multics clock stories' own questions, each answered by running the
// scenario on screen: the miniature's share of usage bits the pointer finds
// on (about half, Corbató's stability argument — and otherwise where the
// scenario makes it so), the textbook clock's first victim (FIFO's page when
// every bit is on, LRU's when new pages enter with it off). On the stage the
// frame table asks it and its answer tells the story's findings; the
// k-sweep's question, asked beside, does not.
import './core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../src/app/App';
import type { LabState } from '../src/app/state';
import type { Scenario } from '../src/scenario/types';
import { DEFAULT_PLAY } from '../src/scenario/url';
import type { SimEvent } from '../src/sim/types';
import { firstReplacement, firstVictimQuestion, SHARE_OPTIONS, usageShareQuestion } from '../src/stages/multics-clock/storyQuestions';
import { textbook } from '../src/stages/preset';
import { presetById } from '../src/stages/registry';
import { LETTER_PAGE_NAMES } from '../src/viz/pageNames';
import { Simulator } from './core';

afterEach(cleanup);

const scenario = (id: string) => presetById(id)!.state.scenario;
const memory = (s: Scenario, m: Partial<Scenario['memory']>): Scenario => ({ ...s, memory: { ...s.memory, ...m } });
const json = (s: Scenario) => JSON.stringify(s);
/** The option a question's answer names. */
const answered = (q: { options: string[]; answer: number } | null) => (q ? q.options[q.answer] : null);

describe('the miniature’s question: what share of the usage bits the pointer reads are on', () => {
  it('comes out about half on the story’s run, as Corbató argued', () => {
    const q = usageShareQuestion(json(scenario('multics')))!;
    expect(q.question).toBe(
      'The pointer reads, then clears, the usage bit of each page it passes (skipping a page whose first-time switch is on). Over this whole run (k = 1, 14 frames), what share of the bits it reads will be on?',
    );
    expect(q.options).toEqual(SHARE_OPTIONS);
    expect(answered(q)).toBe('40–60 %');
    expect(q.why).toMatch(/^22 of the 43 usage bits the pointer read were on: 51 %\. 32 more times it met a first-time switch/);
    expect(q.why).toContain('Corbató’s stability argument');
  });

  it('follows the scenario: roomy memory finds few bits on, no first-time switch many', () => {
    const miniature = scenario('multics');
    const roomy = usageShareQuestion(json(memory(miniature, { frames: 20 })))!;
    expect(answered(roomy)).toBe('under 25 %');
    expect(roomy.why).toMatch(
      /^3 of the 18 usage bits the pointer read were on: 17 %\. .* memory holds more than the program is using now/,
    );
    const noSwitch = usageShareQuestion(json(memory(miniature, { first_time: false })))!;
    expect(answered(noSwitch)).toBe('over 60 %');
    expect(noSwitch.question).not.toContain('first-time switch');
    expect(noSwitch.why).toMatch(/^54 of the 75 usage bits the pointer read were on: 72 %\. Most pages/);
    // A string that never fills memory: the pointer reads nothing, and nothing is asked.
    expect(usageShareQuestion(json(textbook(4, 1, '1 2 3 1')))).toBeNull();
  });
});

describe('the textbook clock’s question: which page the pointer takes the first time it runs', () => {
  it('is page 1 on the story’s string: every bit on, the pointer goes all the way round — FIFO’s choice', () => {
    const s = json(scenario('second-chance'));
    const r = firstReplacement(s)!;
    expect([r.reference, r.page, r.passed.map((p) => `${p.frame} ${p.outcome}`), r.victim]).toEqual([
      5,
      5,
      ['0 retained', '1 retained', '2 retained', '3 retained'],
      { frame: 0, page: 1 },
    ]);
    const q = firstVictimQuestion(s)!;
    expect(q.question).toBe(
      'Reference 6, page 5, faults with pages 1, 2, 3 and 4 in memory, and the pointer runs for the first time. Which page will it replace?',
    );
    expect(q.options).toEqual(['page 1', 'page 2', 'page 3', 'page 4']);
    expect(answered(q)).toBe('page 1');
    expect(q.why).toBe(
      'Every page’s usage bit was on, so the pointer gave each a second chance, clearing the bits all the way round, and came back to page 1 in frame 0. That is FIFO’s choice, the page loaded first, though it was used just before; LRU would take page 2, used longest ago.',
    );
  });

  it('follows the scenario: new pages entering with the bit off make it LRU’s page; letters name the pages', () => {
    const s = scenario('second-chance');
    const off = firstVictimQuestion(json(memory(s, { new_page_usage: 'off' })))!;
    expect(answered(off)).toBe('page 2');
    expect(off.why).toMatch(
      /^The pointer gave 1 page used lately a second chance, clearing its bit; then it took page 2 in frame 1\. That is LRU’s choice/,
    );
    expect(answered(firstVictimQuestion(json(memory(s, { k: 0 }))))).toBe('page 1');
    const letters = firstVictimQuestion(json(textbook(3, 1, 'A B C A D')), LETTER_PAGE_NAMES)!;
    expect(letters.question).toMatch(/^Reference 5, page D, faults with pages A, B and C in memory/);
    expect(answered(letters)).toBe('page A');
    // Nothing to ask: a string that never replaces, or several processes.
    expect(firstVictimQuestion(json(textbook(4, 1, '1 2 3 1')))).toBeNull();
    const two = { ...s, processes: [...s.processes, ...s.processes] };
    expect(firstVictimQuestion(json(two))).toBeNull();
  });

  it('bears out the story’s findings past the first victim: at reference 8 the pointer keeps page 2 and takes page 3', () => {
    const sim = new Simulator(json(scenario('second-chance')));
    while (sim.step());
    const events = JSON.parse(sim.events_json(0)) as SimEvent[];
    sim.free();
    const faults = events.filter((e) => e.type === 'fault');
    const eighth = events.indexOf(faults.find((e) => e.index === 7)!);
    const examined = events.slice(eighth).filter((e) => e.type === 'examine');
    const [kept, taken] = examined.map((e) => ('page' in e ? [e.page, e.outcome] : null));
    expect([kept, taken]).toEqual([
      [2, 'retained'],
      [3, 'replaced'],
    ]);
  });
});

describe('on the stage', () => {
  const open = (state: LabState) => render(<App initial={state} play={DEFAULT_PLAY} linkError={null} firstVisit={false} />);
  const question = () => screen.getByTestId('predict');

  it('asks the story’s question over the frame table; its answer tells the findings, the k-sweep’s does not', () => {
    open(presetById('multics')!.state);
    expect(question().closest('.table-panel')).not.toBeNull();
    expect(screen.getByTestId('story-shows-later')).toBeDefined();
    // The k-sweep's question, answered first, is an aside: the story's findings wait for its own.
    fireEvent.click(screen.getByRole('button', { name: 'k-sweep (Tables 1–2)' }));
    fireEvent.click(screen.getByRole('button', { name: 'by about a quarter (10–35 %)' }));
    expect(screen.getByTestId('predict-verdict').textContent).toMatch(/^Right\. 43 faults at k = 0, 35 at k = 1/);
    expect(screen.queryByTestId('story-shows')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Frame table' }));
    fireEvent.click(screen.getByRole('button', { name: '40–60 %' }));
    expect(screen.getByTestId('predict-verdict').textContent).toMatch(/^Right\. 22 of the 43 usage bits/);
    expect(screen.getByTestId('story-shows').textContent).toMatch(/22 are on: 51 %, about\s+half/);
  });

  it('asks the question of the string on screen, not the story’s', () => {
    const state = presetById('second-chance')!.state;
    open({ ...state, scenario: textbook(3, 1, '7 0 1 2 0 3 0 4') });
    expect(question().querySelector('p')?.textContent).toBe(
      'Reference 4, page 2, faults with pages 7, 0 and 1 in memory, and the pointer runs for the first time. Which page will it replace?',
    );
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'page 7' })));
    expect(screen.getByTestId('predict-verdict').textContent).toMatch(/^Right\. Every page’s usage bit was on/);
  });

  it('skipped, says what it came out and why — the stage shows it, not only the folded story', () => {
    open(presetById('second-chance')!.state);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'just show the results' })));
    expect(screen.queryByTestId('predict-verdict')).toBeNull();
    expect(screen.getByTestId('predict-answer').textContent).toMatch(/^It came out “page 1”\. Every page’s usage bit was on/);
    // The link that was pressed is gone: the focus is on what it came out.
    expect(document.activeElement).toBe(screen.getByTestId('predict-answer'));
  });
});
