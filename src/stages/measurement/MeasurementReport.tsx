// A measurement report on one screen: the question first (which request
// costs the supervisor more?), then the regression, the throughput by active
// users and the Pareto frontiers, a picture at a time.
import { useState } from 'react';
import { PaneSwitch } from '../../components/PaneSwitch';
import { Predict } from '../../components/Predict';
import type { TrueTheta } from '../../wasm/types/core';
import { Frontiers } from './Frontiers';
import { Regression } from './Regression';
import type { Report } from './report';
import { Throughput } from './Throughput';

/** The requests the question compares, by the regression's names for them; the last option: one left out. */
const REQUESTS: (keyof TrueTheta)[] = ['vsio', 'page_io'];
const REQUEST_LABEL = ['a file I/O (VSIO)', 'a page I/O', 'it cannot say: it leaves one of them out'];
const PANES: [string, string][] = [
  ['regression', 'Regression (Tables 5–6)'],
  ['throughput', 'By active users (Figures 1–5)'],
  ['frontiers', 'Pareto frontiers (Figures 7–9)'],
];

export function MeasurementReport({ report, extra }: { report: Report; extra?: [string, string, () => React.ReactNode] }) {
  const fitted = REQUESTS.map((v) => report.theta[v]);
  const answer = fitted.some((t) => t === undefined) ? REQUESTS.length : fitted.indexOf(Math.max(...fitted));
  const panes = extra ? [...PANES, [extra[0], extra[1]] as [string, string]] : PANES;
  const [pane, setPane] = useState(panes[0][0]);
  return (
    <div className="measurement" data-testid="measurement">
      <Predict
        reveals
        p={{
          question: 'Which single request will the regression find costs the supervisor more time: a file I/O or a page I/O?',
          options: REQUEST_LABEL,
          answer,
          why: 'On CP-67 a VSIO went through CP’s channel-program translation and its interrupt handling, far more work than moving one page (Bard 1971, Table 5: 8.1 ms against 2.2 ms). The regression reads costs back from nothing but the interval counters, and only for the variables its stepwise selection keeps: on a short run with few file I/Os, the dispatch time no variable counts (Bard fitted it apart, Table 6) can hide a file I/O’s cost, and the selection stops without it.',
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
