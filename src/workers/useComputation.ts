// A stage's analysis computed in the compute worker: the latest request's
// state (running — reading a trace file, how far, or computing — done,
// failed or cancelled) and a Cancel. A new request
// while one runs ends the old one at once (its worker is terminated and a
// fresh one started), so typing into a field never queues work.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComputeRequest, FromCompute, ToCompute } from './compute';
import type { Reading } from './reading';

export type Computation<T> =
  /** Running: reading a trace file (how far) or computing. */
  { status: 'running'; reading?: Reading } | { status: 'done'; value: T } | { status: 'error'; message: string } | { status: 'cancelled' };

interface Slot {
  worker: Worker | null;
  busy: boolean;
  id: number;
}

const start = () => new Worker(new URL('./compute.worker.ts', import.meta.url), { type: 'module' });

/**
 * The state of `request`'s computation (null: nothing asked); the latest
 * value computed, for any request (shown while the next one runs, so a
 * chart does not blink as a field is typed in), numbered in order; a Cancel;
 * and a Retry after a cancel.
 */
export function useComputation<T>(request: ComputeRequest | null): {
  state: Computation<T> | null;
  latest: { value: T; version: number } | null;
  cancel: () => void;
  retry: () => void;
} {
  const key = request === null ? null : JSON.stringify(request);
  const slot = useRef<Slot>({ worker: null, busy: false, id: 0 });
  const [state, setState] = useState<Computation<T> | null>(null);
  const [latest, setLatest] = useState<{ value: T; version: number } | null>(null);
  const [attempt, setAttempt] = useState(0);

  const stop = useCallback(() => {
    slot.current.worker?.terminate();
    slot.current = { worker: null, busy: false, id: slot.current.id + 1 };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the same request after a cancel.
  useEffect(() => {
    if (key === null) {
      setState(null);
      return;
    }
    if (slot.current.busy) stop();
    const s = slot.current;
    s.worker ??= start();
    s.busy = true;
    const id = ++s.id;
    setState({ status: 'running' });
    s.worker.onmessage = (e: MessageEvent<FromCompute>) => {
      if (e.data.id !== slot.current.id) return;
      if ('reading' in e.data) {
        const reading = e.data.reading;
        return setState(reading ? { status: 'running', reading } : { status: 'running' });
      }
      slot.current.busy = false;
      if ('error' in e.data) return setState({ status: 'error', message: e.data.error });
      const value = JSON.parse(e.data.json) as T;
      setState({ status: 'done', value });
      setLatest((l) => ({ value, version: (l?.version ?? 0) + 1 }));
    };
    s.worker.onerror = (e) => {
      if (id !== slot.current.id) return;
      stop();
      setState({ status: 'error', message: e.message || 'the computation failed' });
    };
    s.worker.postMessage({ id, request: JSON.parse(key) as ComputeRequest } satisfies ToCompute);
  }, [key, attempt, stop]);

  useEffect(() => stop, [stop]);

  const cancel = useCallback(() => {
    if (!slot.current.busy) return;
    stop();
    setState({ status: 'cancelled' });
  }, [stop]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, latest, cancel, retry };
}
