// The lifetime curve the stage shows: the exact LRU (every memory size) or
// working-set (every window) curve of a process's string, a typed one or a
// trace file (the whole trace), with its knees (Nishigaki 1981 §2), as the
// core computes it.
// The curve is computed in the compute worker: a long typed string costs
// seconds, and the stage stays responsive and can cancel.
import { useLab, useSlice } from '../../app/lab';
import { DEFAULT_TRACE_STRING, type TraceString } from '../../app/state';
import type { CurveReport } from '../../wasm/types/core';
import type { ComputeRequest } from '../../workers/compute';
import { traceFetchUrl } from '../../workers/traceUrl';
import { useComputation } from '../../workers/useComputation';
import { traceOf } from './links';
import { type CurveSettings, sampleRateProblem } from './settings';
import { curvesSlice } from './slice';

/** The request for the settings' curve, or the one-line problem with them. */
function requestOf(c: CurveSettings, json: string): ComputeRequest | { error: string } {
  const { source, text, policy, max, delay } = c;
  const m = Number(max);
  const s = Number(delay);
  if (!Number.isSafeInteger(m) || m < 1) return { error: `max = ${max} is not allowed: expected an integer ≥ 1` };
  if (!Number.isFinite(s) || s < 0) return { error: `S = ${delay} is not allowed: expected a number ≥ 0` };
  // The working-set curve is always exact: the rate applies to the LRU curve only.
  const sampleRate = policy === 'lru' ? c.sample_rate : 'auto';
  const rateProblem = sampleRateProblem('sample rate', sampleRate);
  if (rateProblem) return { error: rateProblem };
  const adjusted = c.shards_adj !== 'no';
  if (source === 'trace') {
    const size = Number(c.page_size);
    if (!Number.isSafeInteger(size) || size < 1 || size > 2 ** 30) {
      return { error: `page size = ${c.page_size} is not allowed: expected an integer in 1..=1073741824 (bytes)` };
    }
    const dataOnly = c.data_only === 'yes';
    // The lab's sample is named relative to the page; the worker fetches it from there.
    const url = traceFetchUrl(c.trace_url, document.baseURI);
    return { call: 'trace_curve', url, format: c.trace_format, pageSize: size, dataOnly, policy, max: m, delay: s, sampleRate, adjusted };
  }
  return source === 'typed'
    ? { call: 'curve', text, policy, max: m, delay: s, sampleRate, adjusted }
    : { call: 'process_curve', scenario: json, pid: Number(source), policy, max: m, delay: s, sampleRate, adjusted };
}

/**
 * What the run steps through once the settings change from `was` to `next`:
 * with a trace file as the curve's string, its first references as P0's
 * (the same file, format, page size and data-only choice as the curve's, the
 * stepped length and page writing kept); away from a trace file, P0's own
 * string again; `undefined` when the run's string stays as it is.
 */
export function runTraceAfter(was: CurveSettings, next: CurveSettings, now: TraceString | null): TraceString | null | undefined {
  if (next.source === 'trace') {
    const size = Number(next.page_size);
    if (!Number.isSafeInteger(size) || size < 1 || size > 2 ** 30) return undefined;
    const want = { ...traceOf(next), first: now?.first ?? DEFAULT_TRACE_STRING.first, pages: now?.pages ?? DEFAULT_TRACE_STRING.pages };
    return JSON.stringify(want) === JSON.stringify(now) ? undefined : want;
  }
  return was.source === 'trace' && now ? null : undefined;
}

export function useCurve() {
  const { json, trace } = useLab();
  const [settings, setSettings] = useSlice(curvesSlice);
  const request = requestOf(settings, json);
  const computation = useComputation<CurveReport>('error' in request ? null : request);
  return {
    settings,
    set: (p: Partial<CurveSettings>) => {
      const next = { ...settings, ...p };
      setSettings(next);
      const run = runTraceAfter(settings, next, trace.setting);
      if (run !== undefined) trace.set(run);
    },
    /** The problem with the settings themselves, if any. */
    problem: 'error' in request ? request.error : null,
    ...computation,
  };
}
