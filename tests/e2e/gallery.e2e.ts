// The gallery in Chromium, as a teacher meets it on a first visit: the
// Start-here path's steps in teaching order, each opening its story on its
// stage (and the gallery coming back with Stories for the next); the
// filters narrowing the cards with the count said; a paper word's
// definition shown when the word is focused — on a card and in a story —
// named by aria-describedby, and closed by Escape without closing the
// gallery.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LECTURE_PATH } from '../../src/app/gallery/catalogue';
import { termById } from '../../src/app/glossary';
import { PRESETS, presetById } from '../../src/stages/registry';
import { connect, openLab, openPreset, release, waitForRun } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

/** The text of the element a term's aria-describedby names. */
const description = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null);

describe('the gallery', () => {
  it('starts with the lecture path: seven numbered steps in teaching order, each opening its story', async () => {
    const { page, errors } = await openLab(browser, inject('baseUrl'), { width: 1920, height: 1080 }, '.gallery');
    const path = page.locator('[data-path="lecture"]');
    expect(await path.locator('h2').textContent()).toBe('Start here: a lecture on virtual memory 7 steps, about 75 min');
    const steps = path.locator('.path-step');
    expect(await steps.evaluateAll((els) => els.map((e) => e.getAttribute('data-path-step')))).toEqual([
      'fifo-lru-opt',
      'belady',
      'second-chance',
      'corbato-k',
      'thrashing-6',
      'lifetime-knee',
      'load-leveler',
    ]);
    expect(await steps.locator('.step-name').allTextContents()).toEqual([
      'FIFO, LRU and OPT',
      'Belady’s anomaly',
      'The clock',
      'k-bit registers',
      'Thrashing',
      'Working sets and the knee',
      'Load control',
    ]);
    expect(await steps.locator('.step-number').allTextContents()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(await steps.locator('.step-time').allTextContents()).toEqual(LECTURE_PATH.map((s) => `${s.minutes} min`));
    for (const step of LECTURE_PATH) {
      const p = presetById(step.preset)!;
      if ((await page.getByTestId('gallery').count()) === 0) await page.getByRole('button', { name: 'Stories' }).click();
      await path.locator(`[data-path-step="${step.preset}"] .step-link`).click();
      await page.getByTestId('gallery').waitFor({ state: 'detached' });
      await waitForRun(page);
      await page.waitForFunction((id) => window.location.hash === `#preset=${id}`, step.preset);
      expect(await page.getByTestId('story-title').textContent(), step.name).toBe(`${p.title} — ${p.paper}`);
      expect(await page.getByRole('combobox', { name: 'Stage' }).inputValue(), step.name).toBe(p.stage);
    }
    expect(errors).toEqual([]);
    release(page);
  });

  it('narrows the cards by kind, topic and paper, and says how many are left', async () => {
    const { page, errors } = await openLab(browser, inject('baseUrl'), { width: 1280, height: 720 }, '.gallery');
    const cards = page.locator('.all-stories .card');
    const count = page.getByTestId('story-count');
    expect(await cards.count()).toBe(PRESETS.length);
    expect(await count.textContent()).toBe(`All ${PRESETS.length} stories`);
    // The worksheets are a click away, without scrolling: the header's shortcut, on the first screen, sets the kind filter.
    const jump = page.getByRole('navigation', { name: 'Go to the stories of a kind' }).getByRole('button', { name: 'Exercises (8)' });
    const box = await jump.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(720);
    await jump.click();
    const exercises = page.getByRole('group', { name: 'Kind' }).getByRole('button', { name: /^Exercises/ });
    expect(await exercises.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('#all-stories').evaluate((h) => h.getBoundingClientRect().top)).toBeLessThan(720);
    expect(await count.textContent()).toBe(`8 of ${PRESETS.length} stories`);
    expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-preset')))).toEqual([
      'ostep',
      'worksheet-fifo',
      'worksheet-lru',
      'worksheet-opt',
      'worksheet-clock',
      'worksheet-clock-k2',
      'worksheet-multics',
      'load-controller',
    ]);
    await page.getByRole('combobox', { name: 'Topic' }).selectOption('clock');
    expect(await count.textContent()).toBe(`3 of ${PRESETS.length} stories`);
    expect(await cards.count()).toBe(3);
    await page.getByRole('button', { name: 'Show all' }).click();
    await page.getByRole('combobox', { name: 'Paper' }).selectOption('Nishigaki 1981');
    expect(await count.textContent()).toBe(`6 of ${PRESETS.length} stories`);
    expect(await cards.count()).toBe(6);
    // A filtered card opens its story; the gallery comes back as it was left.
    await openPreset(page, 'owe-working-sets');
    await page.getByRole('button', { name: 'Stories' }).click();
    expect(await count.textContent()).toBe(`6 of ${PRESETS.length} stories`);
    await page.getByRole('button', { name: 'Show all' }).click();
    expect(await cards.count()).toBe(PRESETS.length);
    expect(errors).toEqual([]);
    release(page);
  });
});

describe('the gallery as a dialog', () => {
  it('holds the keyboard over an inert lab, gives the focus back to Stories, and to the stage a story opens on', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=belady`);
    const stories = page.getByRole('button', { name: 'Stories' });
    await stories.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Paging Lab' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    // Behind it, the lab takes no focus: Shift+Tab from the dialog's start never lands on the stage.
    const inShell = () => page.evaluate(() => document.activeElement?.closest('.shell') !== null);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inShell(), `Shift+Tab ${i + 1}`).toBe(false);
    }
    // Closed with Escape: the focus is back on Stories.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Stories');
    // A story opened with Enter: the focus is on the stage that shows it, and → steps it.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.locator('[data-preset="lru-loop"] a').focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await waitForRun(page);
    await page.waitForFunction(() => document.activeElement?.matches('main.stage-area'));
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('main.stage-area')?.dataset.step === '1');
    expect(errors).toEqual([]);
    release(page);
  });
});

describe('the glossary', () => {
  it('shows a paper word’s definition on focus, names it by aria-describedby, and closes on Escape', async () => {
    const { page, errors } = await openLab(browser, inject('baseUrl'), { width: 1920, height: 1080 }, '.gallery');
    const owe = termById('owe')!;
    const term = '[data-preset="owe-working-sets"] button.term[data-term="owe"]';
    expect(await description(page, term)).toBe(`OWE: ${owe.definition} (${owe.source})`);
    expect(await page.getByRole('tooltip').count()).toBe(0);
    await page.locator(term).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.locator(term).focus();
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    expect(await tip.textContent()).toBe(`OWE — ${owe.definition} ${owe.source}`);
    // Over the page, beside the word: nothing else moved.
    const [word, box] = [await page.locator(term).boundingBox(), await tip.boundingBox()];
    expect(box!.y).toBeGreaterThanOrEqual(word!.y + word!.height);
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'detached' });
    expect(await page.getByTestId('gallery').count()).toBe(1);

    // In a story: the paper's own equation, explained as that paper's.
    await openPreset(page, 'psi-estimate');
    const eq = '.story button.term[data-term="bard75-eq-5"]';
    expect(await page.locator(eq).textContent()).toBe('eq. 5');
    await page.locator(eq).focus();
    await tip.waitFor();
    expect(await tip.textContent()).toMatch(/^eq\. 5 — Ψs\* = 1\.5 \(ΔP \+ ΔV\) ΔT \/ \(ΔM ΔW\).* Bard 1975, eq\. 5$/);
    expect(await description(page, eq)).toMatch(/^eq\. 5: .*\(Bard 1975, eq\. 5\)$/);
    // A term is marked once, where the story first uses it.
    expect(await page.locator('.story button.term[data-term="psi-s-star"]').count()).toBe(1);
    expect(errors).toEqual([]);
    release(page);
  });
});
