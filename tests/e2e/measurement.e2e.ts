// The CP-67 measurement lab in Chromium: the preset's run is analysed after
// the student's prediction — the regression beside Bard's and the charged
// costs, dispatch time apart (Table 6), the stepwise table, throughput by
// active users and the Pareto frontiers — and the bard-regression
// experiment shows the same on a ten-minute run.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, openDefault, openPanel, openPreset, openStage, pageScrolls, release, seekTo } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

describe('measurement lab', () => {
  it('asks first, then shows the regression beside Bard’s and the charged costs, dispatch apart, and the frontiers', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openPreset(page, 'bard-lab');
    await page.waitForSelector('[data-testid="predict"]');
    expect(await page.getByTestId('regression').count()).toBe(0);
    await page.getByRole('button', { name: 'a page I/O' }).click();
    // On 39 one-second intervals the selection stops before the file I/Os (seed 1).
    await expect
      .poll(() => page.getByTestId('predict-verdict').textContent())
      .toMatch(/^Not this time: it came out “it cannot say: it leaves one of them out”/);
    const rows = page.getByTestId('regression').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    // θ3 beside Bard's 2.2 and the charged average (2.2 per transfer, plus the faults' service and search).
    const pageIo = (await page.getByTestId('regression').locator('[data-variable="page_io"] td').allTextContents()).map(Number);
    expect(pageIo[1]).toBe(2.2);
    expect(pageIo[2]).toBeGreaterThan(2.2);
    expect(pageIo[0]).toBeGreaterThan(pageIo[2]);
    expect(await page.getByTestId('stepwise').locator('tbody tr').count()).toBe((await rows.count()) - 1);
    // Table 6 apart: θ3 − φ3, the page I/O's own service, within 5 % of what was charged.
    const own = await page.getByTestId('dispatch-regression').locator('[data-variable="page_io"] td').allTextContents();
    expect(Math.abs(parseFloat(own[4].replace('−', '-')))).toBeLessThan(5);
    await page.getByRole('button', { name: /^Pareto frontiers/ }).click();
    await expect.poll(() => page.getByTestId('frontier').count()).toBe(3);
    expect(await pageScrolls(page)).toBe(false);
    expect(errors).toEqual([]);
    release(page);
  });

  it('says what is missing when the scenario has no sampler', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openStage(page, 'measurement');
    expect(await page.getByText(/reads the sampler’s counters: turn the sampler on/).count()).toBe(1);
    expect(errors).toEqual([]);
    release(page);
  });

  it('runs bard-regression in the worker: R² beside Bard’s, Table 6 apart, the bursts as outliers, the limits on the frontiers', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openStage(page, 'experiments');
    await page.getByRole('combobox', { name: 'experiment' }).selectOption('bard-regression');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByRole('button', { name: 'just show the results' }).click();
    await page.waitForSelector('[data-testid="regression"]');
    // With each fault's service and the pointer's search charged, R² is high but not 1 (seed 1: 0.9935), beside Bard's.
    const r2 = Number(await page.getByTestId('r2').textContent());
    expect(r2).toBeGreaterThan(0.95);
    expect(r2).toBeLessThan(0.999);
    expect(await page.getByTestId('regression').locator('caption').textContent()).toMatch(/Bard, Table 5: 0\.86–0\.90/);
    // θ − φ of the page I/O against what was charged (its fault service and search included): within 5 %.
    const dispatch = page.getByTestId('dispatch-regression');
    const own = await dispatch.locator('[data-variable="page_io"] td').allTextContents();
    expect(Number(own[1])).toBe(0.7);
    expect(Math.abs(parseFloat(own[4].replace('−', '-')))).toBeLessThan(5);
    expect(await dispatch.locator('caption').textContent()).toMatch(/Bard, Table 9: 8\.5 %/);
    // The unmodelled bursts are the positive outliers (11 of 15 on seed 1), each with its burst's 50 ms/s beside it.
    const outliers = page.getByTestId('outliers');
    expect(await outliers.locator('caption').textContent()).toMatch(/^15 outliers .* 11 positive/);
    const unmodelled = (await outliers.locator('tbody td[data-column="unmodelled"]').allTextContents()).map(Number);
    expect(unmodelled.filter((u) => Math.abs(u - 50) < 1).length).toBe(11);
    // By active users, with the wait-state curve; the frontiers with their drum-limited points and the drum's capacity.
    await page.getByRole('button', { name: /^Load \(Figures/ }).click();
    await expect.poll(() => page.locator('[data-series="wait state"]').count()).toBe(1);
    expect(await page.getByTestId('groups').textContent()).toMatch(/1–2: \d+, 3–4: \d+/);
    await page.getByRole('button', { name: /^Saturation/ }).click();
    await expect.poll(() => page.locator('[data-limit="drum"]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-region="drum"]').count()).toBe(await page.locator('[data-limit="drum"]').count());
    expect(await page.getByTestId('drum-capacity').count()).toBe(2);
    expect(await page.getByTestId('frontier-summary').first().textContent()).toMatch(/0 CPU-limited, 5 drum-limited/);
    expect(errors).toEqual([]);
    release(page);
  });

  it('runs bard-psi after a prediction and shows Table 2 with Ψs beside Ψs*', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openPreset(page, 'bard-psi');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.waitForSelector('[data-testid="predict"]');
    await page.getByRole('button', { name: 'CP-67 more problem state; the Ψ-scheduler more interactions' }).click();
    await expect.poll(() => page.getByTestId('predict-verdict').textContent()).toMatch(/^Right\./);
    const table = page.getByTestId('psi-table');
    expect(await table.locator('thead th').allTextContents()).toEqual(['', 'psi-scheduler', 'cp67-scheduler']);
    // On these users CP-67's scheduler, as the papers describe it, gets slightly more problem state (seed 1: 36.4 against 35.6).
    const problem = await table.locator('tbody tr').first().locator('td').allTextContents();
    expect(Number(problem[1])).toBeGreaterThan(Number(problem[0]));
    expect(await page.getByRole('rowheader', { name: 'pages the pointer took whose owner was inactive' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Ψs and Ψs* over time' }).click();
    await expect.poll(() => page.getByText(/^Ψs and Ψs\* — /).count()).toBe(2);
    expect(errors).toEqual([]);
    release(page);
  });

  it('runs bard-table2 and shows every cell with its margin, saying where the Ψ-scheduler does not win', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openPreset(page, 'bard-table2');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.waitForSelector('[data-testid="predict"]');
    await page.getByRole('button', { name: 'one to three' }).click();
    await expect.poll(() => page.getByTestId('predict-verdict').textContent()).toMatch(/^Right\./);
    const cells = page.getByTestId('bard-table2').locator('td[data-cell]');
    expect(await cells.count()).toBe(6);
    for (const text of await cells.allTextContents()) expect(text).toMatch(/margin [−+]?\d+\.\d/);
    expect(await page.getByTestId('bard-table2').locator('td.psi-loses').first().textContent()).toMatch(/the Ψ-scheduler does not win/);
    expect(await page.getByTestId('bard-table2-summary').textContent()).toMatch(/^The Ψ-scheduler does not win 5 of the 6 cells/);
    expect(errors).toEqual([]);
    release(page);
  });

  it('asks when Ψs* tracks Ψs, then shows the four arms with Bard’s region', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openPreset(page, 'bard-psi-estimate');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.waitForSelector('[data-testid="predict"]');
    expect(await page.getByTestId('psi-table').count()).toBe(0);
    await page.getByRole('button', { name: 'unqueued-first/bard-users' }).click();
    await expect.poll(() => page.getByTestId('predict-verdict').textContent()).toMatch(/^Right\./);
    const table = page.getByTestId('psi-table');
    expect(await table.locator('thead th').allTextContents()).toEqual([
      '',
      'pointer-only/reload-users',
      'unqueued-first/reload-users',
      'pointer-only/bard-users',
      'unqueued-first/bard-users',
    ]);
    const row = async (label: string) =>
      (
        await table
          .locator('tbody tr', { has: page.getByRole('rowheader', { name: label, exact: true }) })
          .locator('td')
          .allTextContents()
      ).map(Number);
    const [psi, star] = [await row('Ψs where Ψs* ≤ 20 (Bard’s region)'), await row('Ψs* where Ψs* ≤ 20')];
    // Bard's own rule on users like his: the closest of the four (11–14 % on seeds 1–5).
    expect(Math.abs(star[3] / psi[3] - 1)).toBeLessThan(0.15);
    const off = (i: number) => Math.abs(Math.log(star[i] / psi[i]));
    for (const i of [0, 1, 2]) expect(off(i)).toBeGreaterThan(off(3));
    expect(star[0] / psi[0]).toBeGreaterThan(3);
    await page.getByRole('button', { name: 'Ψs and Ψs* over time' }).click();
    await expect.poll(() => page.getByText(/^Ψs and Ψs\* — /).count()).toBe(4);
    expect(errors).toEqual([]);
    release(page);
  });

  it('plays the Ψ-scheduler at work: admissions narrated with their arithmetic, Ψs beside Ψs*, the pointer cycles counted', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openPreset(page, 'psi-at-work');
    await seekTo(page, 60000);
    const decisions = page.getByRole('list', { name: 'Latest scheduler decisions' });
    expect(await decisions.textContent()).toMatch(
      /Admit P\d+ for a Q[12].*stay: Σ A = \d+ ≤ \d+ pages|stay ends: it needed about \d+ pages \(S\/Q\)|Ψ feedback/,
    );
    const w = Number((await page.getByTestId('pointer-cycles').textContent())!.match(/W = ([\d.]+)/)![1]);
    expect(w).toBeGreaterThan(10);
    expect(await page.locator('[data-series="Ψs* (eq. 5)"] circle').count()).toBeGreaterThan(3);
    // Each process's essential interruptions, counted as Ψ counts them.
    const column = (await page.locator('.process-table thead th').allTextContents()).indexOf('interruptions');
    expect(column).toBeGreaterThan(0);
    const counts = await page.locator(`.process-table tbody tr td:nth-child(${column + 1})`).allTextContents();
    expect(counts.map(Number).every((n) => n > 0)).toBe(true);
    // The event log can be narrowed to the scheduler's decisions.
    await openPanel(page, 'Log');
    await page.getByRole('radio', { name: 'scheduler decisions only' }).check();
    await page.getByRole('list', { name: 'Scheduler decisions', exact: true }).waitFor();
    const log = await page.getByRole('list', { name: 'Scheduler decisions' }).locator('li').allTextContents();
    expect(log.length).toBeGreaterThan(10);
    expect(log.some((l) => /Admit P\d+ for a Q1 \(interactive\) stay: Σ A = \d+ ≤ 40 pages/.test(l))).toBe(true);
    expect(log.every((l) => !/reads page|writes page/.test(l))).toBe(true);
    expect(errors).toEqual([]);
    release(page);
  });

  it('shows Ψs* running with Ψs on a batch mix', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openPreset(page, 'psi-estimate');
    await seekTo(page, 120000);
    const values = async (series: string) =>
      (await page.locator(`[data-series="${series}"] circle title`).allTextContents()).map((t) => Number(t.split(': ')[1]));
    const [psi, star] = [await values('Ψs (eq. 4)'), await values('Ψs* (eq. 5)')];
    expect(psi.length).toBeGreaterThan(20);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(Math.abs(mean(star) / mean(psi) - 1)).toBeLessThan(0.2);
    expect(errors).toEqual([]);
    release(page);
  });

  it('runs the Tables 3–4 sweep in the worker and lays out both tables', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openStage(page, 'experiments');
    await page.getByRole('combobox', { name: 'experiment' }).selectOption('bard-psi-sweep');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.waitForSelector('[data-testid="predict"]');
    expect(await page.getByTestId('psi-sweep-table4').count()).toBe(0);
    await page.getByRole('button', { name: 'Ψc = 5 and Ψm = 5: both low' }).click();
    await expect.poll(() => page.getByTestId('predict-verdict').textContent()).toMatch(/^Right\./);
    // The paper's rows: Table 3's fourteen experiments, Table 4's nine, each with three workloads, their average and Bard's.
    expect(await page.getByTestId('psi-sweep').locator('tbody tr').count()).toBe(14);
    const t4 = page.getByTestId('psi-sweep-table4').locator('tbody tr');
    expect(await t4.count()).toBe(9);
    const overall = await t4.locator('td:nth-of-type(6)').allTextContents();
    expect(overall.length).toBe(9);
    expect(overall.map(Number).every((v) => v > 10 && v < 70)).toBe(true);
    // (Its one real run in the suite: what experiments-run-bard.test.tsx asks of the others' results.)
    expect(await page.getByTestId('experiment-results').locator('svg, table').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('experiment-results').textContent()).not.toMatch(/NaN|undefined/);
    expect(errors).toEqual([]);
    release(page);
  });
});
