// The ring with every page named by its owner, for the multiprogramming
// stages, with the multiprogramming level and the processor's use.
import { Exportable } from '../../components/Export';
import { lastStepEvents } from '../../sim/snapshot';
import { useRunScenario, useSnap } from '../../sim/useRun';
import { ClockRing } from '../../viz/ClockRing';

export function OwnerRing() {
  const snap = useSnap();
  const scenario = useRunScenario();
  if (!snap) return null;
  const busy = snap.nowUs > 0 ? `${Math.round((100 * (snap.nowUs - snap.counters.idle_us)) / snap.nowUs)} %` : '—';
  return (
    <section className="ring-panel" aria-label="Replaceable page list by owner">
      <Exportable name="ring">
        <ClockRing snap={snap} k={scenario.memory.k} current={lastStepEvents(snap)} owners={scenario.processes.length} />
      </Exportable>
      <p className="ring-note" data-testid="mpl">
        MPL <b>{snap.load.mpl}</b> (mean {snap.load.mean_mpl.toFixed(2)}) · processor busy <b>{busy}</b> · faults{' '}
        <b>{snap.counters.faults}</b>
      </p>
    </section>
  );
}
