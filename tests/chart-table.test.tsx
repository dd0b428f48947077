// A chart's data as a table: the Table button of a line chart's Exportable
// shows its xs and every series as a real table in the chart's place, Chart
// the picture again; a picture that offers no data has no Table button.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LineChart } from '../src/charts/LineChart';
import { Exportable } from '../src/components/Export';

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

  it('offers no Table for a picture without data', () => {
    render(
      <Exportable name="ring">
        <svg role="img" aria-label="a ring" />
      </Exportable>,
    );
    expect(screen.queryByRole('button', { name: /^Table/ })).toBeNull();
  });
});
