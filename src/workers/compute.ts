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
  trace_curve_json,
  trace_policies_json,
} from '../wasm/core';

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
  | { call: 'ostep'; form: string };

/** The core's answer to `r`, as JSON (throws the core's one-line message). */
export async function compute(r: ComputeRequest): Promise<string> {
  switch (r.call) {
    case 'measurement':
      return measurement_json(r.scenario);
    case 'characteristics':
      return psi_characteristics_json(r.scenario, r.maxPsi);
    case 'curve':
      return curve_json(r.text, r.policy, r.max, r.delay, r.sampleRate, r.adjusted);
    case 'trace_curve':
      return trace_curve_json(
        await traceBytes(r.url),
        r.format,
        BigInt(r.pageSize),
        r.dataOnly,
        r.policy,
        r.max,
        r.delay,
        r.sampleRate,
        r.adjusted,
      );
    case 'trace_policies':
      return trace_policies_json(await traceBytes(r.url), r.format, BigInt(r.pageSize), r.dataOnly, r.frames, r.k);
    case 'process_curve':
      return process_curve_json(r.scenario, r.pid, r.policy, r.max, r.delay, r.sampleRate, r.adjusted);
    case 'ostep':
      return ostep_json(r.form);
  }
}

/** A trace file's bytes: the lab's sample (by its path) or a file opened in this page (a blob: URL). */
async function traceBytes(url: string): Promise<Uint8Array> {
  const failed = url.startsWith('blob:')
    ? 'the trace file opened from this computer is no longer open: choose it again'
    : `cannot read the trace file ${url}`;
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new Error(failed);
  }
  if (!response.ok) throw new Error(`${failed} (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

export type ToCompute = { id: number; request: ComputeRequest };
export type FromCompute = { id: number; json: string } | { id: number; error: string };
