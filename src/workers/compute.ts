// The analyses the stages compute from a whole run or a whole string (and
// the OSTEP homework's answer), each a call into the core. They run in the compute worker (compute.worker.ts),
// never on the page's thread: a long string or a long run costs seconds, and
// the page stays responsive and can cancel.
import { curve_json, measurement_json, ostep_json, process_curve_json, psi_characteristics_json } from '../wasm/core';

export type ComputeRequest =
  /** Bard 1971's measurement report of the scenario's whole run. */
  | { call: 'measurement'; scenario: string }
  /** Bard 1975's paging characteristics of the scenario's programs. */
  | { call: 'characteristics'; scenario: string; maxPsi: number }
  /** Nishigaki 1981's lifetime curve of a typed string. */
  | { call: 'curve'; text: string; policy: string; max: number; delay: number }
  /** The same curve of process `pid`'s string in the scenario. */
  | { call: 'process_curve'; scenario: string; pid: number; policy: string; max: number; delay: number }
  /** The OSTEP homework's answer to the form (JSON of `OstepForm`). */
  | { call: 'ostep'; form: string };

/** The core's answer to `r`, as JSON (throws the core's one-line message). */
export function compute(r: ComputeRequest): string {
  switch (r.call) {
    case 'measurement':
      return measurement_json(r.scenario);
    case 'characteristics':
      return psi_characteristics_json(r.scenario, r.maxPsi);
    case 'curve':
      return curve_json(r.text, r.policy, r.max, r.delay);
    case 'process_curve':
      return process_curve_json(r.scenario, r.pid, r.policy, r.max, r.delay);
    case 'ostep':
      return ostep_json(r.form);
  }
}

export type ToCompute = { id: number; request: ComputeRequest };
export type FromCompute = { id: number; json: string } | { id: number; error: string };
