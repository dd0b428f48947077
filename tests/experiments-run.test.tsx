// Corbató's, Shils's and Nishigaki's experiments each from a real run of
// seed 1: the question answers from the result, and its figures and tables
// render; Shils's Figure 7 under each reading; Table 1's optima at the edge
// of the measurable windows marked. Bard's experiments:
// experiments-run-bard.test.tsx.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LabProvider } from '../src/app/lab';
import { DEFAULT_PLAY } from '../src/scenario/url';
import { EXPERIMENTS, experimentDef } from '../src/stages/experiments/catalogue';
import { presetById } from '../src/stages/registry';
import type { ShilsMetrics } from '../src/wasm/types/core';
import { expectAnswersAndRenders, run } from './experimentRun';

afterEach(cleanup);

describe('each experiment’s results but Bard’s, from a real run', () => {
  it.each(EXPERIMENTS.map((e) => e.name).filter((n) => !n.startsWith('bard-')))(
    '%s: the question answers, and its figures and tables render',
    (name) => expectAnswersAndRenders(name, run(name, 1)),
  );
});

describe('Shils’s Figure 7', () => {
  it('shows the sleeper’s delays under each reading, the share within 0.1 s under each chart', () => {
    const result = run('shils-ll', 1);
    const def = experimentDef('shils-ll');
    render(
      <LabProvider initial={presetById(def.preset)!.state} play={DEFAULT_PLAY} urlSync={false}>
        {def.results(result)}
      </LabProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Figure 7: the sleeper' }));
    const shares = () => screen.getAllByTestId('figure7-share').map((c) => c.textContent);
    const expected = (key: 'first_reference' | 'dispatch' | 'interaction') =>
      result.arms.map((a) => {
        const h = (a.metrics as ShilsMetrics).sleeper_delays[key];
        const n = h.reduce((x, y) => x + y, 0);
        return `${n} delays; ${Math.round((100 * h[0]) / n)} % within 0.1 s`;
      });
    // The lab's reading first: more quick answers with the leveler.
    expect(shares()).toEqual(expected('first_reference'));
    const pct = shares().map((t) => Number(t!.match(/(\d+) %/)![1]));
    expect(pct[0]).toBeGreaterThan(pct[1]);
    fireEvent.click(screen.getByRole('radio', { name: /it first gets the processor/ }));
    expect(shares()).toEqual(expected('dispatch'));
    fireEvent.click(screen.getByRole('radio', { name: /its brief data collection is done/ }));
    expect(shares()).toEqual(expected('interaction'));
  });
});

describe('Nishigaki’s Table 1', () => {
  it('marks the optima that sit at the edge of the windows the OWE can set, and says what that means', () => {
    const result = run('nishigaki-table1', 1);
    const def = experimentDef('nishigaki-table1');
    render(
      <LabProvider initial={presetById(def.preset)!.state} play={DEFAULT_PLAY} urlSync={false}>
        {def.results(result)}
      </LabProvider>,
    );
    const windows = screen.getByTestId('table1').querySelectorAll('tr[data-row="mean_window"] td');
    // S1, S2, S3 under the PE-knee, then the LT-knee: S3's least X and Y at Δ, S1's least Y at the largest window.
    expect(Array.from(windows, (td) => td.querySelector('.edge-mark')?.textContent ?? '')).toEqual([
      '',
      '',
      'at the edge',
      'at the edge',
      '',
      'at the edge',
    ]);
    expect(screen.getByTestId('edge-note').textContent).toMatch(/^at the edge the optimal window is the smallest \(Δ\) or the largest/);
  });
});
