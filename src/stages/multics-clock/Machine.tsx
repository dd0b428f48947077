// The machine beside the ring: the drum with its transfers, the free pool
// and the pull and push lists, and the run's counters.
import { Counters } from '../../components/Counters';
import { Exportable } from '../../components/Export';
import { useRunScenario, useSnap } from '../../sim/useRun';
import { Drum } from '../../viz/Drum';
import { FrameLists } from './FrameLists';

export function Machine() {
  const snap = useSnap();
  const scenario = useRunScenario();
  if (!snap) return null;
  return (
    <section className="machine-panel" aria-label="Drum, lists and counters">
      <Exportable name="drum">
        <Drum drum={snap.drum} />
      </Exportable>
      <FrameLists snap={snap} pool={scenario.memory.pool_n > 0} />
      <Counters snap={snap} />
    </section>
  );
}
