// Every story on its stage, as a classroom sees it: each `#preset=` link
// opens its stage filling the window without page scrolling at 1366×768 and
// 1920×1080, with no console error and no writing under 12 px, and keeps its
// controls, narration and story on screen.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRESETS } from '../../src/stages/presets';
import { STAGE_DEFS } from '../../src/stages/registry';
import { connect, newPage, pageScrolls, press, release, smallWriting, waitForRun } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
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
      const { page, errors } = await newPage(browser, { width, height });
      for (const p of PRESETS) {
        await page.goto('about:blank');
        await page.goto(`${inject('baseUrl')}#preset=${p.id}`);
        await page.waitForSelector('.shell');
        await waitForRun(page);
        if (presenter) {
          await page.keyboard.press('p');
          await page.waitForFunction(() => document.documentElement.classList.contains('presenter'));
        }
        const where = `${p.id} at ${width}×${height}${presenter ? ', presenter' : ''}`;
        expect(await page.getByTestId('story-title').textContent(), where).toContain(p.title);
        expect(await page.getByRole('combobox', { name: 'Stage' }).inputValue(), where).toBe(p.stage);
        if (STAGE_DEFS[p.stage].sim) {
          await page.waitForSelector('[data-testid="narration"], .side-narration');
          expect(await page.getByRole('button', { name: 'Play' }).isVisible(), where).toBe(true);
          // Five leaps, or to the end of a shorter run.
          const step = page.getByRole('button', { name: 'Step', exact: true });
          for (let i = 0; i < 5 && (await step.isEnabled()); i++) await press(page, 'Shift+ArrowRight');
        }
        expect(await page.getByTestId('story').isVisible(), where).toBe(true);
        expect(await pageScrolls(page), where).toBe(false);
        expect(await smallWriting(page), where).toEqual([]);
        expect(errors, where).toEqual([]);
      }
      release(page);
    });
  }
});
