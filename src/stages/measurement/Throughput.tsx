// Bard 1971, Figures 1–5: the intervals grouped by the number of active
// users — problem state and CP time, paging and file I/O.
import { LineChart } from '../../charts/LineChart';
import { Exportable } from '../../components/Export';
import type { Report } from './report';

export function Throughput({ report }: { report: Report }) {
  const xs = report.groups.map((g) => g.active);
  return (
    <div className="pane-grid two">
      <Exportable name="throughput-by-users">
        <LineChart
          title="Problem state and CP time against active users"
          xs={xs}
          xLabel="active users"
          yLabel="% of elapsed time"
          yMax={100}
          series={[
            { name: 'problem state', values: report.groups.map((g) => g.problem_pct) },
            { name: 'CP (supervisor)', values: report.groups.map((g) => g.cp_pct) },
          ]}
        />
      </Exportable>
      <Exportable name="io-by-users">
        <LineChart
          title="Paging and file I/O against active users"
          xs={xs}
          xLabel="active users"
          yLabel="per second"
          series={[
            { name: 'page I/O', values: report.groups.map((g) => g.page_io) },
            { name: 'VSIO', values: report.groups.map((g) => g.vsio) },
          ]}
        />
      </Exportable>
    </div>
  );
}
