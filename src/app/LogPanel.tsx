// The event log in the side panel, with the downloads of the log and the counters.
import { EventLog } from '../components/EventLog';
import { exportCsv } from '../components/Export';
import { useSnap } from '../sim/useRun';
import { useLab } from './lab';

export function LogPanel() {
  const { sim, state } = useLab();
  const snap = useSnap();
  const step = snap?.step ?? 0;
  if (!snap) return <p className="muted">No run to log.</p>;
  return (
    <div className="log-panel">
      <div className="log-actions">
        <button
          onClick={() =>
            exportCsv([['step', 't_us', 'type', 'text'], ...sim.allEvents().map((e) => [e.step, e.t_us, e.type, e.text])], 'events')
          }
        >
          Event log (CSV)
        </button>
        <button
          onClick={() =>
            exportCsv([['counter', 'value'], ['step', step], ['time_us', snap.nowUs], ...Object.entries(snap.counters)], 'metrics')
          }
        >
          Counters (CSV)
        </button>
      </div>
      <EventLog events={snap.recent} decisions={state.scenario.scheduler ? snap.decisions : undefined} />
    </div>
  );
}
