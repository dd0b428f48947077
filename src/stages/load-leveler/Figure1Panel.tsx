// Shils 1968, Figure 1 as the run goes: each sampler interval a point (page
// replacement rate, % CPU activity) in area A, B or C, and the transition
// matrix between areas. The areas are the core's: the sampler placed each
// interval in one when it closed it, under the run's own thresholds (the
// Load Leveler's x and y, else a leveler's defaults), and the snapshot
// carries them with the matrix (sim/snapshot.ts) — nothing is classified
// here. The threshold lines are the run's scenario's. The x and y sliders
// change the scenario: the run re-opens at the same step with the leveler's
// threshold moved (and the link carries it); a scenario without a leveler
// shows the defaults it is judged by, read-only. Clicking an area answers a
// "which area next?" question; clicking a point (or Enter on it) takes the
// run to the end of its interval.

import { useAsked } from '../../app/asked';
import { useLab } from '../../app/lab';
import { linkedState } from '../../app/linked';
import type { LabState } from '../../app/state';
import { RegionChart, TransitionMatrix } from '../../charts/RegionChart';
import { Exportable } from '../../components/Export';
import { count, upToTwoDecimals } from '../../components/words';
import { regionIndex } from '../../exercise/types';
import type { Scenario } from '../../scenario/types';
import type { Matrix } from '../../sim/snapshot';
import { useRunScenario, useSnap } from '../../sim/useRun';
import { constants } from '../../wasm/constants';
import type { Region, Sample } from '../../wasm/types/core';

/**
 * The thresholds Figure 1 is judged and drawn with: the leveler's, else the
 * core's defaults for one (as `Scenario::figure1_thresholds` reads them).
 * Undefined: a run that could not be opened.
 */
export function thresholds(s: Scenario | undefined): { x: number; y: number } {
  const ll = s?.scheduler?.load_leveler ?? constants().defaults.load_leveler;
  return { x: ll.x_pages_per_s, y: ll.y_pct };
}

/** The scenario with its Load Leveler's x or y moved; a scenario without a leveler is returned as it is. */
export function withThresholds(s: Scenario, moved: { x?: number; y?: number }): Scenario {
  const ll = s.scheduler?.load_leveler;
  if (!s.scheduler || !ll) return s;
  const load_leveler = { ...ll, x_pages_per_s: moved.x ?? ll.x_pages_per_s, y_pct: moved.y ?? ll.y_pct };
  return { ...s, scheduler: { ...s.scheduler, load_leveler } };
}

/** What the stage shows of a scenario without a leveler, beside its thresholds. */
export const NO_LEVELER_NOTE =
  'No Load Leveler here: the areas use a leveler’s default thresholds; add one in the Scenario panel to move them.';

export interface Figure1 {
  /** The run's thresholds. */
  x: number;
  y: number;
  points: [number, number][];
  /** Each point's area, as the core recorded it. */
  regions: Region[];
  matrix: Matrix;
}

const NO_POINTS: [number, number][] = [];
const NO_REGIONS: Region[] = [];
const NO_MATRIX: Matrix = [
  [0, 0, 0],
  [0, 0, 0],
  [0, 0, 0],
];

/** Figure 1 of the run on screen: its points so far, their areas and transitions as the core recorded them, its thresholds. */
export function useFigure1(): Figure1 {
  // Undefined when the run could not be opened (the stage then shows nothing of it).
  const scenario = useRunScenario() as Scenario | undefined;
  const snap = useSnap();
  const { x, y } = thresholds(scenario);
  return { x, y, points: snap?.activity ?? NO_POINTS, regions: snap?.regions ?? NO_REGIONS, matrix: snap?.matrix ?? NO_MATRIX };
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

/**
 * The run's x and y: sliders that re-open the run with the leveler's
 * threshold moved, at the step it is at; without a leveler, the defaults the
 * areas use, with a line saying why they do not move.
 */
function Thresholds({ f, leveler }: { f: Figure1; leveler: boolean }) {
  const { state, open, sim } = useLab();
  if (!leveler) {
    return (
      <div className="thresholds" data-testid="thresholds">
        <span data-testid="threshold-x">x = {upToTwoDecimals(f.x)} pages/s</span> <span data-testid="threshold-y">y = {f.y} %</span>{' '}
        <span className="muted desk-only">{NO_LEVELER_NOTE}</span>
      </div>
    );
  }
  const move = (moved: { x?: number; y?: number }) => {
    const step = sim.get().snaps[0]?.step ?? state.view.step;
    open({ ...state, scenario: withThresholds(state.scenario, moved), view: { ...state.view, step } });
  };
  return (
    <div className="thresholds" data-testid="thresholds">
      <label>
        <span data-testid="threshold-x">x = {upToTwoDecimals(f.x)} pages/s</span>{' '}
        <input
          type="range"
          min={1}
          max={Math.max(200, Math.ceil(f.x))}
          value={f.x}
          onChange={(e) => move({ x: Number(e.target.value) })}
          aria-label="x threshold"
        />
      </label>
      <label>
        <span data-testid="threshold-y">y = {f.y} %</span>{' '}
        <input type="range" min={0} max={100} value={f.y} onChange={(e) => move({ y: Number(e.target.value) })} aria-label="y threshold" />
      </label>
    </div>
  );
}

export function Figure1Panel({ f }: { f: Figure1 }) {
  const { state, respond, sim, follow } = useLab();
  const asked = useAsked();
  const snap = useSnap();
  const scenario = useRunScenario();
  if (!scenario.sampler) {
    return <p className="muted">This scenario has no sampler, so there is no Figure 1 to draw: add one in the Scenario panel.</p>;
  }
  const answering = asked && !asked.response && asked.q.question.kind === 'region' ? asked : null;
  return (
    <div className="figure1-panel">
      <Thresholds f={f} leveler={Boolean(scenario.scheduler?.load_leveler)} />
      <Exportable name="figure1-live">
        <RegionChart
          title={
            f.points.length
              ? `Figure 1 — ${count(f.points.length, 'interval')} so far`
              : `Figure 1 — no interval yet (a point every ${upToTwoDecimals(scenario.sampler.dt_us / 1e6)} s)`
          }
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
