// The CP-67 measurement lab on one screen: the scenario's whole run
// analysed as Bard analysed CP-67 (the regression against the costs
// charged, throughput by active users, the Pareto frontiers) and the
// programs' paging characteristics; long results scroll inside the stage.
import { useLab } from '../../app/lab';
import { MeasurementLab } from './MeasurementLab';

export function MeasurementStage() {
  const { json, state } = useLab();
  return (
    <div className="panel-stage scroll">
      <MeasurementLab scenarioJson={json} hasSampler={!!state.scenario.sampler} />
    </div>
  );
}
