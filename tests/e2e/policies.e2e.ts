// The policies stage in Chromium at 1366×768: Belady's preset fills the
// window without scrolling, the keyboard steps through the string, FIFO
// faults 9 times in 3 frames and 10 in 4, the link carries the position and
// the frames, and the chart (computed in a worker) appears after the
// prediction with the anomaly marked.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { changeScenario, connect, linkOf, openLab, press } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

const openStage = (url: string) => openLab(browser, url, undefined, '[data-testid="policy-table"]');

const faults = (page: Page, policy: string) => page.getByTestId(`faults-${policy}`).textContent();

describe('the policies stage', () => {
  it('steps through Belady’s anomaly with the keyboard, 3 frames against 4', async () => {
    const { page, errors } = await openStage(`${inject('baseUrl')}#preset=belady`);
    const scroll = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
    expect(scroll).toEqual([1366, 768]);
    await press(page, 'ArrowRight', 12);
    await expect.poll(() => page.getByTestId('step-counter').textContent()).toBe('reference 12 / 12');
    expect(await faults(page, 'fifo')).toBe('9');
    expect(await page.getByTestId('policies-narration').textContent()).toMatch(/^Reference 12 of 12, page 5 — FIFO: hit/);
    await changeScenario(page, () => page.getByRole('button', { name: 'Frames: one more' }).click());
    await expect.poll(() => faults(page, 'fifo')).toBe('10');
    expect(await faults(page, 'lru')).toBe('8');
    expect(await page.getByTestId('step-counter').textContent()).toBe('reference 12 / 12');
    // Still one screen with 4 frames; the link keeps the frames and the position.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(768);
    const link = await linkOf(page);
    expect(link).toMatch(/#s=2\./);
    const { page: again, errors: errorsAgain } = await openStage(link);
    expect(await again.getByTestId('frames-value').inputValue()).toBe('4');
    expect(await faults(again, 'fifo')).toBe('10');
    expect(await again.getByTestId('step-counter').textContent()).toBe('reference 12 / 12');
    expect([...errors, ...errorsAgain]).toEqual([]);
  });

  it('reveals faults against frames after the prediction, the anomaly labelled', async () => {
    const { page, errors } = await openStage(`${inject('baseUrl')}#preset=belady`);
    await page.getByRole('button', { name: 'More often' }).click();
    expect(await page.getByTestId('predict-verdict').textContent()).toMatch(/^Right\. FIFO faults 9 times with 3 frames and 10 with 4\./);
    await page.getByTestId('anomaly').waitFor();
    expect(await page.getByTestId('anomaly-label').textContent()).toBe('▲ 9→10');
    expect(await page.getByTestId('now-label').textContent()).toBe('3 frames now');
    expect(errors).toEqual([]);
  });

  it('switches a convention in the Rules tab: the clock’s faults change and the link keeps the choice', async () => {
    const { page, errors } = await openStage(`${inject('baseUrl')}#preset=new-page-bit`);
    await page.getByRole('tab', { name: 'Rules' }).click();
    await page.getByTestId('rule-switch-new-page-usage').waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await page.getByTestId('rule-global').count()).toBe(0);
    await press(page, 'ArrowRight', 15);
    await expect.poll(() => faults(page, 'clock')).toBe('10');
    await changeScenario(page, () =>
      page.getByTestId('rule-switch-new-page-usage').selectOption({ label: 'off — the page enters with it off' }),
    );
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // The run is new; the tables stay at the end of the string.
    expect(await page.getByTestId('step-counter').textContent()).toBe('reference 15 / 15');
    expect(await faults(page, 'clock')).toBe('8');
    const link = await linkOf(page);
    expect(link).toMatch(/#s=2\./);
    const { page: again, errors: errorsAgain } = await openStage(link);
    await again.getByTestId('rule-switch-new-page-usage').waitFor();
    expect(await again.getByTestId('rule-switch-new-page-usage').inputValue()).toBe('1');
    expect(await again.evaluate(() => document.documentElement.scrollHeight)).toBe(768);
    expect([...errors, ...errorsAgain]).toEqual([]);
  });
});
