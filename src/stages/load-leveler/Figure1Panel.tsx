// Shils 1968, Figure 1 as the run goes: each sampler interval a point (page
// replacement rate, % CPU activity) in area A, B or C under the thresholds
// (the leveler's, moved here to re-colour the history), and the transition
// matrix between areas. Clicking an area answers a "which area next?"
// question; clicking a point (or Enter on it) takes the run to the end of
// its interval.
import { useMemo, useState } from 'react';
import { useAsked, useLab } from '../../app/lab';
import { linkedState } from '../../app/linked';
import type { LabState } from '../../app/state';
import { RegionChart, TransitionMatrix } from '../../charts/RegionChart';
import { Exportable } from '../../components/Export';
import { count } from '../../components/words';
import { regionIndex } from '../../exercise/types';
import type { Scenario } from '../../scenario/types';
import { useSnap } from '../../sim/useRun';
import { constants } from '../../wasm/constants';
import { regions_json } from '../../wasm/core';
import type { Regions, Sample } from '../../wasm/types/core';

/** The thresholds Figure 1 is drawn with: the leveler's, else the core's defaults for one. */
export function thresholds(s: Scenario): { x: number; y: number } {
  const ll = s.scheduler?.load_leveler ?? constants().defaults.load_leveler;
  return { x: ll.x_pages_per_s, y: ll.y_pct };
}

export interface Figure1 extends Regions {
  x: number;
  y: number;
  setX: (x: number) => void;
  setY: (y: number) => void;
  points: [number, number][];
}

/** Figure 1's points so far, classified by the core under thresholds the viewer may move. */
export function useFigure1(): Figure1 {
  const { state } = useLab();
  const snap = useSnap();
  const [x, setX] = useState(thresholds(state.scenario).x);
  const [y, setY] = useState(thresholds(state.scenario).y);
  const points = snap?.activity ?? [];
  const { regions, matrix } = useMemo(() => JSON.parse(regions_json(JSON.stringify(points), x, y)) as Regions, [points, x, y]);
  return { x, y, setX, setY, points, regions, matrix };
}

/** Seconds, short: 12.5 s. */
const seconds = (us: number) => `${Number((us / 1e6).toFixed(2))} s`;

/**
 * The state a Figure 1 point opens: the run at the END of interval i — the
 * micro-step at which the sampler closed it and its point was plotted — so
 * the ring, the table and the counters show the moment it was judged.
 */
export function figure1Link(state: LabState, i: number, samples: Sample[], stepAt: (tUs: number) => number | null): LabState | null {
  const end = samples[i + 1];
  const step = end ? stepAt(end.t_us) : null;
  if (step === null) return null;
  const text = `Opened from Figure 1: interval ${i + 1} (${seconds(samples[i].t_us)} to ${seconds(end.t_us)}), at its end — micro-step ${step.toLocaleString('en-US')}, when the sampler plotted its point.`;
  return linkedState('figure1', text, { ...state, view: { ...state.view, step } }, state);
}

export function Figure1Panel({ f }: { f: Figure1 }) {
  const { state, respond, sim, follow } = useLab();
  const asked = useAsked();
  const snap = useSnap();
  if (!state.scenario.sampler) {
    return <p className="muted">This scenario has no sampler, so there is no Figure 1 to draw: add one in the Scenario panel.</p>;
  }
  const answering = asked && !asked.response && asked.q.question.kind === 'region' ? asked : null;
  return (
    <div className="figure1-panel">
      <div className="thresholds">
        <label>
          x = {f.x} pages/s{' '}
          <input type="range" min={1} max={200} value={f.x} onChange={(e) => f.setX(Number(e.target.value))} aria-label="x threshold" />
        </label>
        <label>
          y = {f.y} %{' '}
          <input type="range" min={0} max={100} value={f.y} onChange={(e) => f.setY(Number(e.target.value))} aria-label="y threshold" />
        </label>
      </div>
      <Exportable name="figure1-live">
        <RegionChart
          title={`Figure 1 — ${count(f.points.length, 'interval')} so far`}
          points={f.points}
          regions={f.regions}
          x={f.x}
          y={f.y}
          maxRate={Math.max(f.x * 1.5, ...f.points.map((p) => p[0]))}
          onAreaClick={answering ? (r) => respond(answering.index, regionIndex(r)) : undefined}
          onPointOpen={
            answering || !snap
              ? undefined
              : (i) => {
                  const next = figure1Link(state, i, snap.samples, sim.stepAt);
                  if (next) follow(next);
                }
          }
          pointLink={(i) => `Go to the end of interval ${i + 1}`}
        />
      </Exportable>
    </div>
  );
}

export function Transitions({ f }: { f: Figure1 }) {
  return <TransitionMatrix matrix={f.matrix} caption="Transitions between areas so far" />;
}
