// The student as load controller in Chromium: a few checks played and
// decided by keyboard alone (select with a digit, s to set aside, n to the
// next check), the run pausing by itself at the next check while it plays,
// the checks numbered as they come (a set-aside adds a quick-check, said
// so), the score card at the end with its question and what the decisions
// did against the Load Leveler's, and the game's link reproducing the
// decisions.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, linkOf, newPage, openDefault, openPreset, pageScrolls, release, waitForRun } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

describe('you are the load controller', () => {
  it('plays a few checks decided by keyboard and ends with the score card', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openPreset(page, 'load-controller');
    const check = page.getByTestId('controller-check');
    const decision = page.getByTestId('controller-decision');
    // A digit selects a process: its row is marked before the next key decides for it.
    const selected = (pid: number) => page.locator(`tr.selected [data-testid="membership-${pid}"]`).waitFor();
    await page.keyboard.press('n');
    await expect.poll(() => check.textContent()).toMatch(/^Check 1, 2\.00 s of 40 s:/);
    await page.keyboard.press('n');
    await expect.poll(() => check.textContent()).toMatch(/^Check 2, 4\.00 s of 40 s:/);
    // The count of checks says why it will grow: a quick-check after each set-aside.
    const count = page.getByTestId('check-count');
    expect(await count.textContent()).toMatch(/: 19 checks in this run as it stands\. Each set-aside adds one\.$/);
    // Batch job P3 set aside: its row says so, and the decision is told at this check.
    await page.keyboard.press('3');
    await selected(3);
    await page.keyboard.press('s');
    await expect.poll(() => decision.textContent()).toBe('You set aside P3 here (u undoes it).');
    // The table follows once the run is replayed with the decision (the line above is drawn first).
    await expect.poll(() => page.getByTestId('membership-3').textContent()).toBe('set aside');
    // The check keeps its number; the run has one check more, said so.
    expect(await check.textContent()).toMatch(/^Check 2, 4\.00 s of 40 s:/);
    expect(await count.textContent()).toMatch(/: 20 checks in this run as it stands, 1 of them quick-checks\./);
    // Playing, the run stops by itself at the next check (the quick-check, Δt/4 later).
    await page.getByRole('combobox', { name: /speed/i }).selectOption('256');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press(' ');
    await expect.poll(() => check.textContent()).toMatch(/^Check 3 \(quick-check\), 4\.50 s of 40 s:/);
    await page.getByRole('button', { name: 'Play' }).waitFor();
    // A terminal user that is thinking cannot be set aside: the panel says why and nothing changes.
    await page.keyboard.press('5');
    await selected(5);
    await page.keyboard.press('s');
    await expect
      .poll(() => page.locator('.controller-message').textContent())
      .toBe('P5 is not active: select an active process to set aside.');
    expect(await page.getByTestId('membership-5').textContent()).toBe('out');
    await page.keyboard.press('2');
    await selected(2);
    await page.keyboard.press('s');
    await expect.poll(() => decision.textContent()).toBe('You set aside P2 here (u undoes it).');
    for (let i = 0; i < 80 && (await page.getByTestId('predict').count()) === 0; i++) await page.keyboard.press('n');
    await page.getByRole('button', { name: 'just show the results' }).click();
    const card = page.getByTestId('score-card');
    await card.waitFor();
    expect(await card.locator('thead th').allTextContents()).toEqual(['measure', 'You', 'Load Leveler', 'Working sets', 'Ψ-scheduler']);
    expect(await card.locator('caption').textContent()).toBe('Problem 1: your 2 decisions against the automatic controllers');
    // Problem 1's Load Leveler, as pagingsim controller --seed 1 prints it: 31.2 % problem state, batch done at 28.5 s.
    const row = (name: string) => card.locator('tbody tr', { has: page.locator(`th:text-is("${name}")`) }).locator('td');
    expect((await row('CPU in problem state').allTextContents())[1]).toBe('31.2 %');
    expect((await row('batch completion').allTextContents())[1]).toBe('28.5 s');
    // The card explained: the two set-asides, never undone, against the Load Leveler's decisions.
    const [yours, leveler] = await row('throughput').allTextContents();
    expect(await page.getByTestId('score-yours').textContent()).toBe(
      `You decided 2 times (2 set-asides, 0 returns); at the end P3 (set aside at 4.00 s) and P2 (4.50 s) were still set aside, making no references from then on. Throughput counts the references completed per second, all jobs together — a job set aside makes none: yours ${yours}, the Load Leveler's ${leveler}. Jobs set aside: 71.5 job-seconds under your decisions, 52.5 under the Load Leveler's.`,
    );
    expect(await page.getByTestId('your-decisions').locator('li').allTextContents()).toEqual([
      expect.stringMatching(/^4\.00 s, area [ABC] \([a-zA-Z]+\): set aside P3 → 4\.50 s \(quick-check\): area [ABC] \(/),
      expect.stringMatching(/^4\.50 s, area [ABC] \([a-zA-Z]+\): set aside P2 → 5\.00 s \(quick-check\): area [ABC] \(/),
    ]);
    expect(await page.getByTestId('score-leveler').textContent()).toBe(
      'The Load Leveler decided 16 times (8 set-asides, 8 returns); it had every job back by the end.',
    );
    // Figure 1 keeps its room beside the card.
    expect((await page.locator('.figure-panel svg').first().boundingBox())!.height).toBeGreaterThan(200);
    expect(await pageScrolls(page)).toBe(false);
    // The link is the finished game: opened afresh, it has the same decisions and the same card.
    const url = await linkOf(page);
    const { page: again, errors: errorsAgain } = await newPage(browser);
    await again.goto(url);
    await again.getByTestId('predict').waitFor();
    await waitForRun(again);
    expect(await again.locator('.controller-panel').textContent()).toContain('2 decisions so far');
    release(again);
    expect([...errors, ...errorsAgain]).toEqual([]);
    release(page);
  });
});
