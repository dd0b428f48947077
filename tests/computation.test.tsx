// The compute worker's hook with a stand-in Worker: a request is posted, a
// newer one ends the older at once, a late answer to an ended request is
// ignored, Cancel terminates the worker, Compute again starts it afresh.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ComputeRequest, compute, type FromCompute, type ToCompute } from '../src/workers/compute';
import './core';
import { useComputation } from '../src/workers/useComputation';

class StandIn {
  static made: StandIn[] = [];
  posted: ToCompute[] = [];
  terminated = false;
  onmessage: ((e: MessageEvent<FromCompute>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  constructor() {
    StandIn.made.push(this);
  }
  postMessage(m: ToCompute) {
    this.posted.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  answer(m: FromCompute) {
    act(() => this.onmessage?.({ data: m } as MessageEvent<FromCompute>));
  }
}

const curve = (text: string): ComputeRequest => ({
  call: 'curve',
  text,
  policy: 'lru',
  max: 4,
  delay: 1,
  sampleRate: 'auto',
  adjusted: true,
});
const original = globalThis.Worker;
beforeEach(() => {
  StandIn.made = [];
  globalThis.Worker = StandIn as unknown as typeof Worker;
});
afterEach(() => {
  globalThis.Worker = original;
});

describe('useComputation', () => {
  it('posts the request, then shows the answer and keeps it as the latest', () => {
    const { result } = renderHook(() => useComputation<{ n: number }>(curve('1 2 3')));
    expect(result.current.state).toEqual({ status: 'running' });
    const [w] = StandIn.made;
    expect(w.posted).toEqual([{ id: 1, request: curve('1 2 3') }]);
    w.answer({ id: 1, json: '{"n":3}' });
    expect(result.current.state).toEqual({ status: 'done', value: { n: 3 } });
    expect(result.current.latest).toEqual({ value: { n: 3 }, version: 1 });
  });

  it('ends a running request when a newer one comes, and ignores its late answer', () => {
    const { result, rerender } = renderHook(({ r }) => useComputation<{ n: number }>(r), { initialProps: { r: curve('1 2 3') } });
    rerender({ r: curve('1 2 3 4') });
    const [first, second] = StandIn.made;
    expect(first.terminated).toBe(true);
    expect(second.posted.map((m) => m.request)).toEqual([curve('1 2 3 4')]);
    first.answer({ id: first.posted[0].id, json: '{"n":3}' });
    expect(result.current.state).toEqual({ status: 'running' });
    second.answer({ id: second.posted[0].id, json: '{"n":4}' });
    expect(result.current.state).toEqual({ status: 'done', value: { n: 4 } });
  });

  it('reuses an idle worker for the next request', () => {
    const { rerender } = renderHook(({ r }) => useComputation(r), { initialProps: { r: curve('1') } });
    StandIn.made[0].answer({ id: 1, json: '1' });
    rerender({ r: curve('2') });
    expect(StandIn.made.length).toBe(1);
    expect(StandIn.made[0].posted.map((m) => m.request)).toEqual([curve('1'), curve('2')]);
  });

  it('cancels by terminating the worker, and computes again on request', () => {
    const { result } = renderHook(() => useComputation(curve('1 2')));
    act(() => result.current.cancel());
    expect(StandIn.made[0].terminated).toBe(true);
    expect(result.current.state).toEqual({ status: 'cancelled' });
    act(() => result.current.retry());
    expect(StandIn.made.length).toBe(2);
    expect(result.current.state).toEqual({ status: 'running' });
    StandIn.made[1].answer({ id: StandIn.made[1].posted[0].id, json: '7' });
    expect(result.current.state).toEqual({ status: 'done', value: 7 });
  });

  it('shows the core’s message when the computation fails', () => {
    const { result } = renderHook(() => useComputation(curve('zz')));
    StandIn.made[0].answer({ id: 1, error: 'trace: bad reference "zz"' });
    expect(result.current.state).toEqual({ status: 'error', message: 'trace: bad reference "zz"' });
    expect(result.current.latest).toBeNull();
  });
});

describe('compute', () => {
  it('answers each call with the core’s JSON, and throws the core’s message', async () => {
    const r = JSON.parse(await compute(curve('1 2 3 1 2 3'))) as { faults: number[]; references: number };
    expect(r.references).toBe(6);
    expect(r.faults).toEqual([6, 6, 3, 3]); // LRU: a loop over three pages misses in fewer than three frames
    await expect(compute(curve('1 zz'))).rejects.toThrow(/"zz"/);
  });
});
