// The pictures render the core's state: the ring, the registers, the tape,
// the form's error from the core.

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../src/app/App';
import { DEFAULT_VIEW } from '../src/app/state';
import { Counters } from '../src/components/Counters';
import { listed, signed, upToTwoDecimals } from '../src/components/words';
import { type Editor, editorFor, ScenarioForm } from '../src/scenario/editor/ScenarioForm';
import type { Scenario } from '../src/scenario/types';
import { DEFAULT_PLAY } from '../src/scenario/url';
import { readSnapshot } from '../src/sim/snapshot';
import { ClockRing, RING_WINDOW, ringWindow } from '../src/viz/ClockRing';
import { ShiftRegisters } from '../src/viz/ShiftRegisters';
import { default_scenario, Simulator } from './core';

afterEach(cleanup);

function stepped(n: number, k = 2) {
  const s = JSON.parse(default_scenario());
  s.memory = { frames: 4, k, pool_n: 0, pool_low_water: 0, first_time: false };
  s.drum = null;
  s.processes = [{ workload: { kind: 'typed', text: '1 2 3 1 4' } }];
  const sim = new Simulator(JSON.stringify(s));
  for (let i = 0; i < n; i++) sim.step();
  const snap = readSnapshot(sim);
  sim.free();
  return snap;
}

describe('ClockRing', () => {
  it('draws every listed page in pointer order, the pointer first', () => {
    const snap = stepped(100);
    const { container } = render(<ClockRing snap={snap} k={2} current={[]} />);
    const entries = [...container.querySelectorAll('.ring-entry')];
    expect(entries.map((e) => e.getAttribute('data-frame'))).toEqual(snap.ring.map(String));
    expect(entries.map((e) => e.getAttribute('data-page')).sort()).toEqual(['1', '2', '3', '4']);
    expect(container.querySelector('svg')?.getAttribute('aria-label')).toContain(`pointer at frame ${snap.ring[0]}`);
  });

  it('draws a long list as a window: the pages ahead of the pointer and the ones it has just passed', () => {
    expect(ringWindow(10, 256)).toEqual(Array.from({ length: 10 }, (_, i) => [i, i]));
    const window = ringWindow(1000, 256);
    expect(window.length).toBe(256);
    expect(window.slice(0, 2)).toEqual([
      [0, 0],
      [1, 1],
    ]);
    // The last slots hold the pages the pointer passed last, in the list's order, just before it.
    expect(window.slice(-2)).toEqual([
      [998, 254],
      [999, 255],
    ]);
    expect(new Set(window.map(([i]) => i)).size).toBe(256);
    expect(RING_WINDOW).toBe(256);
  });
});

describe('Counters', () => {
  it('show the usage bits on and the pointer speed over the last examinations, the run’s means beneath', () => {
    const snap = stepped(100);
    const counters = {
      ...snap.counters,
      pointer_steps: 300,
      first_time_skips: 100,
      usage_on: 100,
      recent_examinations: 64,
      recent_judged: 60,
      recent_usage_on: 45,
      recent_span_us: 630,
    };
    const { container } = render(<Counters snap={{ ...snap, counters, nowUs: 3_000_000 }} />);
    const text = (key: string) => container.querySelector(`[data-counter="${key}"]`)?.textContent;
    // 45 of the 60 judged lately (75 %) against 100 of 200 in the run (50 %).
    expect(text('usage_on')).toBe('usage on at the pointer (last 64 examinations)75 % run 50 %');
    // 63 steps in 630 µs lately against 300 in 3 s.
    expect(text('pointer_speed')).toBe('pointer speed (last 64 examinations)100000 pages/s run 100 pages/s');
  });
});

describe('ShiftRegisters', () => {
  it('shows k bits per frame, set bits filled', () => {
    // "1 2 3 1 4" in 4 frames with k = 2: no replacement, page 1 used twice.
    const snap = stepped(100);
    const { container } = render(<ShiftRegisters snap={snap} k={2} current={[]} />);
    const rows = container.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(4);
    expect(rows[0].querySelectorAll('.register-bits .bit')).toHaveLength(2);
    const usage = [...rows].map((r) => r.querySelectorAll('td')[2].querySelector('.bit')?.classList.contains('on'));
    expect(usage).toEqual([true, true, true, true]);
  });
});

/** The form with its editor state kept, as the lab keeps it. */
function Form({ scenario, onApply }: { scenario: Scenario; onApply: (s: Scenario) => void }) {
  const [editor, setEditor] = useState<Editor>(() => editorFor(scenario));
  return <ScenarioForm scenario={scenario} editor={editor} onEditor={(f) => setEditor(f)} onApply={onApply} />;
}

describe('ScenarioForm', () => {
  it('shows the core message for an out-of-range value and keeps the text', () => {
    const s = JSON.parse(default_scenario()) as Scenario;
    let applied: Scenario | null = null;
    render(
      <Form
        scenario={s}
        onApply={(x) => {
          applied = x;
        }}
      />,
    );
    const k = screen.getByRole('textbox', { name: /^k/ }) as HTMLInputElement;
    fireEvent.change(k, { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('memory.k = 99 is not allowed: expected an integer in 0..=32');
    expect(k.value).toBe('99');
    expect(k.getAttribute('aria-invalid')).toBe('true');
    expect(applied).toBeNull();
    fireEvent.change(k, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(applied!.memory.k).toBe(3);
  });

  it('shows a section given as {} as on, with the defaults the core fills in, and keeps it on Apply', () => {
    const s = { ...(JSON.parse(default_scenario()) as Scenario), supervisor: {}, sampler: {} } as Scenario;
    let applied: Scenario | null = null;
    render(
      <Form
        scenario={s}
        onApply={(x) => {
          applied = x;
        }}
      />,
    );
    expect((screen.getByRole('checkbox', { name: /supervisor costs/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: /θ3 per page I\/O/ }) as HTMLInputElement).value).toBe('2200');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(applied!.supervisor).toMatchObject({ page_io_us: 2200, vsio_us: 8100 });
    expect(applied!.sampler).toEqual({ dt_us: 10_000_000 });
  });
});

describe('App', () => {
  it('steps with the keyboard and back again', async () => {
    const s = JSON.parse(default_scenario()) as Scenario;
    render(
      <App
        initial={{ stage: 'multics-clock', preset: null, scenario: s, view: DEFAULT_VIEW, exercise: null }}
        play={DEFAULT_PLAY}
        linkError={null}
        firstVisit={false}
      />,
    );
    const counter = await screen.findByTestId('step-counter');
    expect(counter.textContent).toMatch(/^step 0 \//);
    await act(async () => {
      for (let i = 0; i < 3; i++) fireEvent.keyDown(window, { key: 'ArrowRight' });
    });
    expect(counter.textContent).toMatch(/^step 3 \//);
    // The narration is the core's words for the events of micro-step 3.
    const reference = new Simulator(default_scenario());
    reference.seek(3n);
    const expected = (JSON.parse(reference.events_json(0)) as { step: number; text: string }[])
      .filter((e) => e.step === 3)
      .map((e) => e.text)
      .join(' ');
    reference.free();
    expect(expected).not.toBe('');
    expect(screen.getByTestId('narration').textContent).toBe(expected);
    await act(async () => {
      fireEvent.keyDown(window, { key: 'ArrowLeft' });
    });
    expect(counter.textContent).toMatch(/^step 2 \//);
    await act(async () => {
      fireEvent.keyDown(window, { key: 'Home' });
    });
    expect(counter.textContent).toMatch(/^step 0 \//);
  });
});

describe('signed numbers', () => {
  it('carry the sign of what is shown: never −0.0', () => {
    expect([signed(2.25), signed(-0.04), signed(0), signed(-1.96), signed(0.04, 2)]).toEqual(['+2.3', '0.0', '0.0', '−2.0', '+0.04']);
  });
});

describe('thresholds', () => {
  it('are written to at most two decimals', () => {
    expect([upToTwoDecimals(500 / 60), upToTwoDecimals(15), upToTwoDecimals(0.5), upToTwoDecimals(1234)]).toEqual([
      '8.33',
      '15',
      '0.5',
      '1234',
    ]);
  });
});

describe('lists', () => {
  it('are written as a sentence lists names', () => {
    expect([listed([]), listed(['FIFO']), listed(['FIFO', 'LRU']), listed(['FIFO', 'LRU', 'OPT'])]).toEqual([
      '',
      'FIFO',
      'FIFO and LRU',
      'FIFO, LRU and OPT',
    ]);
  });
});
