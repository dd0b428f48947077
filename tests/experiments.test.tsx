// The experiments stage: every experiment the core knows has its question,
// its results and its preset; each question's answer is read from the
// result (known answers on hand-made arms); and a run, its result and the
// prediction made for it survive the stage being unmounted and mounted
// again while the lab goes on (the worker faked). Every results layout on a real run:
// experiments-run*.test.tsx.

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LabProvider } from '../src/app/lab';
import { DEFAULT_PLAY } from '../src/scenario/url';
import { EXPERIMENTS, experimentDef } from '../src/stages/experiments/catalogue';
import { ExperimentsStage } from '../src/stages/experiments/ExperimentsStage';
import { PRESETS, presetById } from '../src/stages/registry';
import type { Arm } from '../src/wasm/types/core';
import type { FromWorker, ToWorker } from '../src/workers/protocol';
import { experiments_json } from './core';
import { run } from './experimentRun';

afterEach(cleanup);

/** A hand-made arm: only the metrics the question reads. */
const arm = (name: string, metrics: object) => ({ name, metrics }) as Arm;
const answer = (experiment: string, arms: Arm[]) => experimentDef(experiment).answer({ experiment, seed: 1, case: 1, arms });

describe('the catalogue', () => {
  it('has every experiment the core runs, in its order, each with a preset on the experiments stage', () => {
    expect(EXPERIMENTS.map((e) => e.name)).toEqual(JSON.parse(experiments_json()));
    for (const e of EXPERIMENTS) {
      const preset = presetById(e.preset);
      expect(preset?.stage, e.name).toBe('experiments');
      expect(preset?.state.slices?.experiments).toEqual({ name: e.name, seed: 1 });
      expect(preset?.text).toMatch(/^## What to watch$/m);
      expect(new Set(e.options()).size, e.name).toBe(e.options().length);
    }
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
  });

  it('makes options from the core’s arm names where the question asks about arms', () => {
    expect(experimentDef('bard-psi-estimate').options()).toEqual([
      'pointer-only/reload-users',
      'unqueued-first/reload-users',
      'pointer-only/bard-users',
      'unqueued-first/bard-users',
    ]);
    expect(experimentDef('bard-psi-sweep').options()).toEqual([
      'Ψc = 5 and Ψm = 5: both low',
      'Ψc = 20 and Ψm = 20: both high',
      'Ψc = 5, Ψm = 20: admit freely, correct hard',
      'Ψc = 20, Ψm = 5: admit cautiously, hardly correct',
    ]);
  });

  it('refuses another experiment’s result, naming both', () => {
    const other = { experiment: 'shils-ll', seed: 1, case: 1, arms: [] };
    expect(() => experimentDef('corbato-k').answer(other)).toThrow('experiment = shils-ll is not allowed here: expected corbato-k');
    expect(() => experimentDef('corbato-k').results(other)).toThrow('experiment = shils-ll is not allowed here: expected corbato-k');
  });
});

describe('the questions’ answers, read from the result', () => {
  it('corbato-k: the k group with the least fault-service time', () => {
    const arms = (least: number) => [0, 1, 2, 4, 7].map((k) => arm(`k=${k}`, { fault_service_us: k === least ? 1 : 2 }));
    expect([0, 1, 2, 4, 7].map((k) => answer('corbato-k', arms(k)))).toEqual([0, 1, 1, 2, 3]);
  });

  it('shils-ll: the batch with the leveler against without', () => {
    const arms = (withLl: number | null, without: number | null) => [
      arm('with-ll', { batch_completion_s: withLl }),
      arm('without-ll', { batch_completion_s: without }),
    ];
    expect(answer('shils-ll', arms(450, 400))).toBe(0);
    expect(answer('shils-ll', arms(null, null))).toBe(0);
    expect(answer('shils-ll', arms(400, 400))).toBe(1);
    expect(answer('shils-ll', arms(300, 400))).toBe(2);
    expect(answer('shils-ll', arms(150, 400))).toBe(3);
    expect(answer('shils-ll', arms(300, null))).toBe(3);
  });

  it('shils-y: the first y at which the leveler never set a job aside', () => {
    const arms = (idleFrom: number) =>
      [10, 20, 30, 40, 50, 60, 70, 80, 90].map((y) => arm(`y=${y}`, { y_pct: y, set_asides: y >= idleFrom ? 0 : 5 }));
    expect([10, 40, 60, 90, 100].map((y) => answer('shils-y', arms(y)))).toEqual([0, 1, 2, 3, 4]);
  });

  it('thrashing: the level with the most problem state', () => {
    const arms = (best: number) => [1, 2, 3, 4, 5, 6, 7, 8].map((n) => arm(`mpl=${n}`, { max_mpl: n, problem_pct: n === best ? 50 : 10 }));
    expect([1, 2, 3, 4, 5, 8].map((n) => answer('thrashing', arms(n)))).toEqual([0, 1, 2, 2, 3, 3]);
  });

  it('nishigaki-table1: S1’s window and X under the PE-knee, each within 10 % or not', () => {
    const s1 = (window: number, x: number) => [
      arm('S1/pe', { program: 'S1', criterion: 'pe', mean_window: window, optimal_window: 100, space_time: x, optimal_space_time: 100 }),
    ];
    expect(answer('nishigaki-table1', s1(95, 105))).toBe(0);
    expect(answer('nishigaki-table1', s1(64, 105))).toBe(1);
    expect(answer('nishigaki-table1', s1(64, 120))).toBe(2);
    expect(answer('nishigaki-table1', s1(105, 115))).toBe(3);
  });

  it('nishigaki-owe: the OWE’s service against the uni-window scheduler’s, squeezed', () => {
    const arms = (owe: number) => [arm('owe-pe/squeezed', { throughput: owe }), arm('uni-window/squeezed', { throughput: 100 })];
    expect([95, 102, 105, 112].map((t) => answer('nishigaki-owe', arms(t)))).toEqual([0, 1, 2, 3]);
  });

  it('nishigaki-owe-sweep: the gain from the tightest memory to the roomiest', () => {
    const arms = (first: number, last: number) =>
      [150, 225, 300].flatMap((f) => [
        arm(`owe-pe/${f}`, { throughput: f === 150 ? 100 + first : f === 300 ? 100 + last : 105 }),
        arm(`uni-window/${f}`, { throughput: 100 }),
      ]);
    expect(answer('nishigaki-owe-sweep', arms(10, 9))).toBe(0);
    expect(answer('nishigaki-owe-sweep', arms(2, 10))).toBe(1);
    expect(answer('nishigaki-owe-sweep', arms(15, 5))).toBe(2);
    expect(answer('nishigaki-owe-sweep', arms(15, -1))).toBe(3);
  });

  it('bard-regression: R² below 0.9, to 0.99, to 0.999, above — and no answer when the fit failed', () => {
    expect([0.86, 0.95, 0.994, 0.9999].map((r2) => answer('bard-regression', [arm('fit', { r2 })]))).toEqual([0, 1, 2, 3]);
    expect(answer('bard-regression', [arm('fit', { error: '5 sampler intervals: the regression needs at least 8' })])).toBeNull();
  });

  it('bard-psi: which scheduler leads on problem state, and which on interactions', () => {
    const arms = (psi: [number, number], cp: [number, number]) => [
      arm('psi-scheduler', { problem_state_pct: psi[0], interactions: psi[1] }),
      arm('cp67-scheduler', { problem_state_pct: cp[0], interactions: cp[1] }),
    ];
    expect(answer('bard-psi', arms([40, 900], [35, 800]))).toBe(0);
    expect(answer('bard-psi', arms([40, 500], [35, 800]))).toBe(1);
    expect(answer('bard-psi', arms([30, 500], [35, 800]))).toBe(2);
    expect(answer('bard-psi', arms([30, 900], [35, 800]))).toBe(3);
  });

  it('bard-psi-estimate: the arm whose Ψs* is nearest Ψs, either way; none without intervals in the region', () => {
    const names = ['pointer-only/reload-users', 'unqueued-first/reload-users', 'pointer-only/bard-users', 'unqueued-first/bard-users'];
    const arms = (pairs: [number | null, number | null][]) =>
      names.map((n, i) => arm(n, { psi_s_star_in_range: pairs[i][0], psi_s_in_range: pairs[i][1] }));
    expect(
      answer(
        'bard-psi-estimate',
        arms([
          [12, 2],
          [10, 11],
          [13, 11],
          [null, null],
        ]),
      ),
    ).toBe(1);
    // 10 and 14 are both 2 from 12, but 14/12 is nearer 1 than 12/10: the ratio decides.
    expect(
      answer(
        'bard-psi-estimate',
        arms([
          [10, 12],
          [14, 12],
          [null, 5],
          [null, null],
        ]),
      ),
    ).toBe(1);
    expect(answer('bard-psi-estimate', arms(names.map(() => [null, null])))).toBeNull();
  });

  it('bard-psi-sweep: the corner of Table 4 with the least problem state, averaged over the workloads', () => {
    // The worst corner is low on workload 1 only; another corner is lowest on workload 3 but not on average.
    const arms = (worst: string, other: string) =>
      ['5/5', '20/20', '5/20', '20/5'].flatMap((cm) => {
        const [c, m] = cm.split('/');
        return [1, 2, 3].map((w) => {
          const p = cm === worst && w === 1 ? 0 : cm === other && w === 3 ? 25 : 30;
          return arm(`psi_c=${c}/psi_m=${m}/workload=${w}`, { problem_state_pct: p });
        });
      });
    expect(answer('bard-psi-sweep', arms('5/5', '20/5'))).toBe(0);
    expect(answer('bard-psi-sweep', arms('20/20', '5/5'))).toBe(1);
    expect(answer('bard-psi-sweep', arms('5/20', '5/5'))).toBe(2);
    expect(answer('bard-psi-sweep', arms('20/5', '20/20'))).toBe(3);
  });

  it('bard-table2: how many of the six cells the Ψ-scheduler wins', () => {
    const cells = ['workload-1', 'workload-2', 'workload-3'].flatMap((w) => [768, 512].map((kb) => `${w}/${kb}`));
    const arms = (wins: number) =>
      cells.flatMap((c, i) => [arm(`psi/${c}`, { problem_state_pct: i < wins ? 40 : 35 }), arm(`cp67/${c}`, { problem_state_pct: 38 })]);
    expect([6, 5, 4, 3, 1, 0].map((w) => answer('bard-table2', arms(w)))).toEqual([0, 1, 1, 2, 2, 3]);
    // A tie is not a win.
    const tie = cells.flatMap((c) => [arm(`psi/${c}`, { problem_state_pct: 38 }), arm(`cp67/${c}`, { problem_state_pct: 38 })]);
    expect(answer('bard-table2', tie)).toBe(3);
  });
});

/** A stand-in for the experiment worker: records what it was asked and lets the test answer. */
class FakeWorker {
  static all: FakeWorker[] = [];
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  asked: ToWorker[] = [];
  terminated = false;
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(m: ToWorker) {
    this.asked.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  send(m: FromWorker) {
    act(() => this.onmessage?.({ data: m } as MessageEvent<FromWorker>));
  }
}

describe('the experiments stage', () => {
  beforeAll(() => {
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  /** The stage in a lab, with a button that takes the lab to another stage and back (the stage unmounts, the lab stays). */
  function Away() {
    const [here, setHere] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setHere(!here)}>
          away
        </button>
        {here && <ExperimentsStage />}
      </>
    );
  }
  const mount = () =>
    render(
      <LabProvider initial={presetById('corbato-tables')!.state} play={DEFAULT_PLAY} urlSync={false}>
        <Away />
      </LabProvider>,
    );
  const away = () => fireEvent.click(screen.getByRole('button', { name: 'away' }));

  it('keeps a run going, its result and the prediction made for it while the stage is away', () => {
    mount();
    expect(screen.getByTestId('predict')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'k = 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const worker = FakeWorker.all.at(-1)!;
    expect(worker.asked).toEqual([{ type: 'run', name: 'corbato-k', seed: 1, case: 1 }]);
    worker.send({ type: 'progress', fraction: 0.5 });
    expect((screen.getByTestId('experiment-progress') as HTMLProgressElement).value).toBe(0.5);

    // Away to another stage: the stage unmounts, the worker goes on.
    away();
    expect(screen.queryByTestId('predict')).toBeNull();
    worker.send({ type: 'progress', fraction: 0.75 });
    expect(worker.terminated).toBe(false);
    away();
    expect((screen.getByTestId('experiment-progress') as HTMLProgressElement).value).toBe(0.75);
    expect(screen.getByRole('button', { name: 'k = 4' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('experiment-results')).toBeNull();

    away();
    worker.send({ type: 'done', result: run('corbato-k', 1) });
    away();
    expect(screen.getByTestId('predict-verdict').textContent).toMatch(/^Not this time: it came out “k = 1 or 2” \(you said “k = 4”\)\./);
    expect(screen.getByTestId('experiment-results').querySelectorAll('svg').length).toBe(3);
    expect(screen.getByTestId('corbato-table').querySelectorAll('tbody tr').length).toBe(5);

    // Once more: the result and the verdict are still there; no second run was started.
    away();
    away();
    expect(screen.getByTestId('predict-verdict').textContent).toMatch(/\(you said “k = 4”\)/);
    expect(screen.getByTestId('experiment-results')).toBeTruthy();
    expect(FakeWorker.all.filter((w) => w.asked.some((m) => m.name === 'corbato-k' && m.seed === 1))).toHaveLength(1);
    // A new lab (a new visit) has the run's result, but not the prediction: the question is asked again.
    cleanup();
    mount();
    expect(screen.queryByTestId('predict-verdict')).toBeNull();
    expect(screen.queryByTestId('experiment-results')).toBeNull();
  });

  it('runs the case chosen, keeps each case’s run apart and compares with the paper’s table of that case', () => {
    mount();
    const caseSelect = screen.getByRole('combobox', { name: 'case' }) as HTMLSelectElement;
    // (Case 1 of seed 1 was run by the test before: its option says so.)
    expect([...caseSelect.options].map((o) => o.textContent)).toEqual([
      '1: system initialisation (Table 1) (done)',
      '2: about ten basic commands (Table 2)',
    ]);
    fireEvent.change(caseSelect, { target: { value: '2' } });
    expect(screen.getByText(/pagingsim experiment corbato-k --seed 1 --case 2/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'k = 1 or 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const worker = FakeWorker.all.at(-1)!;
    expect(worker.asked).toEqual([{ type: 'run', name: 'corbato-k', seed: 1, case: 2 }]);
    worker.send({ type: 'done', result: run('corbato-k', 1, 2) });
    expect(screen.getByTestId('predict-verdict').textContent).toMatch(/^Right. You said “k = 1 or 2”/);
    const table = screen.getByTestId('corbato-table');
    expect(table.querySelector('caption')?.textContent).toMatch(
      /^Case 2, a sample set of basic commands: the lab beside Corbató’s Table 2/,
    );
    expect(table.textContent).toContain('3,628');
    expect(table.textContent).not.toContain('8,309');
  });

  it('asks the question before the results, and a skip shows them with the answer', () => {
    mount();
    fireEvent.change(screen.getByRole('textbox', { name: 'seed' }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const worker = FakeWorker.all.at(-1)!;
    expect(worker.asked).toEqual([{ type: 'run', name: 'corbato-k', seed: 7, case: 1 }]);
    worker.send({ type: 'done', result: run('corbato-k', 7) });
    expect(screen.queryByTestId('experiment-results')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'just show the results' }));
    expect(screen.getByTestId('predict-verdict').textContent).toMatch(/^It came out “k = (0 \(FIFO\)|1 or 2|4|7 \(the nearest LRU\))”\./);
    expect(screen.getByTestId('experiment-results')).toBeTruthy();
  });

  it('says Right when the prediction matches the result', () => {
    const result = run('corbato-k', 9);
    const right = experimentDef('corbato-k').options()[experimentDef('corbato-k').answer(result)!];
    mount();
    fireEvent.change(screen.getByRole('textbox', { name: 'seed' }), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    fireEvent.click(screen.getByRole('button', { name: right }));
    expect(screen.getByTestId('predict-pending').textContent).toBe('Your prediction is in: the verdict comes when the run is done.');
    FakeWorker.all.at(-1)!.send({ type: 'done', result });
    expect(screen.getByTestId('predict-verdict').textContent!.startsWith(`Right. You said “${right}”.`)).toBe(true);
  });

  it('cancels a run: the worker is stopped and the stage says so', () => {
    mount();
    fireEvent.change(screen.getByRole('textbox', { name: 'seed' }), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const worker = FakeWorker.all.at(-1)!;
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(worker.terminated).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Cancelled.');
    expect(screen.getByRole('button', { name: 'Run' })).toBeTruthy();
  });

  it('refuses a seed that is not an integer ≥ 0, naming the field and the value', () => {
    mount();
    const before = FakeWorker.all.length;
    fireEvent.change(screen.getByRole('textbox', { name: 'seed' }), { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByRole('alert').textContent).toBe('seed = -3 is not allowed: expected an integer ≥ 0');
    expect(FakeWorker.all.length).toBe(before);
  });
});
