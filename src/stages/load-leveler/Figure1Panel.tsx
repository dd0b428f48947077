// Shils 1968, Figure 1 as the run goes: each sampler interval a point (page
// replacement rate, % CPU activity) in area A, B or C under the thresholds
// (the leveler's, moved here to re-colour the history), and the transition
// matrix between areas. Clicking an area answers a "which area next?"
// question.
import { useMemo, useState } from 'react';
import { useLab } from '../../app/lab';
import { RegionChart, TransitionMatrix } from '../../charts/RegionChart';
import { Exportable } from '../../components/Export';
import { count } from '../../components/words';
import { regionIndex } from '../../exercise/types';
import type { Scenario } from '../../scenario/types';
import { constants } from '../../wasm/constants';
import { regions_json } from '../../wasm/core';
import type { Regions } from '../../wasm/types/core';

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
  const { snap, state } = useLab();
  const [x, setX] = useState(thresholds(state.scenario).x);
  const [y, setY] = useState(thresholds(state.scenario).y);
  const points = snap?.activity ?? [];
  const { regions, matrix } = useMemo(() => JSON.parse(regions_json(JSON.stringify(points), x, y)) as Regions, [points, x, y]);
  return { x, y, setX, setY, points, regions, matrix };
}

export function Figure1Panel({ f }: { f: Figure1 }) {
  const { state, asked, respond } = useLab();
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
        />
      </Exportable>
    </div>
  );
}

export function Transitions({ f }: { f: Figure1 }) {
  return <TransitionMatrix matrix={f.matrix} caption="Transitions between areas so far" />;
}
