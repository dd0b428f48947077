// FIFO, LRU, OPT and the plain clock (k = 1) on the whole trace file at one
// memory size, computed in the compute worker beside the lifetime curve:
// where a real program's string makes LRU lose to FIFO, it shows here.

import type { ComputeRequest } from '../../workers/compute';
import { readingText } from '../../workers/reading';
import { traceFetchUrl } from '../../workers/traceUrl';
import { useComputation } from '../../workers/useComputation';
import type { CurveSettings } from './settings';

interface Faults {
  references: number;
  distinct: number;
  frames: number;
  fifo: number;
  lru: number;
  opt: number;
  clock: number;
}

/** The request, or the one-line problem with the settings. */
function requestOf(c: CurveSettings): ComputeRequest | { error: string } {
  const frames = Number(c.compare_frames);
  const pageSize = Number(c.page_size);
  if (!Number.isSafeInteger(frames) || frames < 1 || frames > 65536) {
    return { error: `frames = ${c.compare_frames} is not allowed: expected an integer in 1..=65536` };
  }
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) return { error: '' };
  const url = traceFetchUrl(c.trace_url, document.baseURI);
  return { call: 'trace_policies', url, format: c.trace_format, pageSize, dataOnly: c.data_only === 'yes', frames, k: 1 };
}

export function TracePolicies({ settings, set }: { settings: CurveSettings; set: (p: Partial<CurveSettings>) => void }) {
  const request = requestOf(settings);
  const { state, latest } = useComputation<Faults>('error' in request ? null : request);
  const f = latest?.value;
  // The fewest faults of the policies that cannot see the future.
  const best = f ? Math.min(f.fifo, f.lru, f.clock) : 0;
  const cell = (name: string, value: number) => (
    <span key={name} data-policy={name}>
      {name} <strong>{value.toLocaleString('en-US')}</strong>
      {value === best && name !== 'OPT' ? ' (fewest but OPT)' : ''}
    </span>
  );
  return (
    <div className="trace-policies" data-testid="trace-policies">
      <label className="field">
        <span>compare at (frames)</span>
        <input value={settings.compare_frames} onChange={(e) => set({ compare_frames: e.target.value })} inputMode="numeric" />
      </label>
      {'error' in request && request.error !== '' ? (
        <span role="alert" className="error">
          {request.error}
        </span>
      ) : state?.status === 'error' ? (
        <span className="muted">—</span>
      ) : f ? (
        <span className="trace-faults">
          faults at {f.frames} frames: {[cell('FIFO', f.fifo), cell('LRU', f.lru), cell('OPT', f.opt), cell('clock k=1', f.clock)]}
          {state?.status === 'running' && <span className="muted"> (computing…)</span>}
        </span>
      ) : (
        <span className="muted">
          {state?.status === 'running' && state.reading ? `reading the trace… ${readingText(state.reading)}` : 'computing…'}
        </span>
      )}
    </div>
  );
}
