// Every process's reference string as a tape under the stage (or only the
// selected process's, where the stage has no room for all); choosing one
// highlights its pages on the ring.
import { useLab } from '../../app/lab';
import { useRun } from '../../sim/useRun';
import { Tape } from '../../viz/Tape';

export function Tapes({ side = 0, selectedOnly = false }: { side?: number; selectedOnly?: boolean }) {
  const { state, patchView } = useLab();
  const snap = useRun((r) => r.snaps[side]);
  const traces = useRun((r) => r.traces[side]);
  if (!snap) return null;
  const many = state.scenario.processes.length > 1;
  return (
    <section
      className="tapes"
      aria-label={side === 0 ? 'Reference strings' : `Reference strings of side ${String.fromCharCode(65 + side)}`}
    >
      {(traces ?? []).map(
        (t, pid) =>
          snap.procs[pid] &&
          (!selectedOnly || pid === state.view.pid) && (
            <Tape
              key={pid}
              pid={pid}
              pages={t.pages}
              writes={t.writes}
              faults={snap.faults[pid]}
              proc={snap.procs[pid]}
              selected={many && state.view.pid === pid}
              onSelect={() => patchView({ pid })}
            />
          ),
      )}
    </section>
  );
}
