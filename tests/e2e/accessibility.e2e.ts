// WCAG 2.1 AA as axe-core checks it (its critical, serious and moderate rules) in
// Chromium at 1366×768: the gallery and every story at rest, then the states
// a class goes through — a prediction answered, an exercise's question open,
// a worksheet checked, the load-controller game at a check. axe is read from
// node_modules and evaluated in the page (the lab's Content-Security-Policy
// admits no inline script, and the page asks nothing of any other origin).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRESETS } from '../../src/stages/registry';
import { connect, newPage, openPanel, press, release, showByHash } from './browser';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

/** axe's critical, serious and moderate violations on the page as it is, one line each: the rule, and the first elements it names. */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    interface AxeViolation {
      id: string;
      impact: string | null;
      nodes: { target: string[] }[];
    }
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact !== 'minor')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
  });
}

describe('axe-core: no critical, serious or moderate violation', () => {
  it('on the gallery and on every story at rest', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(inject('baseUrl'));
    await page.getByTestId('gallery').waitFor();
    expect(await violations(page), 'the gallery').toEqual([]);
    for (const p of PRESETS) {
      await showByHash(page, p.id);
      expect(await violations(page), p.id).toEqual([]);
    }
    expect(errors).toEqual([]);
    release(page);
  });

  it('with a prediction answered, an exercise question open, a worksheet checked and the game at a check', async () => {
    const { page, errors } = await newPage(browser);
    // A prediction answered: Belady's chart and its verdict.
    await showByHash(page, 'belady');
    await page.getByTestId('predict').getByRole('button', { name: 'More often' }).click();
    await page.getByTestId('predict-verdict').waitFor();
    expect(await violations(page), 'belady, answered').toEqual([]);
    // An exercise's question open on the ring.
    await showByHash(page, 'second-chance');
    await openPanel(page, 'Exercise');
    await page.getByRole('button', { name: 'Start the exercise' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let i = 0; i < 60 && (await page.getByTestId('question').count()) === 0; i++) await press(page, 'ArrowRight');
    expect(await violations(page), 'second-chance, a question open').toEqual([]);
    // A worksheet checked.
    await showByHash(page, 'worksheet-fifo');
    await page.getByTestId('cell-0-0').click();
    await page.keyboard.type('f-5--');
    await page.getByTestId('worksheet-check').click();
    await page.locator('[data-testid="cell-0-0"][data-mark]').waitFor();
    expect(await violations(page), 'worksheet-fifo, checked').toEqual([]);
    // The game at its first check.
    await showByHash(page, 'load-controller');
    await page.keyboard.press('n');
    await expect.poll(() => page.getByTestId('controller-check').textContent()).toMatch(/^Check 1,/);
    expect(await violations(page), 'load-controller, at a check').toEqual([]);
    expect(errors).toEqual([]);
    release(page);
  });
});

describe('a chart for the keyboard', () => {
  it('is one Tab stop, its points reached with the arrows, Home and End, never stepping the run', async () => {
    const { page, errors } = await newPage(browser);
    await showByHash(page, 'lifetime-knee');
    const chart = page.locator('svg.lifetime-chart');
    await chart.locator('[data-roving]').first().waitFor();
    const points = await chart.locator('[data-roving]').count();
    expect(points).toBeGreaterThan(3);
    // One of them takes Tab: the first.
    expect(await chart.locator('[data-roving][tabindex="0"]').count()).toBe(1);
    expect(await chart.locator('[data-roving]').first().getAttribute('tabindex')).toBe('0');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
    const label = (i: number) => chart.locator('[data-roving]').nth(i).getAttribute('aria-label');
    await chart.locator('[data-roving]').first().focus();
    const step = await page.locator('main.stage-area').getAttribute('data-step');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe(await label(1));
    await page.keyboard.press('End');
    expect(await focused()).toBe(await label(points - 1));
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe(await label(points - 2));
    // The run did not move; the chart's stop is now the point last focused.
    expect(await page.locator('main.stage-area').getAttribute('data-step')).toBe(step);
    expect(await chart.locator('[data-roving][tabindex="0"]').count()).toBe(1);
    expect(await chart.locator('[data-roving][tabindex="0"]').getAttribute('aria-label')).toBe(await label(points - 2));
    // Tab leaves the chart, not for its next point.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('svg.lifetime-chart') === null)).toBe(true);
    expect(errors).toEqual([]);
    release(page);
  });
});
