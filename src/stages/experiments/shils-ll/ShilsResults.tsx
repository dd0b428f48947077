// Shils 1968 with and without the Load Leveler, the two runs side by side in
// three panes: Figure 6 (each 10 s interval in Figure 1's areas, the centre
// of mass), Figure 4 (the transition matrix) with the run's counters, and
// Figure 7 (the sleeper's excess delay, under a chosen reading of when the
// delay ends). The thresholds re-colour the recorded history.
import { useState } from 'react';
import { BarChart } from '../../../charts/LineChart';
import { RegionChart, TransitionMatrix } from '../../../charts/RegionChart';
import { Exportable } from '../../../components/Export';
import { upToTwoDecimals } from '../../../components/words';
import { regions_json } from '../../../wasm/core';
import type { Regions, ShilsMetrics, SleeperDelays } from '../../../wasm/types/core';
import { Panes } from '../Panes';
import type { ArmsOf, ArmWith } from '../types';
import { Counters } from './Counters';

type ShilsArm = ArmWith<ShilsMetrics>;

/** An arm as the figures name it: with or without the leveler (the core lists the arm with it first). */
const told = (arm: ShilsArm, arms: readonly ShilsArm[]) => (arm === arms[0] ? 'with the Load Leveler' : 'without it');

interface View extends Regions {
  arm: ShilsArm;
  points: [number, number][];
}

export function ShilsResults({ arms }: { arms: ArmsOf<'shils-ll'> }) {
  const [x, setX] = useState(arms[0].metrics.x_pages_per_s);
  const [y, setY] = useState(arms[0].metrics.y_pct);
  const views: View[] = arms.map((arm) => {
    const points = arm.metrics.points;
    const { regions, matrix } = JSON.parse(regions_json(JSON.stringify(points), x, y)) as Regions;
    return { arm, points, regions, matrix };
  });
  const maxRate = Math.max(...views.flatMap((v) => v.points.map((p) => p[0])));
  return (
    <div className="exp-stack">
      <div className="thresholds">
        <label>
          x = {upToTwoDecimals(x)} pages/s{' '}
          <input type="range" min={1} max={200} value={x} onChange={(e) => setX(Number(e.target.value))} aria-label="x threshold" />
        </label>
        <label>
          y = {y} %{' '}
          <input type="range" min={0} max={100} value={y} onChange={(e) => setY(Number(e.target.value))} aria-label="y threshold" />
        </label>
        <span className="muted">The thresholds re-colour the recorded history (Shils: “any desired view”).</span>
      </div>
      <Panes
        panes={[
          {
            id: '',
            label: 'Figure 6: the intervals',
            content: (
              <div className="exp-grid two-up">
                {views.map(({ arm, points, regions }) => (
                  <section key={arm.name} data-arm={arm.name} aria-label={arm.name}>
                    <Exportable name={`figure6-${arm.name}`}>
                      <RegionChart
                        title={`Figure 6 — ${told(arm, arms)}`}
                        points={points}
                        regions={regions}
                        x={x}
                        y={y}
                        maxRate={maxRate}
                      />
                    </Exportable>
                  </section>
                ))}
              </div>
            ),
          },
          {
            id: 'shils-transitions',
            label: 'Figure 4: transitions',
            content: (
              <div className="exp-grid two-up scroll flow">
                {views.map(({ arm, matrix }) => (
                  <section key={arm.name} data-arm={arm.name} aria-label={arm.name}>
                    <TransitionMatrix matrix={matrix} caption={`Figure 4 — transitions, ${told(arm, arms)}`} />
                    <Counters m={arm.metrics} />
                  </section>
                ))}
                <p className="muted exp-wide">
                  Shils’s Figures 4A/4B (Δt = 10 s, y = 70 %, x = 500 normalised pages): OVER → OVER 0.44 with the leveler, 0.77 without;
                  UNDER → UNDER 0.73 and 0.86.
                </p>
              </div>
            ),
          },
          {
            id: 'shils-sleeper',
            label: 'Figure 7: the sleeper',
            content: <Figure7 arms={arms} />,
          },
        ]}
      />
    </div>
  );
}

/** Where the sleeper's delay ends: Shils's program timed its own delay instruction, so this is a reading. */
const READINGS: [keyof SleeperDelays, string][] = [
  ['first_reference', 'its first reference completes (the lab’s reading)'],
  ['dispatch', 'it first gets the processor'],
  ['interaction', 'its brief data collection is done'],
];

function Figure7({ arms }: { arms: readonly ShilsArm[] }) {
  const [reading, setReading] = useState<keyof SleeperDelays>('first_reference');
  const histograms = arms.map((a) => a.metrics.sleeper_delays[reading]);
  const yMax = Math.max(1, ...histograms.flat());
  return (
    <div className="exp-stack">
      <fieldset className="reading" data-testid="figure7-reading">
        <legend>The delay ends when the sleeper’s program…</legend>
        {READINGS.map(([key, label]) => (
          <label key={key}>
            <input type="radio" name="figure7-reading" checked={reading === key} onChange={() => setReading(key)} /> {label}
          </label>
        ))}
      </fieldset>
      <div className="exp-grid two-up">
        {arms.map((a, i) => (
          <figure key={a.name} data-arm={a.name}>
            <Exportable name={`figure7-${reading}-${a.name}`}>
              <BarChart
                title={`Figure 7 — sleeper’s excess delay, ${told(a, arms)}`}
                labels={histograms[i].map((_, q) => (q === 40 ? '4.0+' : (q / 10).toFixed(1)))}
                values={histograms[i]}
                yMax={yMax}
                xLabel="excess delay (s, 0.1 s quanta)"
                yLabel="occurrences"
              />
            </Exportable>
            <figcaption data-testid="figure7-share">{quick(histograms[i])}</figcaption>
          </figure>
        ))}
      </div>
      <p className="muted">
        Shils: 800 of 1,298 delays within 0.1 s with the leveler (62 %), about 500 of 1,062 without (47 %), and numerous delays beyond 3.5 s
        without it. His program timed its own 10 s delay instruction, so its delay ended no sooner than it could read the clock again — its
        first reference after waking; the lab takes that reading. Until it first gets the processor, both of the lab’s runs answer at once;
        until its whole brief activity is done, neither does within 0.1 s.
      </p>
    </div>
  );
}

/** "29 delays; 83 % within 0.1 s". */
function quick(histogram: number[]): string {
  const n = histogram.reduce((a, b) => a + b, 0);
  return n === 0 ? 'no delays recorded' : `${n} delays; ${Math.round((100 * histogram[0]) / n)} % within 0.1 s`;
}
