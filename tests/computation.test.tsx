// The compute worker's hook with a stand-in Worker: a request is posted, a
// newer one ends the older at once, a late answer to an ended request is
// ignored, Cancel terminates the worker, Compute again starts it afresh;
// a trace file's reading reported as it is fetched and parsed.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ComputeRequest, compute, type FromCompute, type ToCompute } from '../src/workers/compute';
import './core';
import { type Reading, readingText, sizeOf, streamTrace, whenChanged } from '../src/workers/reading';
import { useComputation } from '../src/workers/useComputation';
import { TraceStream } from './core';

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

describe('reading a trace file', () => {
  const policies = (url: string): ComputeRequest => ({
    call: 'trace_policies',
    url,
    format: 'csv',
    pageSize: 4096,
    dataOnly: false,
    frames: 3,
    k: 1,
  });

  it('shows how far the worker has read, ignores an ended request’s readings, then computes and answers', () => {
    const { result } = renderHook(() => useComputation<number>(policies('a.csv')));
    const [w] = StandIn.made;
    w.answer({ id: 1, reading: { bytes: 37, total: 100 } });
    expect(result.current.state).toEqual({ status: 'running', reading: { bytes: 37, total: 100 } });
    w.answer({ id: 0, reading: { bytes: 99, total: 100 } });
    expect(result.current.state).toEqual({ status: 'running', reading: { bytes: 37, total: 100 } });
    w.answer({ id: 1, reading: null });
    expect(result.current.state).toEqual({ status: 'running' });
    w.answer({ id: 1, json: '5' });
    expect(result.current.state).toEqual({ status: 'done', value: 5 });
  });

  it('cancels while reading by terminating the worker', () => {
    const { result } = renderHook(() => useComputation<number>(policies('a.csv')));
    StandIn.made[0].answer({ id: 1, reading: { bytes: 10, total: 100 } });
    act(() => result.current.cancel());
    expect(StandIn.made[0].terminated).toBe(true);
    expect(result.current.state).toEqual({ status: 'cancelled' });
  });

  it('writes the reading as a whole percent, or megabytes when the size is unknown', () => {
    expect(readingText({ bytes: 37_999, total: 100_000 })).toBe('37 %');
    expect(readingText({ bytes: 0, total: 5 })).toBe('0 %');
    expect(readingText({ bytes: 120, total: 100 })).toBe('100 %');
    expect(readingText({ bytes: 12_345_678, total: null })).toBe('12.3 MB');
  });

  it('passes on a reading only when its shown text changes', () => {
    const posted: Reading[] = [];
    const report = whenChanged((r) => posted.push(r));
    for (let bytes = 0; bytes <= 100_000; bytes += 7) report({ bytes, total: 100_000 });
    expect(posted.length).toBe(100); // 0 % … 99 %: 100 000 is not a multiple of 7
    expect(posted.map((r) => readingText(r))).toEqual(Array.from({ length: 100 }, (_, i) => `${i} %`));
  });

  it('takes the size from Content-Length, unless the body was re-encoded', () => {
    expect(sizeOf(new Response('x', { headers: { 'Content-Length': '1234' } }))).toBe(1234);
    expect(sizeOf(new Response('x', { headers: { 'Content-Length': '1234', 'Content-Encoding': 'br' } }))).toBeNull();
    expect(sizeOf(new Response('x'))).toBeNull();
  });

  it('parses the body piece by piece as it arrives, reporting each piece, with the whole file’s answer', async () => {
    // A Lackey line cut between pieces; pages 0x400 0x401 0x402 0x400 0x401 0x403 0x400.
    const file = ' L 00400000,4\n L 00401000,4\nI  00402000,3\n S 00400008,8\n M 00401010,4\n L 00403000,4\n L 00400000,1\n';
    const bytes = new TextEncoder().encode(file);
    const pieces = [bytes.slice(0, 20), bytes.slice(20, 61), bytes.slice(61)];
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const p of pieces) c.enqueue(p);
        c.close();
      },
    });
    const readings: Reading[] = [];
    const response = new Response(body, { headers: { 'Content-Length': String(bytes.length) } });
    const trace = await streamTrace(response, new TraceStream('lackey', 4096n, false), (r) => readings.push(r));
    const total = bytes.length;
    expect(readings).toEqual([0, 20, 61, total].map((b) => ({ bytes: b, total })));
    // FIFO with 3 frames: 4 faults then 0x403 evicts 0x400, which faults again: 5; LRU evicts 0x402: 4; OPT 4.
    expect(JSON.parse(trace.policies_json(3, 1))).toMatchObject({ references: 7, distinct: 4, fifo: 5, lru: 4, opt: 4 });
  });

  it('names a bad line as soon as its piece arrives', async () => {
    const readings: (Reading | null)[] = [];
    const url = `data:text/csv,${encodeURIComponent('page\n1\n2\nx\n')}`;
    await expect(compute(policies(url), (r) => readings.push(r))).rejects.toThrow(/^line 4: "x" is not allowed/);
    expect(readings).toEqual([{ bytes: 0, total: null }]);
    const good = `data:text/csv,${encodeURIComponent('page\n1\n2\n3\n1\n2\n4\n1\n')}`;
    const answer = JSON.parse(await compute(policies(good), (r) => readings.push(r)));
    expect(answer).toMatchObject({ references: 7, fifo: 5, lru: 4, opt: 4 });
    expect(readings.at(-1)).toBeNull();
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
