// A lifetime-curve point at m frames opens the policies stage at memory.frames
// = m on the curve's string, so FIFO, LRU, OPT and the clock can be watched at
// that memory size. The policies stage runs P0's string, so the curve's
// string becomes P0's there:
// - P0's own curve: the same scenario, at m frames;
// - another process's (Pn's) curve: Pn's string written out as a typed string,
//   P0 of a one-process scenario with the same memory settings (a process's
//   string depends on its place in the scenario, so moving Pn would change it);
// - a typed string: that string as P0's;
// - a trace file: the trace as P0's string (its first 10,000 references in the
//   tables; the faults chart reads the whole trace), as the policies stage's
//   own trace bar would choose it.
import { linkedState } from '../../app/linked';
import { DEFAULT_TRACE_STRING, type LabState, type TraceString } from '../../app/state';
import type { Scenario } from '../../scenario/types';
import type { Trace } from '../../sim/runStore';
import { withFrames } from '../policies/frames';
import type { CurveSettings } from './settings';

/** A string as the typed format writes it: pages, a `w` after a write. */
export function typedText(trace: Trace): string {
  return Array.from(trace.pages, (p, i) => (trace.writes[i] ? `${p}w` : `${p}`)).join(' ');
}

/** A one-process scenario for `text`, keeping the memory, drum and processor settings. */
function onlyString(s: Scenario, text: string): Scenario {
  return {
    version: s.version,
    seed: s.seed,
    memory: s.memory,
    drum: s.drum,
    cpu: s.cpu,
    processes: [{ workload: { kind: 'typed', text } }],
  };
}

/** The trace file of the curves stage's settings, as P0's string. */
export function traceOf(c: CurveSettings): TraceString {
  return {
    ...DEFAULT_TRACE_STRING,
    url: c.trace_url,
    name: c.trace_name,
    format: c.trace_format as TraceString['format'],
    page_size: Number(c.page_size),
    data_only: c.data_only === 'yes',
  };
}

/** The state a lifetime-curve point at `frames` opens on the policies stage; `traces` are the run's strings. */
export function lifetimeLink(state: LabState, c: CurveSettings, frames: number, traces: Trace[]): LabState | null {
  const base = { ...state, stage: 'policies' as const, view: { ...state.view, step: 0, pane: '' } };
  const at = `at ${frames} frame${frames === 1 ? '' : 's'}`;
  let next: LabState;
  let what: string;
  if (c.source === 'typed') {
    next = { ...base, scenario: withFrames(onlyString(state.scenario, c.text), frames), trace: null };
    what = `the typed string ${at}, as P0’s string`;
  } else if (c.source === 'trace') {
    next = { ...base, scenario: withFrames(state.scenario, frames), trace: traceOf(c) };
    what = `the trace ${c.trace_name} ${at} (its first ${DEFAULT_TRACE_STRING.first.toLocaleString('en-US')} references in the tables, the whole trace in the chart)`;
  } else {
    const pid = Number(c.source);
    if (pid === 0) {
      next = { ...base, scenario: withFrames(state.scenario, frames) };
      what = `P0’s string ${at}`;
    } else {
      const trace = traces[pid];
      if (!trace) return null;
      next = { ...base, scenario: withFrames(onlyString(state.scenario, typedText(trace)), frames), trace: null };
      what = `P${pid}’s string ${at}, written out as P0’s (a one-process scenario; the others stayed behind)`;
    }
  }
  return linkedState('lifetime', `Opened from the lifetime curve: ${what}, under FIFO, LRU, OPT and the clock.`, next, state);
}
