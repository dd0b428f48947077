// Load control as the scheduler acts (Shils 1968, Bard 1971): Figure 1's
// point for each sampler interval so far, with the transition matrix; time
// series of CPU activity, page rate, multiprogramming level and steal ratio;
// and every process's state.
import { useState } from 'react';
import { LineChart } from '../charts/LineChart';
import { RegionChart, type RegionName, TransitionMatrix } from '../charts/RegionChart';
import type { Scenario } from '../scenario/types';
import type { Snapshot } from '../sim/snapshot';
import { ownerColour } from '../viz/palette';
import { regions_json } from '../wasm/core';
import { LatestDecisions } from './EventLog';
import { Exportable } from './Export';

const STATE: Record<string, string> = {
  ready: 'ready',
  waiting_page: 'waiting for a page',
  waiting_block: 'waiting for a block',
  waiting_io: 'waiting for I/O',
  thinking: 'thinking',
  finished: 'finished',
};

/** The thresholds Figure 1 is drawn with: the leveler's, else Shils's defaults. */
export function thresholds(s: Scenario): { x: number; y: number } {
  const ll = s.scheduler?.load_leveler;
  return { x: ll?.x_pages_per_s ?? 50, y: ll?.y_pct ?? 30 };
}

export function LoadPanel({
  snap,
  scenario,
  running,
  onAreaClick,
}: {
  snap: Snapshot;
  scenario: Scenario;
  running: number | null;
  onAreaClick?: (r: RegionName) => void;
}) {
  // Figure 1 is drawn with the leveler's thresholds; moving them re-colours the history.
  const [x, setX] = useState(thresholds(scenario).x);
  const [y, setY] = useState(thresholds(scenario).y);
  const { regions, matrix } = JSON.parse(regions_json(JSON.stringify(snap.activity), x, y)) as {
    regions: RegionName[];
    matrix: number[][];
  };
  const intervals = snap.samples.slice(1).map((s, i) => {
    const p = snap.samples[i];
    const replaced = s.replaced - p.replaced;
    return { t: Math.round(s.t_us / 1e6), mpl: s.active, steal: replaced ? (100 * (s.stolen - p.stolen)) / replaced : 0 };
  });
  return (
    <div className="load-panel">
      {!scenario.sampler ? (
        <p className="muted">
          This scenario has no sampler, so there is no Figure 1 to draw. Open the “Load Leveler” preset, or add a sampler in the Scenario
          tab.
        </p>
      ) : (
        <div className="load-grid">
          <section>
            <div className="thresholds">
              <label>
                x = {x} pages/s{' '}
                <input type="range" min={1} max={200} value={x} onChange={(e) => setX(Number(e.target.value))} aria-label="x threshold" />
              </label>
              <label>
                y = {y} %{' '}
                <input type="range" min={0} max={100} value={y} onChange={(e) => setY(Number(e.target.value))} aria-label="y threshold" />
              </label>
            </div>
            <Exportable name="figure1-live">
              <RegionChart
                title={`Figure 1 — ${snap.activity.length} interval(s) so far`}
                points={snap.activity}
                regions={regions}
                x={x}
                y={y}
                maxRate={Math.max(x * 1.5, ...snap.activity.map((p) => p[0]))}
                onAreaClick={onAreaClick}
              />
            </Exportable>
            <TransitionMatrix matrix={matrix} caption="Transitions so far" />
          </section>
          {intervals.length > 1 && (
            <section>
              <Exportable name="activity-series">
                <LineChart
                  title="CPU activity and page rate per interval"
                  xs={intervals.map((i) => i.t)}
                  xLabel="time (s)"
                  yLabel="% CPU · pages/s"
                  series={[
                    { name: '% CPU activity', values: snap.activity.map((p) => p[1]) },
                    { name: 'page replacements/s', values: snap.activity.map((p) => p[0]) },
                  ]}
                />
              </Exportable>
              <Exportable name="mpl-series">
                <LineChart
                  title="Multiprogramming level and steal ratio"
                  xs={intervals.map((i) => i.t)}
                  xLabel="time (s)"
                  yLabel="MPL · % stolen"
                  series={[
                    { name: 'MPL at the sample', values: intervals.map((i) => i.mpl) },
                    { name: '% of replacements stolen', values: intervals.map((i) => i.steal) },
                  ]}
                />
              </Exportable>
              {snap.psi.length === intervals.length && (
                <>
                  <p className="muted" data-testid="pointer-cycles">
                    Pointer cycles so far: W = {(snap.pointerAdvances / scenario.memory.frames).toFixed(1)} (the pointer’s moves ÷{' '}
                    {scenario.memory.frames} frames; eq. 5 divides by the cycles of each interval).
                  </p>
                  <Exportable name="psi-series">
                    <LineChart
                      title="Page Survival Index (Bard 1975)"
                      yMax={40}
                      xs={intervals.map((i) => i.t)}
                      xLabel="time (s)"
                      yLabel="essential interruptions"
                      series={[
                        { name: 'Ψs (eq. 4)', values: snap.psi.map((p) => p.psi_s) },
                        // Under CP-67's rule (unqueued_first) every page the pointer takes has an active owner: the line would hide Ψs.
                        ...(scenario.scheduler?.stays?.unqueued_first
                          ? []
                          : [{ name: 'Ψs, active owners', values: snap.psi.map((p) => p.psi_s_active) }]),
                        { name: 'Ψs* (eq. 5)', values: snap.psi.map((p) => p.psi_s_star), slot: 2 },
                      ]}
                      missingLabel="no page replaced, or no pointer cycle, in the interval"
                    />
                  </Exportable>
                </>
              )}
            </section>
          )}
        </div>
      )}
      <table className="process-table" aria-label="Processes">
        <thead>
          <tr>
            <th>process</th>
            <th>class</th>
            <th>state</th>
            <th>load control</th>
            <th>resident</th>
            <th>faults</th>
            <th>
              <abbr title="essential interruptions: waits for a page, a file I/O or the terminal (Bard 1975)">interruptions</abbr>
            </th>
            <th>references</th>
            <th>interactions</th>
          </tr>
        </thead>
        <tbody>
          {snap.procs.map((p, pid) => {
            const l = snap.load.processes[pid];
            const cls = scenario.processes[pid].class;
            const state = running === pid ? 'running' : (STATE[p.proc.status.status] ?? p.proc.status.status);
            return (
              <tr key={pid} data-pid={pid} className={l.membership === 'set_aside' ? 'set-aside' : ''}>
                <th scope="row">
                  <span className="swatch" style={{ background: ownerColour(pid) }} /> P{pid}
                </th>
                <td>{cls?.kind === 'terminal' ? `terminal (think ${(cls.think_us / 1e6).toFixed(1)} s)` : 'background'}</td>
                <td>{state}</td>
                <td data-testid={`membership-${pid}`}>{l.membership.replace('_', ' ')}</td>
                <td>{p.resident}</td>
                <td>{p.proc.faults}</td>
                <td>{p.proc.interruptions}</td>
                <td>{l.refs_done}</td>
                <td>
                  {l.interactions}
                  {l.last_response_us !== null ? ` (last ${(l.last_response_us / 1e6).toFixed(2)} s)` : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="muted">
        MPL now {snap.load.mpl}, mean {snap.load.mean_mpl.toFixed(2)}.
      </p>
      <LatestDecisions decisions={snap.decisions} />
    </div>
  );
}
