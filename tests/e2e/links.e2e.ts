// Links that cannot reach out, in Chromium: a link naming a trace file
// anywhere but the lab's own samples or a file opened in the page is
// refused in one line naming the field, and the page asks nothing of any
// other origin — the page's Content-Security-Policy refuses it too.
import { compressToEncodedURIComponent } from 'lz-string';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_TRACE_STRING } from '../../src/app/state';
import { DEFAULT_CURVES } from '../../src/stages/lifetime-curves/settings';
import { PRESETS } from '../../src/stages/registry';
import { connect, newPage, openLab, release } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

/** Every request the page makes outside the lab's own origin. */
function outside(page: Page): string[] {
  const seen: string[] = [];
  const own = new URL(inject('baseUrl')).origin;
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(own) && !url.startsWith('blob:') && !url.startsWith('data:') && url !== 'about:blank') seen.push(url);
  });
  return seen;
}

const ALLOWED = 'expected the lab’s sample (traces/<file>) or a file opened in this page (blob:)';

describe('links that cannot reach out', () => {
  const policies = PRESETS.find((p) => p.id === 'real-program-policies')!.state;
  const curves = PRESETS.find((p) => p.id === 'real-program')!.state;
  const link = (payload: object) => `${inject('baseUrl')}#s=2.${compressToEncodedURIComponent(JSON.stringify(payload))}`;

  for (const url of ['https://evil.example/x.gz', 'javascript:alert(1)', '../../etc/passwd', '//evil.example/traces/x.gz']) {
    it(`refuses a trace at ${url}, naming the field, and requests nothing outside the lab`, async () => {
      const { page, errors } = await newPage(browser);
      const requests = outside(page);
      for (const [field, payload] of [
        ['trace.url', { stage: 'policies', scenario: policies.scenario, trace: { ...DEFAULT_TRACE_STRING, url } }],
        [
          'curves.trace_url',
          { stage: 'lifetime-curves', scenario: curves.scenario, curves: { ...DEFAULT_CURVES, source: 'trace', trace_url: url } },
        ],
      ] as const) {
        await page.goto('about:blank');
        await page.goto(link(payload));
        await expect.poll(() => page.getByTestId('link-error').textContent()).toContain(`${field} = ${url} is not allowed: ${ALLOWED}`);
      }
      expect(requests).toEqual([]);
      expect(errors).toEqual([]);
      release(page);
    });
  }

  it('has a Content-Security-Policy that refuses a request to another origin', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=belady`);
    const requests = outside(page);
    const result = await page.evaluate(async () => {
      const violated = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true }),
      );
      const fetched = await fetch('https://evil.example/x.gz').then(
        () => 'fetched',
        () => 'refused',
      );
      return [fetched, await violated];
    });
    expect(result).toEqual(['refused', 'connect-src']);
    expect(requests).toEqual([]);
    // The refusal is the browser's own console line, not the lab's.
    expect(errors.filter((e) => !e.includes('Content Security Policy'))).toEqual([]);
    release(page);
  });
});
