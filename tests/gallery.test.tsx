// The gallery's order and the plain FIFO/LRU/OPT story. Every story has its
// place in the catalogue (topic, kind, picture); the lecture path and the
// papers' path name existing stories in teaching order; the textbook string
// in 3 frames faults 15 times under FIFO, 12 under LRU and 9 under OPT in
// the core, the story's question is answered by those counts and nothing
// before "What the run shows" says them; the filters narrow the cards and
// say how many are left.
import './core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Gallery } from '../src/app/Gallery';
import { KINDS, LECTURE_PATH, listed, PAPER_PATH, PAPERS, pathMinutes, TOPICS } from '../src/app/gallery/catalogue';
import { fifoOrLru } from '../src/stages/policies/story';
import { storyParts } from '../src/stages/preset';
import { PRESETS, presetById } from '../src/stages/registry';
import { PolicyRun } from './core';

afterEach(cleanup);

describe('the catalogue', () => {
  it('places every story', () => {
    expect(PRESETS.filter((p) => !listed(p.id)).map((p) => p.id)).toEqual([]);
  });

  it('starts with a lecture in the order a course teaches it, each step a story with its time in class', () => {
    expect(LECTURE_PATH.map((s) => [s.name, s.preset, s.minutes])).toEqual([
      ['FIFO, LRU and OPT', 'fifo-lru-opt', 10],
      ['Belady’s anomaly', 'belady', 10],
      ['The clock', 'second-chance', 10],
      ['k-bit registers', 'corbato-k', 10],
      ['Thrashing', 'thrashing-6', 10],
      ['Working sets and the knee', 'lifetime-knee', 15],
      ['Load control', 'load-leveler', 10],
    ]);
    expect(pathMinutes(LECTURE_PATH)).toBe(75);
  });

  it('goes through the five papers, each with its mechanism and then its experiment', () => {
    expect(PAPER_PATH.map((s) => s.name)).toEqual([...PAPERS]);
    for (const s of PAPER_PATH) {
      expect(presetById(s.preset)?.paper, s.preset).toContain(s.name);
      expect(presetById(s.next!)?.stage, s.next).toBe('experiments');
      expect(presetById(s.next!)?.paper, s.next).toContain(s.name);
    }
  });
});

describe('FIFO, LRU and OPT on the textbook’s string', () => {
  const p = presetById('fifo-lru-opt')!;

  it('faults 15 times under FIFO, 12 under LRU and 9 under OPT in 3 frames (the core)', () => {
    expect(p.state.scenario.memory.frames).toBe(3);
    const run = new PolicyRun(JSON.stringify(p.state.scenario));
    try {
      expect(run.length()).toBe(20);
      expect(['fifo', 'lru', 'opt'].map((policy) => run.faults_with(policy, 3))).toEqual([15, 12, 9]);
    } finally {
      run.free();
    }
  });

  it('asks which faults more, FIFO or LRU, answered by the counts — and says them only after', () => {
    const q = fifoOrLru(3, { fifo: 15, lru: 12, opt: 9 });
    expect(q.question).toBe('With 3 frames, which will fault more often on this string: FIFO or LRU?');
    expect(q.options[q.answer]).toBe('FIFO');
    expect(q.why).toMatch(/^FIFO faults 15 times, LRU 12 and OPT 9/);
    expect(q.question).not.toMatch(/\d{2}/);
    expect(fifoOrLru(4, { fifo: 10, lru: 10, opt: 8 }).options[1]).toBe('As often');
    const { about, watch, shows } = storyParts(p.text);
    for (const before of [about, watch, p.title, p.question]) expect(before).not.toMatch(/\b(15|12|9) (faults|times)|faults (15|12|9)/);
    expect(shows).toMatch(/^FIFO faults 15 times, LRU 12 and OPT 9\./);
  });
});

describe('the gallery’s filters', () => {
  const open = () => render(<Gallery onOpen={() => {}} onClose={null} />);
  const cards = () => [...document.querySelectorAll('.all-stories [data-preset]')].map((c) => c.getAttribute('data-preset'));

  it('narrow the cards by kind, topic and paper, and say how many are left', () => {
    open();
    expect(cards()).toHaveLength(PRESETS.length);
    expect(screen.getByRole('status').textContent).toBe(`All ${PRESETS.length} stories`);
    const kinds = within(screen.getByRole('group', { name: 'Kind' }));
    fireEvent.click(kinds.getByRole('button', { name: /^Exercises/ }));
    const exercises = [
      'ostep',
      'worksheet-fifo',
      'worksheet-lru',
      'worksheet-opt',
      'worksheet-clock',
      'worksheet-clock-k2',
      'worksheet-multics',
      'load-controller',
    ];
    expect(cards()).toEqual(exercises);
    expect(screen.getByRole('status').textContent).toBe(`8 of ${PRESETS.length} stories`);
    expect(kinds.getByRole('button', { name: /^Exercises/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByRole('combobox', { name: 'Topic' }), { target: { value: 'clock' } });
    expect(cards()).toEqual(['worksheet-clock', 'worksheet-clock-k2', 'worksheet-multics']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Topic' }), { target: { value: '' } });
    fireEvent.click(kinds.getByRole('button', { name: /^All kinds/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Paper' }), { target: { value: 'Bard 1971' } });
    expect(cards()).toEqual(['bard-lab', 'bard-regression']);
    expect(screen.getByRole('status').textContent).toBe(`2 of ${PRESETS.length} stories`);
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(cards()).toHaveLength(PRESETS.length);
  });

  it('groups the cards by topic in teaching order, each kind counted on its button', () => {
    open();
    expect([...document.querySelectorAll('.gallery-group h3')].map((h) => h.textContent)).toEqual(TOPICS.map((t) => t.label));
    expect(cards()[0]).toBe('fifo-lru-opt');
    const kinds = within(screen.getByRole('group', { name: 'Kind' }));
    const counts = KINDS.map((k) => kinds.getByRole('button', { name: new RegExp(`^${k.label}`) }).textContent);
    expect(counts).toEqual(['Demos 24', 'Exercises 8', 'Experiments 12']);
    // The header's shortcuts say the same counts.
    const jump = within(screen.getByRole('navigation', { name: 'Go to the stories of a kind' }));
    expect(jump.getAllByRole('button').map((b) => b.textContent)).toEqual(['Demos (24)', 'Exercises (8)', 'Experiments (12)']);
  });
});
