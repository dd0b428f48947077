// Side by side: the scenario (A) and its variant (B) in lockstep, each with
// its narration, ring, counters and tape — and first a prediction: which of
// the two will fault less over the whole run? A string of one's own is run by both.
import { useMemo } from 'react';
import { TermLine } from '../../app/glossary/Terms';
import { useLab } from '../../app/lab';
import { runFaults } from '../../app/rulesQuestion';
import { applyVariant, type Variant, variantValue } from '../../app/state';
import { Counters } from '../../components/Counters';
import { Exportable } from '../../components/Export';
import { OwnStringBar } from '../../components/OwnStringBar';
import { Predict, type Prediction } from '../../components/Predict';
import { useDivergence } from '../../components/SideBySide';
import type { Scenario } from '../../scenario/types';
import { lastStepEvents } from '../../sim/snapshot';
import { useRun } from '../../sim/useRun';
import { ClockRing } from '../../viz/ClockRing';
import { narrated, usePageNames } from '../../viz/pageNames';
import { Tapes } from './Tapes';

/** Which of A (the scenario) and B (its variant) faults less over the whole run — answered by running both; null when one cannot run. */
export function fewerFaultsQuestion(a: Scenario, variant: Variant): Prediction | null {
  let faults: [number, number];
  try {
    faults = [runFaults(a), runFaults(applyVariant(a, variant))];
  } catch {
    return null;
  }
  const [fa, fb] = faults;
  const name = variant.path.split('.').at(-1);
  return {
    question: `Over the whole run, which will fault less: A (${name} = ${String(variantValue(a, variant))}) or B (${name} = ${String(variant.value)})?`,
    options: ['A', 'As often', 'B'],
    answer: fa < fb ? 0 : fa === fb ? 1 : 2,
    why: `A faults ${fa} times, B ${fb}.${fa === fb ? ' The two runs take different pages at times, yet the count comes out level.' : ''}`,
  };
}

export function SideBySideStage() {
  const { state, setVariant, play } = useLab();
  const snaps = useRun((r) => r.snaps);
  const [jump, message] = useDivergence();
  const variant = state.variant!;
  const b = applyVariant(state.scenario, variant);
  const owners = state.scenario.processes.length;
  const names = usePageNames();
  const question = useMemo(() => fewerFaultsQuestion(state.scenario, variant), [state.scenario, variant]);
  return (
    <div className="side-by-side-stage">
      {!play.embed && <OwnStringBar whole="the policies stage’s faults-against-frames chart and its policy comparison" />}
      {question && (
        <div className="side-question">
          <Predict key={question.question + question.why} p={question} reveals>
            {null}
          </Predict>
        </div>
      )}
      <div className="compare-bar">
        <span>
          Side by side, in lockstep: B changes <b>{variant.path}</b>.
        </span>
        <button onClick={jump}>Jump to the first divergence</button>
        <button className="leave-compare" onClick={() => setVariant(null)}>
          Back to one
        </button>
        {message && (
          <span role="status" data-testid="side-status">
            {message}
          </span>
        )}
      </div>
      <div className="side-by-side">
        {snaps.map((s, i) => (
          <section key={i} className="side" aria-label={i === 0 ? 'A: the scenario' : 'B: the variant'}>
            <h2>
              {i === 0 ? 'A' : 'B'}: {variant.path} = {String(i === 0 ? variantValue(state.scenario, variant) : variant.value)}
            </h2>
            <p className="narration side-narration" data-testid={`narration-${i}`}>
              <TermLine
                text={
                  lastStepEvents(s)
                    .map((e) => narrated(e, names))
                    .join(' ') || (s.done ? 'The run is over.' : '—')
                }
              />
            </p>
            <div className="side-ring">
              <Exportable name={i === 0 ? 'ring-a' : 'ring-b'}>
                <ClockRing snap={s} k={(i === 0 ? state.scenario : b).memory.k} current={lastStepEvents(s)} owners={owners} />
              </Exportable>
            </div>
            <Counters snap={s} />
            <Tapes side={i} />
          </section>
        ))}
      </div>
    </div>
  );
}
