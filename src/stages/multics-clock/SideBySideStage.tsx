// Side by side: the scenario (A) and its variant (B) in lockstep, each with
// its narration, ring, counters and tape; a string of one's own is run by both.
import { useLab } from '../../app/lab';
import { applyVariant, variantValue } from '../../app/state';
import { Counters } from '../../components/Counters';
import { Exportable } from '../../components/Export';
import { OwnStringBar } from '../../components/OwnStringBar';
import { useDivergence } from '../../components/SideBySide';
import { lastStepEvents } from '../../sim/snapshot';
import { useRun } from '../../sim/useRun';
import { ClockRing } from '../../viz/ClockRing';
import { narrated, usePageNames } from '../../viz/pageNames';
import { Tapes } from './Tapes';

export function SideBySideStage() {
  const { state, setVariant, play } = useLab();
  const snaps = useRun((r) => r.snaps);
  const [jump, message] = useDivergence();
  const variant = state.variant!;
  const b = applyVariant(state.scenario, variant);
  const owners = state.scenario.processes.length;
  const names = usePageNames();
  return (
    <div className="side-by-side-stage">
      {!play.embed && <OwnStringBar whole="the policies stage’s faults-against-frames chart and its policy comparison" />}
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
              {lastStepEvents(s)
                .map((e) => narrated(e, names))
                .join(' ') || (s.done ? 'The run is over.' : '—')}
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
