// A chart's data as a table: the Table button of a line chart's Exportable
// shows its xs and every series as a real table in the chart's place, Chart
// the picture again; a picture that offers no data has no Table button.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from '../src/charts/BarChart';
import { KSweepChart } from '../src/charts/KSweepChart';
import { LineChart } from '../src/charts/LineChart';
import { RegionChart } from '../src/charts/RegionChart';
import { Exportable } from '../src/components/Export';
import { FaultsChart } from '../src/stages/policies/FaultsChart';
import type { FaultCurves } from '../src/stages/policies/types';
import { default_scenario, policy_curves_json } from './core';

afterEach(cleanup);

describe('a chart as a table', () => {
  it('shows a line chart’s data, a row per x and a column per series, and goes back to the chart', () => {
    render(
      <Exportable name="psi">
        <LineChart
          title="Ψ over time"
          xs={[2, 4, 6]}
          xTime
          xLabel="time"
          yLabel="Ψ"
          series={[
            { name: 'Ψs', values: [3.5, null, 12.25] },
            { name: 'Ψs*', values: [4, 9.12345, 11] },
          ]}
        />
      </Exportable>,
    );
    const button = screen.getByRole('button', { name: /^Table/ });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    const table = screen.getByRole('table', { name: 'Ψ over time' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['time (s)', 'Ψs', 'Ψs*']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['2', '3.5', '4'],
      ['4', '—', '9.123'],
      ['6', '12.25', '11'],
    ]);
    expect(document.querySelector('.exportable')?.classList.contains('as-table')).toBe(true);
    fireEvent.click(button);
    expect(screen.queryByRole('table')).toBeNull();
  });

  /** The table the Exportable's Table button shows: its column heads, then each row's cells. */
  const tableOf = (caption: string) => {
    fireEvent.click(screen.getByRole('button', { name: /^Table/ }));
    const table = screen.getByRole('table', { name: caption });
    return within(table)
      .getAllByRole('row')
      .map((r) => [...r.children].map((c) => c.textContent));
  };

  it('shows a bar chart’s bars, Figure 1’s intervals with their areas and a k-sweep’s three measures', () => {
    render(
      <Exportable name="bars">
        <BarChart title="Interactions" labels={['5', '10']} values={[12, 7.5]} xLabel="Ψc" yLabel="interactions" />
      </Exportable>,
    );
    expect(tableOf('Interactions')).toEqual([
      ['Ψc', 'interactions'],
      ['5', '12'],
      ['10', '7.5'],
    ]);
    cleanup();
    render(
      <Exportable name="figure-1">
        <RegionChart
          title="Figure 1"
          points={[
            [1.5, 80],
            [30, 20],
          ]}
          regions={['ok', 'overload']}
          x={20}
          y={30}
          maxRate={30}
        />
      </Exportable>,
    );
    expect(tableOf('Figure 1')).toEqual([
      ['interval', 'page replacements per second', '% CPU activity', 'area'],
      ['1', '1.5', '80', 'A · OK'],
      ['2', '30', '20', 'C · overload'],
    ]);
    cleanup();
    render(
      <Exportable name="k-sweep">
        <KSweepChart
          points={[
            { k: 0, faults: 40, pointer_steps: 60, fault_service_us: 12_500 },
            { k: 1, faults: 31, pointer_steps: 75, fault_service_us: 10_000 },
          ]}
          currentK={1}
        />
      </Exportable>,
    );
    expect(tableOf('Faults, pointer steps and fault service against k')).toEqual([
      ['shift-register length k', 'page faults', 'pointer steps', 'fault service (ms)'],
      ['0', '40', '60', '12.5'],
      ['1', '31', '75', '10'],
    ]);
  });

  it('shows the faults against frames of Belady’s string, its anomaly in FIFO’s column at 4 frames', () => {
    const s = JSON.parse(default_scenario());
    s.processes = [{ workload: { kind: 'typed', text: '1 2 3 4 1 2 5 1 2 3 4 5' } }];
    const curves = JSON.parse(policy_curves_json(JSON.stringify(s))) as FaultCurves;
    render(
      <Exportable name="faults-against-frames">
        <FaultsChart curves={curves} frames={3} />
      </Exportable>,
    );
    const rows = tableOf('Faults against frames');
    expect(rows[0]).toEqual(['frames', 'FIFO', 'LRU', 'OPT', 'Clock (k = 1)']);
    expect(rows.slice(1, 6)).toEqual([
      ['1', '12', '12', '12', '12'],
      ['2', '12', '12', '9', '12'],
      ['3', '9', '10', '7', '9'],
      ['4', '10', '8', '6', '10'],
      ['5', '5', '5', '5', '5'],
    ]);
    expect(rows).toHaveLength(1 + 15);
  });

  it('offers no Table for a picture without data', () => {
    render(
      <Exportable name="ring">
        <svg role="img" aria-label="a ring" />
      </Exportable>,
    );
    expect(screen.queryByRole('button', { name: /^Table/ })).toBeNull();
  });
});
