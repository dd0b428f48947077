// Figure 1 on the load-leveler stage in jsdom: it draws the areas and the
// transition matrix the core recorded for the run (not classified here), its
// threshold lines are the run's scenario's, and moving x or y re-opens the
// run at the same step with the leveler's threshold changed — the link
// carries it. Without a leveler the thresholds are shown, not moved.
import './core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../src/app/App';
import { DEFAULT_PLAY, decodeHash } from '../src/app/link';
import type { LabState } from '../src/app/state';
import type { Scenario } from '../src/scenario/types';
import { NO_LEVELER_NOTE, thresholds, withThresholds } from '../src/stages/load-leveler/Figure1Panel';
import { presetById } from '../src/stages/registry';
import { constants } from '../src/wasm/constants';
import type { Region, SamplesSince } from '../src/wasm/types/core';
import { Simulator } from './core';

beforeEach(() => window.history.replaceState(null, '', '#'));
afterEach(cleanup);

const story = () => structuredClone(presetById('load-leveler')!.state);
const show = (state: LabState) => render(<App initial={state} play={DEFAULT_PLAY} linkError={null} firstVisit={false} />);
/** The state the address bar carries now. */
const linked = () => {
  const decoded = decodeHash(window.location.hash);
  if (!('state' in decoded) || !decoded.state) throw new Error(`no state in ${window.location.hash}`);
  return decoded.state;
};

/** What the core's run of `s` has recorded by micro-step `step`: the sampler's areas and their matrix. */
function recorded(s: Scenario, step: number): SamplesSince {
  const sim = new Simulator(JSON.stringify(s));
  try {
    sim.seek(BigInt(step));
    return JSON.parse(sim.samples_json(0)) as SamplesSince;
  } finally {
    sim.free();
  }
}

const drawn = () => [...document.querySelectorAll('.region-chart [data-interval]')].map((p) => p.getAttribute('data-region') as Region);
const cells = () => [...document.querySelectorAll('.matrix [data-cell]')].map((c) => c.textContent);
const shownMatrix = (m: number[][]) => m.flatMap((row) => row.map((v) => (row.every((x) => x === 0) ? '—' : v.toFixed(2))));
const stageScenario = () => document.querySelector<HTMLElement>('main.stage-area')!.dataset.scenario;

describe('Figure 1 on the load-leveler stage', () => {
  it('says at the start, before the first interval, what will land on it', () => {
    show(story());
    expect(drawn()).toEqual([]);
    expect(screen.getByText('Figure 1 — no interval yet (a point every 1 s)')).toBeTruthy();
  });

  it('draws the areas and transitions the core recorded, under the run’s thresholds', () => {
    const state = story();
    const step = 20_000;
    show({ ...state, view: { ...state.view, step } });
    const core = recorded(state.scenario, step);
    expect(core.regions.length).toBeGreaterThan(5);
    expect(new Set(core.regions).size).toBeGreaterThan(1);
    expect(drawn()).toEqual(core.regions);
    expect(cells()).toEqual(shownMatrix(core.matrix));
    expect(screen.getByTestId('threshold-x').textContent).toBe('x = 15 pages/s');
    expect(screen.getByTestId('threshold-y').textContent).toBe('y = 30 %');
    expect(screen.getByText(/page replacements per second \(x = 15\)/)).toBeTruthy();
  });

  it('moving x re-opens the run at the same step with the leveler’s x changed, and the link carries it', async () => {
    const state = story();
    const step = 20_000;
    show({ ...state, view: { ...state.view, step } });
    const before = drawn();
    const applied = stageScenario();
    fireEvent.change(screen.getByRole('slider', { name: 'x threshold' }), { target: { value: '60' } });
    const moved = withThresholds(state.scenario, { x: 60 });
    expect(thresholds(moved)).toEqual({ x: 60, y: 30 });
    // A new run, at the same micro-step, judged under x = 60: some overload becomes underload.
    expect(stageScenario()).not.toBe(applied);
    expect(screen.getByTestId('step-counter').textContent).toMatch(new RegExp(`^step ${step} /`));
    expect(screen.getByTestId('threshold-x').textContent).toBe('x = 60 pages/s');
    const core = recorded(moved, step);
    expect(drawn()).toEqual(core.regions);
    expect(drawn()).not.toEqual(before);
    expect(cells()).toEqual(shownMatrix(core.matrix));
    await waitFor(() => expect(linked().scenario.scheduler?.load_leveler?.x_pages_per_s).toBe(60));
    expect(linked().scenario).toEqual(moved);
    expect(linked().view.step).toBe(step);
    // y moves the same way, keeping x.
    fireEvent.change(screen.getByRole('slider', { name: 'y threshold' }), { target: { value: '55' } });
    expect(screen.getByTestId('threshold-y').textContent).toBe('y = 55 %');
    await waitFor(() => expect(linked().scenario.scheduler?.load_leveler).toMatchObject({ x_pages_per_s: 60, y_pct: 55 }));
    expect(drawn()).toEqual(recorded(withThresholds(moved, { y: 55 }), step).regions);
  });

  it('without a leveler, shows the defaults the areas use, read-only, and says why', () => {
    const state = story();
    const scenario: Scenario = { ...state.scenario, scheduler: { ...state.scenario.scheduler!, load_leveler: null } };
    const step = 20_000;
    show({ ...state, scenario, view: { ...state.view, step } });
    const { x_pages_per_s: x, y_pct: y } = constants().defaults.load_leveler;
    expect(screen.queryByRole('slider', { name: 'x threshold' })).toBeNull();
    expect(screen.queryByRole('slider', { name: 'y threshold' })).toBeNull();
    expect(screen.getByTestId('threshold-x').textContent).toBe(`x = ${x} pages/s`);
    expect(screen.getByTestId('threshold-y').textContent).toBe(`y = ${y} %`);
    expect(screen.getByText(NO_LEVELER_NOTE)).toBeTruthy();
    expect(withThresholds(scenario, { x: 99 })).toBe(scenario);
    expect(drawn()).toEqual(recorded(scenario, step).regions);
  });
});
