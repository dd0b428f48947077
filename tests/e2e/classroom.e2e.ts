// The classroom layer in real Chromium: shared links reproduce the state,
// bad links explain themselves, presenter and embed modes, exports,
// exercises, side by side, and working offline.

import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, openLab, openPreset } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const stepText = (page: Page) => page.getByTestId('step-counter').textContent();
const ringPages = (page: Page) =>
  page.locator('.ring-entry').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-frame')}:${e.getAttribute('data-page')}`));
const waitForUrl = (page: Page, prev: string) => page.waitForFunction((p) => window.location.href !== p, prev);

describe('the classroom layer', () => {
  it('opens a shared link in a fresh page at the identical state', async () => {
    const { page, errors } = await openLab(browser, inject('baseUrl'));
    const before = page.url();
    for (let i = 0; i < 30; i++) await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Event log' }).click();
    await waitForUrl(page, before);
    await page.waitForTimeout(400);
    const url = page.url();
    expect(url).toMatch(/#s=1\./);
    const state = [
      await stepText(page),
      await ringPages(page),
      await page.locator('.registers tbody').innerText(),
      await page.getByTestId('narration').textContent(),
    ];

    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const fresh = await context.newPage();
    await fresh.goto(url);
    await fresh.waitForSelector('.ring-entry');
    expect([
      await stepText(fresh),
      await ringPages(fresh),
      await fresh.locator('.registers tbody').innerText(),
      await fresh.getByTestId('narration').textContent(),
    ]).toEqual(state);
    expect(await fresh.getByRole('tab', { name: 'Event log' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('explains a bad link, loads the default scenario and keeps the text', async () => {
    const bad = 's=1.N4IgLgTgpgzlBcIDaBdANCANgSwHYFMEBGAXyA';
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#${bad}`);
    const alert = page.getByTestId('link-error');
    expect(await alert.textContent()).toMatch(
      /This link could not be opened: s: the (data could not be decompressed|decompressed data is not JSON)/,
    );
    expect(await alert.locator('textarea').inputValue()).toBe(bad);
    expect(await stepText(page)).toMatch(/^step 0 \/ 396$/);
    const tampered = `${inject('baseUrl')}#s=1.${'A'.repeat(3000)}`;
    await page.goto(tampered);
    await page.waitForSelector('.ring');
    expect(await page.getByTestId('link-error').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('has a presenter mode, a keyboard help overlay and an embed mode', async () => {
    const { page, errors } = await openLab(browser, inject('baseUrl'));
    await page.keyboard.press('p');
    expect(await page.evaluate(() => document.documentElement.classList.contains('presenter'))).toBe(true);
    const size = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(size).toBeGreaterThanOrEqual(20);
    await page.keyboard.press('?');
    expect(await page.getByRole('dialog').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.waitForTimeout(400);
    const embedUrl = `${page.url()}&embed=1`;
    const embed = await browser.newPage({ viewport: { width: 800, height: 600 } });
    await embed.goto(embedUrl);
    await embed.waitForSelector('.ring');
    expect(await embed.getByRole('tablist').count()).toBe(0);
    expect(await embed.getByRole('button', { name: 'Step', exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await embed.close();
    await page.close();
  });

  it('exports the ring as SVG and PNG, and the event log as CSV', async () => {
    const { page, errors } = await openLab(browser, inject('baseUrl'));
    for (let i = 0; i < 10; i++) await page.keyboard.press('Shift+ArrowRight');
    const saved = async (click: () => Promise<void>) => {
      const [download] = await Promise.all([page.waitForEvent('download'), click()]);
      return { name: download.suggestedFilename(), body: await readFile((await download.path())!) };
    };
    const svg = await saved(() => page.getByRole('button', { name: 'Export ring as SVG' }).click());
    expect(svg.name).toBe('ring.svg');
    expect(svg.body.toString()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.body.toString()).toContain('data-page');
    const png = await saved(() => page.getByRole('button', { name: 'Export ring as PNG' }).click());
    expect(png.name).toBe('ring.png');
    expect(png.body.subarray(1, 4).toString()).toBe('PNG');
    await page.getByRole('tab', { name: 'Event log' }).click();
    const csv = await saved(() => page.getByRole('button', { name: /event log \(CSV\)/ }).click());
    const lines = csv.body.toString().trim().split('\n');
    expect(lines[0]).toBe('step,t_us,type,text');
    expect(lines[1]).toMatch(/^1,\d+,fault,P0 references page \d+: not in core — page fault\.$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('runs a predict-then-reveal exercise answered by clicking the ring', async () => {
    const { page, errors } = await openLab(browser, inject('baseUrl'));
    await openPreset(page, 'second-chance');
    await page.getByRole('button', { name: 'Start the exercise' }).click();
    await page.getByRole('checkbox', { name: /answer key/ }).check();
    const firstKey = await page.locator('.answer-key tbody tr').first().locator('td').nth(2).textContent();
    // Keys typed into a form field are the field's: leave the checkbox first.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let i = 0; i < 60 && (await page.getByTestId('question').count()) === 0; i++) await page.keyboard.press('ArrowRight');
    const prompt = await page.getByTestId('question').textContent();
    // The run is held at the question: stepping on is refused until it is answered.
    const held = await stepText(page);
    await page.keyboard.press('ArrowRight');
    expect(await stepText(page)).toBe(held);
    if (prompt!.includes('Click it on the ring')) {
      const frame = /frame (\d+)/.exec(firstKey!)![1];
      await page.locator(`.ring-entry[data-frame="${frame}"]`).click();
    } else {
      const bits = /register ([01]+)/.exec(firstKey!)![1];
      const row = page.locator('tr.drafting');
      const cells = row.locator('.bit[role="button"]');
      for (let i = 0; i < bits.length; i++) {
        const on = (await cells.nth(i).getAttribute('class'))!.includes(' on');
        if (on !== (bits[i] === '1')) await cells.nth(i).click();
      }
      await page.getByRole('button', { name: /^Check/ }).click();
    }
    expect(await page.getByTestId('question').textContent()).toContain('✓ Right');
    expect(await page.getByTestId('score').textContent()).toMatch(/^Score: 1 \/ 1 answered/);
    await page.keyboard.press('ArrowRight');
    expect(await stepText(page)).not.toBe(held);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('runs two scenarios side by side in lockstep (Belady: 9 faults against 10)', async () => {
    const { page, errors } = await openLab(browser, inject('baseUrl'));
    await openPreset(page, 'belady');
    await page.getByRole('button', { name: 'Jump to the first divergence' }).click();
    expect(await page.getByTestId('side-status').textContent()).toBe('They first differ at micro-step 10.');
    const slider = page.getByRole('slider', { name: /timeline/i });
    await slider.fill((await slider.getAttribute('max')) as string);
    const faults = await page.locator('.side [data-counter="faults"] dd').allTextContents();
    expect(faults).toEqual(['9', '10']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works offline once loaded', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(inject('baseUrl'));
    await page.waitForSelector('.ring');
    await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
      .catch(async () => {
        await page.reload();
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      });
    await page.waitForFunction(
      async () => (await (await caches.open('paging-lab')).keys()).some((r) => r.url.endsWith('.wasm')),
      undefined,
      { timeout: 20_000 },
    );
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('.ring');
    await page.keyboard.press('Shift+ArrowRight');
    expect(await page.locator('[data-counter="references"] dd').textContent()).toBe('1');
    await context.close();
  });
});

describe('the OSTEP homework mode', () => {
  it('prints the homework transcript and animates it', async () => {
    const { page, errors } = await openLab(browser, inject('baseUrl'));
    await page.getByRole('tab', { name: 'OSTEP homework' }).click();
    await page.locator('input[name="ostep-addresses"]').fill('1,2,3,4,1,2,5,1,2,3,4,5');
    await page.getByRole('button', { name: 'Run' }).click();
    expect(await page.getByTestId('ostep-command').textContent()).toBe('./paging-policy.py -a 1,2,3,4,1,2,5,1,2,3,4,5 -c');
    const output = await page.getByTestId('ostep-output').textContent();
    expect(output).toContain('Access: 4  MISS FirstIn ->    [2, 3, 4] <- Lastin  Replaced:1 [Hits:0 Misses:4]');
    expect(output).toContain('FINALSTATS hits 3   misses 9   hitrate 25.00');
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next access' }).click();
    expect(await page.getByTestId('ostep-narration').textContent()).toBe('Access 4: page 4 — miss; page 1 replaced. Hits 0, misses 4.');
    expect(await page.locator('.cache-row .cache-page:not(.victim)').allTextContents()).toEqual(['2', '3', '4']);
    expect(errors).toEqual([]);
    await page.close();
  });
});
