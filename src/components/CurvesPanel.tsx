// Lifetime curves (Nishigaki 1981) of a process's reference string or of a
// pasted one: LRU for every memory size, or the working set for every
// window; the markers move as the parameters change. While a scenario runs,
// the process's operating point — its mean resident size and observed
// lifetime so far — moves beside its curve.
import { useMemo, useState } from 'react';
import { type CurveMark, LifetimeChart } from '../charts/LifetimeChart';
import type { CurveSettings } from '../scenario/url';
import type { Snapshot } from '../sim/snapshot';
import { curve_json, process_curve_json } from '../wasm/core';
import { Exportable } from './Export';

interface Report {
  policy: 'lru' | 'ws';
  references: number;
  delay: number;
  frames?: number[];
  window?: number[];
  mean_size?: number[];
  lifetime: number[];
  faults: number[];
  x: number[];
  y: number[];
  knee: Record<string, number> | null;
  pe_knee: Record<string, number> | null;
  parachor: Record<string, number> | null;
}

interface Props {
  scenarioJson: string;
  processes: number;
  snap: Snapshot | null;
  settings: CurveSettings;
  onSettings: (s: CurveSettings) => void;
}

export function CurvesPanel({ scenarioJson, processes, snap, settings, onSettings }: Props) {
  const { source, text, policy, max, delay } = settings;
  const set = (patch: Partial<CurveSettings>) => onSettings({ ...settings, ...patch });
  const setSource = (v: string) => set({ source: v });
  const setText = (v: string) => set({ text: v });
  const setPolicy = (v: 'lru' | 'ws') => set({ policy: v });
  const setMax = (v: string) => set({ max: v });
  const setDelay = (v: string) => set({ delay: v });
  const result = useMemo((): { report: Report } | { error: string } => {
    const m = Number(max);
    const s = Number(delay);
    if (!Number.isSafeInteger(m) || m < 1) return { error: `max = ${max} is not allowed: expected an integer ≥ 1` };
    if (!Number.isFinite(s) || s < 0) return { error: `S = ${delay} is not allowed: expected a number ≥ 0` };
    try {
      const json = source === 'typed' ? curve_json(text, policy, m, s) : process_curve_json(scenarioJson, Number(source), policy, m, s);
      return { report: JSON.parse(json) as Report };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }, [source, text, policy, max, delay, scenarioJson]);

  const pid = source === 'typed' ? null : Number(source);
  const point: CurveMark | null =
    pid !== null && snap?.procs[pid] && snap.procs[pid].proc.faults > 0
      ? { z: snap.load.processes[pid].mean_resident, e: snap.load.processes[pid].refs_done / snap.procs[pid].proc.faults }
      : null;

  return (
    <div className="curves">
      <div className="exercise-controls">
        <label className="field">
          <span>reference string</span>
          <select value={source} onChange={(e) => setSource(e.target.value)}>
            {Array.from({ length: processes }, (_, p) => (
              <option key={p} value={String(p)}>
                process P{p} of the scenario
              </option>
            ))}
            <option value="typed">typed or pasted</option>
          </select>
        </label>
        <label className="field">
          <span>curve</span>
          <select value={policy} onChange={(e) => setPolicy(e.target.value as 'lru' | 'ws')}>
            <option value="lru">LRU: every memory size</option>
            <option value="ws">working set: every window</option>
          </select>
        </label>
        <label className="field">
          <span>{policy === 'lru' ? 'largest memory' : 'largest window'}</span>
          <input value={max} onChange={(e) => setMax(e.target.value)} inputMode="numeric" />
        </label>
        <label className="field">
          <span>fault delay S (references)</span>
          <input value={delay} onChange={(e) => setDelay(e.target.value)} inputMode="decimal" />
        </label>
      </div>
      {source === 'typed' && (
        <label className="field wide">
          <span>pages (e.g. 3 7 7w 2)</span>
          <textarea rows={2} value={text} onChange={(e) => setText(e.target.value)} aria-label="reference string for the curves" />
        </label>
      )}
      {'error' in result && (
        <p role="alert" className="error">
          {result.error}
        </p>
      )}
      {'report' in result && <Charts key={`${source}|${text}|${policy}|${max}|${delay}`} r={result.report} point={point} />}
    </div>
  );
}

function Charts({ r, point }: { r: Report; point: CurveMark | null }) {
  // Predict, then reveal: the markers stay hidden until the student clicks where the LT-knee is.
  const [predict, setPredict] = useState(false);
  const [guess, setGuess] = useState<number | null>(null);
  const hidden = predict && guess === null;
  const z = r.policy === 'lru' ? r.frames! : r.mean_size!;
  const mark = (k: Record<string, number> | null): CurveMark | null =>
    k ? { z: r.policy === 'lru' ? k.frames : k.mean_size, e: k.lifetime } : null;
  const efficiency = r.lifetime.map((e) => e / (e + r.delay));
  const zLabel = r.policy === 'lru' ? 'memory size (frames)' : 'mean working-set size (pages)';
  const where = (k: Record<string, number> | null) =>
    k ? (r.policy === 'lru' ? `${k.frames} frames` : `window ${k.window} (${k.mean_size.toFixed(1)} pages)`) : '—';
  const knee = r.knee ? (r.policy === 'lru' ? r.knee.frames : r.knee.window) - 1 : null;
  return (
    <div className="curves-grid">
      <div>
        <label className="field check">
          <input
            type="checkbox"
            checked={predict}
            onChange={(e) => {
              setPredict(e.target.checked);
              setGuess(null);
            }}
          />
          predict the knee first: markers hidden until you click where the LT-knee is
        </label>
        {hidden && (
          <p className="note" data-testid="knee-question">
            Where is the knee of this curve — the point a ray from the origin touches highest? Click it.
          </p>
        )}
        {predict && guess !== null && knee !== null && (
          <p className={`note verdict-${Math.abs(guess - knee) <= 1 ? 'right' : 'wrong'}`} data-testid="knee-verdict">
            {Math.abs(guess - knee) <= 1 ? '✓ Right' : '✗ Not quite'} — you chose {z[guess].toFixed(1)} (e/z ={' '}
            {(r.lifetime[guess] / z[guess]).toFixed(3)}); the LT-knee is at {z[knee].toFixed(1)} (e/z ={' '}
            {(r.lifetime[knee] / z[knee]).toFixed(3)}), where e/z is greatest.
          </p>
        )}
        <Exportable name="lifetime">
          <LifetimeChart
            title={`Lifetime curve (${r.references} references)`}
            z={z}
            e={r.lifetime}
            zLabel={zLabel}
            yLabel="lifetime e (references per fault)"
            parachor={hidden ? null : mark(r.parachor)}
            ltKnee={hidden ? null : mark(r.knee)}
            peKnee={hidden ? null : mark(r.pe_knee)}
            point={point}
            ray={!hidden}
            onPick={hidden ? setGuess : undefined}
          />
        </Exportable>
      </div>
      <Exportable name="efficiency">
        <LifetimeChart title="Processor efficiency e/(e+S)" z={z} e={efficiency} zLabel={zLabel} yLabel="e / (e + S)" />
      </Exportable>
      <Exportable name="space-time">
        <LifetimeChart title="Space-time per reference: X = z + S f z" z={z} e={r.x} zLabel={zLabel} yLabel="X (page·references)" />
      </Exportable>
      <Exportable name="space-time-y">
        <LifetimeChart title="Space-time while faulting: Y = S f z" z={z} e={r.y} zLabel={zLabel} yLabel="Y (page·references)" />
      </Exportable>
      <dl className="counters">
        <div>
          <dt>parachor (max de/dz)</dt>
          <dd data-testid="parachor">{hidden ? '?' : where(r.parachor)}</dd>
        </div>
        <div>
          <dt>LT-knee (max e/z)</dt>
          <dd data-testid="lt-knee">{hidden ? '?' : where(r.knee)}</dd>
        </div>
        <div>
          <dt>PE-knee (max (e/(e+S))/z)</dt>
          <dd data-testid="pe-knee">{hidden ? '?' : where(r.pe_knee)}</dd>
        </div>
      </dl>
    </div>
  );
}
