// The analyses the stages compute from a whole run or a whole string (and
// the OSTEP homework's answer), each a call into the core. They run in the compute worker (compute.worker.ts),
// never on the page's thread: a long string or a long run costs seconds, and
// the page stays responsive and can cancel.
import {
  curve_json,
  measurement_json,
  ostep_json,
  process_curve_json,
  psi_characteristics_json,
  search_json,
  TraceStream,
} from '../wasm/core';
import { type Reading, streamTrace } from './reading';

export type ComputeRequest =
  /** Bard 1971's measurement report of the scenario's whole run. */
  | { call: 'measurement'; scenario: string }
  /** Bard 1975's paging characteristics of the scenario's programs. */
  | { call: 'characteristics'; scenario: string; maxPsi: number }
  /** Nishigaki 1981's lifetime curve of a typed string; `sampleRate` auto, exact or R (the LRU curve by SHARDS, `adjusted`: SHARDS_adj). */
  | { call: 'curve'; text: string; policy: string; max: number; delay: number; sampleRate: string; adjusted: boolean }
  /** The same curve of a trace file, read from `url` (the lab's sample, or a file opened in this page: a blob: URL). */
  | {
      call: 'trace_curve';
      url: string;
      format: string;
      pageSize: number;
      dataOnly: boolean;
      policy: string;
      max: number;
      delay: number;
      sampleRate: string;
      adjusted: boolean;
    }
  /** FIFO's, LRU's, OPT's and the plain clock's faults on a trace file's whole string with `frames` frames. */
  | { call: 'trace_policies'; url: string; format: string; pageSize: number; dataOnly: boolean; frames: number; k: number }
  /** Every policy's faults against frames on a trace file's whole string (at least to one past `frames`). */
  | {
      call: 'trace_fault_curves';
      url: string;
      format: string;
      pageSize: number;
      dataOnly: boolean;
      frames: number;
      k: number;
      newPageUsage: string;
    }
  /** A trace file's first `first` references as a process's string (`TraceHead`). */
  | { call: 'trace_head'; url: string; format: string; pageSize: number; dataOnly: boolean; first: number }
  /** The same curve of process `pid`'s string in the scenario. */
  | {
      call: 'process_curve';
      scenario: string;
      pid: number;
      policy: string;
      max: number;
      delay: number;
      sampleRate: string;
      adjusted: boolean;
    }
  /** The OSTEP homework's answer to the form (JSON of `OstepForm`). */
  | { call: 'ostep'; form: string }
  /** The shortest counterexample to a search question (JSON of `SearchQuestion`), as `pagingsim search` prints it. */
  | { call: 'search'; question: string };

/**
 * The core's answer to `r`, as JSON (throws the core's one-line message).
 * A trace file is parsed as it is fetched: `reading` hears how far it has
 * got, then null once it is read and the analysis runs.
 */
export async function compute(r: ComputeRequest, reading: (r: Reading | null) => void = () => undefined): Promise<string> {
  switch (r.call) {
    case 'measurement':
      return measurement_json(r.scenario);
    case 'characteristics':
      return psi_characteristics_json(r.scenario, r.maxPsi);
    case 'curve':
      return curve_json(r.text, r.policy, r.max, r.delay, r.sampleRate, r.adjusted);
    case 'trace_curve': {
      const trace = await readTrace(r, reading);
      return trace.curve_json(r.policy, r.max, r.delay, r.sampleRate, r.adjusted);
    }
    case 'trace_policies': {
      const trace = await readTrace(r, reading);
      return trace.policies_json(r.frames, r.k);
    }
    case 'trace_fault_curves': {
      const trace = await readTrace(r, reading);
      return trace.fault_curves_json(r.frames, r.k, r.newPageUsage);
    }
    case 'trace_head': {
      const trace = await readTrace(r, reading);
      return trace.head_json(r.first);
    }
    case 'process_curve':
      return process_curve_json(r.scenario, r.pid, r.policy, r.max, r.delay, r.sampleRate, r.adjusted);
    case 'ostep':
      return ostep_json(r.form);
    case 'search':
      return search_json(r.question, 0);
  }
}

/** A trace file (the lab's sample by its path, or a file opened in this page: a blob: URL), read into the core as it arrives. */
async function readTrace(
  r: { url: string; format: string; pageSize: number; dataOnly: boolean },
  reading: (r: Reading | null) => void,
): Promise<TraceStream> {
  const failed = r.url.startsWith('blob:')
    ? 'the trace file opened from this computer is no longer open: choose it again'
    : `cannot read the trace file ${r.url}`;
  let response: Response;
  try {
    response = await fetch(r.url);
  } catch {
    throw new Error(failed);
  }
  if (!response.ok) throw new Error(`${failed} (HTTP ${response.status})`);
  const trace = await streamTrace(response, new TraceStream(r.format, BigInt(r.pageSize), r.dataOnly), reading);
  reading(null);
  return trace;
}

export type ToCompute = { id: number; request: ComputeRequest };
/** The answer, the failure, or (for a trace file) how far it has been read: null once it is read. */
export type FromCompute = { id: number; json: string } | { id: number; error: string } | { id: number; reading: Reading | null };
