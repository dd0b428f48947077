// The sampled LRU curve's panel: what was kept, the band's label, and the
// predict-then-reveal question whose answer is read from the measured error.

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bandText, errorQuestion, SampledBand } from '../src/stages/lifetime-curves/SampledBand';
import type { SampledCurve } from '../src/wasm/types/core';
import { curve_json } from './core';

afterEach(cleanup);

/** The core's curve of `text` with `rate`, as the stage asks for it. */
function curve(text: string, rate: string, adjusted = true) {
  return JSON.parse(curve_json(text, 'lru', 4, 10, rate, adjusted));
}

describe('a sampled curve', () => {
  it('is the exact curve at R = 1, with no band, and the core names a bad rate', () => {
    const text = '1 2 3 4 1 2 5 1 2 3 4 5';
    const exact = curve(text, 'auto');
    const one = curve(text, '1');
    expect(exact.sampled).toBeNull();
    expect(one.faults).toEqual(exact.faults);
    expect(one.sampled.band).toEqual([0, 0, 0, 0]);
    expect(one.sampled.exact.mean_error).toBe(0);
    expect(curve(text, '1', false).faults).toEqual(exact.faults);
    expect(curve(text, '0.5', false).sampled.adjusted).toBe(false);
    expect(() => curve(text, '0')).toThrow('sample_rate = 0 is not allowed: expected auto, exact or a number in 0.0001..=1');
  });

  it('labels its band and asks for the error before showing the exact curve', () => {
    const s: SampledCurve = {
      rate: 0.009999990463256836,
      threshold: 167772,
      modulus: 16777216,
      adjusted: true,
      sampled_references: 957,
      sampled_pages: 71,
      groups: 10,
      groups_used: 10,
      expected_references: 999.999,
      band: [0.1, 0.0512],
      exact: { faults: [1000, 600], mean_error: 0.0123, max_error: 0.05, covered: 0.5 },
    };
    expect(bandText(s)).toBe(
      '± up to 0.1000 faults per reference (95 %), from 957 sampled references on 71 pages (the spread of 10 random groups of them)',
    );
    expect(errorQuestion(s, s.exact!).answer).toBe(1); // 0.0123: "0.005 to 0.02"
    expect(errorQuestion(s, { ...s.exact!, mean_error: 0.07 }).answer).toBe(3);
    const { container } = render(<SampledBand s={s} frames={[1, 2]} faults={[950, 640]} references={1000} />);
    expect(screen.getByTestId('sampled-label').textContent).toBe(
      'Sampled, R = 0.01 (SHARDS: pages whose hash mod 2²⁴ is below 167,772): 957 of 1,000 references kept (1,000 expected), on 71 pages; SHARDS_adj; sizes resolved to about 100 frames.',
    );
    expect(container.querySelectorAll('.exportable').length).toBe(0); // the chart waits for the prediction
    fireEvent.click(screen.getByText('0.005 to 0.02'));
    expect(screen.getByTestId('predict-verdict').textContent).toBe(
      'Right. Measured: a mean error of 0.0123 faults per reference, the largest 0.050; the band held the exact value at 50 % of the sizes.',
    );
    expect(container.querySelectorAll('.exportable').length).toBe(1);
  });
});
