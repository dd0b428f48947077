// Every process's state: its class, what it is doing, its load-control
// membership (active, eligible, set aside, out), resident pages, faults,
// essential interruptions, references done and interactions.
import { useLab } from '../../app/lab';
import type { ProcStatus } from '../../sim/types';
import { useRunScenario, useSnap } from '../../sim/useRun';
import { ownerColour } from '../../viz/palette';

const STATE: Record<ProcStatus['status'], string> = {
  ready: 'ready',
  waiting_page: 'waiting for a page',
  waiting_block: 'waiting for a block',
  waiting_io: 'waiting for I/O',
  thinking: 'thinking',
  finished: 'finished',
};

export function ProcessTable() {
  const { state, patchView } = useLab();
  const snap = useSnap();
  const scenario = useRunScenario();
  if (!snap) return null;
  return (
    <table className="process-table" aria-label="Processes">
      <thead>
        <tr>
          <th scope="col">process</th>
          <th scope="col">state</th>
          <th scope="col">load control</th>
          <th scope="col" title="pages in memory now">
            resident
          </th>
          <th scope="col">faults</th>
          <th scope="col" title="essential interruptions: waits for a page, a file I/O or the terminal (Bard 1975)">
            interruptions
          </th>
          <th scope="col" title="references done">
            references
          </th>
          <th scope="col" title="terminal interactions completed (the last response time)">
            interactions
          </th>
        </tr>
      </thead>
      <tbody>
        {snap.procs.map((p, pid) => {
          const l = snap.load.processes[pid];
          const cls = scenario.processes[pid].class;
          const doing = snap.load.running === pid ? 'running' : STATE[p.proc.status.status];
          return (
            <tr
              key={pid}
              data-pid={pid}
              className={`${l.membership === 'set_aside' ? 'set-aside' : ''}${state.view.pid === pid ? ' selected' : ''}`}
              onClick={() => patchView({ pid })}
            >
              <th
                scope="row"
                title={cls?.kind === 'terminal' ? `terminal user, thinks ${(cls.think_us / 1e6).toFixed(1)} s` : 'background (batch)'}
              >
                <span className="swatch" style={{ background: ownerColour(pid) }} /> P{pid} {cls?.kind === 'terminal' ? '⌨' : ''}
              </th>
              <td>{doing}</td>
              <td data-testid={`membership-${pid}`}>{l.membership.replace('_', ' ')}</td>
              <td>{p.resident}</td>
              <td>{p.proc.faults}</td>
              <td>{p.proc.interruptions}</td>
              <td>{l.refs_done}</td>
              <td>
                {l.interactions}
                {l.last_response_us !== null ? ` (${(l.last_response_us / 1e6).toFixed(2)} s)` : ''}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
