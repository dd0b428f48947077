// Find a counterexample in Chromium at 1366×768: the preset's search runs
// in the compute worker, its answer waits for the prediction, then the k = 1
// clock's shortest string opens side by side — 3 frames against 4 — at its
// first divergence, reference 6; A against B finds LRU beating FIFO, and the
// link carries the settings.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, linkOf, openLab, press, release } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

const open = (url: string) => openLab(browser, url, undefined, '[data-testid="search-result"]');

describe('find a counterexample', () => {
  it('finds the k = 1 clock’s shortest anomaly and opens it at the first divergence', async () => {
    const { page, errors } = await open(`${inject('baseUrl')}#preset=belady-search`);
    await page.getByRole('button', { name: 'Yes — shorter than FIFO’s classic 12' }).click();
    await expect.poll(() => page.getByTestId('predict-verdict').textContent()).toMatch(/^Right\. The shortest is 1 2 3 4 2 1 2 5 1 2/);
    await page.waitForSelector('[data-testid="search-table"]');
    expect(await page.getByTestId('search-string').textContent()).toBe('Found: 1 2 3 4 2 1 2 5 1 2 (10 references)');
    await expect.poll(() => page.getByTestId('step-counter').textContent()).toBe('reference 6 / 10');
    expect(await page.getByTestId('search-divergence').textContent()).toBe(
      'First divergence at reference 6 (page 1): Clock (k = 1), 3 frames faults, Clock (k = 1), 4 frames hits.',
    );
    expect([await page.getByTestId('faults-search-f').textContent(), await page.getByTestId('faults-search-f1').textContent()]).toEqual([
      '5',
      '4',
    ]);
    // To the end: 6 faults against 7.
    await press(page, 'ArrowRight', 4);
    await expect.poll(() => page.getByTestId('faults-search-f1').textContent()).toBe('7');
    expect(await page.getByTestId('faults-search-f').textContent()).toBe('6');
    expect(await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([1366, 768]);
    expect(errors).toEqual([]);
    release(page);
  });

  it('finds LRU beating FIFO, and the link carries the question', async () => {
    const { page, errors } = await open(`${inject('baseUrl')}#preset=belady-search`);
    await page.getByLabel('policy A faults fewer times than B').check();
    await page.getByRole('button', { name: 'just show the results' }).click();
    await expect.poll(() => page.getByTestId('search-string').textContent()).toBe('Found: 1 2 1 3 4 1 (6 references)');
    await expect.poll(() => page.getByTestId('step-counter').textContent()).toBe('reference 6 / 6');
    expect(await page.getByTestId('faults-search-a').textContent()).toBe('4');
    expect(await page.getByTestId('faults-search-b').textContent()).toBe('5');
    const link = await linkOf(page);
    expect(link).toMatch(/#s=2\./);
    const { page: again, errors: errorsAgain } = await open(link);
    expect(await again.getByTestId('search-a').inputValue()).toBe('lru');
    expect(await again.getByTestId('search-b').inputValue()).toBe('fifo');
    expect([...errors, ...errorsAgain]).toEqual([]);
    release(page);
    release(again);
  });
});
