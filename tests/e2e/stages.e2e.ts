// Every story on its stage, as a classroom sees it: each `#preset=` link
// opens its stage filling the window without page scrolling at 1366×768 and
// 1920×1080, with no console error and no writing under 12 px, and keeps its
// controls, narration and story on screen.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRESETS } from '../../src/stages/presets';
import { STAGE_DEFS } from '../../src/stages/registry';
import { launch, pageScrolls, smallWriting } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('every story on one screen', () => {
  for (const [width, height, presenter] of [
    [1366, 768, false],
    [1920, 1080, false],
    [3840, 2160, true],
  ] as const) {
    it(`opens every #preset= link at ${width}×${height}${presenter ? ' in presenter mode' : ''} without page scrolling, console errors or small writing`, async () => {
      const page = await browser.newPage({ viewport: { width, height } });
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      for (const p of PRESETS) {
        await page.goto('about:blank');
        await page.goto(`${inject('baseUrl')}#preset=${p.id}`);
        await page.waitForSelector('.shell');
        if (presenter) await page.keyboard.press('p');
        const where = `${p.id} at ${width}×${height}${presenter ? ', presenter' : ''}`;
        expect(await page.getByTestId('story-title').textContent(), where).toContain(p.title);
        expect(await page.getByRole('combobox', { name: 'Stage' }).inputValue(), where).toBe(p.stage);
        if (STAGE_DEFS[p.stage].sim) {
          await page.waitForSelector('[data-testid="narration"], .side-narration');
          expect(await page.getByRole('button', { name: 'Play' }).isVisible(), where).toBe(true);
          for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowRight');
        }
        expect(await page.getByTestId('story').isVisible(), where).toBe(true);
        expect(await pageScrolls(page), where).toBe(false);
        expect(await smallWriting(page), where).toEqual([]);
        expect(errors, where).toEqual([]);
      }
      await page.close();
    });
  }
});
