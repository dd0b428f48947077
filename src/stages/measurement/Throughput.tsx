// Bard 1971, Figures 1–5: the intervals grouped by the number of active
// users — the users with problem-state time in the interval (Table 2), in
// Table 10's pairs 1–2, 3–4, … — problem state, CP and wait time, paging and
// file I/O.
import { LineChart } from '../../charts/LineChart';
import { Exportable } from '../../components/Export';
import type { Report } from './report';

/** A group's place on the axis: the middle of its pair (1.5 for 1–2; 0 for intervals nobody ran in). */
const mid = (g: Report['groups'][number]) => (g.lo + g.hi) / 2;

export function Throughput({ report }: { report: Report }) {
  const xs = report.groups.map(mid);
  const label = 'active users (Table 10’s pairs: 1–2 at 1.5, 3–4 at 3.5, …)';
  return (
    <div className="throughput">
      <div className="pane-grid two">
        <Exportable name="throughput-by-users">
          <LineChart
            title="Problem state, CP and wait time against active users (Figures 1–3)"
            xs={xs}
            xLabel={label}
            yLabel="% of elapsed time"
            yMax={100}
            series={[
              { name: 'problem state', values: report.groups.map((g) => g.problem_pct) },
              { name: 'CP (supervisor)', values: report.groups.map((g) => g.cp_pct) },
              { name: 'wait state', values: report.groups.map((g) => g.wait_pct) },
            ]}
          />
        </Exportable>
        <Exportable name="io-by-users">
          <LineChart
            title="Paging and file I/O against active users (Figures 4–5)"
            xs={xs}
            xLabel={label}
            yLabel="per second"
            series={[
              { name: 'page I/O', values: report.groups.map((g) => g.page_io) },
              { name: 'VSIO', values: report.groups.map((g) => g.vsio) },
            ]}
          />
        </Exportable>
      </div>
      <p className="muted" data-testid="groups">
        Intervals per group (Table 10): {report.groups.map((g) => `${g.lo === g.hi ? g.lo : `${g.lo}–${g.hi}`}: ${g.n}`).join(', ')}. An
        active user is one whose problem-state time grew in the interval (Bard’s Table 2), not the multiprogramming level.
      </p>
    </div>
  );
}
