// A trace file as P0's string, in Chromium at 1366×768: the sample
// program's trace on the policies stage — stepping forward and back through
// its first references, the note on what is stepped through, the pages in
// hex (and the lab's numbers on request), the whole trace's chart and policy
// comparison after the prediction; the same string on the Multics clock
// stage; and a file opened from this computer that is gone after a reload,
// said in one line while the rest of the scenario stays.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cancelWhenShown, connect, linkOf, openLab, openStage, press, release, waitForRun } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

const open = (url: string) => openLab(browser, url, undefined, '[data-testid="policy-table"]');

const NOTE =
  'Stepping through the first 10,000 of 1,097,804 references; the faults-against-frames chart and the policy comparison use all 1,097,804.';
const counter = (page: Page) => page.getByTestId('step-counter').textContent();
const headerPages = (page: Page) => page.locator('.policy-table thead th[data-index]').allTextContents();

describe('a trace file as P0’s string', () => {
  it('steps through the sample’s first references in hex, and compares the policies on the whole trace', async () => {
    const { page, errors } = await open(`${inject('baseUrl')}#preset=real-program-policies`);
    await expect.poll(() => page.getByTestId('trace-note').textContent()).toBe(NOTE);
    expect(await page.getByTestId('trace-string-name').textContent()).toMatch(/^matmul\.lackey\.gz/);
    await expect.poll(() => counter(page)).toBe('reference 0 / 10000');
    await press(page, 'ArrowRight', 3);
    await expect.poll(() => counter(page)).toBe('reference 3 / 10000');
    await press(page, 'ArrowLeft');
    await expect.poll(() => counter(page)).toBe('reference 2 / 10000');
    // The pages in hex: a Lackey page is an address ÷ 4,096, as valgrind's addresses without their last three digits.
    const hex = await headerPages(page);
    expect(hex.length).toBeGreaterThan(3);
    for (const p of hex) expect(p).toMatch(/^0x[0-9a-f]+$/);
    // The program starts in page 0x401 (addresses 0x401000–0x401fff): its second reference hits.
    expect(hex.slice(0, 2)).toEqual(['0x401', '0x401']);
    expect(await page.getByTestId('policies-narration').textContent()).toBe(
      'Reference 2 of 10000, page 0x401 — FIFO: hit · LRU: hit · OPT: hit · Clock: hit.',
    );
    // The lab's numbers on request: the same pages in decimal.
    await page.getByLabel('page numbers').selectOption('lab');
    await expect.poll(() => headerPages(page)).toEqual(hex.map((h) => String(Number.parseInt(h, 16))));
    await page.getByLabel('page numbers').selectOption('hex');
    // Predict, then the whole trace: at 9 frames the k = 1 clock faults least of the three, LRU most.
    await page.getByRole('button', { name: 'Clock (k = 1)' }).click();
    await expect
      .poll(() => page.getByTestId('predict-verdict').textContent())
      .toMatch(/^Right\. Faults with 9 frames: FIFO 1,043, LRU 1,335, Clock \(k = 1\) 854; OPT, which sees the future, 410\./);
    await page.getByTestId('whole-trace').waitFor();
    expect(await page.getByTestId('whole-trace').textContent()).toBe(
      'The whole trace, 1,097,804 references to 91 pages, at 9 frames: FIFO 1,043 · LRU 1,335 · OPT 410 · Clock (k = 1) 854 faults.',
    );
    // The chart reaches the trace's 91 pages, not just the head's.
    expect(await page.getByText(/^1 to 91 frames/).textContent()).toMatch(/from 91, the string’s distinct pages/);
    // Its faults axis is cut so that the counts near 9 frames show: at four times LRU's 1,335.
    expect(await page.locator('.faults-chart .chart-note').textContent()).toMatch(/^faults cut at 5,340/);
    expect(await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([1366, 768]);
    // Another reading of the trace (data only) is counted again, in the worker: Cancel stops it and says so.
    await cancelWhenShown(page, '[data-testid="faults-panel"]');
    await page.getByLabel('data only').check();
    const panel = page.getByTestId('faults-panel');
    await expect
      .poll(() => panel.getByTestId('computation-cancelled').textContent())
      .toMatch(/^Cancelled: faults against frames on the whole trace was not computed\./);
    await page.getByLabel('data only').uncheck();
    await expect.poll(() => page.getByTestId('whole-trace').textContent()).toMatch(/LRU 1,335/);
    // The same string on the Multics clock stage: its tape in hex.
    await openStage(page, 'multics-clock');
    await page.waitForSelector('.ring');
    await expect
      .poll(() => page.getByTestId('trace-note').textContent())
      .toMatch(/^Stepping through the first 10,000 of 1,097,804 references/);
    const tape = await page.locator('[aria-label="Reference string of P0"] .cell-page').allTextContents();
    expect(tape.length).toBeGreaterThan(3);
    for (const p of tape) expect(p.replace(/w$/, '')).toMatch(/^0x[0-9a-f]+$/);
    expect(errors).toEqual([]);
    release(page);
  });

  it('says in one line that a file opened from this computer is gone after a reload, and keeps the scenario', async () => {
    const { page, errors } = await open(`${inject('baseUrl')}#preset=real-program-policies`);
    await expect.poll(() => page.getByTestId('trace-note').textContent()).toBe(NOTE);
    const text = '1 2 3 1 2 4 1 2 5 3 4 5';
    await page
      .getByLabel('open a trace file for P0')
      .setInputFiles({ name: 'mine.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
    await page.getByLabel('trace format').selectOption('text');
    await expect
      .poll(() => page.getByTestId('trace-note').textContent())
      .toBe('Stepping through the first 12 of 12 references; the faults-against-frames chart and the policy comparison use all 12.');
    expect(await linkOf(page)).toMatch(/#s=2\./);
    await page.reload();
    await page.waitForSelector('[data-testid="policy-table"]');
    await waitForRun(page);
    await page.getByText('the trace file opened from this computer is no longer open: choose it again').waitFor();
    // The rest stays: 9 frames, the clock's k, P0 running the scenario's own string meanwhile.
    expect(await page.getByTestId('frames-value').inputValue()).toBe('9');
    expect(await page.getByTestId('trace-string-name').textContent()).toBe('mine.txt');
    expect(errors.filter((e) => !/Failed to load resource|ERR_FILE_NOT_FOUND|blob:/.test(e))).toEqual([]);
    release(page);
  });
});
