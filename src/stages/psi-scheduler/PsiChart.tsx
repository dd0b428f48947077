// The Page Survival Index as the run goes (Bard 1975): per sampler
// interval, Ψs measured over the pages the pointer replaced (eq. 4), the
// same over pages whose owner was active, and the counters' estimate Ψs*
// (eq. 5); with the pointer's cycles so far.
import { LineChart } from '../../charts/LineChart';
import { Exportable } from '../../components/Export';
import { useRunScenario, useSnap } from '../../sim/useRun';

export function PsiChart() {
  const snap = useSnap();
  const scenario = useRunScenario();
  if (!snap) return null;
  if (!scenario.sampler) return <p className="muted">Ψs and Ψs* are measured per sampler interval: add a sampler in the Scenario panel.</p>;
  const psi = snap.psi;
  const frames = scenario.memory.frames;
  return (
    <div className="psi-chart">
      <p className="muted" data-testid="pointer-cycles">
        W = {(snap.pointerAdvances / frames).toFixed(1)} pointer cycles so far (its moves ÷ {frames} frames)
      </p>
      {psi.length > 1 ? (
        <Exportable name="psi-series">
          <LineChart
            title="Page Survival Index (Bard 1975)"
            yMax={40}
            xs={psi.map((p) => p.t_s)}
            xTime
            xLabel="time"
            yLabel="essential interruptions"
            series={[
              { name: 'Ψs (eq. 4)', values: psi.map((p) => p.psi_s) },
              // Under CP-67's rule (unqueued_first) every page the pointer takes has an active owner: the line would hide Ψs.
              ...(scenario.scheduler?.stays?.unqueued_first ? [] : [{ name: 'Ψs, active owners', values: psi.map((p) => p.psi_s_active) }]),
              { name: 'Ψs* (eq. 5)', values: psi.map((p) => p.psi_s_star), slot: 2 },
            ]}
            missingLabel="no page replaced, or no pointer cycle, in the interval"
          />
        </Exportable>
      ) : (
        <p className="muted">The Ψ chart appears after the sampler's second interval.</p>
      )}
    </div>
  );
}
