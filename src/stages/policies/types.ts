// What the core's PolicyRun answers (replacement::run::Columns and
// replacement::curves::FaultCurves, as JSON): the types are generated from
// the Rust definitions; the policies and their order are the core's.
import { constants } from '../../wasm/constants';
import type { Policy } from '../../wasm/types/core';

export type { Anomaly, Column, Columns, FaultCurves, Policy as PolicyName } from '../../wasm/types/core';

/** The policies in the order the stage shows them (the core must be loaded). */
export const policies = (): Policy[] => constants().policies;

/** A policy's name as the stage writes it. */
export function policyLabel(p: Policy, k: number): string {
  return p === 'clock' ? `Clock (k = ${k})` : p.toUpperCase();
}
