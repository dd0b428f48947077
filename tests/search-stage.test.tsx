// The policies stage's "Find a counterexample" in jsdom, with a stand-in
// compute worker that answers with the real core when told to: the answer
// waits for the prediction, then opens side by side at its first
// divergence; a new question asks again; Cancel stops a search.
import './core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../src/app/App';
import { DEFAULT_PLAY } from '../src/scenario/url';
import { presetById } from '../src/stages/registry';
import { compute, type FromCompute, type ToCompute } from '../src/workers/compute';

class StandIn {
  static made: StandIn[] = [];
  posted: ToCompute[] = [];
  terminated = false;
  onmessage: ((e: MessageEvent<FromCompute>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  constructor() {
    StandIn.made.push(this);
  }
  postMessage(m: ToCompute) {
    this.posted.push(m);
  }
  terminate() {
    this.terminated = true;
  }
}

/** Answers the last search posted, with the core. */
async function answerSearch() {
  const w = [...StandIn.made].reverse().find((x) => x.posted.some((m) => m.request.call === 'search'))!;
  const m = [...w.posted].reverse().find((x) => x.request.call === 'search')!;
  const json = await compute(m.request);
  act(() => w.onmessage?.({ data: { id: m.id, json } } as MessageEvent<FromCompute>));
}

const original = globalThis.Worker;
beforeEach(() => {
  StandIn.made = [];
  globalThis.Worker = StandIn as unknown as typeof Worker;
});
afterEach(() => {
  cleanup();
  globalThis.Worker = original;
});

const open = () => render(<App initial={presetById('belady-search')!.state} play={DEFAULT_PLAY} linkError={null} firstVisit={false} />);

describe('find a counterexample', () => {
  it('asks first, then opens the k = 1 clock’s string at its first divergence', async () => {
    open();
    const asked = StandIn.made.flatMap((w) => w.posted).find((m) => m.request.call === 'search');
    expect(asked?.request).toEqual({
      call: 'search',
      question: JSON.stringify({ question: 'belady', policy: 'clock', k: 1, pages: 5, max_length: 12 }),
    });
    await answerSearch();
    expect(screen.queryByTestId('search-table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes — 12 references, like the classic' }));
    expect(screen.getByTestId('predict-verdict').textContent).toMatch(/^Not this time: it came out “Yes — shorter than FIFO’s classic 12”/);
    expect(screen.getByTestId('search-string').textContent).toBe('Found: 1 2 3 4 2 1 2 5 1 2 (10 references)');
    expect(screen.getByTestId('step-counter').textContent).toBe('reference 6 / 10');
    // Up to reference 6: 3 frames have faulted 5 times (1 2 3 4, then 1), 4 frames 4 times.
    expect([screen.getByTestId('faults-search-f').textContent, screen.getByTestId('faults-search-f1').textContent]).toEqual(['5', '4']);
  });

  it('asks again when the question changes, and Cancel stops the search', async () => {
    open();
    await answerSearch();
    fireEvent.click(screen.getByLabelText('policy A faults fewer times than B'));
    const last = StandIn.made.flatMap((w) => w.posted).at(-1)!;
    expect(JSON.parse((last.request as { question: string }).question)).toEqual({
      question: 'beats',
      a: 'lru',
      b: 'fifo',
      frames: 3,
      k: 1,
      pages: 5,
      max_length: 12,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(StandIn.made.at(-1)!.terminated).toBe(true);
    expect(screen.getByTestId('computation-cancelled').textContent).toMatch(/^Cancelled: the shortest counterexample was not computed/);
  });
});
