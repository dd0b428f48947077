// Multiprogramming and the Load Leveler in Chromium: Figure 1 fills in while
// the Load Leveler preset plays, a set-aside is narrated, moving x opens the
// run again under the new threshold (its decisions listed with it), the
// thrashing story draws Figure 1 from the sampler's intervals, and the
// shils-ll experiment runs in the worker with progress while the page stays
// usable.

import '../core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { decodeHash } from '../../src/app/link';
// (Reading a link needs the stages: the registry installs them.)
import '../../src/stages/registry';
import {
  changeScenario,
  connect,
  downloaded,
  linkOf,
  newContext,
  openDefault,
  openLab,
  openPanel,
  openPreset,
  openStage,
  release,
  seekTo,
  stepOf,
  waitForRun,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

describe('load control', () => {
  it('draws Figure 1 as the Load Leveler preset plays, and narrates a set-aside', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openPreset(page, 'load-leveler');
    const points = () => page.locator('.region-chart [data-region]').count();
    expect(await points()).toBe(0);
    await page.getByRole('combobox', { name: /speed/i }).selectOption('256');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.region-chart [data-region]').length >= 2, undefined);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Play' }).waitFor();
    const before = await points();
    // The timeline reaches the first set-aside; the event log says so in words.
    await seekTo(page, 9000);
    expect(await points()).toBeGreaterThan(before);
    expect(await page.locator('[data-testid^="membership-"]').allTextContents()).toContain('set aside');
    await openPanel(page, 'Log');
    const csv = await page.evaluate(() => document.querySelector('.event-log')?.textContent ?? '');
    expect(csv.length).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /event log \(CSV\)/i }).click()]);
    const text = (await downloaded(download)).toString();
    expect(text).toMatch(/set_aside,P\d is set aside \(multiprogramming level \d+\)\./);
    // (The narration contains commas, so the CSV quotes it.)
    expect(text).toMatch(/load_leveler,"Load Leveler: CPU \d+ % busy, [\d.]+ pages\/s replaced — area C \(overload\): set aside P\d/);
    expect(errors).toEqual([]);
    release(page);
  });

  it('moving x on Figure 1 opens the run again at the same step, under the leveler’s new x, and the link carries it', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openPreset(page, 'load-leveler');
    await seekTo(page, 9000);
    const areas = () => page.locator('.region-chart [data-interval]').evaluateAll((ps) => ps.map((p) => p.getAttribute('data-region')));
    const before = await areas();
    expect(before.length).toBeGreaterThan(3);
    expect(await page.getByTestId('threshold-x').textContent()).toBe('x = 15 pages/s');
    await changeScenario(page, () => page.getByRole('slider', { name: 'x threshold' }).fill('60'));
    expect(await stepOf(page)).toBe(9000);
    expect(await page.getByTestId('threshold-x').textContent()).toBe('x = 60 pages/s');
    // Another leveler: the areas are the new run's, recorded under x = 60.
    expect(await areas()).not.toEqual(before);
    const hash = new URL(await linkOf(page)).hash;
    const decoded = decodeHash(hash);
    if (!('state' in decoded) || !decoded.state) throw new Error('no state in the link');
    expect(decoded.state.scenario.scheduler?.load_leveler).toMatchObject({ x_pages_per_s: 60, y_pct: 30 });
    expect(errors).toEqual([]);
    release(page);
  });

  it('moving x to 30 changes the decisions listed with the run, and the link reopens them', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=load-leveler`);
    await seekTo(page, 16533);
    const listed = () => page.locator('.decisions-panel').innerText();
    // Under x = 15 the check at 15.5 s judged 24.0 pages/s overload.
    expect(await listed()).toContain('Load Leveler: CPU 68 % busy, 24.0 pages/s replaced — area C (overload): nothing to do');
    await changeScenario(page, () => page.getByRole('slider', { name: 'x threshold' }).fill('30'));
    // Under x = 30 the leveler's run is another: its check at 15.5 s finds underload and returns a job.
    const moved = await listed();
    expect(moved).not.toContain('24.0 pages/s replaced — area C');
    expect(moved).toContain('Load Leveler: CPU 65 % busy, 18.0 pages/s replaced — area B (underload): return P2 to the job queue');
    const { page: again, errors: againErrors } = await openLab(browser, await linkOf(page));
    expect(await again.getByTestId('threshold-x').textContent()).toBe('x = 30 pages/s');
    expect(await again.locator('.decisions-panel').innerText()).toBe(moved);
    expect([...errors, ...againErrors]).toEqual([]);
    release(page);
    release(again);
  });

  it('shows the six thrashing processes on Figure 1 and the time series, from the sampler’s intervals', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=thrashing-6`);
    const last = await page.getByRole('slider', { name: /timeline/i }).getAttribute('max');
    await seekTo(page, Number(last));
    expect(
      await page
        .locator('.figure-panel')
        .getByText(/^Figure 1 — /)
        .textContent(),
    ).toBe('Figure 1 — 111 intervals so far');
    const areas = await page.locator('.region-chart [data-interval]').evaluateAll((ps) => ps.map((p) => p.getAttribute('data-region')));
    expect([areas.length, areas.filter((a) => a === 'overload').length]).toEqual([111, 108]);
    await page.getByRole('button', { name: 'Time series' }).click();
    await page.getByText('CPU activity and page rate per interval').waitFor();
    expect(await page.getByText(/need the sampler’s intervals/).count()).toBe(0);
    expect(errors).toEqual([]);
    release(page);
  });

  it('asks which area of Figure 1 the interval will fall in, answered by clicking the area', async () => {
    const context = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${inject('baseUrl')}#preset=load-leveler`);
    await page.waitForSelector('.ring');
    await waitForRun(page);
    await openPanel(page, 'Exercise');
    await page.getByRole('button', { name: 'Which area of Figure 1 next?' }).click();
    await expect.poll(() => page.getByTestId('exercise-status').textContent()).toMatch(/^Added: question at step 0/);
    await page.getByRole('button', { name: 'Copy the instructor link' }).click();
    const teacher = await context.newPage();
    await teacher.goto(await page.evaluate(() => navigator.clipboard.readText()));
    await teacher.waitForSelector('.answer-key');
    const key = (await teacher.locator('.answer-key tbody tr').first().locator('td').nth(2).textContent())!;
    const area = /overload/.test(key) ? 'overload' : /underload/.test(key) ? 'underload' : 'ok';
    expect(await page.getByTestId('question').textContent()).toContain('In which area of Figure 1');
    await page.locator(`.region-chart [data-area="${area}"]`).click();
    await expect.poll(() => page.getByTestId('question').textContent()).toContain('✓ Right');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs shils-ll in the worker with progress, and the page stays usable', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openStage(page, 'experiments');
    await page.getByRole('button', { name: 'just show the results' }).click();
    await page.getByRole('button', { name: 'Run' }).click();
    // While it runs, another stage plays as usual; coming back shows the run.
    await openStage(page, 'multics-clock');
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    await expect.poll(() => page.getByTestId('step-counter').textContent()).toMatch(/^step 1 \//);
    await openStage(page, 'experiments');
    await page.waitForSelector('[data-testid="experiment-results"]');
    expect(await page.locator('[data-testid="centre-of-mass"]').count()).toBe(2);
    await page.getByRole('button', { name: 'Figure 4: transitions' }).click();
    await expect.poll(() => page.locator('.matrix').count()).toBe(2);
    const overOver = await page.locator('[data-arm] [data-cell="OVER-OVER"]').allTextContents();
    expect(Number(overOver[0])).toBeLessThan(Number(overOver[1]));
    await page.getByRole('button', { name: 'Figure 6: the intervals' }).click();
    // Moving y re-colours the history: with y = 100 every point is in A or B.
    await page.getByRole('slider', { name: 'y threshold' }).fill('100');
    await expect.poll(() => page.locator('[data-arm] [data-region="overload"]').count()).toBe(0);
    expect(errors).toEqual([]);
    release(page);
  });
});
