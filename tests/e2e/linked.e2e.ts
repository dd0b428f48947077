// Linked pictures in Chromium at 1366×768: a k-sweep point opens its k on
// the frame table and Back returns to the sweep; a faults-against-frames
// point opens its frames on the tables; a Figure 1 point takes the run to
// the end of its interval; an experiment's arm opens on its stage, cut to
// its first seconds and saying so. Each time the address bar carries the
// state opened, and the page does not scroll.

import '../core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { decodeHash, encodeState } from '../../src/app/link';
import { presetById } from '../../src/stages/registry';
import { connect, linkOf, openLab, pageScrolls, press, release, waitForRun } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

/** The lab state the address bar carries (once the link has caught up). */
async function stateInUrl(page: Page) {
  const hash = new URL(await linkOf(page)).hash;
  expect(hash).toMatch(/^#s=2\./);
  const decoded = decodeHash(hash);
  if (!('state' in decoded) || !decoded.state) throw new Error(`no state in the link: ${JSON.stringify(decoded).slice(0, 300)}`);
  return decoded.state;
}

describe('linked pictures', () => {
  it('k-sweep → the frame table at that k, and Back to the sweep', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=linked-pictures`, undefined, '.k-sweep-pane');
    await page.getByRole('button', { name: 'k = 1 (one bit)' }).click();
    await expect.poll(() => page.getByTestId('predict-verdict').textContent()).toMatch(/^Right\. 303 faults at k = 1/);
    const point = page.locator('.k-sweep-chart circle[data-k="1"]').first();
    expect(await point.getAttribute('aria-label')).toBe('Open k = 1 on the frames pane (k = 1: page faults 303)');
    await point.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Frames and shift registers' }).waitFor();
    await waitForRun(page);
    expect(await page.getByTestId('linked-note').textContent()).toMatch(/^↪ Opened from the k-sweep: k = 1 \(it was k = 0\)/);
    const opened = await stateInUrl(page);
    expect([opened.stage, opened.scenario.memory.k, opened.view.pane, opened.linked?.from]).toEqual(['multics-clock', 1, '', 'k-sweep']);
    // The frame table runs at k = 1: one register bit.
    expect(await page.locator('.ring-legend').textContent()).toContain('register (1 bit');
    expect(await pageScrolls(page)).toBe(false);
    // The frame table's link keeps the prediction made on the sweep.
    expect(Object.values(opened.predicted ?? {})).toEqual([1]);
    await page.goBack();
    await page.locator('.k-sweep-chart').first().waitFor();
    // Back: the story's sweep, answered (so its link is the state's, not the bare story's).
    await expect.poll(async () => (await stateInUrl(page)).view.pane).toBe('k-sweep');
    const back = await stateInUrl(page);
    expect([back.preset, back.scenario.memory.k, back.linked ?? null, back.revealed]).toEqual([
      'linked-pictures',
      0,
      null,
      ['linked-pictures'],
    ]);
    expect(await page.getByTestId('predict-verdict').textContent()).toMatch(/^Right\. 303 faults at k = 1/);
    expect(await page.getByTestId('linked-note').count()).toBe(0);
    expect(errors).toEqual([]);
    release(page);
  });

  it('faults against frames → that many frames on the tables', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=belady`, undefined, '[data-testid="faults-panel"]');
    await page.getByRole('button', { name: 'just show the results' }).click();
    const point = page.locator('.faults-chart [data-series="fifo"] [data-frames="4"]');
    expect(await point.getAttribute('aria-label')).toBe('Open 4 frames on the frame tables (FIFO, 4 frames: 10 faults)');
    await point.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('frames-value').inputValue()).toBe('4');
    await waitForRun(page);
    const opened = await stateInUrl(page);
    expect([opened.stage, opened.scenario.memory.frames, opened.linked?.from]).toEqual(['policies', 4, 'faults']);
    expect(await page.getByTestId('linked-note').textContent()).toMatch(/FIFO’s point at 4 frames \(it was 3\)/);
    // Now at 4 frames, FIFO's table faults 10 times over the string (Belady's anomaly).
    await page.getByRole('button', { name: /Play/ }).first().focus();
    await press(page, 'ArrowRight', 12);
    await expect.poll(() => page.getByTestId('faults-fifo').textContent()).toBe('10');
    expect(errors).toEqual([]);
    release(page);
  });

  it('a Figure 1 point → the run at the end of that interval', async () => {
    const state = structuredClone(presetById('load-leveler')!.state);
    state.view.step = 20_000;
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#${encodeState(state)}`, undefined, '.region-chart');
    const point = page.locator('.region-chart [data-interval="4"]');
    expect(await point.getAttribute('aria-label')).toMatch(/^Go to the end of interval 4 \(interval 4: /);
    await point.click();
    await expect.poll(() => page.locator('.region-chart [data-interval]').count()).toBe(4);
    expect(await page.getByTestId('linked-note').textContent()).toMatch(/^↪ Opened from Figure 1: interval 4 \(3 s to 4 s\), at its end/);
    const opened = await stateInUrl(page);
    expect(opened.view.step).toBeLessThan(20_000);
    expect(await page.getByTestId('step-counter').textContent()).toBe(`step ${opened.view.step} / 33065`);
    expect(await page.getByText('Figure 1 — 4 intervals so far').count()).toBe(1);
    await page.goBack();
    await expect.poll(() => page.locator('.region-chart [data-interval]').count()).toBeGreaterThan(4);
    await expect.poll(() => page.getByTestId('step-counter').textContent()).toBe('step 20000 / 33065');
    expect(errors).toEqual([]);
    release(page);
  });

  it('an experiment’s arm → its scenario on its stage, its first seconds, said so', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=shils-ll`, undefined, '[data-testid="arm-links"]');
    const summary = page.locator('.arm-links summary');
    expect(await summary.textContent()).toBe('Open an arm on its stage (2 arms → Load control)');
    await summary.click();
    await page.getByRole('button', { name: 'without-ll' }).click();
    await page.getByTestId('linked-note').waitFor();
    await waitForRun(page);
    expect(await page.getByRole('combobox', { name: 'Stage' }).inputValue()).toBe('load-leveler');
    expect(await page.getByTestId('linked-note').textContent()).toMatch(
      /arm without-ll — shortened to fit the step-through view: its first \d+ s of 7,200 s, exactly as the experiment ran them/,
    );
    const opened = await stateInUrl(page);
    expect([opened.stage, opened.linked?.from, opened.slices?.experiments]).toEqual([
      'load-leveler',
      'experiment',
      { name: 'shils-ll', seed: 1 },
    ]);
    expect(opened.scenario.duration_us).toBeLessThan(600_000_000);
    expect(opened.scenario.scheduler?.load_leveler ?? null).toBeNull();
    await page.locator('.region-chart').waitFor();
    expect(await pageScrolls(page)).toBe(false);
    await page.goBack();
    await page.getByTestId('arm-links').waitFor();
    expect(errors).toEqual([]);
    release(page);
  });
});
