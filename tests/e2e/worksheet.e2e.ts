// The worksheet stage in Chromium at 1366×768: the LRU sheet filled by
// keyboard as a student who updates LRU's order on faults only would fill
// it, checked, the mistake named with a link to the policies stage; the
// address bar carries the answers; the same link with key=1 (the
// instructor's) opens the key.
// On the Multics sheet, a first row without the first-time switch is named
// and its link opens the Multics clock stage on the sheet's scenario.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, linkOf, openLab, release } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

const openSheet = (url: string) => openLab(browser, url, undefined, '[data-testid="worksheet-grid"]');

describe('the worksheet stage', () => {
  it('names the mistake of rows typed by keyboard, and opens the instructor key', async () => {
    const { page, errors } = await openSheet(`${inject('baseUrl')}#preset=worksheet-lru`);
    expect(await page.getByTestId('worksheet-string').textContent()).toBe('5 3 5 9 3 5 3 8 3 8 4 3 8 4 5');
    const scroll = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
    expect(scroll).toEqual([1366, 768]);
    await page.getByTestId('cell-0-0').click();
    // Rows 1–7 right; at reference 8 (page 8) the page loaded first (5) goes, as FIFO would have it.
    const typed = ['f-5--', 'f-53-', 'h-53-', 'f-539', 'h-539', 'h-539', 'h-539', 'f5839'];
    for (const row of typed) await page.keyboard.type(row);
    await expect.poll(() => page.getByTestId('cell-7-2').textContent()).toBe('8');
    await page.getByTestId('worksheet-check').click();
    const named = page.getByTestId('misconception');
    await named.waitFor();
    expect(await named.getAttribute('data-id')).toBe('lru_on_faults_only');
    expect(await named.locator('h3').textContent()).toBe('LRU updated on faults only');
    expect(await page.getByTestId('cell-7-1').getAttribute('data-mark')).toBe('wrong');
    expect(await page.getByTestId('cell-6-4').getAttribute('data-mark')).toBe('right');
    expect(await page.getByTestId('misconception-link').getAttribute('href')).toMatch(/^#s=2\./);
    // The address bar carries the answers and the check: reopened, the sheet is as typed and checked.
    const link = await linkOf(page);
    expect(link).toMatch(/#s=2\./);
    const { page: shared, errors: sharedErrors } = await openSheet(link);
    expect(await shared.getByTestId('cell-7-1').textContent()).toBe('5 ✗');
    expect(await shared.getByTestId('cell-7-1').getAttribute('data-mark')).toBe('wrong');
    expect(await shared.getByTestId('misconception').getAttribute('data-id')).toBe('lru_on_faults_only');
    // The instructor's key: the student's link with key=1.
    await page.goto(`${link}&key=1`);
    await page.waitForSelector('.ws-keynote');
    expect(await page.locator('.ws-keynote').textContent()).toBe(' — the answer key (6 faults)');
    await page.waitForSelector('[data-testid="worksheet-grid"]');
    // The student's answers graded against it: row 8's victim, theirs struck out beside the key's.
    await expect.poll(() => page.getByTestId('cell-7-1').textContent()).toBe('5 9');
    expect(await page.getByTestId('cell-12-1').textContent()).toBe('-');
    expect([...errors, ...sharedErrors]).toEqual([]);
    release(page);
    release(shared);
  });

  it('names a Multics row filled without the first-time switch, and links to the Multics clock stage', async () => {
    const { page, errors } = await openSheet(`${inject('baseUrl')}#preset=worksheet-multics`);
    await page.getByTestId('cell-0-0').click();
    // f, nothing moved out, page 3 in frame 0, the list "0" (then → on), usage 1000, switches 0000 (wrong), registers 0000.
    await page.keyboard.type('f-3---0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('100000000000');
    await expect.poll(() => page.getByTestId('cell-0-18').textContent()).toBe('0');
    expect(await page.getByTestId('cell-0-6').textContent()).toBe('0');
    await page.getByTestId('worksheet-check').click();
    const named = page.getByTestId('misconception');
    await named.waitFor();
    expect(await named.getAttribute('data-id')).toBe('first_time_ignored');
    expect(await page.getByTestId('cell-0-11').getAttribute('data-mark')).toBe('wrong');
    await page.getByTestId('misconception-link').click();
    await page.waitForSelector('.shell');
    await expect.poll(() => page.getByRole('combobox', { name: 'Stage' }).inputValue()).toBe('multics-clock');
    expect(errors).toEqual([]);
    release(page);
  });
});
