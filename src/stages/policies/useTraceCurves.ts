// Faults against frames on a trace file's whole string (P0's string is its
// head): computed in the compute worker, with Cancel. The curves depend on
// the trace, k, a new page's usage bit and how far they reach, not on the frames: curves asked for
// these frames or more, or reaching one past them, are kept as they change.
import { useRef } from 'react';
import type { TraceString } from '../../app/state';
import { faultCurvesRequest } from '../../app/traceString';
import type { NewPageUsage } from '../../scenario/types';
import { constants } from '../../wasm/constants';
import { useComputation } from '../../workers/useComputation';
import type { FaultCurves } from './types';

interface Kept {
  source: string;
  /** The frames they were asked for. */
  frames: number;
  curves: FaultCurves;
}

/** Whether `kept` answers for `frames`. */
const answers = (kept: Kept, frames: number) =>
  kept.frames >= frames || kept.curves.frames.length >= Math.min(frames + 1, constants().limits.max_curve_frames);

export function useTraceCurves(t: TraceString | null, frames: number, k: number, newPageUsage: NewPageUsage) {
  const source = t ? JSON.stringify([t.url, t.format, t.page_size, t.data_only, k, newPageUsage]) : null;
  const kept = useRef<Kept | null>(null);
  const k0 = kept.current;
  const have = k0 && k0.source === source && answers(k0, frames) ? k0.curves : null;
  const computation = useComputation<FaultCurves>(t && !have ? faultCurvesRequest(t, frames, k, newPageUsage) : null);
  const value = computation.state?.status === 'done' ? computation.state.value : null;
  if (source && value && k0?.curves !== value) kept.current = { source, frames, curves: value };
  return { curves: have ?? value, ...computation };
}
