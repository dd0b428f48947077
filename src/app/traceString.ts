// A trace file as process P0's string: the compute worker reads the file
// (the lab's sample, or a file opened in this page) and answers its first
// references as a typed string (the core's `TraceHead`); the lab runs the
// scenario with P0's workload replaced by that string, so the simulator,
// the policies' tables, the exercise and side by side all step through the
// same references. The link keeps the trace's settings, never its text.
import type { NewPageUsage, Scenario } from '../scenario/types';
import { hexPageNames, LAB_PAGE_NAMES, LETTER_PAGE_NAMES, type PageNames } from '../viz/pageNames';
import { typed_pages } from '../wasm/core';
import type { TraceHead } from '../wasm/types/core';
import type { ComputeRequest } from '../workers/compute';
import { traceFetchUrl } from '../workers/traceUrl';
import type { TraceString } from './state';

/** Where the worker reads the trace (the lab's sample is named relative to the page). */
const traceUrl = (t: TraceString): string => traceFetchUrl(t.url, document.baseURI);

/** The request for the trace's first references. */
export function headRequest(t: TraceString): ComputeRequest {
  return { call: 'trace_head', url: traceUrl(t), format: t.format, pageSize: t.page_size, dataOnly: t.data_only, first: t.first };
}

/** The request for every policy's faults against frames on the whole trace. */
export function faultCurvesRequest(t: TraceString, frames: number, k: number, newPageUsage: NewPageUsage): ComputeRequest {
  const { format, page_size: pageSize, data_only: dataOnly } = t;
  return { call: 'trace_fault_curves', url: traceUrl(t), format, pageSize, dataOnly, frames, k, newPageUsage };
}

/** The scenario with P0's string replaced by the trace's head (a copy). */
export function withTraceString(s: Scenario, head: TraceHead): Scenario {
  const [first, ...rest] = s.processes;
  return { ...s, processes: [{ ...first, workload: { kind: 'typed', text: head.text } }, ...rest] };
}

/** How the stages write P0's pages for this trace setting and head, or for the scenario's string (typed in letters, its letters). */
export function pageNamesOf(t: TraceString | null | undefined, head: TraceHead | null, s: Scenario): PageNames {
  const w = s.processes[0]?.workload;
  if (!t) return w?.kind === 'typed' && typed_pages(w.text) === 'letters' ? LETTER_PAGE_NAMES : LAB_PAGE_NAMES;
  if (!head || t.pages === 'lab') return LAB_PAGE_NAMES;
  return hexPageNames(head.renumbered ? new Map(head.original) : null);
}

/** A trace opened from this computer: a blob: URL for the worker, its name and its format guessed from the name. */
export function openedFile(file: File, t: TraceString): Pick<TraceString, 'url' | 'name' | 'format'> {
  const format = /\.csv(\.gz)?$/i.test(file.name) ? 'csv' : /lackey|\.out(\.gz)?$/i.test(file.name) ? 'lackey' : t.format;
  return { url: URL.createObjectURL(file), name: file.name, format };
}
