// Every story on its stage, as a classroom sees it: each `#preset=` link
// opens its stage filling the window without page scrolling at 1366×768,
// then resized to 1920×1080 and to a 4K projector in presenter mode, with no
// console error and no writing under 12 px, and keeps its controls,
// narration and story on screen as it is stepped.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRESETS, STAGE_DEFS } from '../../src/stages/registry';
import { connect, newPage, pageScrolls, press, release, settled, smallWriting, waitForRun } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

/** The sizes each story is looked at: the one it is opened at first, then the others it is resized to. */
const SIZES = [
  { width: 1366, height: 768, presenter: false },
  { width: 1920, height: 1080, presenter: false },
  { width: 3840, height: 2160, presenter: true },
] as const;

describe('every story on one screen', () => {
  it.each(PRESETS.map((p) => [p.id, p] as const))(
    '%s: opened at 1366×768, then at 1920×1080 and 3840×2160 in presenter mode — no page scrolling, console error or small writing',
    async (_, p) => {
      const { page, errors } = await newPage(browser, SIZES[0]);
      await page.goto(`${inject('baseUrl')}#preset=${p.id}`);
      await page.waitForSelector('.shell');
      await waitForRun(page);
      for (const { width, height, presenter } of SIZES) {
        const where = `${p.id} at ${width}×${height}${presenter ? ', presenter' : ''}`;
        if (width !== SIZES[0].width) await page.setViewportSize({ width, height });
        if (presenter) {
          await page.keyboard.press('p');
          await page.waitForFunction(() => document.documentElement.classList.contains('presenter'));
        }
        await settled(page);
        expect(await page.getByTestId('story-title').textContent(), where).toContain(p.title);
        expect(await page.getByRole('combobox', { name: 'Stage' }).inputValue(), where).toBe(p.stage);
        if (STAGE_DEFS[p.stage].sim) {
          await page.waitForSelector('[data-testid="narration"], .side-narration');
          expect(await page.getByRole('button', { name: 'Play' }).isVisible(), where).toBe(true);
          // Two leaps, or to the end of a shorter run.
          const step = page.getByRole('button', { name: 'Step', exact: true });
          for (let i = 0; i < 2 && (await step.isEnabled()); i++) await press(page, 'Shift+ArrowRight');
          await settled(page);
        }
        expect(await page.getByTestId('story').isVisible(), where).toBe(true);
        expect(await pageScrolls(page), where).toBe(false);
        expect(await smallWriting(page), where).toEqual([]);
        expect(errors, where).toEqual([]);
      }
      release(page);
    },
  );
});
