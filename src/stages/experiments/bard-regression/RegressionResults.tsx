// Bard 1971 on a ten-minute run: the overhead regression beside Bard's and
// the costs the simulator charged, dispatch time apart (Tables 5–6), throughput and I/O by active users
// (Figures 1–5) and the Pareto frontiers (Figures 7–9), in three panes.
import { Frontiers } from '../../measurement/Frontiers';
import { Regression } from '../../measurement/Regression';
import { Throughput } from '../../measurement/Throughput';
import { Panes } from '../Panes';
import type { ArmsOf } from '../types';

export function RegressionResults({ arms }: { arms: ArmsOf<'bard-regression'> }) {
  const report = arms[0].metrics;
  if ('error' in report)
    return (
      <p role="alert" className="error">
        {report.error}
      </p>
    );
  return (
    <Panes
      panes={[
        {
          id: '',
          label: 'Regression (Tables 5–6)',
          content: (
            <div className="exp-table scroll">
              <Regression report={report} />
            </div>
          ),
        },
        {
          id: 'regression-load',
          label: 'Load (Figures 1–5)',
          content: <Throughput report={report} />,
        },
        {
          id: 'regression-frontiers',
          label: 'Saturation (Figures 7–9)',
          content: <Frontiers report={report} />,
        },
      ]}
    />
  );
}
