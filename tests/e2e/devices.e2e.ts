// The lab on a phone (390×844, touch) and a tablet held upright (768×1024)
// in Chromium's device emulation: every story opened there lays out within
// the window's width (the page scrolls down, never sideways), with no error;
// a story opens with its side panel folded to a bar of tabs at the bottom,
// which opens as a sheet and folds again; Play is reachable by a tap; and on
// a coarse pointer every control is at least 44 px each way.

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRESETS } from '../../src/stages/registry';
import { connect, newPage, release, settled, showByHash, stepOf, WAIT_MS } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };

/** A page of a touch device of `viewport` (a phone's or a tablet's), its uncaught errors collected. */
async function device(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, errors };
}

/** How wide the page lays out, against the window's width; and whether an error replaced a stage or the lab. */
const measure = (page: Page) =>
  page.evaluate(() => ({
    wide: document.documentElement.scrollWidth,
    window: window.innerWidth,
    broken: document.querySelector('[data-testid="stage-error"]') !== null || document.body.textContent?.includes('Something went wrong'),
  }));

/** Visible controls smaller than 44 px either way (a term inside a sentence and a chart's points aside). */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const small: string[] = [];
    for (const e of document.querySelectorAll<HTMLElement>('button, select, input, [role="tab"], summary')) {
      if (e.matches('.term, [type="checkbox"], [type="radio"]')) continue;
      const r = e.getBoundingClientRect();
      if (!r.width || !r.height || getComputedStyle(e).visibility === 'hidden') continue;
      if (r.width < 44 - 0.5 || r.height < 44 - 0.5)
        small.push(
          `${e.tagName.toLowerCase()} “${(e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 30)}” ${r.width.toFixed(0)}×${r.height.toFixed(0)}`,
        );
    }
    return small;
  });

describe('every story on a phone and an upright tablet', () => {
  for (const [name, viewport] of [
    ['a phone (390×844)', PHONE],
    ['a tablet held upright (768×1024)', TABLET],
  ] as const) {
    it(`lays out within ${name}'s width, the page scrolling down only, with no error`, async () => {
      const { context, page, errors } = await device(viewport);
      for (const p of PRESETS) {
        await showByHash(page, p.id);
        await settled(page);
        const m = await measure(page);
        expect(m.broken, `${p.id}: an error replaced the lab`).toBe(false);
        expect(m.wide, `${p.id}: the page's width against the window's`).toBeLessThanOrEqual(m.window);
        expect(errors, `${p.id}: page errors`).toEqual([]);
      }
      await context.close();
    });
  }
});

describe('on a phone', () => {
  it('opens a story with its side panel a bar of tabs, opened as a sheet and folded again; Play by a tap', async () => {
    const { context, page, errors } = await device(PHONE);
    await showByHash(page, 'belady');
    const panel = page.locator('.side-panel');
    expect(await panel.getAttribute('class')).toContain('folded');
    // The bar sits at the bottom of the window.
    const bar = (await panel.boundingBox())!;
    expect(bar.y + bar.height).toBeCloseTo(PHONE.height, 0);
    await page.getByRole('tab', { name: 'Story', exact: true }).tap();
    await page.getByTestId('story').waitFor();
    expect(await panel.getAttribute('class')).not.toContain('folded');
    await page.getByRole('button', { name: 'Fold the side panel' }).tap();
    await page.waitForFunction(() => document.querySelector('.side-panel')?.classList.contains('folded'));
    // Play, tapped, moves the run on.
    await page.getByRole('button', { name: 'Play' }).tap();
    await page.waitForFunction(() => Number(document.querySelector<HTMLElement>('main.stage-area')?.dataset.step) > 0);
    expect(await stepOf(page)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives every control a target of at least 44 × 44 px on a coarse pointer', async () => {
    const { context, page, errors } = await device(PHONE);
    for (const id of ['belady', 'multics', 'load-leveler', 'worksheet-clock', 'lifetime-knee']) {
      await showByHash(page, id);
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      expect(await smallTargets(page), id).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes a finger’s tap 14 px from a chart’s point as that point’s, and keeps those targets from a mouse', async () => {
    const { context, page, errors } = await device(PHONE);
    await showByHash(page, 'lifetime-knee');
    // The question's points: choosing one answers where the knee is.
    const point = page.locator('circle.pick').nth(3);
    await point.scrollIntoViewIfNeeded();
    const z = /z = ([\d.]+)/.exec((await point.getAttribute('aria-label')) ?? '')![1];
    const box = (await point.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2 + 14];
    // Below the dot, outside it: the point's own target 44 px across.
    expect(await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.getAttribute('data-for'), [x, y])).toBe(
      await point.getAttribute('data-index'),
    );
    await page.touchscreen.tap(x, y);
    await expect.poll(() => page.getByTestId('knee-verdict').textContent()).toContain(`you chose ${Number(z).toFixed(1)}`);
    expect(errors).toEqual([]);
    await context.close();
    // A mouse (a fine pointer) has no such targets: the space around a dot is the chart's.
    const { page: desk, errors: deskErrors } = await newPage(browser, { width: 1366, height: 768 });
    await desk.goto(`${inject('baseUrl')}#preset=lifetime-knee`);
    await desk.locator('circle.pick').first().waitFor();
    expect(await desk.locator('.touch-targets').first().isVisible()).toBe(false);
    expect(deskErrors).toEqual([]);
    release(desk);
  });

  it('fills a worksheet by tapping its cells and typing on the phone’s own keyboard, checked as typed by a desk’s', async () => {
    const { context, page, errors } = await device(PHONE);
    await showByHash(page, 'worksheet-fifo');
    // FIFO, 3 frames, the string 5 1 5 7 …: row 1 is a fault with nothing replaced and 5 in frame 0.
    await page.getByTestId('cell-0-0').tap();
    const input = page.locator('[data-testid="cell-0-0"] input.cell-input');
    expect(await input.getAttribute('inputmode')).toBe('text');
    await page.waitForFunction(() => document.activeElement?.matches('[data-testid="cell-0-0"] input'));
    // An on-screen keyboard sends text, not keys a keydown can read.
    for (const typed of ['f', '-', '5', '-', '-']) await page.keyboard.insertText(typed);
    expect(await page.getByTestId('cell-0-0').textContent()).toBe('f');
    expect(await page.getByTestId('cell-0-2').textContent()).toBe('5');
    // The cursor went on to row 2 as typing by keyboard does.
    await page.waitForFunction(() => document.activeElement?.matches('[data-testid="cell-1-0"] input'));
    await page.getByTestId('worksheet-check').tap();
    await page.locator('[data-testid="cell-0-0"][data-mark="right"]').waitFor();
    expect(await page.getByTestId('cell-0-2').getAttribute('data-mark')).toBe('right');
    expect(errors).toEqual([]);
    await context.close();
  });
});
