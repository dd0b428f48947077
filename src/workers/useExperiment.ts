// The experiment worker as a hook: run, cancel, progress, result.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExperimentResult, FromWorker, ToWorker } from './protocol';

export type ExperimentState =
  | { status: 'idle' }
  | { status: 'running'; name: string; fraction: number }
  | { status: 'done'; result: ExperimentResult }
  | { status: 'cancelled' }
  | { status: 'error'; message: string };

export function useExperiment() {
  const worker = useRef<Worker | null>(null);
  const [state, setState] = useState<ExperimentState>({ status: 'idle' });

  const ensure = () => {
    if (!worker.current) {
      const w = new Worker(new URL('./experiment.worker.ts', import.meta.url), { type: 'module' });
      w.onmessage = (e: MessageEvent<FromWorker>) => {
        const m = e.data;
        if (m.type === 'progress') setState((s) => (s.status === 'running' ? { ...s, fraction: m.fraction } : s));
        else if (m.type === 'done') setState({ status: 'done', result: m.result });
        else if (m.type === 'cancelled') setState({ status: 'cancelled' });
        else setState({ status: 'error', message: m.message });
      };
      w.onerror = (e) => setState({ status: 'error', message: e.message || 'the experiment worker failed' });
      worker.current = w;
    }
    return worker.current;
  };
  const send = (m: ToWorker) => ensure().postMessage(m);

  const run = useCallback((name: string, seed: number) => {
    setState({ status: 'running', name, fraction: 0 });
    send({ type: 'run', name, seed });
  }, []);
  const cancel = useCallback(() => send({ type: 'cancel' }), []);
  useEffect(() => () => worker.current?.terminate(), []);
  return { state, run, cancel };
}
