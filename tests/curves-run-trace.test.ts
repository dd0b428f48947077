// The lifetime-curves stage with a trace file as the curve's string: the run
// steps through the same file's first references, read the same way, and
// goes back to P0's own string when another string is chosen.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TRACE_STRING } from '../src/app/state';
import { DEFAULT_CURVES } from '../src/stages/lifetime-curves/settings';
import { runTraceAfter } from '../src/stages/lifetime-curves/useCurve';

const onTrace = { ...DEFAULT_CURVES, source: 'trace' };

describe('the run under a trace curve', () => {
  it('steps through the curve’s trace, read as the curve reads it, when a trace file is chosen', () => {
    expect(runTraceAfter(DEFAULT_CURVES, onTrace, null)).toEqual(DEFAULT_TRACE_STRING);
    expect(runTraceAfter(onTrace, { ...onTrace, page_size: '8192', data_only: 'yes' }, DEFAULT_TRACE_STRING)).toEqual({
      ...DEFAULT_TRACE_STRING,
      page_size: 8192,
      data_only: true,
    });
  });

  it('keeps how many references are stepped through and how pages are written', () => {
    const now = { ...DEFAULT_TRACE_STRING, first: 500, pages: 'lab' as const };
    expect(runTraceAfter(onTrace, { ...onTrace, trace_format: 'text' }, now)).toEqual({ ...now, format: 'text' });
  });

  it('leaves the run alone when nothing it reads changed, or the page size is not a size', () => {
    expect(runTraceAfter(onTrace, { ...onTrace, max: '20' }, DEFAULT_TRACE_STRING)).toBeUndefined();
    expect(runTraceAfter(onTrace, { ...onTrace, page_size: 'x' }, DEFAULT_TRACE_STRING)).toBeUndefined();
  });

  it('goes back to P0’s own string when the curve leaves the trace, and only then', () => {
    expect(runTraceAfter(onTrace, { ...onTrace, source: '0' }, DEFAULT_TRACE_STRING)).toBeNull();
    expect(runTraceAfter(DEFAULT_CURVES, { ...DEFAULT_CURVES, source: 'typed' }, DEFAULT_TRACE_STRING)).toBeUndefined();
  });
});
