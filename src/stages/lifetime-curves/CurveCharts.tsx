// The lifetime curve with its markers — the parachor, the LT-knee and its
// ray, the PE-knee — and the process's operating point while the run
// plays; beside it processor efficiency and the space-time products X and
// Y. "Predict the knee first" hides the markers until the student clicks
// (on by default in the stories whose question is the knee; the guess is a
// prediction, so the link carries it and it tells the story's findings).
// A sampled LRU curve (SHARDS) is marked so, and its sample, band and error
// take the side column's place. A point of the LRU curve opens its memory
// size on the policies stage (a linked picture).
import { useState } from 'react';
import { useOptionalLab } from '../../app/lab';
import { usePrediction } from '../../app/reveals';
import { type CurveMark, LifetimeChart, pickStride } from '../../charts/LifetimeChart';
import { Exportable } from '../../components/Export';
import { count } from '../../components/words';
import type { CurveReport, SizeMark, WindowMark } from '../../wasm/types/core';
import { SampledBand } from './SampledBand';

/** The stories whose question is where the knee lies: the markers wait for the student's click. */
const KNEE_STORIES = ['lifetime-knee', 'real-program'];

/** A marked point of the curve: where it is drawn, where it lies in words, and its index in the curve. */
interface Marked {
  mark: CurveMark;
  where: string;
  index: number;
}

/** The curve's sizes z, their label and its marks, whichever curve it is (by memory size or by window). */
function axes(r: CurveReport): { z: number[]; zLabel: string; parachor: Marked | null; ltKnee: Marked | null; peKnee: Marked | null } {
  if (r.policy === 'lru') {
    const m = (k: SizeMark | null) => k && { mark: { z: k.frames, e: k.lifetime }, where: count(k.frames, 'frame'), index: k.frames - 1 };
    return { z: r.frames, zLabel: 'memory size (frames)', parachor: m(r.parachor), ltKnee: m(r.knee), peKnee: m(r.pe_knee) };
  }
  const m = (k: WindowMark | null) =>
    k && { mark: { z: k.mean_size, e: k.lifetime }, where: `window ${k.window} (${k.mean_size.toFixed(1)} pages)`, index: k.window - 1 };
  return { z: r.mean_size, zLabel: 'mean working-set size (pages)', parachor: m(r.parachor), ltKnee: m(r.knee), peKnee: m(r.pe_knee) };
}

export function CurveCharts({
  r,
  point,
  small,
  onOpen,
}: {
  r: CurveReport;
  point: CurveMark | null;
  small: boolean;
  /** The LRU curve's point at m frames clicked: open m frames on the policies stage. */
  onOpen?: (frames: number) => void;
}) {
  const story = useOptionalLab()?.state.preset ?? null;
  const { z, zLabel, parachor, ltKnee, peKnee } = axes(r);
  const knee = ltKnee?.index ?? null;
  // The guess is kept by the curve (its kind, length and sizes) and its knee, like any prediction.
  const [{ choice: guess, skipped }, predicted] = usePrediction(`knee|${r.policy}|${r.references}|${z.length}|${knee}`, true);
  const answered = guess !== null || skipped;
  const [predict, setPredict] = useState(story !== null && KNEE_STORIES.includes(story));
  const hidden = predict && !answered;
  const mark = (k: Marked | null) => k?.mark ?? null;
  const efficiency = r.lifetime.map((e) => e / (e + r.delay));
  const where = (k: Marked | null) => k?.where ?? '—';
  // Right when the point clicked is the one offered nearest the knee (a long curve offers every n-th point).
  const right = (g: number) => knee !== null && Math.abs(g - knee) <= Math.max(1, Math.ceil(pickStride(z.length) / 2));
  const sampled = r.policy === 'lru' ? r.sampled : null;
  const references = `${r.references.toLocaleString('en')} references`;
  // Only the LRU curve's sizes are memory sizes (the working-set curve's are mean window sizes).
  const open = r.policy === 'lru' ? onOpen : undefined;
  return (
    <div className={`curve-charts${small ? ' small' : ''}`}>
      <div className="curve-main">
        {!answered && (
          <label className="field check">
            <input
              type="checkbox"
              checked={predict}
              onChange={(e) => {
                setPredict(e.target.checked);
                // Unticked while asked: the student chose to see the markers without a guess.
                if (!e.target.checked) predicted({ choice: null, skipped: true });
              }}
            />
            predict the knee first: markers hidden until you click where the LT-knee is
          </label>
        )}
        {hidden && (
          <p className="note" data-testid="knee-question">
            Where is the knee of this curve — the point a ray from the origin touches highest? Click it.
          </p>
        )}
        {guess !== null && knee !== null && (
          <p className={`note verdict-${right(guess) ? 'right' : 'wrong'}`} data-testid="knee-verdict">
            {right(guess) ? '✓ Right' : '✗ Not quite'} — you chose {z[guess].toFixed(1)} (e/z = {(r.lifetime[guess] / z[guess]).toFixed(3)}
            ); the LT-knee is at {z[knee].toFixed(1)} (e/z = {(r.lifetime[knee] / z[knee]).toFixed(3)}), where e/z is greatest.
          </p>
        )}
        <Exportable name="lifetime">
          <LifetimeChart
            title={`Lifetime curve (${sampled ? `${references}; sampled, R = ${Number(sampled.rate.toPrecision(3))}` : references})`}
            z={z}
            e={r.lifetime}
            zLabel={zLabel}
            yLabel="lifetime e (references per fault)"
            parachor={hidden ? null : mark(parachor)}
            ltKnee={hidden ? null : mark(ltKnee)}
            peKnee={hidden ? null : mark(peKnee)}
            point={point}
            ray={!hidden}
            onPick={hidden ? (i) => predicted({ choice: i, skipped: false }) : undefined}
            onOpen={open ? (i) => open(z[i]) : undefined}
            openLabel={(i) => `Open ${z[i]} frame${z[i] === 1 ? '' : 's'} on the policies stage`}
          />
        </Exportable>
        <dl className="counters knees">
          <div>
            <dt>parachor (max de/dz)</dt>
            <dd data-testid="parachor">{hidden ? '?' : where(parachor)}</dd>
          </div>
          <div>
            <dt>LT-knee (max e/z)</dt>
            <dd data-testid="lt-knee">{hidden ? '?' : where(ltKnee)}</dd>
          </div>
          <div>
            <dt>PE-knee (max (e/(e+S))/z)</dt>
            <dd data-testid="pe-knee">{hidden ? '?' : where(peKnee)}</dd>
          </div>
        </dl>
      </div>
      {r.policy === 'lru' && r.sampled && (
        <div className="curve-side sampled-side">
          <SampledBand s={r.sampled} frames={r.frames} faults={r.faults} references={r.references} />
        </div>
      )}
      {!small && !sampled && (
        <div className="curve-side">
          <Exportable name="efficiency">
            <LifetimeChart title="Processor efficiency e/(e+S)" z={z} e={efficiency} zLabel={zLabel} yLabel="e / (e + S)" />
          </Exportable>
          <Exportable name="space-time">
            <LifetimeChart title="Space-time per reference: X = z + S f z" z={z} e={r.x} zLabel={zLabel} yLabel="X (page·references)" />
          </Exportable>
          <Exportable name="space-time-y">
            <LifetimeChart title="Space-time while faulting: Y = S f z" z={z} e={r.y} zLabel={zLabel} yLabel="Y (page·references)" />
          </Exportable>
        </div>
      )}
    </div>
  );
}
