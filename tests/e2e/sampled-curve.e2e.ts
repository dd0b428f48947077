// A sampled lifetime curve in Chromium: the "A sampled curve" story draws
// the SHARDS curve of its process's string at R = 0.01, marked sampled, with
// its band's label; the predict-then-reveal question opens the exact curve
// and the measured error; SHARDS_adj can be left out; a bad rate is named,
// and R = 1 is the exact curve.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, openDefault, openPreset, release } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

describe('a sampled curve', () => {
  it('is marked sampled with its band, and reveals its error against the exact curve', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openPreset(page, 'sampled-curve');
    await page.getByText(/^Lifetime curve \(100,000 references; sampled, R = 0\.01\)$/).waitFor();
    expect(await page.getByTestId('sampled-label').textContent()).toMatch(
      /^Sampled, R = 0\.01 \(SHARDS: pages whose hash mod 2²⁴ is below 167,772\): 957 of 100,000 references kept \(1,000 expected\), on 71 pages; SHARDS_adj;/,
    );
    expect(await page.getByTestId('sampled-band').textContent()).toMatch(
      /^Band: ± up to 0\.1723 faults per reference \(95 %\), from 957 sampled references on 71 pages \(the spread of 10 random groups of them\)/,
    );
    // The exact curve waits for the prediction: a mean error of 0.017 is "0.005 to 0.02".
    expect(await page.locator('[data-testid="sampled-curve"] path.band').count()).toBe(0);
    await page.getByRole('button', { name: '0.005 to 0.02' }).click();
    await expect
      .poll(() => page.getByTestId('predict-verdict').textContent())
      .toMatch(
        /^Right\. Measured: a mean error of 0\.0170 faults per reference, the largest 0\.153; the band held the exact value at 100 % of the sizes\.$/,
      );
    await expect.poll(() => page.locator('[data-testid="sampled-curve"] path.band').count()).toBe(1);
    expect(await page.locator('[data-testid="sampled-curve"] [data-series="exact"]').count()).toBe(1);
    // Without SHARDS_adj the label says so (the plain ratio of kept faults to kept references).
    await page.getByLabel('SHARDS_adj').uncheck();
    await page.getByText(/ pages; without SHARDS_adj; sizes resolved/).waitFor();
    await page.getByLabel('SHARDS_adj').check();
    // A rate out of range is named; at R = 1 every page is kept and the curves agree.
    const rate = page.getByLabel('sample rate');
    await rate.fill('2');
    await page.getByText('sample rate = 2 is not allowed: expected auto, exact or a number in 0.0001..=1').waitFor();
    await rate.fill('1');
    await page.getByText(/^Lifetime curve \(100,000 references; sampled, R = 1\)$/).waitFor();
    await page.getByRole('button', { name: 'under 0.005 faults per reference' }).click();
    await expect
      .poll(() => page.getByTestId('predict-verdict').textContent())
      .toMatch(/^Right\. Measured: a mean error of 0\.0000 faults per reference, the largest 0\.000;/);
    await rate.fill('auto');
    await page.getByText(/^Lifetime curve \(100,000 references\)$/).waitFor();
    await expect.poll(() => page.getByTestId('sampled-curve').count()).toBe(0);
    expect(errors).toEqual([]);
    release(page);
  });
});
