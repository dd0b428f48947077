// The run's counters, large enough to read from the back of a room.
import type { Snapshot } from '../sim/snapshot';

export function Counters({ snap }: { snap: Snapshot }) {
  const c = snap.counters;
  // Examinations that judged a page's usage (first-time skips do not).
  const judged = c.pointer_steps - c.first_time_skips;
  const pct = (part: number, whole: number) => (whole > 0 ? `${Math.round((100 * part) / whole)} %` : '—');
  const speed = (steps: number, us: number) => (us > 0 ? `${Math.round((steps * 1e6) / us)} pages/s` : '—');
  const recent = `last ${c.recent_examinations} examinations`;
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
  // Corbató 1968's stability argument: about half the usage bits the pointer meets are on (k = 1); an
  // excess of zeros slows the pointer, an excess of ones speeds it. Live over the last examinations,
  // with the run's mean beneath.
  const stability: [string, string, string, string][] = [
    ['usage_on', 'usage on at the pointer', pct(c.recent_usage_on, c.recent_judged), `run ${pct(c.usage_on, judged)}`],
    ['pointer_speed', 'pointer speed', speed(c.recent_examinations - 1, c.recent_span_us), `run ${speed(c.pointer_steps, snap.nowUs)}`],
  ];
  return (
    <dl className="counters">
      {items.map(([key, label, value]) => (
        <div key={key} data-counter={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {stability.map(([key, label, value, mean]) => (
        <div key={key} data-counter={key} title={`${recent}; beneath, the run's mean`}>
          <dt>
            {label} <span className="muted">({recent})</span>
          </dt>
          <dd>
            {value} <small className="muted">{mean}</small>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Simulated time, in ms below ten seconds and in s above. */
export function formatTime(us: number): string {
  return us < 10_000_000 ? `${(us / 1000).toFixed(2)} ms` : `${(us / 1e6).toFixed(3)} s`;
}
