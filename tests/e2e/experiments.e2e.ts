// The experiments stage in Chromium: one screen at 1366×768 (the page never
// scrolls), the question before the results, a run in the worker to its
// figures, and the result, the prediction and a run in progress kept while
// the student visits another stage.

import '../core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { decodeHash } from '../../src/app/link';
// (Reading a link needs the stages: the registry installs them.)
import '../../src/stages/registry';
import { connect, linkOf, openLab, openStage, release } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

const open = (id: string, viewport = { width: 1366, height: 768 }) =>
  openLab(browser, `${inject('baseUrl')}#preset=${id}`, viewport, '.experiments-stage');

/** The page's scrolling extent beyond the window, if any. */
const overflow = (page: Page) =>
  page.evaluate(() => ({
    x: document.documentElement.scrollWidth - window.innerWidth,
    y: document.documentElement.scrollHeight - window.innerHeight,
  }));

const top = async (page: Page, testId: string) => (await page.getByTestId(testId).boundingBox())!.y;

describe('the experiments stage', () => {
  it('asks first, runs corbato-k to its figures on one screen, and keeps them across stages', async () => {
    const { page, errors } = await open('corbato-tables');
    expect(await overflow(page)).toEqual({ x: 0, y: 0 });
    expect(await page.getByTestId('predict').isVisible()).toBe(true);
    expect(await page.getByTestId('experiment-results').count()).toBe(0);

    await page.getByRole('button', { name: 'k = 0 (FIFO)' }).click();
    await page.getByRole('button', { name: 'Run' }).click();
    await page.waitForSelector('[data-testid="experiment-results"]');
    // Seed 1's fault-service time is least at k = 2 (as the CLI reports).
    await expect
      .poll(() => page.getByTestId('predict-verdict').textContent())
      .toMatch(/^Not this time: it came out “k = 1 or 2” \(you said “k = 0 \(FIFO\)”\)\./);
    expect(await top(page, 'predict')).toBeLessThan(await top(page, 'experiment-results'));
    expect(await page.locator('[data-testid="experiment-results"] svg').count()).toBe(3);
    expect(await page.getByTestId('corbato-table').locator('tbody tr').count()).toBe(5);
    expect(await overflow(page)).toEqual({ x: 0, y: 0 });

    await openStage(page, 'multics-clock');
    expect(await page.getByTestId('experiment-results').count()).toBe(0);
    await openStage(page, 'experiments');
    expect(await page.getByTestId('predict-verdict').textContent()).toMatch(/\(you said “k = 0 \(FIFO\)”\)/);
    expect(await page.locator('[data-testid="experiment-results"] svg').count()).toBe(3);

    // Choosing another experiment opens its story; its question waits for its own run.
    await page.getByRole('combobox', { name: 'experiment' }).selectOption('shils-y');
    await expect.poll(() => page.getByTestId('story-title').textContent()).toMatch(/^Shils’s Figure 3/);
    expect(await page.getByTestId('story').locator('h2').textContent()).toMatch(/^Shils’s Figure 3/);
    expect(await page.getByTestId('experiment-results').count()).toBe(0);
    // The link is the shils-y story's, keeping the prediction made on corbato-k.
    const hash = new URL(await linkOf(page)).hash;
    const decoded = decodeHash(hash);
    expect('state' in decoded && [decoded.state?.preset, Object.values(decoded.state?.predicted ?? {})]).toEqual(['shils-y', [0]]);
    expect(errors).toEqual([]);
    release(page);
  });

  it('lets a run go on while another stage is shown, and shows its result on return', async () => {
    const { page, errors } = await open('shils-y');
    await page.getByRole('button', { name: 'just show the results' }).click();
    await page.getByRole('button', { name: 'Run' }).click();
    // The progress once the run is under way, read in the same look (a loaded machine may finish the run between two
    // looks, and the bar goes with it): −1 if it is already done.
    const before = (await (
      await page.waitForFunction(() => {
        if (document.querySelector('[data-testid="experiment-results"]')) return -1;
        const value = document.querySelector<HTMLProgressElement>('[data-testid="experiment-progress"]')?.value ?? 0;
        return value > 0 ? value : false;
      })
    ).jsonValue()) as number;
    await openStage(page, 'load-leveler');
    await openStage(page, 'experiments');
    // On return the run has gone on (not started again), or is done; no second Run was pressed.
    const now = await page.evaluate(() => ({
      done: document.querySelector('[data-testid="experiment-results"]') !== null,
      progress: document.querySelector<HTMLProgressElement>('[data-testid="experiment-progress"]')?.value ?? 0,
    }));
    if (!now.done) expect(now.progress).toBeGreaterThanOrEqual(before);
    await page.waitForSelector('[data-testid="experiment-results"]');
    expect(await page.getByText('Figure 3: batch completion against y').count()).toBe(1);
    expect(await page.getByTestId('shils-y-table').locator('tbody tr').count()).toBe(9);
    expect(await page.getByTestId('predict-verdict').textContent()).toMatch(/^It came out “/);
    expect(await overflow(page)).toEqual({ x: 0, y: 0 });
    expect(errors).toEqual([]);
    release(page);
  });

  it('fills the window without scrolling the page at 1920×1080 too', async () => {
    const { page, errors } = await open('shils-ll', { width: 1920, height: 1080 });
    await page.getByRole('button', { name: 'just show the results' }).click();
    await page.getByRole('button', { name: 'Run' }).click();
    await page.waitForSelector('[data-testid="experiment-results"]');
    expect(await page.locator('.region-chart').count()).toBe(2);
    expect(await overflow(page)).toEqual({ x: 0, y: 0 });
    expect(errors).toEqual([]);
    release(page);
  });
});
