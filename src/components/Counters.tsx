// The run's counters, large enough to read from the back of a room.
import type { Snapshot } from '../sim/snapshot';

export function Counters({ snap }: { snap: Snapshot }) {
  const c = snap.counters;
  // Examinations that judged a page's usage (first-time skips do not).
  const judged = c.pointer_steps - c.first_time_skips;
  const items: [string, string, string][] = [
    ['references', 'references', String(c.references)],
    ['faults', 'page faults', String(c.faults)],
    ['pointer_steps', 'pointer steps', String(c.pointer_steps)],
    ['pulls', 'pulls', String(c.pulls)],
    ['pushes', 'pushes', String(c.pushes)],
    ['time', 'simulated time', formatTime(snap.nowUs)],
    ['fault_service', 'fault service', formatTime(c.fault_service_us)],
    ['busy', 'processor busy', snap.nowUs > 0 ? `${Math.round((100 * (snap.nowUs - c.idle_us)) / snap.nowUs)} %` : '—'],
    // Corbató 1968's stability argument: about half the usage bits the pointer meets are on (k = 1).
    ['usage_on', 'usage on at the pointer', judged > 0 ? `${Math.round((100 * c.usage_on) / judged)} %` : '—'],
    ['pointer_speed', 'pointer speed', snap.nowUs > 0 ? `${Math.round((c.pointer_steps * 1e6) / snap.nowUs)} pages/s` : '—'],
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
