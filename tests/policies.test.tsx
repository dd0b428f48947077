// The policies stage in jsdom: the keyboard steps through Belady's string,
// each policy's fault count and textbook table follow the core, a frame
// more shows the anomaly, and the chart waits for a prediction whose answer
// is the core's.
import './core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../src/app/App';
import { DEFAULT_PLAY } from '../src/scenario/url';
import { lruFaultsQuestion, narrate, oneMoreFrame } from '../src/stages/policies/story';
import type { Column } from '../src/stages/policies/types';
import { presetById } from '../src/stages/registry';

afterEach(cleanup);

function open(id: string) {
  const preset = presetById(id)!;
  render(<App initial={preset.state} play={DEFAULT_PLAY} linkError={null} firstVisit={false} />);
}

const press = (key: string, times = 1) => {
  for (let i = 0; i < times; i++) act(() => void fireEvent.keyDown(window, { key }));
};
const faults = (policy: string) => Number(screen.getByTestId(`faults-${policy}`).textContent);

/** The pages in a policy's slot rows, one string per slot ("" for an empty cell). */
function slotRows(policy: string): string[][] {
  const rows = within(screen.getByTestId(`table-${policy}`)).getAllByRole('row');
  return rows.slice(0, -1).map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? ''));
}

describe('the policies stage', () => {
  it('marks each write in the string’s header, and keys the mark, on the modified bit’s story', () => {
    open('modified-second-chance');
    const head = [...document.querySelectorAll('thead th[data-index]')];
    // The string 1w 2 3 1 4 2w 5 1 3 2 4 1w 5 2 3: writes at references 1, 6 and 12 (those of them in the window shown).
    const shown = head.map((th) => Number(th.getAttribute('data-index')));
    expect(shown.slice(0, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    const written = head.filter((th) => th.querySelector('sup')?.textContent === 'w').map((th) => Number(th.getAttribute('data-index')));
    expect(written).toEqual([0, 5, 11].filter((i) => shown.includes(i)));
    expect(head[0].getAttribute('title')).toBe('reference 1: page 1 (a write)');
    expect(document.querySelector('.table-key')?.textContent).toMatch(/· 2w a write \(sets the modified bit\)$/);
  });

  it('has no write mark, in the header or the key, on a string without writes', () => {
    open('belady');
    expect(document.querySelectorAll('thead th[data-index] sup')).toHaveLength(0);
    expect(document.querySelector('.table-key')?.textContent).not.toMatch(/a write/);
  });

  it('steps through Belady’s string with the keyboard: FIFO faults 9 times in 3 frames, 10 in 4', () => {
    open('belady');
    expect(screen.getByTestId('policies-narration').textContent).toMatch(/^Ready: 12 references in 3 frames/);
    press('ArrowRight', 4);
    expect(screen.getByTestId('policies-narration').textContent).toBe(
      'Reference 4 of 12, page 4 — FIFO: fault, 1 out · LRU: fault, 1 out · OPT: fault, 3 out · Clock: fault, 1 out.',
    );
    press('ArrowRight', 8);
    expect([faults('fifo'), faults('lru'), faults('opt'), faults('clock')]).toEqual([9, 10, 7, 9]);
    // FIFO's textbook table, slots 0–2 after each reference, in the window the table shows.
    const shown = [...document.querySelectorAll('thead th[data-index]')].map((th) => Number(th.getAttribute('data-index')));
    expect(shown.at(-1)).toBe(11);
    const fifo = [
      ['1', '1', '1', '4', '4', '4', '5', '5', '5', '5', '5', '5'],
      ['', '2', '2', '2', '1', '1', '1', '1', '1', '3', '3', '3'],
      ['', '', '3', '3', '3', '2', '2', '2', '2', '2', '4', '4'],
    ];
    expect(slotRows('fifo')).toEqual(fifo.map((row) => shown.map((i) => row[i])));
    press('ArrowLeft');
    expect(faults('fifo')).toBe(9);
    expect(screen.getByTestId('step-counter').textContent).toBe('reference 11 / 12');
    press('ArrowRight');
    fireEvent.click(screen.getByRole('button', { name: 'Frames: one more' }));
    expect((screen.getByTestId('frames-value') as HTMLInputElement).value).toBe('4');
    expect([faults('fifo'), faults('lru'), faults('opt'), faults('clock')]).toEqual([10, 8, 6, 10]);
    press('Home');
    expect(faults('fifo')).toBe(0);
  });

  it('reveals faults against frames after the prediction, with the anomaly marked', () => {
    open('belady');
    expect(screen.queryByTestId('anomaly')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'As often' }));
    expect(screen.getByTestId('predict-verdict').textContent).toMatch(
      /^Not this time: it came out “More often”\. FIFO faults 9 times with 3 frames and 10 with 4\./,
    );
    expect(screen.getByTestId('anomalies').textContent).toBe(
      'Belady’s anomaly: FIFO faults 10 times with 4 frames, 9 with 3; Clock (k = 0) faults 10 times with 4 frames, 9 with 3.',
    );
    // FIFO and the clock at k = 0 rise at the same point: one mark.
    expect(screen.getAllByTestId('anomaly')).toHaveLength(1);
    expect(screen.getByTestId('now-marker')).toBeTruthy();
    expect(screen.getByTestId('now-label').textContent).toBe('3 frames now');
    expect(screen.getByTestId('anomaly-label').textContent).toBe('▲ 9→10');
    expect(document.querySelectorAll('[data-series]')).toHaveLength(4);
  });

  it('shows the loop’s cliff: every reference faults under LRU with 4 frames, OPT 8 — its question asks about LRU', () => {
    open('lru-loop');
    press('ArrowRight', 20);
    expect([faults('fifo'), faults('lru'), faults('opt'), faults('clock')]).toEqual([20, 20, 8, 20]);
    expect(screen.getByTestId('predict').textContent).toContain('In 4 frames, on how many of these 20 references will LRU fault?');
    // The story's findings wait for the answer.
    expect(screen.queryByTestId('story-shows')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'All 20' }));
    expect(screen.getByTestId('predict-verdict').textContent).toMatch(
      /^Right\. LRU faults 20 times in 4 frames; OPT, which knows the future, 8\./,
    );
    expect(screen.getByTestId('story-shows').textContent).toContain('FIFO, LRU and the clock fault on every one of the 20 references');
    // The answered button is disabled: the focus is on the verdict, which a screen reader then reads.
    expect(document.activeElement).toBe(screen.getByTestId('predict-verdict'));
    expect(screen.getByTestId('predict-verdict').getAttribute('role')).toBe('status');
  });

  it('names the lines that lie on one another, which the chart alone would hide', async () => {
    open('lru-loop');
    fireEvent.click(screen.getByRole('button', { name: 'All 20' }));
    expect((await screen.findByTestId('same-lines')).textContent).toBe(
      'One line for FIFO, LRU and Clock (k = 1): the same faults at every size.',
    );
  });
});

describe('a story’s own question', () => {
  it('on a convention’s story is the Rules tab’s question, asked by the stage too: answered once, both show it, and the findings follow', () => {
    open('new-page-bit');
    const question =
      'The clock (k = 1, 3 frames) runs with new pages’ usage bits on. With them off, will it fault more, as often, or less on this string?';
    expect(screen.getByTestId('predict').textContent).toContain(question);
    expect(screen.queryByTestId('story-shows')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    const asked = screen.getAllByTestId('predict');
    // (The modified bit's question is not asked: the string has no write.)
    expect(asked.map((q) => q.textContent?.includes(question))).toEqual([true, true]);
    fireEvent.click(within(asked[1]).getByRole('button', { name: 'Less' }));
    // 10 faults with the bits on, 8 off (the story's string, 3 frames).
    expect(screen.getAllByTestId('predict-verdict').map((v) => v.textContent)).toEqual([
      expect.stringMatching(/^Right\. 10 faults with the bits on, 8 with them off\./),
      expect.stringMatching(/^Right\. 10 faults with the bits on, 8 with them off\./),
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Story' }));
    expect(screen.getByTestId('story-shows').textContent).toContain('10 faults with the bits on, 8 with them off');
  });

  it('elsewhere is not the Rules tab’s: answering that one keeps the story’s findings back', () => {
    open('lru-loop');
    fireEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    const rules = screen.getAllByTestId('predict')[1];
    expect(rules.textContent).toContain('new pages’ usage bits on');
    fireEvent.click(within(rules).getByRole('button', { name: 'just show the results' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Story' }));
    expect(screen.queryByTestId('story-shows')).toBeNull();
    expect(screen.getByTestId('story-shows-later')).toBeTruthy();
  });
});

describe('the stage’s words', () => {
  const col = (page: number, fault: boolean, victim: number | null, slot = 0): Column => ({
    index: 6,
    page,
    fault,
    slot,
    victim,
    faults: 1,
    slots: [],
  });

  it('narrates a hit, a fault into a free frame and a replacement', () => {
    expect(narrate(7, 12, 3, { fifo: col(5, true, 4), lru: col(5, false, null), opt: col(5, true, null, 2) })).toBe(
      'Reference 7 of 12, page 5 — FIFO: fault, 4 out · LRU: hit · OPT: fault, into free slot 2.',
    );
    expect(narrate(12, 12, 3, { clock: col(5, false, null) })).toBe('Reference 12 of 12, page 5 — Clock: hit. The string is done.');
  });

  it('asks the loop’s question with four ranges from the first references to every reference', () => {
    const q = lruFaultsQuestion(4, 20, 5, 20, 8)!;
    expect(q.options).toEqual(['Only the 5 first references', '6 to 12', '13 to 19', 'All 20']);
    expect(q.answer).toBe(3);
    expect([
      lruFaultsQuestion(4, 20, 5, 5, 5)!.answer,
      lruFaultsQuestion(4, 20, 5, 12, 8)!.answer,
      lruFaultsQuestion(4, 20, 5, 13, 8)!.answer,
    ]).toEqual([0, 1, 2]);
    expect(lruFaultsQuestion(3, 6, 4, 6, 5)).toBeNull();
  });

  it('answers the question about one frame more from the two fault counts', () => {
    expect(oneMoreFrame(3, 9, 10).answer).toBe(0);
    expect(oneMoreFrame(3, 9, 9).answer).toBe(1);
    expect(oneMoreFrame(4, 20, 5).answer).toBe(2);
    expect(oneMoreFrame(1, 12, 12).question).toBe(
      'With one frame more — 2 instead of 1 — will FIFO fault more often on this string, as often, or less often?',
    );
  });
});
