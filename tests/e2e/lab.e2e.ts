// The lab in real Chromium: load, step, read the counters and the ring, step
// back to the exact earlier state, play, and reject a bad parameter.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  changeScenario,
  connect,
  linkOf,
  openDefault,
  openLab,
  openPanel,
  openPreset,
  openStage,
  pageScrolls,
  press,
  release,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

const counter = (page: Page, name: string) => page.locator(`[data-counter="${name}"] dd`).textContent();
const step = (page: Page) => page.getByTestId('step-counter').textContent();
const ringPages = (page: Page) => page.locator('.ring-entry').evaluateAll((els) => els.map((e) => e.getAttribute('data-page')));

describe('the first visit', () => {
  it('opens the gallery of stories: real links, one click starts a story on its stage', async () => {
    const { page, errors } = await openLab(browser, inject('baseUrl'));
    const links = await page.locator('.card a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(links.length).toBeGreaterThan(15);
    for (const href of links) expect(href).toMatch(/^\.\/#preset=[a-z0-9-]+$/);
    expect(await page.locator('[data-preset="load-leveler"] .card-question').textContent()).toMatch(/\?$/);
    await openPreset(page, 'load-leveler');
    expect(await page.getByRole('combobox', { name: 'Stage' }).inputValue()).toBe('load-leveler');
    expect(await page.getByTestId('story-title').textContent()).toContain('The Load Leveler at work');
    await page.waitForFunction(() => window.location.hash === '#preset=load-leveler');
    expect(await pageScrolls(page)).toBe(false);
    expect(errors).toEqual([]);
    release(page);
  });
});

describe('Paging Lab in Chromium', () => {
  it('steps, steps back to the same state, and shows no console errors', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    expect(await step(page)).toMatch(/^step 0 \/ \d+/);
    expect(await page.locator('.ring-entry').count()).toBe(0);

    await press(page, 'Shift+ArrowRight', 15);
    expect(await counter(page, 'references')).toBe('15');
    const faults = Number(await counter(page, 'faults'));
    expect(faults).toBeGreaterThan(5);
    const stepAfter15 = await step(page);
    const ringAfter15 = await ringPages(page);
    const tableAfter15 = await page.locator('.registers tbody').innerText();
    expect(ringAfter15.length).toBeGreaterThan(0);

    await press(page, 'ArrowRight', 7);
    expect(await step(page)).not.toBe(stepAfter15);
    await press(page, 'ArrowLeft', 7);
    expect(await step(page)).toBe(stepAfter15);
    expect(await ringPages(page)).toEqual(ringAfter15);
    expect(await page.locator('.registers tbody').innerText()).toBe(tableAfter15);
    expect(await counter(page, 'faults')).toBe(String(faults));

    await press(page, 'Home');
    expect(await step(page)).toMatch(/^step 0 /);
    expect(await counter(page, 'references')).toBe('0');
    expect(errors).toEqual([]);
    release(page);
  });

  it('plays until paused, and the timeline scrubs to any step', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    // At 32 references a second the run's 389 steps take 12 s: Pause lands long before the end (at 256 a second a
    // loaded machine could reach the end first, and the click would start a replay).
    await page.getByRole('combobox', { name: /speed/i }).selectOption('32');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(() =>
      /^step ([3-9]\d|\d{3,})/.test(document.querySelector('[data-testid="step-counter"]')?.textContent ?? ''),
    );
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Play' }).waitFor();
    const slider = page.getByRole('slider', { name: /timeline/i });
    await slider.fill('10');
    await expect.poll(() => step(page)).toMatch(/^step 10 \//);
    expect(await page.getByTestId('narration').textContent()).not.toBe('');
    expect(errors).toEqual([]);
    release(page);
  });

  it('names a bad parameter and keeps what was typed', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openPanel(page, 'Scenario');
    const frames = page.getByRole('textbox', { name: /^frames/ });
    await frames.fill('0');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => page.getByTestId('scenario-error').textContent())
      .toBe('memory.frames = 0 is not allowed: expected an integer in 1..=65536');
    expect(await frames.inputValue()).toBe('0');
    await frames.fill('10');
    await changeScenario(page, () => page.getByRole('button', { name: 'Apply' }).click());
    await page.waitForFunction(() => document.querySelectorAll('.registers tbody tr').length === 10);
    expect(await page.getByTestId('scenario-error').count()).toBe(0);
    expect(errors).toEqual([]);
    release(page);
  });

  it('shows the k-sweep in place of the frame table, after a prediction', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await page.getByRole('button', { name: /^k-sweep/ }).click();
    expect(await page.locator('.sweep svg').count()).toBe(0);
    // The default scenario: 43 faults at k = 0, 35 at k = 1 — 19 % fewer.
    await page.getByRole('button', { name: 'by about half (35–65 %)' }).click();
    await expect
      .poll(() => page.getByTestId('predict-verdict').textContent())
      .toMatch(/^Not this time: it came out “by about a quarter \(10–35 %\)”\. 43 faults at k = 0, 35 at k = 1: 19 % fewer\./);
    await expect.poll(() => page.locator('.sweep svg').count()).toBe(3);
    expect(await page.locator('.sweep circle[data-k]').count()).toBe(27);
    expect(await pageScrolls(page)).toBe(false);
    expect(errors).toEqual([]);
    release(page);
  });
});

describe('the static build', () => {
  it('refers to its files by relative paths, so it can be hosted under any path', async () => {
    const { readFile } = await import('node:fs/promises');
    const html = await readFile('dist/index.html', 'utf8');
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(1);
    expect(refs.filter((r) => r.startsWith('/') || /^https?:/.test(r))).toEqual([]);
  });
});

describe('lifetime curves', () => {
  it('draws the curve with its markers and tangent ray, and the markers follow the parameters', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openStage(page, 'lifetime-curves');
    await page.locator('.lifetime-chart [data-marker="parachor"]').waitFor();
    for (const m of ['parachor', 'lt-knee', 'pe-knee']) expect(await page.locator(`.lifetime-chart [data-marker="${m}"]`).count()).toBe(1);
    expect(await page.getByTestId('tangent-ray').count()).toBe(1);
    // A loop over 8 pages, 30 times: e(8) = 240/8 = 30, e(z < 8) = 1. The LT-knee is at 8 frames;
    // the PE-knee is at 1 frame when faults are cheap (S = 1) and at 8 when they are dear (S = 1000).
    await page.getByRole('combobox').filter({ hasText: 'process P0' }).selectOption('typed');
    await page.getByRole('textbox', { name: 'reference string for the curves' }).fill(Array(30).fill('1 2 3 4 5 6 7 8').join(' '));
    // The curve is computed in a worker: each answer arrives a moment after the change.
    const text = (id: string) => expect.poll(() => page.getByTestId(id).textContent());
    await text('lt-knee').toBe('8 frames');
    await page.getByRole('textbox', { name: /fault delay/ }).fill('1');
    await text('pe-knee').toBe('1 frame');
    await page.getByRole('textbox', { name: /fault delay/ }).fill('1000');
    await text('pe-knee').toBe('8 frames');
    await page.getByRole('combobox').filter({ hasText: 'every memory size' }).selectOption('ws');
    await text('pe-knee').toMatch(/^window \d+ \([\d.]+ pages\)$/);
    await page.getByRole('combobox').filter({ hasText: 'every window' }).selectOption('lru');
    await page.getByRole('textbox', { name: /largest memory/ }).fill('0');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('max = 0 is not allowed: expected an integer ≥ 1');
    expect(errors).toEqual([]);
    release(page);
  });
});

describe('the operating point', () => {
  it('moves along beside the curve while the run plays', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openStage(page, 'lifetime-curves');
    const point = page.locator('.lifetime-chart [data-marker="operating-point"]');
    expect(await point.count()).toBe(0); // no fault yet: no observed lifetime
    const where = async () => (await point.locator('title').textContent()) ?? '';
    await page.getByRole('combobox', { name: /speed/i }).selectOption('256');
    await page.getByRole('button', { name: 'Play' }).click();
    await point.waitFor();
    const first = await where();
    await page.waitForFunction((before) => {
      const t = document.querySelector('.lifetime-chart [data-marker="operating-point"] title')?.textContent ?? '';
      return t !== '' && t !== before;
    }, first);
    await page.getByRole('button', { name: 'Pause' }).click();
    expect(await where()).toMatch(/^operating point: mean resident size [\d.]+, observed lifetime [\d.]+$/);
    expect(await where()).not.toBe(first);
    expect(errors).toEqual([]);
    release(page);
  });
});

describe('the knee question', () => {
  it('hides the markers until the student clicks the knee, then says whether it was right and tells the story’s findings', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openPreset(page, 'lifetime-knee');
    // The knee is the story's question: asked at once.
    expect(await page.getByRole('checkbox', { name: /predict the knee first/ }).isChecked()).toBe(true);
    await page.getByTestId('knee-question').waitFor();
    expect(await page.getByTestId('story-shows').count()).toBe(0);
    expect(await page.getByTestId('knee-question').count()).toBe(1);
    expect(await page.locator('.lifetime-chart [data-marker="lt-knee"]').count()).toBe(0);
    expect(await page.getByTestId('lt-knee').textContent()).toBe('?');
    // The loop over eight pages: the knee is at eight frames (index 7).
    await page.locator('.lifetime-chart .pick[data-index="7"]').click();
    await expect.poll(() => page.getByTestId('knee-verdict').textContent()).toMatch(/^✓ Right — you chose 8\.0/);
    expect(await page.getByTestId('lt-knee').textContent()).toBe('8 frames');
    expect(await page.locator('.lifetime-chart [data-marker="lt-knee"]').count()).toBe(1);
    expect(await page.getByTestId('story-shows').textContent()).toMatch(/a sharp knee, at eight\s+frames/);
    // The guess is in the link: opened afresh, the verdict and the markers, no question.
    const { page: again, errors: againErrors } = await openLab(browser, await linkOf(page), undefined, '[data-testid="knee-verdict"]');
    expect(await again.getByTestId('knee-verdict').textContent()).toMatch(/^✓ Right — you chose 8\.0/);
    expect(await again.getByTestId('knee-question').count()).toBe(0);
    release(again);
    expect(againErrors).toEqual([]);
    expect(errors).toEqual([]);
    release(page);
  });
});
