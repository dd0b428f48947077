// Faults against frames, behind a prediction: with one frame more, will FIFO
// fault more, as often or less?
import { Exportable, exportCsv } from '../../components/Export';
import { Predict, type Prediction } from '../../components/Predict';
import { FaultsChart } from './FaultsChart';
import { type FaultCurves, policies, policyLabel } from './types';

interface Props {
  curves: FaultCurves | null;
  error: string | null;
  frames: number;
  question: Prediction | null;
}

export function CurvePanel({ curves, error, frames, question }: Props) {
  const chart = curves ? (
    <Curves curves={curves} frames={frames} />
  ) : (
    <p className={error ? 'error' : 'muted'} role={error ? 'alert' : 'status'}>
      {error ?? 'Counting faults for every number of frames…'}
    </p>
  );
  return (
    <section className="faults-panel" aria-label="Faults against frames" data-testid="faults-panel">
      {question ? (
        <Predict key={question.question + question.why} p={question}>
          {chart}
        </Predict>
      ) : (
        chart
      )}
    </section>
  );
}

function Curves({ curves, frames }: { curves: FaultCurves; frames: number }) {
  const last = curves.frames.length;
  return (
    <>
      <SizedChart curves={curves} frames={frames} />
      <Anomalies curves={curves} />
      <p className="curve-note muted">
        1 to {last} frames
        {last >= curves.distinct ? ` — from ${curves.distinct}, the string’s distinct pages, only first references fault` : ''}.{' '}
        <button
          type="button"
          className="link"
          onClick={() =>
            exportCsv(
              [['frames', ...policies()], ...curves.frames.map((f, i) => [f, ...policies().map((p) => curves[p][i])])],
              'faults-against-frames',
            )
          }
        >
          CSV
        </button>
      </p>
      {frames > last && (
        <p className="curve-note muted">
          The scenario’s {frames} frames lie beyond the chart: on a string of {curves.references} references it stops at {last}.
        </p>
      )}
    </>
  );
}

/** The chart, laid out for the room it gets. */
function SizedChart({ curves, frames }: { curves: FaultCurves; frames: number }) {
  return (
    <Exportable name="faults-against-frames">
      <FaultsChart curves={curves} frames={frames} />
    </Exportable>
  );
}

/** Belady's anomaly in words: each policy that faults more with a frame more, and where. */
function Anomalies({ curves }: { curves: FaultCurves }) {
  if (!curves.anomalies.length) {
    return <p className="anomalies">No line rises: on this string more frames never meant more faults.</p>;
  }
  return (
    <p className="anomalies" data-testid="anomalies">
      <b>Belady’s anomaly:</b>{' '}
      {curves.anomalies
        .map((a) => `${policyLabel(a.policy, curves.k)} faults ${a.faults} times with ${a.frames} frames, ${a.fewer} with ${a.frames - 1}`)
        .join('; ')}
      .
    </p>
  );
}
