// The CP-67 measurement lab (Bard 1971): the sampler's intervals of a whole
// run analysed as Bard analysed CP-67's DUSETIMR records — the overhead
// regression (stepwise, outliers dropped beyond 2.5 s, Table 5) beside
// Bard's and the supervisor costs the simulator actually charged, dispatch
// time apart (Table 6); throughput grouped by
// active users (Figures 1–5); the Pareto frontiers (Figures 7–9); and the
// programs' paging characteristics (Bard 1975).
import { ComputationStatus } from '../../components/ComputationStatus';
import { useComputation } from '../../workers/useComputation';
import { PagingCharacteristics } from './Characteristics';
import { MeasurementReport } from './MeasurementReport';
import type { Report } from './report';

/** The lab on the current scenario's whole run. */
export function MeasurementLab({ scenarioJson, hasSampler }: { scenarioJson: string; hasSampler: boolean }) {
  const { state, cancel, retry } = useComputation<Report>(hasSampler ? { call: 'measurement', scenario: scenarioJson } : null);
  const characteristics: [string, string, () => React.ReactNode] = [
    'characteristics',
    'Paging characteristics (Bard 1975)',
    () => <PagingCharacteristics scenarioJson={scenarioJson} />,
  ];
  if (!hasSampler) {
    return (
      <>
        <p className="muted">
          The measurement lab reads the sampler’s counters: turn the sampler on in the Scenario panel (every 1 s suits a short run), or open
          the “CP-67 measurement lab” story. The bard-regression experiment analyses a ten-minute run.
        </p>
        <PagingCharacteristics scenarioJson={scenarioJson} />
      </>
    );
  }
  if (state?.status !== 'done') return <ComputationStatus state={state} what="the measurement report" cancel={cancel} retry={retry} />;
  const report = state.value;
  return (
    <>
      <p className="muted">
        This scenario run to its end and analysed interval by interval, as Bard analysed CP-67’s DUSETIMR records.
        {report.true_theta
          ? ' The simulator charged the supervisor costs of the Scenario panel, so the fitted coefficients can be checked against them; fault and pointer costs (the CPU section) are CP time no variable accounts for.'
          : ' Turn on supervisor costs to compare the fit with what was charged.'}
      </p>
      <MeasurementReport report={report} extra={characteristics} />
    </>
  );
}
