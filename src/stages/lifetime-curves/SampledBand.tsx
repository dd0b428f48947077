// A sampled LRU curve (SHARDS, Waldspurger et al. 2015): what was kept, the
// 95 % band from the spread of ten random groups of the kept pages, and —
// when the string is short enough for the exact curve too — a prediction of
// the error, then the exact curve beside the sampled one (the verdict gives
// the error measured against it).
import { LineChart } from '../../charts/LineChart';
import { Exportable } from '../../components/Export';
import { Predict, type Prediction } from '../../components/Predict';
import type { ExactComparison, SampledCurve } from '../../wasm/types/core';

const en = (n: number) => n.toLocaleString('en-US');
/** A rate as the user would write it: 0.01, 0.0001, 1. */
const rate = (r: number) => String(Number(r.toPrecision(3)));

/** The label of the band: its widest half-width and where it comes from. */
export function bandText(s: SampledCurve): string {
  const widest = Math.max(0, ...s.band);
  return (
    `± up to ${widest.toFixed(4)} faults per reference (95 %), from ${en(s.sampled_references)} sampled references on ` +
    `${en(s.sampled_pages)} pages (the spread of ${s.groups_used} random groups of them)`
  );
}

/** The predict-then-reveal question on the sampled curve's error, its answer read from the measured error. */
export function errorQuestion(s: SampledCurve, exact: ExactComparison): Prediction {
  const bounds = [0.005, 0.02, 0.05];
  const answer = bounds.findIndex((b) => exact.mean_error < b);
  const kept = s.rate >= 1 ? 'every page' : `1 page in ${en(Math.round(1 / s.rate))}`;
  return {
    question: `The curve keeps ${kept}. Averaged over every memory size, how far from the exact curve will it be?`,
    options: ['under 0.005 faults per reference', '0.005 to 0.02', '0.02 to 0.05', 'more than 0.05'],
    answer: answer === -1 ? 3 : answer,
    why:
      `Measured: a mean error of ${exact.mean_error.toFixed(4)} faults per reference, the largest ${exact.max_error.toFixed(3)}; ` +
      `the band held the exact value at ${(100 * exact.covered).toFixed(0)} % of the sizes.`,
  };
}

export function SampledBand({
  s,
  frames,
  faults,
  references,
}: {
  s: SampledCurve;
  frames: number[];
  faults: number[];
  references: number;
}) {
  const pct = (f: number) => (100 * f) / references;
  const sampled = faults.map(pct);
  const band = {
    lower: sampled.map((v, i) => Math.max(0, v - 100 * s.band[i])),
    upper: sampled.map((v, i) => Math.min(100, v + 100 * s.band[i])),
  };
  const chart = (exact: ExactComparison | null) => (
    <Exportable name="sampled-miss-ratio">
      <LineChart
        title={`Miss ratio, sampled (R = ${rate(s.rate)}) with its 95 % band${exact ? ', and the exact curve' : ''}`}
        xs={frames}
        xLabel="memory size (frames)"
        yLabel="faults per 100 references"
        series={[{ name: 'sampled', values: sampled }, ...(exact ? [{ name: 'exact', values: exact.faults.map(pct) }] : [])]}
        band={band}
        ratio={2.2}
      />
    </Exportable>
  );
  return (
    <div className="sampled-curve" data-testid="sampled-curve">
      <p className="note sampled-how" data-testid="sampled-label">
        Sampled, R = {rate(s.rate)} (SHARDS: pages whose hash mod 2²⁴ is below {en(s.threshold)}): {en(s.sampled_references)} of{' '}
        {en(references)} references kept ({en(Math.round(s.expected_references))} expected), on {en(s.sampled_pages)} pages;
        {s.adjusted ? ' SHARDS_adj;' : ' without SHARDS_adj;'} sizes resolved to about {en(Math.round(1 / s.rate))} frames.
      </p>
      <p className="note" data-testid="sampled-band">
        Band: {bandText(s)}. It is an estimate, not a guarantee.
      </p>
      {s.exact ? (
        <Predict p={errorQuestion(s, s.exact)} reveals>
          {chart(s.exact)}
        </Predict>
      ) : (
        chart(null)
      )}
    </div>
  );
}
