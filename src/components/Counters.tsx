// The run's counters, large enough to read from the back of a room.
import type { Snapshot } from '../sim/snapshot';

export function Counters({ snap }: { snap: Snapshot }) {
  const c = snap.counters;
  const items: [string, string, string][] = [
    ['references', 'references', String(c.references)],
    ['faults', 'page faults', String(c.faults)],
    ['pointer_steps', 'pointer steps', String(c.pointer_steps)],
    ['pulls', 'pulls', String(c.pulls)],
    ['pushes', 'pushes', String(c.pushes)],
    ['time', 'simulated time', formatTime(snap.nowUs)],
    ['fault_service', 'fault service', formatTime(c.fault_service_us)],
    ['busy', 'processor busy', snap.nowUs > 0 ? `${Math.round((100 * (snap.nowUs - c.idle_us)) / snap.nowUs)} %` : '—'],
  ];
  return (
    <dl className="counters">
      {items.map(([key, label, value]) => (
        <div key={key} data-counter={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Simulated time, in ms below ten seconds and in s above. */
export function formatTime(us: number): string {
  return us < 10_000_000 ? `${(us / 1000).toFixed(2)} ms` : `${(us / 1e6).toFixed(3)} s`;
}
