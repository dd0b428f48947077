// The sampler's intervals over time: CPU activity and page rate; the
// multiprogramming level and the share of replacements stolen from another
// active process. Times are the intervals' ends, in seconds.
import { useMemo } from 'react';
import { LineChart } from '../../charts/LineChart';
import { Exportable } from '../../components/Export';
import { useSnap } from '../../sim/useRun';

export function TimeSeries() {
  const snap = useSnap();
  const samples = snap?.samples;
  const activity = snap?.activity;
  const intervals = useMemo(
    () =>
      (samples ?? []).slice(1).map((s, i) => {
        const p = samples![i];
        const replaced = s.replaced - p.replaced;
        return { t: s.t_us / 1e6, mpl: s.active, steal: replaced ? (100 * (s.stolen - p.stolen)) / replaced : 0 };
      }),
    [samples],
  );
  if (!activity || intervals.length < 2) return <p className="muted">The time series appear after the sampler's second interval.</p>;
  return (
    <div className="series">
      <Exportable name="activity-series">
        <LineChart
          title="CPU activity and page rate per interval"
          xs={intervals.map((i) => i.t)}
          xTime
          xLabel="time"
          yLabel="% CPU · pages/s"
          series={[
            { name: '% CPU activity', values: activity.map((p) => p[1]) },
            { name: 'page replacements/s', values: activity.map((p) => p[0]) },
          ]}
        />
      </Exportable>
      <Exportable name="mpl-series">
        <LineChart
          title="Multiprogramming level and steal ratio"
          xs={intervals.map((i) => i.t)}
          xTime
          xLabel="time"
          yLabel="MPL · % stolen"
          series={[
            { name: 'MPL at the sample', values: intervals.map((i) => i.mpl) },
            { name: '% of replacements stolen', values: intervals.map((i) => i.steal) },
          ]}
        />
      </Exportable>
    </div>
  );
}
