// Faults against frames, behind the story's prediction (with one frame
// more, will FIFO fault more, as often or less? — or the story's own).
import type { ReactNode } from 'react';
import { Exportable, exportCsv } from '../../components/Export';
import { Predict, type Prediction } from '../../components/Predict';
import { listed } from '../../components/words';
import { FaultsChart, LABELLED_ANOMALIES, largestAnomalies, type OpenFrames } from './FaultsChart';
import { type FaultCurves, type PolicyName, policies, policyLabel } from './types';

interface Props {
  curves: FaultCurves | null;
  error: string | null;
  frames: number;
  question: Prediction | null;
  /** Whether the curves are a trace file's whole string (P0 steps through its head). */
  whole?: boolean;
  /** The computation's state (with its Cancel), shown above the chart. */
  children?: ReactNode;
  /** A point clicked: open its memory size on the frame tables. */
  onOpen?: OpenFrames;
}

export function CurvePanel({ curves, error, frames, question, whole = false, children, onOpen }: Props) {
  const chart = curves ? (
    <Curves curves={curves} frames={frames} whole={whole} onOpen={onOpen} />
  ) : whole ? null : (
    <p className={error ? 'error' : 'muted'} role={error ? 'alert' : 'status'}>
      {error ?? 'Counting faults for every number of frames…'}
    </p>
  );
  return (
    <section className={`faults-panel${whole ? ' whole' : ''}`} aria-label="Faults against frames" data-testid="faults-panel">
      {children}
      {question ? (
        <Predict key={question.question + question.why} p={question} reveals>
          {chart}
        </Predict>
      ) : (
        chart
      )}
    </section>
  );
}

function Curves({ curves, frames, whole, onOpen }: { curves: FaultCurves; frames: number; whole: boolean; onOpen?: OpenFrames }) {
  const last = curves.frames.length;
  return (
    <>
      <SizedChart curves={curves} frames={frames} cut={whole ? cutAt(curves, frames) : null} onOpen={onOpen} />
      {whole && <WholeTrace curves={curves} frames={frames} />}
      <Anomalies curves={curves} />
      <OneLine curves={curves} />
      <p className="curve-note muted desk-only">
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

/**
 * Where a whole trace's chart cuts the faults axis: at four times the most
 * faults any policy makes with the scenario's frames (or with half the
 * distinct pages, when the frames lie beyond the chart), so that the counts
 * there are not flattened by the hundreds of thousands with one frame.
 */
export function cutAt(curves: FaultCurves, frames: number): number {
  const at = (frames <= curves.frames.length ? frames : Math.ceil(curves.frames.length / 2)) - 1;
  return 4 * Math.max(1, ...policies().map((p) => curves[p][at]));
}

/** The chart, laid out for the room it gets. */
function SizedChart({ curves, frames, cut, onOpen }: { curves: FaultCurves; frames: number; cut: number | null; onOpen?: OpenFrames }) {
  return (
    <Exportable name="faults-against-frames">
      <FaultsChart curves={curves} frames={frames} cut={cut} onOpen={onOpen} />
    </Exportable>
  );
}

/** The policy comparison on the whole trace at the scenario's frames. */
function WholeTrace({ curves, frames }: { curves: FaultCurves; frames: number }) {
  const n = (x: number) => x.toLocaleString('en-US');
  const at = curves.frames.indexOf(frames);
  return (
    <p className="curve-note" data-testid="whole-trace">
      The whole trace, {n(curves.references)} references to {n(curves.distinct)} pages
      {at >= 0
        ? `, at ${frames} frames: ${policies()
            .map((p) => `${policyLabel(p, curves.k)} ${n(curves[p][at])}`)
            .join(' · ')} faults.`
        : '.'}
    </p>
  );
}

/** The policies whose faults are the same at every memory size, in groups of two or more (their lines lie on one another). */
export function sameLines(curves: FaultCurves): PolicyName[][] {
  const groups: PolicyName[][] = [];
  for (const p of policies()) {
    const line = curves[p].join();
    const group = groups.find((g) => curves[g[0]].join() === line);
    if (group) group.push(p);
    else groups.push([p]);
  }
  return groups.filter((g) => g.length > 1);
}

/** Lines drawn on one another, named: otherwise the one drawn last hides the others. */
function OneLine({ curves }: { curves: FaultCurves }) {
  const groups = sameLines(curves);
  if (!groups.length) return null;
  return (
    <p className="curve-note" data-testid="same-lines">
      {groups.map((g) => `One line for ${listed(g.map((p) => policyLabel(p, curves.k)))}: the same faults at every size.`).join(' ')}
    </p>
  );
}

/** Belady's anomaly in words: each policy that faults more with a frame more, and where (the largest few, when there are many). */
function Anomalies({ curves }: { curves: FaultCurves }) {
  if (!curves.anomalies.length) {
    return <p className="anomalies none">No line rises: on this string more frames never meant more faults.</p>;
  }
  const many = curves.anomalies.length > LABELLED_ANOMALIES;
  const shown = many ? largestAnomalies(curves.anomalies) : curves.anomalies;
  const said = shown
    .map((a) => `${policyLabel(a.policy, curves.k)} faults ${a.faults} times with ${a.frames} frames, ${a.fewer} with ${a.frames - 1}`)
    .join('; ');
  return (
    <p className="anomalies" data-testid="anomalies">
      <b>Belady’s anomaly:</b> {many ? `${curves.anomalies.length} rises; the largest: ${said}` : said}.
    </p>
  );
}
