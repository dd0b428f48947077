// The most recent events in plain words, newest first; with a scheduler,
// optionally its decisions only (admissions, set-asides, stays, feedback).
import { useState } from 'react';
import type { SimEvent } from '../sim/types';
import { narrated, usePageNames } from '../viz/pageNames';

function Entries({ events, label }: { events: SimEvent[]; label: string }) {
  const names = usePageNames();
  return (
    <ol className="event-log" reversed aria-label={label}>
      {[...events].reverse().map((e, i) => (
        <li key={`${e.step}-${i}`}>
          <span className="muted">
            #{e.step} · {(e.t_us / 1000).toFixed(2)} ms
          </span>{' '}
          {narrated(e, names)}
        </li>
      ))}
    </ol>
  );
}

/** `decisions`: the scheduler's recent decisions, offered as a filter when given. */
export function EventLog({ events, decisions }: { events: SimEvent[]; decisions?: SimEvent[] }) {
  const [only, setOnly] = useState(false);
  if (!decisions) return <Entries events={events} label="Event log" />;
  return (
    <>
      <fieldset className="log-filter">
        <legend className="sr-only">Which events</legend>
        <label>
          <input type="radio" name="log-filter" checked={!only} onChange={() => setOnly(false)} /> every event
        </label>
        <label>
          <input type="radio" name="log-filter" checked={only} onChange={() => setOnly(true)} /> scheduler decisions only
        </label>
      </fieldset>
      {only && decisions.length === 0 ? (
        <p className="muted">No scheduler decision yet: admissions, set-asides, stays and feedback checks appear here as they happen.</p>
      ) : (
        <Entries events={only ? decisions : events} label={only ? 'Scheduler decisions' : 'Event log'} />
      )}
    </>
  );
}

/** The last few decisions, for the Load control tab. */
export function LatestDecisions({ decisions, count = 6 }: { decisions: SimEvent[]; count?: number }) {
  if (decisions.length === 0) return null;
  return (
    <section aria-label="Latest scheduler decisions">
      <h3 className="small-heading">Latest scheduler decisions</h3>
      <Entries events={decisions.slice(-count)} label="Latest scheduler decisions" />
    </section>
  );
}
