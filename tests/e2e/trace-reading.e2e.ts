// A large trace file opened from the computer is read in the compute worker
// as it arrives, and the lifetime-curves stage shows how far the reading
// has got ("Reading the trace… 37 %") before the curve.

import { link, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cancelWhenShown, connect, openDefault, openPreset, release } from './browser';

let browser: Browser;
const file = join(tmpdir(), `paging-lab-2M-${process.pid}.lackey`);
const again = join(tmpdir(), `paging-lab-2M-${process.pid}-again.lackey`);
beforeAll(async () => {
  browser = await connect();
  // 2 M Lackey loads (30 MB): a loop over 50 pages, 7 pages apart in the loop's order.
  const period = Array.from({ length: 50 }, (_, i) => ` L ${(((i * 7) % 50) * 4096 + 0x400000).toString(16).padStart(8, '0')},8\n`).join(
    '',
  );
  const one = Buffer.from(period);
  const whole = Buffer.alloc(one.length * 40_000);
  for (let i = 0; i < 40_000; i++) one.copy(whole, i * one.length);
  await writeFile(file, whole);
  await link(file, again);
});
afterAll(async () => {
  await browser?.close();
  await rm(file, { force: true });
  await rm(again, { force: true });
});

declare global {
  interface Window {
    readings: string[];
  }
}

describe('a large trace file', () => {
  it('shows how far it has been read before its curve is drawn, and can be cancelled while read', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openPreset(page, 'real-program');
    await page.getByText(/^Lifetime curve \(1,097,804 references\)$/).waitFor();
    // Every text the reading status shows, as the page changes.
    await page.evaluate(() => {
      window.readings = [];
      new MutationObserver(() => {
        for (const e of document.querySelectorAll('[data-testid="reading"]')) window.readings.push(e.textContent ?? '');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByLabel('open a trace file').setInputFiles(file);
    await page.getByText(/^Lifetime curve \(2,000,000 references\)$/).waitFor();
    const percents = (await page.evaluate(() => window.readings)).map((t) => Number(/^Reading the trace… (\d+) %$/.exec(t)?.[1]));
    expect(percents.length).toBeGreaterThan(0);
    expect(percents.every(Number.isInteger), percents.join()).toBe(true);
    expect(
      percents.some((p) => p > 0 && p < 100),
      percents.join(),
    ).toBe(true);
    // A loop over 50 pages in 9 frames: every reference faults under FIFO, LRU and the clock.
    await expect
      .poll(() => page.getByTestId('trace-policies').textContent())
      .toMatch(
        /^compare at \(frames\)faults at 9 frames: FIFO 2,000,000 \(fewest but OPT\)LRU 2,000,000 \(fewest but OPT\)OPT [\d,]+clock k=1 2,000,000 \(fewest but OPT\)$/,
      );
    // Cancel while it is read ends the worker; Compute again reads it afresh.
    await cancelWhenShown(page, 'body', '[data-testid="reading"]');
    await page.getByLabel('open a trace file').setInputFiles(again);
    await page.getByTestId('computation-cancelled').waitFor();
    await page.evaluate(() => {
      window.readings = [];
    });
    await page.getByRole('button', { name: 'Compute again' }).click();
    await page.getByTestId('computation-cancelled').waitFor({ state: 'detached' });
    await page.getByTestId('computing').waitFor({ state: 'detached' });
    expect(await page.getByText(/^Lifetime curve \(2,000,000 references\)$/).count()).toBe(1);
    expect((await page.evaluate(() => window.readings)).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    release(page);
  });
});
