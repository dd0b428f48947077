// Process P0's string on the step-through stages: the scenario's own, or a
// trace file (the lab's sample of a real program, or one opened from this
// computer: valgrind Lackey, CSV or text, plain or gzip) — its format, page
// size, whether to leave out instruction fetches, how many of its first
// references to step through, and how page numbers are written. A plain
// note says what is stepped through and what reads the whole trace; the
// trace is read in the compute worker, with Cancel.
import { useState } from 'react';
import { useLab } from '../app/lab';
import { DEFAULT_TRACE_STRING, type TraceFormat, type TraceString } from '../app/state';
import { openedFile } from '../app/traceString';
import { constants } from '../wasm/constants';
import { ComputationStatus } from './ComputationStatus';

const n = (x: number) => x.toLocaleString('en-US');

/** `whole`: what reads the whole trace, e.g. "the curves and the policy comparison". */
export function TraceStringBar({ whole }: { whole: string }) {
  const { trace } = useLab();
  const t = trace.setting;
  const set = (p: Partial<TraceString>) => t && trace.set({ ...t, ...p });
  return (
    <div className="trace-string" data-testid="trace-string">
      <label className="field">
        <span>P0’s string</span>
        <select
          value={t ? 'trace' : 'scenario'}
          onChange={(e) => trace.set(e.target.value === 'trace' ? DEFAULT_TRACE_STRING : null)}
          aria-label="process P0's string"
        >
          <option value="scenario">the scenario’s</option>
          <option value="trace">a trace file</option>
        </select>
      </label>
      {t && <TraceFields t={t} set={set} />}
      {t && <TraceNote whole={whole} />}
    </div>
  );
}

function TraceFields({ t, set }: { t: TraceString; set: (p: Partial<TraceString>) => void }) {
  const most = constants().limits.max_step_through_references;
  return (
    <>
      <label className="field trace-file">
        <span>trace file</span>
        <span className="trace-name" data-testid="trace-string-name" title={t.name}>
          {t.name}
        </span>
        <input
          type="file"
          aria-label="open a trace file for P0"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) set(openedFile(file, t));
          }}
        />
      </label>
      <label className="field">
        <span>format</span>
        <select value={t.format} onChange={(e) => set({ format: e.target.value as TraceFormat })} aria-label="trace format">
          <option value="lackey">valgrind Lackey</option>
          <option value="csv">CSV (page or address)</option>
          <option value="text">text (page numbers)</option>
        </select>
      </label>
      <NumberField
        label="page size (bytes)"
        name="page size"
        value={t.page_size}
        min={1}
        max={2 ** 30}
        onChange={(v) => set({ page_size: v })}
      />
      {t.format === 'lackey' && (
        <label className="field check">
          <input type="checkbox" checked={t.data_only} onChange={(e) => set({ data_only: e.target.checked })} />
          <span>data only</span>
        </label>
      )}
      <NumberField label="step through first" name="first" value={t.first} min={1} max={most} onChange={(v) => set({ first: v })} />
      <label className="field">
        <span>page numbers</span>
        <select value={t.pages} onChange={(e) => set({ pages: e.target.value as 'lab' | 'hex' })} aria-label="page numbers">
          <option value="hex">original, hex</option>
          <option value="lab">the lab’s</option>
        </select>
      </label>
    </>
  );
}

/** What is stepped through and what reads the whole trace; the reading's state and its Cancel; its error in one line. */
function TraceNote({ whole }: { whole: string }) {
  const { trace } = useLab();
  const { head, reading } = trace;
  const reread = reading?.status === 'running' || reading?.status === 'error' || reading?.status === 'cancelled';
  return (
    <div className="trace-note">
      <ComputationStatus state={reading} what="the trace" cancel={trace.cancel} retry={trace.retry} />
      {head && !reread && (
        <p className="note" data-testid="trace-note">
          Stepping through the first {n(head.first)} of {n(head.references)} references; {whole} use all {n(head.references)}.
          {head.renumbered && ' Pages beyond 2³¹ − 1: the lab numbers them densely.'}
        </p>
      )}
      {reading?.status === 'error' && <p className="muted">Meanwhile P0 runs the scenario’s own string.</p>}
    </div>
  );
}

/** A whole-number field kept as typed until it is valid; out of range, it says so in one line. */
function NumberField({
  label,
  name,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  name: string;
  value: number;
  min: number;
  max: number;
  onChange: (v: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);
  const v = Number(text);
  const ok = /^\d+$/.test(text.trim()) && v >= min && v <= max;
  return (
    <label className={`field${ok ? '' : ' invalid'}`}>
      <span>{label}</span>
      <input
        value={text}
        inputMode="numeric"
        size={8}
        onChange={(e) => {
          const next = e.target.value;
          const x = Number(next);
          const valid = /^\d+$/.test(next.trim()) && x >= min && x <= max;
          setDraft(valid ? null : next);
          if (valid) onChange(x);
        }}
      />
      {!ok && (
        <span role="alert" className="error">
          {name} = {text} is not allowed: expected an integer in {min}..={max}
        </span>
      )}
    </label>
  );
}
