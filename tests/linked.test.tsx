// Linked pictures in jsdom: each click yields the exact lab state — k on the
// frame table, frames on the policies stage, the end of a Figure 1 interval,
// a lifetime-curve size on the policies stage, an experiment's arm on its
// stage — as a pushed history entry whose link carries it, with the line
// saying where it came from.
import './core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app/App';
import { DEFAULT_PLAY, decodeHash, encodeState } from '../src/app/link';
import { linkedState } from '../src/app/linked';
import { DEFAULT_TRACE_STRING, type LabState } from '../src/app/state';
import type { Scenario } from '../src/scenario/types';
import { ARM_STAGES, armLink } from '../src/stages/experiments/armLinks';
import { CurveCharts } from '../src/stages/lifetime-curves/CurveCharts';
import { lifetimeLink, typedText } from '../src/stages/lifetime-curves/links';
import { DEFAULT_CURVES } from '../src/stages/lifetime-curves/settings';
import { stageState } from '../src/stages/preset';
import { presetById } from '../src/stages/registry';
import type { CurveReport } from '../src/wasm/types/core';
import { curve_json, experiment_arm_scenario_json, experiments_json, Simulator } from './core';

beforeEach(() => window.history.replaceState(null, '', '#'));
afterEach(cleanup);

const preset = (id: string) => structuredClone(presetById(id)!.state);
const show = (state: LabState) => render(<App initial={state} play={DEFAULT_PLAY} linkError={null} firstVisit={false} />);
/** The state the address bar carries now. */
const linked = () => {
  const decoded = decodeHash(window.location.hash);
  if (!('state' in decoded) || !decoded.state) throw new Error(`no state in ${window.location.hash}`);
  return decoded.state;
};
const note = () => screen.getByTestId('linked-note').textContent;

describe('the k-sweep', () => {
  it('Enter on a focused point opens it; the story’s question is which k faults least', () => {
    show(preset('linked-pictures'));
    fireEvent.click(screen.getByRole('button', { name: 'k = 1 (one bit)' }));
    expect(screen.getByTestId('predict-verdict').textContent).toMatch(
      /^Right\. 303 faults at k = 1, 564 at k = 0 \(FIFO\), 401 at k = 8\./,
    );
    // One point per k in each of the three charts; Tab reaches the faults chart's, at its first point (k = 0), and → the
    // next (k = 1); the other charts' points are not Tab stops.
    const points = screen.getAllByRole('button', { name: /^Open k = 1 on the frames pane/ });
    expect(points.map((p) => p.getAttribute('tabindex'))).toEqual(['-1', '-1', '-1']);
    const first = screen.getAllByRole('button', { name: /^Open k = 0 on the frames pane/ });
    expect(first.map((p) => p.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    act(() => first[0].focus());
    fireEvent.keyDown(first[0], { key: 'ArrowRight' });
    const point = points[0];
    expect(document.activeElement).toBe(point);
    expect(point.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(point, { key: 'Enter' });
    expect(linked().scenario.memory.k).toBe(1);
    expect(screen.getByRole('region', { name: 'Frames and shift registers' })).toBeTruthy();
  });
  it('a click on k = 3 opens k = 3 on the frame table, from the start, as a new history entry', () => {
    const entries = window.history.length;
    show(preset('linked-pictures'));
    // The chart waits for the prediction (a new lab here: the test before made its own).
    fireEvent.click(screen.getByRole('button', { name: 'just show the results' }));
    fireEvent.click(document.querySelector('.k-sweep-chart circle[data-k="3"]')!);
    expect(screen.getByRole('region', { name: 'Frames and shift registers' })).toBeTruthy();
    expect(note()).toMatch(
      /^↪ Opened from the k-sweep: k = 3 \(it was k = 0\); the frame table runs the same string with 3-bit registers\./,
    );
    expect(window.history.length).toBe(entries + 1);
    const state = linked();
    expect([state.stage, state.scenario.memory.k, state.view.pane, state.view.step]).toEqual(['multics-clock', 3, '', 0]);
    expect(state.linked?.from).toBe('k-sweep');
    // Everything else of the scenario is the story's.
    expect({ ...state.scenario, memory: { ...state.scenario.memory, k: 0 } }).toEqual(preset('linked-pictures').scenario);
  });
});

describe('faults against frames', () => {
  it('a point opens its frames on the four tables at the same reference', () => {
    show(preset('belady'));
    for (let i = 0; i < 5; i++) fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.click(screen.getByRole('button', { name: 'just show the results' }));
    const point = document.querySelector('.faults-chart [data-series="lru"] [data-frames="4"]')!;
    expect(point.getAttribute('aria-label')).toBe('Open 4 frames on the frame tables (LRU, 4 frames: 8 faults)');
    fireEvent.click(point);
    expect((screen.getByTestId('frames-value') as HTMLInputElement).value).toBe('4');
    expect(screen.getByTestId('step-counter').textContent).toBe('reference 5 / 12');
    expect(note()).toMatch(/Opened from faults against frames: LRU’s point at 4 frames \(it was 3\)/);
    const state = linked();
    expect([state.stage, state.scenario.memory.frames, state.view.step, state.linked?.from]).toEqual(['policies', 4, 5, 'faults']);
    // Another frame by the stage's own stepper: the line about the link goes.
    fireEvent.click(screen.getByRole('button', { name: 'Frames: one more' }));
    expect((screen.getByTestId('frames-value') as HTMLInputElement).value).toBe('5');
    expect(screen.queryByTestId('linked-note')).toBeNull();
  });
});

describe('Figure 1', () => {
  it('a point takes the run to the end of its interval: every micro-step up to the instant the sampler plotted it', () => {
    const state = preset('load-leveler');
    const sim = new Simulator(JSON.stringify(state.scenario));
    const total = Number(sim.total_steps());
    sim.seek(BigInt(total));
    const samples = JSON.parse(sim.samples_json(0)).samples as { t_us: number }[];
    sim.seek_time_us(samples[3].t_us);
    const expected = Number(sim.step_count());
    sim.free();
    show({ ...state, view: { ...state.view, step: total } });
    expect(screen.getByText(`Figure 1 — ${samples.length - 1} intervals so far`)).toBeTruthy();
    const point = document.querySelector('.region-chart [data-interval="3"]')!;
    expect(point.getAttribute('aria-label')).toMatch(/^Go to the end of interval 3 \(interval 3: /);
    // One Tab stop for the points: the newest.
    expect(document.querySelectorAll('.region-chart [data-interval][tabindex="0"]').length).toBe(1);
    fireEvent.keyDown(point, { key: ' ' });
    expect(screen.getByTestId('step-counter').textContent).toBe(`step ${expected} / ${total}`);
    expect(screen.getByText('Figure 1 — 3 intervals so far')).toBeTruthy();
    expect(note()).toMatch(/^↪ Opened from Figure 1: interval 3 \(2 s to 3 s\), at its end/);
    expect(linked().view.step).toBe(expected);
  });
});

describe('the lifetime curve', () => {
  const report = JSON.parse(curve_json('1 2 3 4 1 2 5 1 2 3 4 5', 'lru', 5, 20, 'auto', true)) as CurveReport;

  it('a point of the LRU curve opens its memory size; the working-set curve’s points do not', () => {
    const open = vi.fn();
    const { unmount } = render(<CurveCharts r={report} point={null} small onOpen={open} />);
    const point = document.querySelector('.open-points circle[data-index="2"]')!;
    expect(point.getAttribute('aria-label')).toMatch(/^Open 3 frames on the policies stage/);
    fireEvent.click(point);
    expect(open).toHaveBeenCalledWith(3);
    unmount();
    const ws = JSON.parse(curve_json('1 2 3 4 1 2 5 1 2 3 4 5', 'ws', 5, 20, 'auto', true)) as CurveReport;
    render(<CurveCharts r={ws} point={null} small onOpen={open} />);
    expect(document.querySelectorAll('.open-points circle').length).toBe(0);
  });

  it('opens P0’s string at m frames, another process’s string written out as P0’s, a typed string, or the trace', () => {
    const two = preset('load-leveler');
    const sim = new Simulator(JSON.stringify(two.scenario));
    const p1 = { pages: sim.trace_pages(1), writes: sim.trace_writes(1) };
    sim.free();
    const mine = lifetimeLink(two, { ...DEFAULT_CURVES, source: '0' }, 7, [])!;
    expect([mine.stage, mine.scenario.memory.frames, mine.scenario.processes.length]).toEqual([
      'policies',
      7,
      two.scenario.processes.length,
    ]);
    const other = lifetimeLink(two, { ...DEFAULT_CURVES, source: '1' }, 5, [p1, p1])!;
    expect(other.scenario.processes).toEqual([{ workload: { kind: 'typed', text: typedText(p1) } }]);
    expect(other.scenario.memory.frames).toBe(5);
    expect(other.linked?.text).toMatch(/^Opened from the lifetime curve: P1’s string at 5 frames, written out as P0’s/);
    const typed = lifetimeLink(two, { ...DEFAULT_CURVES, source: 'typed', text: '1 2 3 1' }, 2, [])!;
    expect(typed.scenario.processes).toEqual([{ workload: { kind: 'typed', text: '1 2 3 1' } }]);
    const trace = lifetimeLink(two, { ...DEFAULT_CURVES, source: 'trace' }, 9, [])!;
    expect(trace.trace).toEqual({ ...DEFAULT_TRACE_STRING, page_size: 4096, data_only: false });
    expect(trace.scenario.memory.frames).toBe(9);
  });
});

describe('an experiment’s arm', () => {
  it('every experiment has its stage', () => {
    expect(Object.keys(ARM_STAGES).sort()).toEqual((JSON.parse(experiments_json()) as string[]).sort());
  });

  it('an arm that fits opens whole: the scenario the experiment runs, on its stage', () => {
    const experiment = { name: 'corbato-k', seed: 1, case: 2 };
    const from = { ...stageState('experiments', preset('linked-pictures').scenario), slices: { experiments: experiment } };
    const next = armLink(from, experiment, 'k=1');
    expect(next.stage).toBe('multics-clock');
    expect(next.scenario).toEqual(JSON.parse(experiment_arm_scenario_json('corbato-k', 1n, 2, 'k=1')) as Scenario);
    expect(next.linked?.text).toBe(
      'Opened from the experiment corbato-k case 2, seed 1: arm k=1 — its whole scenario, as the experiment runs it.',
    );
  });

  it('a long arm opens as its first seconds, and says so', () => {
    const experiment = { name: 'shils-ll', seed: 1 };
    const from = { ...stageState('experiments', preset('linked-pictures').scenario), slices: { experiments: experiment } };
    const next = armLink(from, experiment, 'with-ll');
    const full = JSON.parse(experiment_arm_scenario_json('shils-ll', 1n, 1, 'with-ll')) as Scenario;
    expect(next.stage).toBe('load-leveler');
    expect(next.scenario.duration_us).toBe(47_000_000);
    expect({ ...next.scenario, duration_us: full.duration_us, processes: full.processes }).toEqual(full);
    expect(next.linked?.text).toMatch(
      /its first 47 s of 7,200 s, exactly as the experiment ran them \(the strings cut from 2,600,020 to [\d,]+ references\)/,
    );
  });

  it('the stage’s button opens the arm on its stage', () => {
    show({
      ...stageState('experiments', preset('linked-pictures').scenario),
      slices: { experiments: { name: 'corbato-k', seed: 1, case: 2 } },
    });
    fireEvent.click(document.querySelector('.arm-links summary')!);
    fireEvent.click(screen.getByRole('button', { name: 'k=4' }));
    expect((screen.getByRole('combobox', { name: 'Stage' }) as HTMLSelectElement).value).toBe('multics-clock');
    expect(note()).toMatch(/arm k=4 — its whole scenario/);
    expect([linked().stage, linked().scenario.memory.k, linked().slices?.experiments]).toEqual([
      'multics-clock',
      4,
      { name: 'corbato-k', seed: 1, case: 2 },
    ]);
  });
});

describe('the link', () => {
  it('carries where a state came from, and refuses anything else there', () => {
    const state = linkedState('k-sweep', 'Opened from the k-sweep: k = 2.', preset('linked-pictures'), preset('linked-pictures'));
    expect(decodeHash(encodeState(state))).toMatchObject({
      state: { linked: { from: 'k-sweep', text: 'Opened from the k-sweep: k = 2.' } },
    });
    const bad = encodeState({ ...state, linked: { from: 'elsewhere' as 'k-sweep', text: 'x' } });
    expect(decodeHash(bad)).toMatchObject({
      error: 'linked.from = elsewhere is not allowed: expected k-sweep, faults, lifetime, figure1, experiment',
    });
  });

  it('an exercise on another scenario stays behind, and the line says so', () => {
    const was = { ...preset('linked-pictures'), exercise: { seed: 1, count: 3, extra: [] } };
    const next = linkedState(
      'k-sweep',
      'Opened.',
      { ...was, scenario: { ...was.scenario, memory: { ...was.scenario.memory, k: 2 } } },
      was,
    );
    expect(next.exercise).toBeNull();
    expect(next.linked?.text).toBe('Opened. (the exercise stayed behind: Back returns to it)');
  });
});
