// Bard 1975's pictures of a run: Ψs beside Ψs* every 10 s for each run, and
// Figures 2–4 — every interval of every run grouped by Ψs*, by paging rate
// or by steal ratio, with the mean problem-state time of each group.
import { LineChart } from '../../../charts/LineChart';
import { Exportable } from '../../../components/Export';
import type { PsiPoint } from '../../../sim/types';
import type { PsiArms } from './PsiResults';

/** Ψs and Ψs* over each run. */
export function PsiSeries({ arms }: { arms: PsiArms }) {
  return (
    <div className="exp-grid psi-series" data-count={arms.length}>
      {arms.map((a) => {
        const series = a.metrics.series;
        return (
          <Exportable key={a.name} name={`psi-${a.name.replace('/', '-')}`}>
            <LineChart
              title={`Ψs and Ψs* — ${a.name}`}
              yMax={40}
              xs={series.map((p) => p.t_s)}
              xLabel="time (s), intervals of 10 s"
              yLabel="essential interruptions"
              series={[
                { name: 'Ψs (eq. 4)', values: series.map((p) => p.psi_s) },
                // Under CP-67's rule every page the pointer takes has an active owner: the line would hide Ψs.
                ...((a.metrics.inactive_share ?? 0) > 0 ? [{ name: 'Ψs, active owners', values: series.map((p) => p.psi_s_active) }] : []),
                { name: 'Ψs* (eq. 5)', values: series.map((p) => p.psi_s_star), slot: 2 },
              ]}
              missingLabel="no replacement or no pointer cycle in the interval"
            />
          </Exportable>
        );
      })}
    </div>
  );
}

const FIGURES: [string, string, (p: PsiPoint) => number | null, number][] = [
  ['Figure 2: problem state against Ψs*', 'Ψs*', (p) => (p.psi_s_star !== null && p.psi_s_star <= 40 ? p.psi_s_star : null), 2],
  ['Figure 3: problem state against paging rate', 'page reads per second', (p) => p.paging_rate, 10],
  ['Figure 4: problem state against steal ratio', 'steal ratio', (p) => p.steal_ratio, 0.1],
];

/** The mean problem state of the intervals in each bin of `value`, bins `width` wide. */
function binned(points: PsiPoint[], value: (p: PsiPoint) => number | null, width: number) {
  const groups = new Map<number, number[]>();
  for (const p of points) {
    const v = value(p);
    if (v === null || !Number.isFinite(v)) continue;
    const bin = Math.floor(v / width) * width;
    groups.set(bin, [...(groups.get(bin) ?? []), p.problem_pct]);
  }
  const bins = [...groups.keys()].sort((x, y) => x - y);
  return {
    xs: bins.map((b) => Math.round((b + width / 2) * 1000) / 1000),
    values: bins.map((b) => groups.get(b)!.reduce((x, y) => x + y, 0) / groups.get(b)!.length),
  };
}

/** Figures 2–4 from the intervals of every run. */
export function PsiFigures({ arms }: { arms: PsiArms }) {
  const all = arms.flatMap((a) => a.metrics.series);
  return (
    <div className="exp-grid psi-figures">
      {FIGURES.map(([title, xLabel, value, width]) => {
        const b = binned(all, value, width);
        return (
          b.xs.length > 1 && (
            <Exportable key={title} name={title.split(':')[0].replace(' ', '-').toLowerCase()}>
              <LineChart
                title={title}
                xs={b.xs}
                xLabel={`${xLabel} (intervals of every run)`}
                yLabel="problem state (%)"
                series={[{ name: 'mean problem state', values: b.values }]}
              />
            </Exportable>
          )
        );
      })}
    </div>
  );
}
