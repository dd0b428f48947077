// A string of one's own in one step: the core's typed format (numbers or
// letters, spaces or commas, w a write), the scenario the box builds, its
// errors in the box's words, the header naming what is shown, and whether a
// story's run is on screen — with every number the Policies and Multics
// clock stories state checked against their own runs. Then the box in the
// lab (jsdom): typed, Enter, End, the tables' counts and the story set aside.
import './core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../src/app/App';
import { CLASSICS, ownScenario, ownStringError, readCount, withOwnString } from '../src/app/ownString';
import { DEFAULT_VIEW, type LabState } from '../src/app/state';
import { isStoryRun, shownTitle } from '../src/app/storyRun';
import type { Scenario } from '../src/scenario/types';
import { DEFAULT_PLAY } from '../src/scenario/url';
import { runError } from '../src/sim/runStore';
import { withFrames } from '../src/stages/policies/frames';
import { stageState, textbook } from '../src/stages/preset';
import { presetById } from '../src/stages/registry';
import { LETTER_PAGE_NAMES } from '../src/viz/pageNames';
import type { Counters, SweepPoint } from '../src/wasm/types/core';
import { PolicyRun, Run, sweep_k_json, typed_pages } from './core';

afterEach(cleanup);

/** Each policy's faults on P0's string of `s` with its frames. */
function faults(s: Scenario): Record<string, number> {
  const run = new PolicyRun(JSON.stringify(s));
  const f = s.memory.frames;
  const out = Object.fromEntries(['fifo', 'lru', 'opt', 'clock'].map((p) => [p, run.faults_with(p, f)]));
  run.free();
  return out;
}

/** The counters at the end of the scenario's run. */
function counters(s: Scenario): Counters {
  const run = new Run(JSON.stringify(s));
  run.run_to_end();
  const c = JSON.parse(run.counters_json()) as Counters;
  run.free();
  return c;
}

const own = (text: string, frames: number, k = 1) => ownScenario({ text, frames, k });

describe('a string of one’s own', () => {
  it('runs the classic strings with the textbooks’ counts', () => {
    // Silberschatz, Galvin & Gagne's string with 3 frames: FIFO 15, LRU 12, OPT 9 (their Figures 10.12, 10.15, 10.16).
    const silberschatz = CLASSICS[0];
    expect(faults(own(silberschatz.text, silberschatz.frames))).toMatchObject({ fifo: 15, lru: 12, opt: 9 });
    // Belady's string, FIFO by hand. 3 frames: 1 2 3 ↯↯↯, 4 ↯(1 out) 1 ↯(2) 2 ↯(3) 5 ↯(4), 1 2 hit, 3 ↯(1) 4 ↯(2), 5 hit: 9.
    // 4 frames: 1 2 3 4 ↯↯↯↯, 1 2 hit, 5 ↯(1) 1 ↯(2) 2 ↯(3) 3 ↯(4) 4 ↯(5) 5 ↯(1): 10 — more memory, more faults.
    expect(faults(own(CLASSICS[1].text, CLASSICS[1].frames)).fifo).toBe(9);
    expect(faults(own(CLASSICS[2].text, CLASSICS[2].frames)).fifo).toBe(10);
    // The loop of 4 pages in 3 frames: FIFO and LRU evict the page wanted next, every time (16 of 16). OPT by hand:
    // 1 2 3 ↯↯↯, 4 ↯(3 out: used last), 1 2 hit, 3 ↯(2 out), 4 1 hit, 2 ↯(1 out), 3 4 hit, 1 ↯(4 out), 2 3 hit, 4 ↯: 8.
    expect(faults(own(CLASSICS[3].text, CLASSICS[3].frames))).toMatchObject({ fifo: 16, lru: 16, opt: 8 });
  });

  it('reads letters and commas, w marking a write; the stages write the letters', () => {
    // A B Cw A D Aw B E Bw C, 3 frames, by hand:
    // FIFO: A B C ↯↯↯, A hit, D ↯(A out), A ↯(B), B ↯(C), E ↯(D), B hit, C ↯(A): 8.
    // LRU:  A B C ↯↯↯, A hit, D ↯(B, used longest ago), A hit, B ↯(C), E ↯(D), B hit, C ↯(A): 7.
    // OPT:  A B C ↯↯↯, A hit, D ↯(C, next used last), A B hit, E ↯(A or D, never used again: A, the lower slot), B hit, C ↯: 6.
    const letters = own('A, B, Cw, A, D, Aw, B, E, Bw, C', 3);
    expect(faults(letters)).toMatchObject({ fifo: 8, lru: 7, opt: 6 });
    expect(typed_pages('a b cw')).toBe('letters');
    expect(typed_pages('1,2')).toBe('numbers');
    expect([LETTER_PAGE_NAMES.name(0, 0), LETTER_PAGE_NAMES.name(0, 25), LETTER_PAGE_NAMES.name(1, 3)]).toEqual(['A', 'Z', '3']);
    // Commas read as spaces, in either case: the same run.
    expect(faults(own('1,2,3,4,1,2,5,1,2,3,4,5', 3))).toEqual(faults(own('1 2 3 4 1 2 5 1 2 3 4 5', 3)));
    expect(faults(own('a b c d a b e a b c d e', 4))).toEqual(faults(own('1 2 3 4 1 2 5 1 2 3 4 5', 4)));
  });

  it('builds the textbook clock on the string, keeping the rules’ switches, and opens it from the start', () => {
    const base = { ...textbook(4, 2, '1 2'), memory: { ...textbook(4, 2, '1 2').memory, new_page_usage: 'off' as const } };
    const s = ownScenario({ text: '1 2 3', frames: 3, k: 1 }, base);
    expect(s.memory).toMatchObject({ frames: 3, k: 1, pool_n: 0, first_time: false, new_page_usage: 'off' });
    expect(s.drum).toBeNull();
    expect(s.processes).toEqual([{ workload: { kind: 'typed', text: '1 2 3' } }]);
    const from: LabState = {
      ...presetById('fifo-clock')!.state,
      view: { ...DEFAULT_VIEW, step: 40, pane: 'k-sweep' },
      trace: null,
    };
    const next = withOwnString(from, 'multics-clock', s);
    expect(next).toMatchObject({ stage: 'multics-clock', preset: 'fifo-clock', exercise: null, trace: null, linked: null });
    expect(next.view).toMatchObject({ step: 0, pane: '' });
    // Side by side compares the new string.
    expect(next.variant).toEqual({ path: 'memory.k', value: 1 });
  });

  it('says what is wrong in one line: the field, the value, what is allowed', () => {
    const error = (text: string) => ownStringError(runError([JSON.stringify(own(text, 3))])!);
    expect(error('1 2 x3')).toBe(
      `Reference string: "x3" is not allowed: expected a page number 0..=2147483647 like the string's first page, optionally followed by w (e.g. 7 or 7w), at reference 3`,
    );
    expect(error('a b 3')).toMatch(/^Reference string: "3" is not allowed: expected one letter A–Z like the string's first page/);
    expect(error('ab c')).toMatch(/^Reference string: "ab" is not allowed: expected a page number 0\.\.=2147483647 or one letter A–Z/);
    expect(error(' , ')).toBe('Reference string: "" is not allowed: expected at least one reference, e.g. "1 2 3 1w"');
    expect(error(Array(100_001).fill('1').join(' '))).toBe(
      'Reference string: 100,001 references is not allowed: expected at most 100,000, the most the lab steps through',
    );
    expect(runError([JSON.stringify(own(Array(100_000).fill('1').join(' '), 3))])).toBeNull();
    expect(readCount('Frames', '0', 1, 512)).toEqual({ error: 'Frames = 0 is not allowed: expected a whole number 1..=512' });
    expect(readCount('k', ' 2 ', 0, 8)).toBe(2);
    expect(readCount('Frames', '', 1, 512)).toEqual({ error: 'Frames = (empty) is not allowed: expected a whole number 1..=512' });
    expect(readCount('Frames', '3.5', 1, 512)).toEqual({ error: 'Frames = 3.5 is not allowed: expected a whole number 1..=512' });
  });
});

describe('what is shown, and whose numbers a story tells', () => {
  const belady = presetById('belady')!;
  it('keeps a story’s run through what the story varies, and names the string once it is replaced', () => {
    expect(isStoryRun(belady, belady.state)).toBe(true);
    // The story asks for a frame more, and tells both counts.
    const four = { ...belady.state, scenario: withFrames(belady.state.scenario, 4) };
    expect(isStoryRun(belady, four)).toBe(true);
    expect(shownTitle(four).title).toBe('Belady’s anomaly — 3 frames against 4');
    // The clock's k is not the story's: its "clock with k = 0, which is FIFO" no longer holds.
    const k1 = { ...belady.state, scenario: { ...belady.state.scenario, memory: { ...belady.state.scenario.memory, k: 1 } } };
    expect(isStoryRun(belady, k1)).toBe(false);
    expect(shownTitle(k1)).toEqual({ title: 'Belady’s string — 3 frames', paper: 'Policies' });
    const mine = withOwnString(belady.state, 'policies', own('7 0 1 2 0 3 0 4 2 3 0 3 2 1 2 0 1 7 0 1', 3));
    expect(isStoryRun(belady, mine)).toBe(false);
    expect(shownTitle(mine).title).toBe('Silberschatz’s string — 3 frames');
    expect(shownTitle(withOwnString(belady.state, 'policies', own('1 2 3 1', 1))).title).toBe('Your string — 1 frame');
    const clock = presetById('second-chance')!;
    expect(shownTitle(withOwnString(clock.state, 'multics-clock', own('1 2 3 1', 2, 0))).title).toBe('Your string — 2 frames, k = 0');
    // A stage shown without a story names the string too; a model's string, the stage.
    expect(shownTitle(stageState('policies', own('1 2 3', 3))).title).toBe('Your string — 3 frames');
    const multics = presetById('multics')!;
    expect(shownTitle(multics.state).title).toBe('The Multics clock in miniature');
    expect(shownTitle({ ...multics.state, preset: null }).title).toBe('The Multics paging algorithm');
    expect(shownTitle({ ...multics.state, scenario: withFrames(multics.state.scenario, 20) }).title).toBe(
      'Your scenario — 20 frames, k = 1',
    );
  });

  it('holds every number the Policies and Multics clock stories state to their own runs', () => {
    const scenario = (id: string) => presetById(id)!.state.scenario;
    const memory = (s: Scenario, m: Partial<Scenario['memory']>) => ({ ...s, memory: { ...s.memory, ...m } });
    // belady: "With 3 frames FIFO faults 9 times; with 4 frames, 10 times."
    expect([faults(scenario('belady')).fifo, faults(withFrames(scenario('belady'), 4)).fifo]).toEqual([9, 10]);
    // lru-loop: "FIFO, LRU and the clock fault on every one of the 20 references … OPT faults 8 times … With a fifth frame
    // every policy faults only on the first pass."
    expect(faults(scenario('lru-loop'))).toEqual({ fifo: 20, lru: 20, opt: 8, clock: 20 });
    expect(faults(withFrames(scenario('lru-loop'), 5))).toEqual({ fifo: 5, lru: 5, opt: 5, clock: 5 });
    // new-page-bit: "10 faults with the bits on, 8 with them off (3 frames) … on Belady's string … 9 faults with the bits
    // on, 10 off."
    const bit = scenario('new-page-bit');
    expect([faults(bit).clock, faults(memory(bit, { new_page_usage: 'off' })).clock]).toEqual([10, 8]);
    const beladyBit = textbook(3, 1, '1 2 3 4 1 2 5 1 2 3 4 5');
    expect([faults(beladyBit).clock, faults(memory(beladyBit, { new_page_usage: 'off' })).clock]).toEqual([9, 10]);
    // modified-second-chance: "13 faults and 3 writes under both rules … 25 examinations against 22 … `1w 2 3 1`: 4
    // faults without, 3 with".
    const dirty = scenario('modified-second-chance');
    const [none, pass] = [counters(dirty), counters(memory(dirty, { modified_chance: 'write_and_pass' }))];
    expect([none.faults, none.pushes, none.pointer_steps]).toEqual([13, 3, 22]);
    expect([pass.faults, pass.pushes, pass.pointer_steps]).toEqual([13, 3, 25]);
    const short = textbook(2, 1, '1w 2 3 1');
    expect([counters(short).faults, counters(memory(short, { modified_chance: 'write_and_pass' })).faults]).toEqual([4, 3]);
    // multics: "Of the 43 usage bits the pointer reads at k = 1, 22 are on: 51 % … With pages entering behind the
    // pointer 44 % are on; at k = 0, 57 %; at k = 2, 46 %. Without the first-time switch … 72 % are".
    const on = (s: Scenario) => {
      const c = counters(s);
      const read = c.pointer_steps - c.first_time_skips;
      return [c.usage_on, read, Math.round((100 * c.usage_on) / read)];
    };
    const miniature = scenario('multics');
    expect(on(miniature)).toEqual([22, 43, 51]);
    const shares = [{ pulled_enter: 'behind_pointer' as const }, { k: 0 }, { k: 2 }, { first_time: false }].map(
      (m) => on(memory(miniature, m))[2],
    );
    expect(shares).toEqual([44, 57, 46, 72]);
    // head-readings: "A faults 35 times, B 37; A's pointer examines 75 pages, B's 72."
    const a = counters(scenario('head-readings'));
    const b = counters(memory(scenario('head-readings'), { pulled_enter: 'behind_pointer' }));
    expect([a.faults, b.faults, a.pointer_steps, b.pointer_steps]).toEqual([35, 37, 75, 72]);
    // linked-pictures: "FIFO (k = 0) faults 564 times; … k = 1 … 303 … 323 at k = 2, rising to 401 at k = 8".
    const every = (s: Scenario) => JSON.parse(sweep_k_json(JSON.stringify(s), '[0,1,2,3,4,5,6,7,8]')) as SweepPoint[];
    const linked = every(scenario('linked-pictures'));
    expect([0, 1, 2, 8].map((k) => linked[k].faults)).toEqual([564, 303, 323, 401]);
    // corbato-k: "12,578 at k = 0, 6,234 at k = 1 and 6,224 at k = 2, then rising slowly to 6,979 at k = 8 (12 % above
    // k = 1). The pointer's steps … from 28,800 at k = 1 to 86,100 at k = 8, and the fault-service time is least at
    // k = 1 (7.39 s; k = 2 takes 5 % more)"; behind the pointer "the faults stay within 3 % of 6,200 from k = 2 to 8 …
    // (44,000 steps at k = 7), and the service time is least at k = 2 (7.41 s), k = 1 within 2 %".
    const at = every(scenario('corbato-k'));
    expect([0, 1, 2, 8].map((k) => at[k].faults)).toEqual([12_578, 6_234, 6_224, 6_979]);
    expect(Math.round((100 * at[8].faults) / at[1].faults) - 100).toBe(12);
    expect([at[1].pointer_steps, at[8].pointer_steps].map((n) => Math.round(n / 100) * 100)).toEqual([28_800, 86_100]);
    const least = (p: SweepPoint[]) => p.reduce((a, b) => (b.fault_service_us < a.fault_service_us ? b : a));
    const seconds = (p: SweepPoint) => Math.round(p.fault_service_us / 1e4) / 100;
    expect([least(at).k, seconds(least(at))]).toEqual([1, 7.39]);
    expect(Math.round((100 * at[2].fault_service_us) / at[1].fault_service_us) - 100).toBe(5);
    const behind = every(memory(scenario('corbato-k'), { pulled_enter: 'behind_pointer' }));
    expect(behind.slice(2).every((p) => Math.abs(p.faults / 6_200 - 1) <= 0.03)).toBe(true);
    expect(Math.round(behind[7].pointer_steps / 1000) * 1000).toBe(44_000);
    expect([least(behind).k, seconds(least(behind))]).toEqual([2, 7.41]);
    expect(behind[1].fault_service_us / behind[2].fault_service_us).toBeLessThan(1.02);
    // fifo-clock: "on this string they come out level, 12 each … (OPT: 9)".
    const fifoClock = scenario('fifo-clock');
    expect([counters(fifoClock).faults, counters(memory(fifoClock, { k: 1 })).faults, faults(fifoClock).opt]).toEqual([12, 12, 9]);
  });
});

describe('the Reference string box in the lab', () => {
  const open = (state: LabState) => render(<App initial={state} play={DEFAULT_PLAY} linkError={null} firstVisit={false} />);
  const count = (policy: string) => Number(screen.getByTestId(`faults-${policy}`).textContent);

  it('shows a typed string on Enter; End goes to its end; the story is set aside as told for its own string', () => {
    open(presetById('belady')!.state);
    const text = screen.getByTestId('own-string-text') as HTMLInputElement;
    expect(text.value).toBe('1 2 3 4 1 2 5 1 2 3 4 5');
    fireEvent.change(text, { target: { value: '7 0 1 2 0 3 0 4 2 3 0 3 2 1 2 0 1 7 0 1' } });
    fireEvent.submit(text.form!);
    expect(screen.getByTestId('story-title').textContent).toMatch(/^Silberschatz’s string — 3 frames/);
    act(() => void fireEvent.keyDown(window, { key: 'End' }));
    expect(screen.getByTestId('step-counter').textContent).toBe('reference 20 / 20');
    expect([count('fifo'), count('lru'), count('opt')]).toEqual([15, 12, 9]);
    const story = screen.getByTestId('story');
    expect(story.querySelector('h2')?.textContent).toBe('Silberschatz’s string — 3 frames');
    expect(screen.getByTestId('story-shown').textContent).toMatch(
      /^FIFO, LRU, OPT and the clock \(k = 0\) on this string: 20 references in 3 frames\./,
    );
    // The story's numbers are folded away, marked as its own string's.
    const aside = screen.getByTestId('story-aside') as HTMLDetailsElement;
    expect(aside.open).toBe(false);
    expect(aside.querySelector('summary')?.textContent).toBe(
      'The story “Belady’s anomaly — 3 frames against 4”, told for its own string, 1 2 3 4 1 2 5 1 2 3 4 5 in 3 frames: its numbers are that run’s, not this one’s',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to the story’s string' }));
    expect(screen.getByTestId('story-title').textContent).toMatch(/^Belady’s anomaly — 3 frames against 4/);
    expect(screen.queryByTestId('story-aside')).toBeNull();
  });

  it('keeps what was typed and names the field, the value and what is allowed', () => {
    open(presetById('belady')!.state);
    const text = screen.getByTestId('own-string-text') as HTMLInputElement;
    fireEvent.change(text, { target: { value: '1 2 x3' } });
    fireEvent.submit(text.form!);
    expect(screen.getByTestId('own-string-error').textContent).toMatch(/^Reference string: "x3" is not allowed: expected a page number/);
    expect(text.value).toBe('1 2 x3');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('story-title').textContent).toMatch(/^Belady’s anomaly/);
    const frames = screen.getByTestId('frames-value') as HTMLInputElement;
    fireEvent.change(text, { target: { value: '1 2 3' } });
    fireEvent.change(frames, { target: { value: '0' } });
    fireEvent.submit(text.form!);
    expect(screen.getByTestId('own-string-error').textContent).toMatch(/^Frames = 0 is not allowed: expected a whole number 1\.\.=\d+$/);
    expect([text.value, frames.value]).toEqual(['1 2 3', '0']);
    // − and + change the scenario on screen at once, and leave the string as typed.
    fireEvent.change(frames, { target: { value: '3' } });
    fireEvent.change(text, { target: { value: '1 2 3 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Frames: one more' }));
    expect([text.value, frames.value]).toEqual(['1 2 3 1', '4']);
    expect(screen.queryByTestId('own-string-error')).toBeNull();
    // A classic's chip shows it at once.
    fireEvent.click(screen.getByRole('button', { name: 'Belady, 4 frames' }));
    expect(screen.queryByTestId('own-string-error')).toBeNull();
    act(() => void fireEvent.keyDown(window, { key: 'End' }));
    expect(count('fifo')).toBe(10);
    // Belady's string in 4 frames, the clock's k as the story had it: the story's own run, so its title.
    expect(screen.getByTestId('story-title').textContent).toMatch(/^Belady’s anomaly — 3 frames against 4/);
  });
});
