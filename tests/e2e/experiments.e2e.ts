// The experiments stage in Chromium: one screen at 1366×768 (the page never
// scrolls), the question before the results, a run in the worker to its
// figures, and the result, the prediction and a run in progress kept while
// the student visits another stage.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(id: string, viewport = { width: 1366, height: 768 }) {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${inject('baseUrl')}#preset=${id}`);
  await page.waitForSelector('.experiments-stage');
  return { page, errors };
}

/** The page's scrolling extent beyond the window, if any. */
const overflow = (page: Page) =>
  page.evaluate(() => ({
    x: document.documentElement.scrollWidth - window.innerWidth,
    y: document.documentElement.scrollHeight - window.innerHeight,
  }));

const top = async (page: Page, testId: string) => (await page.getByTestId(testId).boundingBox())!.y;

const toStage = async (page: Page, stage: string) => {
  await page.getByRole('combobox', { name: 'Stage' }).selectOption(stage);
  await page.waitForSelector(`.shell[data-stage="${stage}"]`);
};

describe('the experiments stage', () => {
  it('asks first, runs corbato-k to its figures on one screen, and keeps them across stages', async () => {
    const { page, errors } = await open('corbato-tables');
    expect(await overflow(page)).toEqual({ x: 0, y: 0 });
    expect(await page.getByTestId('predict').isVisible()).toBe(true);
    expect(await page.getByTestId('experiment-results').count()).toBe(0);

    await page.getByRole('button', { name: 'k = 0 (FIFO)' }).click();
    await page.getByRole('button', { name: 'Run' }).click();
    await page.waitForSelector('[data-testid="experiment-results"]', { timeout: 60_000 });
    // Seed 1's fault-service time is least at k = 2 (as the CLI reports).
    expect(await page.getByTestId('predict-verdict').textContent()).toMatch(
      /^Not this time: it came out “k = 1 or 2” \(you said “k = 0 \(FIFO\)”\)\./,
    );
    expect(await top(page, 'predict')).toBeLessThan(await top(page, 'experiment-results'));
    expect(await page.locator('[data-testid="experiment-results"] svg').count()).toBe(3);
    expect(await page.getByTestId('corbato-table').locator('tbody tr').count()).toBe(5);
    expect(await overflow(page)).toEqual({ x: 0, y: 0 });

    await toStage(page, 'multics-clock');
    expect(await page.getByTestId('experiment-results').count()).toBe(0);
    await toStage(page, 'experiments');
    expect(await page.getByTestId('predict-verdict').textContent()).toMatch(/\(you said “k = 0 \(FIFO\)”\)/);
    expect(await page.locator('[data-testid="experiment-results"] svg').count()).toBe(3);

    // Choosing another experiment opens its story; its question waits for its own run.
    await page.getByRole('combobox', { name: 'experiment' }).selectOption('shils-y');
    expect(await page.getByTestId('story-title').textContent()).toMatch(/^Shils’s Figure 3/);
    expect(await page.getByTestId('story').locator('h2').textContent()).toMatch(/^Shils’s Figure 3/);
    expect(await page.getByTestId('experiment-results').count()).toBe(0);
    await page.waitForFunction(() => window.location.hash === '#preset=shils-y');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lets a run go on while another stage is shown, and shows its result on return', async () => {
    const { page, errors } = await open('shils-y');
    await page.getByRole('button', { name: 'just show the results' }).click();
    await page.getByRole('button', { name: 'Run' }).click();
    const progress = () => page.getByTestId('experiment-progress').evaluate((p) => (p as HTMLProgressElement).value);
    await page.waitForFunction(() => Number(document.querySelector('progress')?.value) > 0);
    const before = await progress();
    await toStage(page, 'load-leveler');
    await toStage(page, 'experiments');
    // On return the run has gone on (not started again), or is done; no second Run was pressed.
    if ((await page.getByTestId('experiment-results').count()) === 0) expect(await progress()).toBeGreaterThanOrEqual(before);
    await page.waitForSelector('[data-testid="experiment-results"]', { timeout: 60_000 });
    expect(await page.getByText('Figure 3: batch completion against y').count()).toBe(1);
    expect(await page.getByTestId('shils-y-table').locator('tbody tr').count()).toBe(9);
    expect(await page.getByTestId('predict-verdict').textContent()).toMatch(/^It came out “/);
    expect(await overflow(page)).toEqual({ x: 0, y: 0 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fills the window without scrolling the page at 1920×1080 too', async () => {
    const { page, errors } = await open('shils-ll', { width: 1920, height: 1080 });
    await page.getByRole('button', { name: 'just show the results' }).click();
    await page.getByRole('button', { name: 'Run' }).click();
    await page.waitForSelector('[data-testid="experiment-results"]', { timeout: 60_000 });
    expect(await page.locator('.region-chart').count()).toBe(2);
    expect(await overflow(page)).toEqual({ x: 0, y: 0 });
    expect(errors).toEqual([]);
    await page.close();
  });
});
