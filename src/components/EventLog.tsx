// The most recent events in plain words, newest first.
import type { SimEvent } from '../sim/types';

export function EventLog({ events }: { events: SimEvent[] }) {
  return (
    <ol className="event-log" reversed aria-label="Event log">
      {[...events].reverse().map((e, i) => (
        <li key={`${e.step}-${i}`}>
          <span className="muted">#{e.step} · {(e.t_us / 1000).toFixed(2)} ms</span> {e.text}
        </li>
      ))}
    </ol>
  );
}
