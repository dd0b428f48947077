// The counterexample search in the UI's terms: its settings round-trip
// through the link and bad ones are named; the question's answer is read
// from the core's search; the side-by-side opens at the first reference
// that faults on one side and hits on the other, worked by hand.
import './core';
import fc from 'fast-check';
import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAY, decodeHash, encodeState } from '../src/app/link';
import { firstDivergence, sides } from '../src/stages/policies/search/Counterexample';
import { searchQuestion } from '../src/stages/policies/search/question';
import { DEFAULT_SEARCH, questionOf, readSearch, SEARCH_LIMITS, type SearchSettings } from '../src/stages/policies/search/settings';
import type { Columns } from '../src/stages/policies/types';
import { textbook } from '../src/stages/preset';
import { presetById } from '../src/stages/registry';
import type { SearchAnswer } from '../src/wasm/types/core';
import { PolicyRun, search_json } from './core';

const policy = fc.constantFrom('fifo' as const, 'lru' as const, 'opt' as const, 'clock' as const);
const settings: fc.Arbitrary<SearchSettings> = fc.record({
  mode: fc.constantFrom('belady' as const, 'beats' as const),
  policy: fc.constantFrom('fifo' as const, 'clock' as const),
  k: fc.integer({ min: 0, max: SEARCH_LIMITS.k }),
  pages: fc.integer({ min: 1, max: SEARCH_LIMITS.pages }),
  max_length: fc.integer({ min: 1, max: SEARCH_LIMITS.max_length }),
  a: policy,
  b: policy,
  frames: fc.integer({ min: 1, max: SEARCH_LIMITS.frames }),
});

const search = (s: SearchSettings) => JSON.parse(search_json(JSON.stringify(questionOf(s)), 0)) as SearchAnswer;

function columns(policyName: string, frames: number, k: number, text: string): Columns {
  const run = new PolicyRun(JSON.stringify(textbook(frames, k, text)));
  const c = JSON.parse(run.columns_json(policyName, 0, run.length(), frames)) as Columns;
  run.free();
  return c;
}

describe('the counterexample search', () => {
  it('carries its settings in the link, exactly', () => {
    const base = presetById('belady-search')!.state;
    fc.assert(
      fc.property(settings, (search) => {
        const decoded = decodeHash(`#${encodeState({ ...base, preset: null, slices: { policies: search } }, DEFAULT_PLAY)}`);
        expect('state' in decoded && decoded.state?.slices?.policies).toEqual(search);
      }),
      { numRuns: 60 },
    );
  });

  it('names a bad setting in a link in one line', () => {
    const link = (search: unknown) =>
      `#s=2.${compressToEncodedURIComponent(JSON.stringify({ stage: 'policies', scenario: textbook(3, 1, '1 2'), search }))}`;
    const err = (search: unknown) => (decodeHash(link(search)) as { error: string }).error;
    expect(err({ ...DEFAULT_SEARCH, pages: 0 })).toBe('search.pages = 0 is not allowed: expected an integer in 1..=16');
    expect(err({ ...DEFAULT_SEARCH, policy: 'lru' })).toBe('search.policy = lru is not allowed: expected fifo, clock');
    expect(err({ ...DEFAULT_SEARCH, depth: 3 })).toBe('search.depth is not a field of the search settings');
    expect(readSearch({ ...DEFAULT_SEARCH, max_length: 41 })).toBe('search.max_length = 41 is not allowed: expected an integer in 1..=40');
  });

  it('answers the preset’s question from the core: the k = 1 clock, 10 references', () => {
    const found = search(DEFAULT_SEARCH);
    expect(found).toEqual({
      string: [1, 2, 3, 4, 2, 1, 2, 5, 1, 2],
      frames: 3,
      faults: [6, 7],
      searched: 9,
      nodes: 114124,
      exhausted: false,
    });
    const q = searchQuestion(DEFAULT_SEARCH, found);
    expect(q.options[q.answer]).toBe('Yes — shorter than FIFO’s classic 12');
    expect(q.why).toMatch(/^The shortest is 1 2 3 4 2 1 2 5 1 2 \(10 references\): 3 frames fault 6 times, 4 fault 7\./);
    const fifo = { ...DEFAULT_SEARCH, policy: 'fifo' as const };
    const classic = searchQuestion(fifo, search(fifo));
    expect(classic.options[classic.answer]).toBe('Yes — 12 references, like the classic');
    const short = { ...fifo, max_length: 11 };
    const none = searchQuestion(short, search(short));
    expect(none.answer).toBe(0);
    expect(none.why).toMatch(/^None: every string of at most 11 references over at most 5 pages/);
  });

  it('finds nothing beating OPT, and says why', () => {
    const s: SearchSettings = { ...DEFAULT_SEARCH, mode: 'beats', a: 'fifo', b: 'opt', max_length: 8 };
    const found = search(s);
    expect([found.string, found.searched, found.exhausted]).toEqual([null, 8, false]);
    const q = searchQuestion(s, found);
    expect(q.answer).toBe(0);
    expect(q.why).toMatch(/OPT \(Belady’s MIN\) is optimal/);
  });

  it('opens at the first reference that hits on one side and faults on the other', () => {
    // 1 2 3 4 2 1 2 5 1 2 under the k = 1 clock: with 3 frames 4 evicts 1, so
    // reference 6 (page 1) faults; with 4 frames it hits.
    const text = '1 2 3 4 2 1 2 5 1 2';
    const found = search(DEFAULT_SEARCH);
    const [f, f1] = sides(DEFAULT_SEARCH, found);
    expect([f.frames, f1.frames, f.label]).toEqual([3, 4, 'Clock (k = 1), 3 frames']);
    expect(firstDivergence([columns('clock', 3, 1, text), columns('clock', 4, 1, text)])).toBe(5);
    // LRU against FIFO on 1 2 1 3 4 1 in 3 frames: both fault on 1, 2, 3, 4; at the last 1 LRU hits, FIFO faults.
    expect(firstDivergence([columns('lru', 3, 1, '1 2 1 3 4 1'), columns('fifo', 3, 1, '1 2 1 3 4 1')])).toBe(5);
    expect(firstDivergence([columns('lru', 3, 1, '1 2 3'), columns('fifo', 3, 1, '1 2 3')])).toBe(-1);
  });
});
