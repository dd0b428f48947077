// A teacher's own string in one step, in Chromium: typed into the first
// screen's Reference string box, Enter opens it on the policies stage, End
// goes to its end — FIFO 15, LRU 12, OPT 9 on Silberschatz's string — and
// a copied link reopens it; typed on a story's stage, the tables follow it
// (letters and writes too), the header names it and the story's numbers are
// set aside; a bad string is named in one line and kept; End and ⇥| jump to
// the end from anywhere; at 1920×1080, beside the side panel, the tables
// show every reference of a 20-reference string.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { changeScenario, connect, linkOf, openLab, press, release, scenarioOf, stepOf } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

const SILBERSCHATZ = '7 0 1 2 0 3 0 4 2 3 0 3 2 1 2 0 1 7 0 1';
const openTables = (url: string, viewport?: { width: number; height: number }) =>
  openLab(browser, url, viewport, '[data-testid="policy-table"]');
const faults = (page: Page) =>
  Promise.all(['fifo', 'lru', 'opt', 'clock'].map(async (p) => Number(await page.getByTestId(`faults-${p}`).textContent())));
const title = (page: Page) => page.getByTestId('story-title').textContent();
const box = (page: Page) => page.getByTestId('own-string-text');

/** Types `text` (and `frames`, if given) into the stage's box and shows it with Enter, waiting for its run. */
async function show(page: Page, text: string, frames?: number): Promise<void> {
  await box(page).fill(text);
  if (frames !== undefined) await page.getByTestId('frames-value').fill(String(frames));
  await changeScenario(page, () => box(page).press('Enter'));
}

/** Presses End away from any field (on the page's body) and waits for the run's last step. */
async function toEnd(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await press(page, 'End');
}

describe('your own string in one step', () => {
  it('from the first screen: Enter opens it on the policies stage, End shows FIFO 15, LRU 12, OPT 9, and its link reopens it', async () => {
    const { page, errors } = await openLab(browser, inject('baseUrl'));
    const gallery = page.getByTestId('gallery');
    await gallery.getByTestId('own-string-text').fill(SILBERSCHATZ);
    expect(await gallery.getByTestId('frames-value').inputValue()).toBe('3');
    await changeScenario(page, () => gallery.getByTestId('own-string-text').press('Enter'));
    await gallery.waitFor({ state: 'detached' });
    expect(await page.locator('.shell').getAttribute('data-stage')).toBe('policies');
    expect(await title(page)).toBe('Silberschatz’s string — 3 frames — Policies');
    expect(await page.getByTestId('step-counter').textContent()).toBe('reference 0 / 20');
    await toEnd(page);
    expect(await page.getByTestId('step-counter').textContent()).toBe('reference 20 / 20');
    // Silberschatz, Galvin & Gagne: FIFO 15, LRU 12, OPT 9 in 3 frames (the clock, k = 1, 14).
    expect(await faults(page)).toEqual([15, 12, 9, 14]);
    expect(await page.getByTestId('story').locator('h2').textContent()).toBe('Silberschatz’s string — 3 frames');
    expect(await page.getByTestId('story-shown').textContent()).toMatch(/on this string: 20 references in 3 frames\./);
    // The link carries the string and the frames (and the step): another page opens the same.
    const link = await linkOf(page);
    const { page: again, errors: againErrors } = await openTables(link);
    expect(await box(again).inputValue()).toBe(SILBERSCHATZ);
    expect(await again.getByTestId('frames-value').inputValue()).toBe('3');
    expect(await again.getByTestId('step-counter').textContent()).toBe('reference 20 / 20');
    expect(await faults(again)).toEqual([15, 12, 9, 14]);
    expect(await title(again)).toBe('Silberschatz’s string — 3 frames — Policies');
    expect([...errors, ...againErrors]).toEqual([]);
    release(page);
    release(again);
  });

  it('on Belady’s story: letters and writes, worked by hand; the header names the string and the story’s numbers are set aside', async () => {
    const { page, errors } = await openTables(`${inject('baseUrl')}#preset=belady`);
    expect(await box(page).inputValue()).toBe('1 2 3 4 1 2 5 1 2 3 4 5');
    // A B Cw A D Aw B E Bw C in 3 frames, by hand (tests/own-string.test.tsx): FIFO 8, LRU 7, OPT 6; the clock (k = 0, the
    // story's, FIFO) 8.
    await show(page, 'A B Cw A D Aw B E Bw C');
    await toEnd(page);
    expect(await faults(page)).toEqual([8, 7, 6, 8]);
    // The header names each page, a write with its w.
    expect(await page.locator('.policy-table thead th[data-index]').allTextContents()).toEqual('A B Cw A D Aw B E Bw C'.split(' '));
    expect(await title(page)).toBe('Your string — 3 frames — Policies');
    const story = page.getByTestId('story');
    expect(await story.locator('h2').textContent()).toBe('Your string — 3 frames');
    // Nothing on screen says Belady's 9 and 10: the story is folded, marked as its own string's.
    const visible = await story.innerText();
    expect(visible).not.toMatch(/9 times|10 times|Belady’s anomaly — 3 frames against 4\n/);
    expect(visible).toContain('told for its own string, 1 2 3 4 1 2 5 1 2 3 4 5 in 3 frames: its numbers are that run’s, not this one’s');
    expect(await page.getByTestId('story-aside').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    // Belady's string in 4 frames, from its chip: the story's own run again (it varies the frames), FIFO 10.
    await changeScenario(page, () => page.getByRole('button', { name: 'Belady, 4 frames' }).click());
    await toEnd(page);
    expect((await faults(page))[0]).toBe(10);
    expect(await title(page)).toBe('Belady’s anomaly — 3 frames against 4 — Belady, Nelson & Shedler 1969');
    expect(errors).toEqual([]);
    release(page);
  });

  it('on the loop’s story: Silberschatz’s string from its chip leaves no “OPT faults 8 times” beside OPT’s 9', async () => {
    const { page, errors } = await openTables(`${inject('baseUrl')}#preset=lru-loop`);
    await changeScenario(page, () => page.getByRole('button', { name: 'Silberschatz, 3 frames' }).click());
    await toEnd(page);
    // The loop's story had the clock with k = 1: 14, as on the first screen.
    expect(await faults(page)).toEqual([15, 12, 9, 14]);
    expect(await title(page)).toBe('Silberschatz’s string — 3 frames — Policies');
    expect(await page.getByTestId('story').innerText()).not.toMatch(/8 times|every one of the 20/);
    expect(errors).toEqual([]);
    release(page);
  });

  it('names a bad string, a bad count and a string too long to step through in one line, and keeps what was typed', async () => {
    const { page, errors } = await openTables(`${inject('baseUrl')}#preset=belady`);
    const before = await scenarioOf(page);
    const error = page.getByTestId('own-string-error');
    await box(page).fill('1 2 x3');
    await box(page).press('Enter');
    expect(await error.textContent()).toBe(
      `Reference string: "x3" is not allowed: expected a page number 0..=2147483647 like the string's first page, optionally followed by w (e.g. 7 or 7w), at reference 3`,
    );
    expect(await box(page).inputValue()).toBe('1 2 x3');
    expect(await box(page).getAttribute('aria-invalid')).toBe('true');
    await box(page).fill('1 2 3');
    await page.getByTestId('frames-value').fill('0');
    await box(page).press('Enter');
    expect(await error.textContent()).toMatch(/^Frames = 0 is not allowed: expected a whole number 1\.\.=\d+$/);
    expect(await page.getByTestId('frames-value').inputValue()).toBe('0');
    await page.getByTestId('frames-value').fill('3');
    const long = Array(100_001).fill('1 2').join(' ');
    await box(page).fill(long);
    await box(page).press('Enter');
    expect(await error.textContent()).toBe(
      'Reference string: 200,002 references is not allowed: expected at most 100,000, the most the lab steps through',
    );
    expect((await box(page).inputValue()).length).toBe(long.length);
    // Nothing was shown: Belady's story as it was.
    expect(await scenarioOf(page)).toBe(before);
    expect(await title(page)).toBe('Belady’s anomaly — 3 frames against 4 — Belady, Nelson & Shedler 1969');
    expect(errors).toEqual([]);
    release(page);
  });

  it('jumps to the end with End from anywhere and with ⇥|, on the Multics clock stage; Help lists End', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=second-chance`, undefined, '.ring');
    await show(page, SILBERSCHATZ, 3);
    expect(await title(page)).toBe('Silberschatz’s string — 3 frames, k = 1 — Multics clock');
    // End with the focus on the ring's panel (not a field): the last micro-step.
    await page.locator('.ring-panel').click({ position: { x: 5, y: 5 } });
    await press(page, 'End');
    const last = await stepOf(page);
    expect(await page.getByRole('button', { name: 'To the end' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('step-counter').textContent()).toBe(`step ${last} / ${last}`);
    // The clock with k = 1 on the textbook clock: 14 faults, as the policies stage's clock counts.
    expect(await page.locator('.counters').innerText()).toMatch(/page faults\s+14\b/);
    await press(page, 'Home');
    await press(page, 'ArrowRight', 3);
    await page.getByRole('button', { name: 'To the end' }).click();
    await page.waitForFunction((n) => document.querySelector<HTMLElement>('main.stage-area')?.dataset.step === String(n), last);
    await page.keyboard.press('?');
    expect(await page.getByRole('dialog').innerText()).toMatch(/\bEnd\s+to the end of the run/);
    expect(errors).toEqual([]);
    release(page);
  });

  it('shows every reference of a 20-reference string at 1920×1080 beside the side panel', async () => {
    const { page, errors } = await openTables(`${inject('baseUrl')}#preset=belady`, { width: 1920, height: 1080 });
    expect(await page.locator('.side-panel').getAttribute('class')).toBe('side-panel');
    await show(page, SILBERSCHATZ);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (const at of ['start', 'middle', 'end']) {
      if (at === 'middle') await press(page, 'ArrowRight', 10);
      if (at === 'end') await toEnd(page);
      const shown = await page.evaluate(() => {
        const panel = document.querySelector('.tables-panel')!.getBoundingClientRect();
        const heads = [...document.querySelectorAll<HTMLElement>('.policy-table thead th[data-index]')];
        const inside = heads.every((h) => {
          const r = h.getBoundingClientRect();
          return r.left >= panel.left && r.right <= panel.right + 0.5;
        });
        const scroller = document.querySelector('.tables-panel')!;
        return { indices: heads.map((h) => Number(h.dataset.index)), inside, sideways: scroller.scrollWidth > scroller.clientWidth };
      });
      expect(shown, at).toEqual({ indices: Array.from({ length: 20 }, (_, i) => i), inside: true, sideways: false });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1920);
    expect(errors).toEqual([]);
    release(page);
  });
});
