// Lifetime curves and working sets on one screen: the settings; the
// lifetime curve with its knees and the process's operating point moving
// as the run plays; beside it the efficiency and space-time curves — or,
// under working-set management, every program's window and w(T); the tapes.
import { useLab } from '../../app/lab';
import type { CurveMark } from '../../charts/LifetimeChart';
import { ComputationStatus } from '../../components/ComputationStatus';
import { ScrollPanel } from '../../components/ScrollPanel';
import { useRun, useSnap } from '../../sim/useRun';
import { Tapes } from '../multics-clock/Tapes';
import { CurveCharts } from './CurveCharts';
import { CurveSettingsBar } from './CurveSettingsBar';
import { lifetimeLink } from './links';
import { useCurve } from './useCurve';
import { WorkingSetPanel } from './WorkingSetPanel';

export function CurvesStage() {
  const lab = useLab();
  const snap = useSnap();
  const traces = useRun((r) => r.traces[0] ?? []);
  const { settings, set, problem, state, latest, cancel, retry } = useCurve();
  const pid = settings.source === 'typed' || settings.source === 'trace' ? null : Number(settings.source);
  const point: CurveMark | null =
    pid !== null && snap?.procs[pid] && snap.procs[pid].proc.faults > 0
      ? { z: snap.load.processes[pid].mean_resident, e: snap.load.processes[pid].refs_done / snap.procs[pid].proc.faults }
      : null;
  const ws = !!snap?.workingSets;
  return (
    <div className={`curves-stage${ws ? ' with-ws' : ''}`}>
      <CurveSettingsBar settings={settings} set={set} />
      <section className="curve-panel" aria-label="Lifetime curves">
        {problem !== null ? (
          <p role="alert" className="error">
            {problem}
          </p>
        ) : (
          <>
            <ComputationStatus state={state} what="the lifetime curve" cancel={cancel} retry={retry} />
            {latest && state?.status !== 'error' && (
              <CurveCharts
                key={latest.version}
                r={latest.value}
                point={point}
                small={ws}
                onOpen={(m) => {
                  const next = lifetimeLink(lab.state, settings, m, traces);
                  if (next) lab.follow(next);
                }}
              />
            )}
          </>
        )}
      </section>
      {ws && snap && (
        <section className="ws-panel" aria-label="Working sets">
          <ScrollPanel label="Every program's working set">
            <WorkingSetPanel snap={snap} />
          </ScrollPanel>
        </section>
      )}
      <Tapes selectedOnly={ws} />
    </div>
  );
}
