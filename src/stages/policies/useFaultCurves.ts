// Faults against frames for the scenario's string, from a worker (at once,
// where there are no workers: the unit tests). The curves depend on the
// string, k and how far they span, not on the frames, so changing the
// frames within the span reuses them.
import { useEffect, useRef, useState } from 'react';
import type { Scenario } from '../../scenario/types';
import { policy_curves_json } from '../../wasm/core';
import type { CurvesReply } from './curves.worker';
import type { FaultCurves } from './types';

const cache = new Map<string, FaultCurves>();
const CACHE_SIZE = 8;

function remember(key: string, curves: FaultCurves) {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, curves);
}

/** The curves for `scenario` (as `json`) spanning `span` frames; null while they are computed or if `span` is null. */
export function useFaultCurves(
  json: string,
  scenario: Scenario,
  span: number | null,
): { curves: FaultCurves | null; error: string | null } {
  const key = span === null ? null : JSON.stringify([scenario.seed, scenario.processes[0].workload, scenario.memory.k, span]);
  const [, setDone] = useState(0);
  const [error, setError] = useState<{ key: string; message: string } | null>(null);
  const worker = useRef<Worker | null>(null);
  useEffect(() => {
    if (!key || cache.has(key)) return;
    if (typeof Worker === 'undefined') {
      remember(key, JSON.parse(policy_curves_json(json)) as FaultCurves);
      setDone((n) => n + 1);
      return;
    }
    worker.current ??= new Worker(new URL('./curves.worker.ts', import.meta.url), { type: 'module' });
    worker.current.onmessage = (e: MessageEvent<CurvesReply>) => {
      const m = e.data;
      if ('curves' in m) remember(m.key, JSON.parse(m.curves) as FaultCurves);
      else setError({ key: m.key, message: m.error });
      setDone((n) => n + 1);
    };
    worker.current.postMessage({ key, json });
  }, [key, json]);
  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );
  return { curves: (key && cache.get(key)) || null, error: error?.key === key ? error.message : null };
}
