// Where a trace file may be read from: the worker fetches only the lab's
// samples (a file under traces/) and files opened in the page (blob:), both
// of the lab's own origin.
import { describe, expect, it } from 'vitest';
import { checkFetch, traceFetchUrl } from '../src/workers/traceUrl';

const ORIGIN = 'https://lab.example';

describe('the worker fetches a trace', () => {
  it('from the lab’s samples and the page’s own files', () => {
    const base = `${ORIGIN}/course/paging/index.html`;
    const sample = traceFetchUrl('traces/matmul.lackey.gz', base);
    expect(sample).toBe(`${ORIGIN}/course/paging/traces/matmul.lackey.gz`);
    expect(() => checkFetch(sample, ORIGIN)).not.toThrow();
    const blob = `blob:${ORIGIN}/0f3c7d2e`;
    expect(traceFetchUrl(blob, base)).toBe(blob);
    expect(() => checkFetch(blob, ORIGIN)).not.toThrow();
  });

  it('from nowhere else, saying so', () => {
    for (const href of [
      'https://evil.example/traces/x.gz',
      `${ORIGIN}/course/paging/index.html`,
      `${ORIGIN}/traces/`,
      'blob:https://evil.example/0f3c',
      'data:text/plain,1 2 3',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(() => checkFetch(href, ORIGIN), href).toThrow(
        `the trace file ${href} is not allowed: expected the lab’s sample (traces/<file>) or a file opened in this page (blob:)`,
      );
    }
  });
});
