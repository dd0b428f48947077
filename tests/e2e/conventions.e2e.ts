// The switchable conventions in Chromium at 1366×768: the modified bit's
// second chance on the policies stage (the clock's cells gain the modified
// bit, the link keeps the choice) and global against local replacement on
// the Load control stage, with its question answered by two runs.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { changeScenario, connect, linkOf, openLab, openPanel, pageScrolls, press, release } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

const blur = (page: import('playwright-core').Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

describe('conventions you can switch', () => {
  it('the modified bit’s second chance: the cells show the bit and the link keeps the rule', async () => {
    const { page, errors } = await openLab(
      browser,
      `${inject('baseUrl')}#preset=modified-second-chance`,
      undefined,
      '[data-testid="policy-table"]',
    );
    await openPanel(page, 'Rules');
    const sw = page.getByTestId('rule-switch-modified');
    await sw.waitFor();
    expect(await sw.inputValue()).toBe('0');
    await changeScenario(page, () => sw.selectOption({ label: 'a second chance — written out, kept, passed over (WSClock)' }));
    await blur(page);
    await press(page, 'ArrowRight', 3);
    const bits = () => page.locator('[data-testid="table-clock"] .bits').allTextContents();
    await expect.poll(bits).toContain('11|0');
    const link = await linkOf(page);
    expect(link).toMatch(/#s=2\./);
    const { page: again, errors: errorsAgain } = await openLab(browser, link, undefined, '[data-testid="policy-table"]');
    await openPanel(again, 'Rules');
    expect(await again.getByTestId('rule-switch-modified').inputValue()).toBe('1');
    expect(await pageScrolls(again)).toBe(false);
    expect([...errors, ...errorsAgain]).toEqual([]);
    release(page);
    release(again);
  });

  it('local replacement on the Load control stage: predict, then switch to global', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=local-replacement`, undefined, '.ring');
    await openPanel(page, 'Rules');
    const sw = page.getByTestId('rule-switch-global');
    await sw.waitFor();
    expect(await sw.inputValue()).toBe('1');
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('predict-verdict').textContent())
      .toMatch(/^Right\. 1230 faults with local replacement, 2066 with global\./);
    await changeScenario(page, () => sw.selectOption({ label: 'global — any process’s page (Multics, CP-67)' }));
    const link = await linkOf(page);
    expect(link).toMatch(/#s=2\./);
    const { page: again, errors: errorsAgain } = await openLab(browser, link, undefined, '.ring');
    await openPanel(again, 'Rules');
    expect(await again.getByTestId('rule-switch-global').inputValue()).toBe('0');
    expect(await pageScrolls(again)).toBe(false);
    expect([...errors, ...errorsAgain]).toEqual([]);
    release(page);
    release(again);
  });
});
