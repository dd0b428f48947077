// The lifetime curve the stage shows: the exact LRU (every memory size) or
// working-set (every window) curve of a process's string or a typed one,
// with its knees (Nishigaki 1981 §2), as the core computes it.
// The curve is computed in the compute worker: a long typed string costs
// seconds, and the stage stays responsive and can cancel.
import { useLab } from '../../app/lab';
import { type CurveSettings, DEFAULT_CURVES } from '../../app/state';
import type { CurveReport } from '../../wasm/types/core';
import type { ComputeRequest } from '../../workers/compute';
import { useComputation } from '../../workers/useComputation';

/** The request for the settings' curve, or the one-line problem with them. */
function requestOf({ source, text, policy, max, delay }: CurveSettings, json: string): ComputeRequest | { error: string } {
  const m = Number(max);
  const s = Number(delay);
  if (!Number.isSafeInteger(m) || m < 1) return { error: `max = ${max} is not allowed: expected an integer ≥ 1` };
  if (!Number.isFinite(s) || s < 0) return { error: `S = ${delay} is not allowed: expected a number ≥ 0` };
  return source === 'typed'
    ? { call: 'curve', text, policy, max: m, delay: s }
    : { call: 'process_curve', scenario: json, pid: Number(source), policy, max: m, delay: s };
}

export function useCurve() {
  const { curves, json, patchState } = useLab();
  const settings = curves ?? DEFAULT_CURVES;
  const request = requestOf(settings, json);
  const computation = useComputation<CurveReport>('error' in request ? null : request);
  return {
    settings,
    set: (p: Partial<CurveSettings>) => patchState({ curves: { ...settings, ...p } }),
    /** The problem with the settings themselves, if any. */
    problem: 'error' in request ? request.error : null,
    ...computation,
  };
}
