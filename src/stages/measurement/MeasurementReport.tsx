// A measurement report on one screen: the question first (which request
// costs the supervisor most?), then the regression, the throughput by active
// users and the Pareto frontiers, a picture at a time.
import { useState } from 'react';
import { PaneSwitch } from '../../components/PaneSwitch';
import { Predict } from '../../components/Predict';
import type { TrueTheta } from '../../wasm/types/core';
import { Frontiers } from './Frontiers';
import { Regression } from './Regression';
import type { Report } from './report';
import { Throughput } from './Throughput';

/** The requests the question compares, by the regression's names for them. */
const REQUESTS: (keyof TrueTheta)[] = ['vsio', 'page_io', 'dispatch'];
const REQUEST_LABEL = ['a file I/O (VSIO)', 'a page I/O', 'a dispatch'];
const PANES: [string, string][] = [
  ['regression', 'Regression (Table 5)'],
  ['throughput', 'By active users (Figures 1–5)'],
  ['frontiers', 'Pareto frontiers (Figures 7–9)'],
];

export function MeasurementReport({ report, extra }: { report: Report; extra?: [string, string, () => React.ReactNode] }) {
  const fitted = REQUESTS.map((v) => report.theta[v] ?? -Infinity);
  const answer = fitted.indexOf(Math.max(...fitted));
  const panes = extra ? [...PANES, [extra[0], extra[1]] as [string, string]] : PANES;
  const [pane, setPane] = useState(panes[0][0]);
  return (
    <div className="measurement" data-testid="measurement">
      <Predict
        reveals
        p={{
          question: 'Which single request costs the supervisor the most time: a file I/O, a page I/O, or a dispatch?',
          options: REQUEST_LABEL,
          answer,
          why: 'A VSIO goes through CP’s channel-program translation and its interrupt handling, far more work than moving one page (Bard 1971, Table 5: 8.1 ms against 2.2 ms); the regression reads these costs back from nothing but the interval counters.',
        }}
      >
        <PaneSwitch label="Picture" panes={panes} shown={pane} onShow={setPane} />
        {pane === 'regression' && <Regression report={report} />}
        {pane === 'throughput' && <Throughput report={report} />}
        {pane === 'frontiers' && <Frontiers report={report} />}
        {extra && pane === extra[0] && extra[2]()}
      </Predict>
    </div>
  );
}
