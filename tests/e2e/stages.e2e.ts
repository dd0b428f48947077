// Every story on its stage, as a classroom sees it: each `#preset=` link
// opens its stage filling the window without page scrolling at 1366×768 and
// 1920×1080, then in presenter mode on the common projectors — 1920×1080,
// 1280×720 and 1366×768, the side panel folded — and on a 4K one, the panel
// beside the stage: no console error, no writing under 12 px at a desk, 20 px
// at 1920×1080 and 16 px at 1280×720 and 1366×768 presenting; presenting,
// nothing in the stage is cut, scrolls (but a long list) or covers another
// thing, and the policy tables show every slot and every reference of a
// string of at most 20 (fit.ts). Its controls, narration and story stay on
// screen as it is stepped, a leap at each size; a question answered on a
// 1280×720 projector leaves its chart whole beside the tables.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PANEL_BESIDE_PX } from '../../src/app/presenter';
import { PRESETS, STAGE_DEFS } from '../../src/stages/registry';
import {
  changeScenario,
  connect,
  newPage,
  openLab,
  openPreset,
  pageScrolls,
  press,
  release,
  seekTo,
  settled,
  smallWriting,
  waitForRun,
} from './browser';
import { unfit } from './fit';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The sizes each story is looked at: the one it is opened at first, then the others it is resized to, with the
 * smallest writing allowed there. Presenter mode is turned on at 1920×1080 (which folds the side panel), and at 4K
 * turned off and on again (the panel stays beside the stage there).
 */
const SIZES = [
  { width: 1366, height: 768, presenter: false, least: 12 },
  { width: 1920, height: 1080, presenter: false, least: 12 },
  { width: 1920, height: 1080, presenter: true, least: 20 },
  { width: 1280, height: 720, presenter: true, least: 16 },
  { width: 1366, height: 768, presenter: true, least: 16 },
  { width: 3840, height: 2160, presenter: true, least: 30 },
] as const;

/** Presses P and waits for presenter mode to be `on`. */
async function presenter(page: Page, on: boolean): Promise<void> {
  await page.keyboard.press('p');
  await page.waitForFunction((want) => document.documentElement.classList.contains('presenter') === want, on);
}

describe('every story on one screen', () => {
  it.each(PRESETS.map((p) => [p.id, p] as const))(
    '%s: at 1366×768 and 1920×1080, then presenting at 1920×1080, 1280×720, 1366×768 and 3840×2160 — nothing cut, covered or too small',
    async (_, p) => {
      const { page, errors } = await newPage(browser, SIZES[0]);
      // Pages move round the ring at once: what is measured is where they stand, never a card on its way.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${inject('baseUrl')}#preset=${p.id}`);
      await page.waitForSelector('.shell');
      await waitForRun(page);
      let presenting = false;
      for (const { width, height, presenter: on, least } of SIZES) {
        const where = `${p.id} at ${width}×${height}${on ? ', presenter' : ''}`;
        if (width !== page.viewportSize()?.width) await page.setViewportSize({ width, height });
        // Turned on again at 4K: the panel the smaller projector folded comes back, beside the stage.
        if (presenting && width >= PANEL_BESIDE_PX) await presenter(page, false);
        if (on && !(await page.evaluate(() => document.documentElement.classList.contains('presenter')))) await presenter(page, true);
        presenting = on;
        const sim = STAGE_DEFS[p.stage].sim;
        if (sim) {
          await page.waitForSelector('[data-testid="narration"], .side-narration');
          // A leap at each size (unless the run has ended): the page is kept from size to size, so each size
          // sees a later step than the one before — five leaps into the story by 4K.
          if (await page.getByRole('button', { name: 'Step', exact: true }).isEnabled()) await press(page, 'Shift+ArrowRight');
        }
        await settled(page);
        // Presenting below 4K the story waits in the folded panel, one click away.
        const folded = on && width < PANEL_BESIDE_PX;
        // Every look at the settled page at once (one round trip, not one each).
        const [title, stage, play, story, opener, scrolls, small, cut] = await Promise.all([
          page.getByTestId('story-title').textContent(),
          page.getByRole('combobox', { name: 'Stage' }).inputValue(),
          sim ? page.getByRole('button', { name: 'Play' }).isVisible() : true,
          page.getByTestId('story').isVisible(),
          folded ? page.getByRole('button', { name: 'Open the side panel' }).isVisible() : true,
          pageScrolls(page),
          smallWriting(page, least),
          on ? unfit(page) : [],
        ]);
        expect(title, where).toContain(p.title);
        expect(stage, where).toBe(p.stage);
        expect(play, `${where}: Play`).toBe(true);
        expect(story, where).toBe(!folded);
        expect(opener, `${where}: the side panel's opener`).toBe(true);
        expect(scrolls, where).toBe(false);
        expect(small, where).toEqual([]);
        expect(cut, where).toEqual([]);
        expect(errors, where).toEqual([]);
      }
      release(page);
    },
  );
});

describe('presenter mode on a 1920×1080 projector', () => {
  it('folds the side panel, opens it over the stage and back, shows Belady’s four frames whole, and presents the next story, its chart whole once answered at 1280×720', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=belady`, { width: 1920, height: 1080 });
    const stage = page.locator('main.stage-area');
    const open = page.getByRole('button', { name: 'Open the side panel' });
    const widthOf = async () => (await stage.boundingBox())?.width ?? 0;
    expect(await page.getByTestId('story').isVisible()).toBe(true);
    await presenter(page, true);
    await settled(page);
    expect(await page.getByTestId('story').isVisible()).toBe(false);
    expect(await page.getByRole('tab', { name: 'Story' }).count()).toBe(0);
    const width = await widthOf();
    expect(width).toBeGreaterThan(1700);
    // « opens the panel over the stage, which keeps its width; Escape in it folds it again.
    await open.click();
    await page.getByTestId('story').waitFor();
    expect(await widthOf()).toBe(width);
    const panel = await page.getByRole('complementary', { name: 'Side panel' }).boundingBox();
    expect(panel!.x).toBeLessThan(1920 - 500);
    await page.getByRole('tab', { name: 'Story' }).press('Escape');
    await page.getByTestId('story').waitFor({ state: 'detached' });
    expect(await open.isVisible()).toBe(true);
    // Belady's anomaly needs the 4-frame tables whole: four slots a policy, all twelve references.
    await changeScenario(page, () => page.getByRole('button', { name: 'Frames: one more' }).click());
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await press(page, 'End');
    await settled(page);
    for (const policy of ['fifo', 'lru', 'opt', 'clock'])
      expect(
        await page
          .getByTestId(`table-${policy}`)
          .locator('td[data-slot]')
          .evaluateAll((tds) => new Set(tds.map((td) => td.getAttribute('data-slot'))).size),
      ).toBe(4);
    expect(await page.locator('.policy-table').first().locator('thead th[data-index]').count()).toBe(12);
    expect(await page.getByTestId('faults-fifo').textContent()).toBe('10');
    expect(await unfit(page)).toEqual([]);
    expect(await smallWriting(page, 20)).toEqual([]);
    // The next story, from the gallery: still presenting, its panel folded, its 20 references whole.
    await openPreset(page, 'lru-loop');
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('presenter'))).toBe(true);
    expect(await open.isVisible()).toBe(true);
    expect(await page.locator('.policy-table').first().locator('thead th[data-index]').count()).toBe(20);
    expect(await unfit(page)).toEqual([]);
    // Answered on a 1280×720 projector, the question gives its room to its verdict and the chart it guards: both whole
    // beside the twenty references, the chart at least 150 px tall.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: 'All 20' }).click();
    const chart = page.getByTestId('faults-panel').locator('svg.faults-chart');
    await chart.waitFor();
    await settled(page);
    expect((await chart.boundingBox())!.height).toBeGreaterThanOrEqual(150);
    expect(await page.locator('.policy-table').first().locator('thead th[data-index]').count()).toBe(20);
    expect(await unfit(page)).toEqual([]);
    expect(await smallWriting(page, 16)).toEqual([]);
    // Presenter mode off: the Story panel it folded is open again.
    await presenter(page, false);
    await page.getByTestId('story').waitFor();
    expect(errors).toEqual([]);
    release(page);
  });
});

/** The projectors where presenting is tightest. */
const SHORT_PROJECTORS = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
];

describe('presenting a real program’s trace', () => {
  it('at 1280×720 and 1366×768 once answered: the whole-trace chart the column’s height beside every slot, its notes whole, the reference just made shown and narrated', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=real-program-policies`, { width: 1280, height: 720 });
    await presenter(page, true);
    await page.getByRole('button', { name: 'just show the results' }).click();
    await page.getByTestId('predict-answer').waitFor();
    await page.locator('svg.faults-chart').waitFor();
    for (const size of SHORT_PROJECTORS) {
      await page.setViewportSize(size);
      await settled(page);
      const where = `${size.width}×${size.height}`;
      // The chart (its title, legend and axes) at least 38 % of the window's height beside the question and its answer.
      expect((await page.locator('svg.faults-chart').boundingBox())!.height, where).toBeGreaterThanOrEqual(0.38 * size.height);
      expect(await unfit(page), where).toEqual([]);
      expect(await smallWriting(page, 16), where).toEqual([]);
      // A leap: four tables of one reference each show the reference just made, and the narration names its page.
      await press(page, 'Shift+ArrowRight');
      const step = Number(await page.locator('main.stage-area').getAttribute('data-step'));
      await expect.poll(() => page.locator('.policy-table thead th[aria-current="step"]').count(), { message: where }).toBeGreaterThan(0);
      expect(await page.locator('.policy-table thead th[aria-current="step"]').first().getAttribute('data-index')).toBe(String(step - 1));
      expect(await page.getByTestId('policies-narration').textContent(), where).toMatch(
        new RegExp(`^Reference ${step} of 10000, page 0x[0-9a-f]+ — `),
      );
    }
    expect(errors).toEqual([]);
    release(page);
  });

  it('at 1280×720 and 1366×768, a write of page 0x1fff000 (nine characters) shows its w clear of the name', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=real-program-policies`, { width: 1280, height: 720 });
    await presenter(page, true);
    // The 8th reference writes 0x1fff000.
    await seekTo(page, 8);
    for (const size of SHORT_PROJECTORS) {
      await page.setViewportSize(size);
      await settled(page);
      const where = `${size.width}×${size.height}`;
      expect(await page.locator('.policy-table thead th[aria-current="step"]').first().textContent(), where).toBe('0x1fff000w');
      expect(await unfit(page), where).toEqual([]);
    }
    expect(errors).toEqual([]);
    release(page);
  });
});
