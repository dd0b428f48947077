// Moving between stories in Chromium at 1366×768, as a class does: every
// story opened once, then 200 switches between stories in a seeded random
// order, one through the gallery and the next by changing the address
// bar's hash — after each, the stage shows the new story's run, the header
// is there, and no error replaced the lab. Thrashing with 6 processes to
// thrashing with 2, the switch that broke the lab, on its own.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Preset } from '../../src/stages/preset';
import { PRESETS, presetById } from '../../src/stages/presets';
import { connect, linkOf, newPage, release, waitForRun } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

const ERROR_TEXT = 'Something went wrong';

/** A preset by id (a test's own choice: a missing one is the test's mistake). */
function preset(id: string): Preset {
  const p = presetById(id);
  if (!p) throw new Error(`no preset ${id}`);
  return p;
}

/** The header's line for a story: its title and its paper. */
const headerLine = (p: Preset) => `${p.title} — ${p.paper}`;

/** A small seeded generator (mulberry32): the same seed, the same switches. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Collects `page`'s uncaught errors (`pageerror`) until `stop()`. */
function pageErrors(page: Page): { list: string[]; stop: () => void } {
  const list: string[] = [];
  const note = (e: Error) => list.push(e.message);
  page.on('pageerror', note);
  return { list, stop: () => page.off('pageerror', note) };
}

/** What the page shows: the story in the header, the stage, the applied scenario and step — or the error that replaced the lab. */
interface Shown {
  url: string;
  error: string | null;
  header: boolean;
  title: string | null;
  stage: string | null;
  scenario: string | null;
  ready: boolean;
  step: string | null;
}

async function shownOf(page: Page): Promise<Shown> {
  const inPage = await page.evaluate((errorText) => {
    const banner = [...document.querySelectorAll('[role="alert"]')].find((e) => e.textContent?.includes(errorText));
    const main = document.querySelector<HTMLElement>('main.stage-area');
    const applied = main?.dataset.scenario ?? null;
    const runs = main ? [main, ...main.querySelectorAll<HTMLElement>('[data-run]')].filter((e) => e.dataset.run !== undefined) : [];
    return {
      error: (banner?.querySelector('p') ?? banner)?.textContent ?? (document.body?.textContent?.includes(errorText) ? errorText : null),
      header: document.querySelector('header.header') !== null,
      title: document.querySelector('[data-testid="story-title"]')?.textContent ?? null,
      stage: document.querySelector<HTMLElement>('.shell')?.dataset.stage ?? null,
      scenario: applied,
      ready: applied !== null && runs.every((e) => e.dataset.run === applied),
      step: main?.dataset.step ?? null,
    };
  }, ERROR_TEXT);
  return { url: page.url(), ...inPage };
}

/**
 * Waits until the stage shows story `p` — its title in the header, its
 * scenario (`hash`, when known) applied and run — or until an error has
 * replaced the lab, whichever comes first, and returns what is shown.
 */
async function landing(page: Page, p: Preset, where: string, hash?: string): Promise<Shown> {
  await page
    .waitForFunction(
      ([line, want, errorText]) => {
        if (document.body?.textContent?.includes(errorText)) return true;
        const main = document.querySelector<HTMLElement>('main.stage-area');
        if (!main || document.querySelector('[data-testid="story-title"]')?.textContent !== line) return false;
        const applied = main.dataset.scenario;
        if (!applied || (want && applied !== want)) return false;
        const runs = [main, ...main.querySelectorAll<HTMLElement>('[data-run]')].filter((e) => e.dataset.run !== undefined);
        return runs.every((e) => e.dataset.run === applied);
      },
      [headerLine(p), hash ?? '', ERROR_TEXT] as const,
    )
    .catch(async (e: Error) => {
      throw new Error(
        `${where}: the stage never showed ${p.id} (${e.message.split('\n')[0]}); shown: ${JSON.stringify(await shownOf(page))}`,
      );
    });
  return shownOf(page);
}

/** The lab is whole: no error text, the header there, the story `p` in it, the stage `p`'s. */
function expectWhole(shown: Shown, p: Preset, errors: string[], where: string) {
  expect(shown.error, `${where}: the error boundary's text`).toBeNull();
  expect(shown.header, `${where}: the header`).toBe(true);
  expect(shown.title, `${where}: the story in the header`).toBe(headerLine(p));
  expect(shown.stage, `${where}: the stage`).toBe(p.stage);
  expect(errors, `${where}: page errors`).toEqual([]);
}

/** Opens story `id` through the gallery: the header's Stories button, then its card. */
async function throughGallery(page: Page, id: string): Promise<void> {
  await page.getByRole('button', { name: 'Stories' }).click();
  await page.getByTestId('gallery').waitFor();
  await page.locator(`[data-preset="${id}"] a`).click();
}

/**
 * Opens story `id` by changing only the address bar's hash — once the
 * address bar holds the story on screen (its link is written 200 ms after a
 * change; until then it may still hold `id`'s own link, and setting the
 * hash to the value it has is no navigation at all).
 */
async function throughHash(page: Page, id: string): Promise<void> {
  await linkOf(page);
  await page.evaluate((to) => {
    window.location.hash = `#preset=${to}`;
  }, id);
}

const WAYS = { gallery: throughGallery, hash: throughHash } as const;
type Way = keyof typeof WAYS;

/** Opens the lab at `url` from a page whose previous history entry is outside the lab. */
async function openFromOutside(url: string) {
  const { page, errors } = await newPage(browser);
  await page.goto('data:text/html,<title>outside</title>');
  await page.goto(url);
  await page.waitForSelector('.shell');
  await waitForRun(page);
  return { page, errors };
}

describe('switching stories', () => {
  const SEED = 1;
  const SWITCHES = 200;

  it(`never breaks the lab: every story once, then ${SWITCHES} seeded switches (seed ${SEED}) alternating the gallery and the hash`, async () => {
    console.log(`navigation: switching stories with seed ${SEED}`);
    const { page } = await openFromOutside(inject('baseUrl'));
    const errors = pageErrors(page);
    await page.getByTestId('gallery').waitFor();
    // Every story once, through the gallery, in the gallery's order: each one's applied scenario noted.
    const hashOf = new Map<string, string>();
    let from = 'the first visit’s gallery';
    for (const p of PRESETS) {
      const where = `every story once: from ${from} to ${p.id} through the gallery`;
      if ((await page.getByTestId('gallery').count()) === 0) await page.getByRole('button', { name: 'Stories' }).click();
      await page.locator(`[data-preset="${p.id}"] a`).click();
      const shown = await landing(page, p, where);
      expectWhole(shown, p, errors.list, where);
      hashOf.set(p.id, shown.scenario ?? '');
      from = p.id;
    }
    // Then the seeded switches, each to another story.
    const random = mulberry32(SEED);
    for (let i = 0; i < SWITCHES; i++) {
      let to: Preset;
      do to = PRESETS[Math.floor(random() * PRESETS.length)];
      while (to.id === from);
      const way: Way = i % 2 === 0 ? 'gallery' : 'hash';
      const where = `switch ${i + 1} of ${SWITCHES} (seed ${SEED}): from ${from} to ${to.id} through the ${way}`;
      await WAYS[way](page, to.id);
      const shown = await landing(page, to, where, hashOf.get(to.id));
      expectWhole(shown, to, errors.list, where);
      expect(shown.scenario, `${where}: the applied scenario`).toBe(hashOf.get(to.id));
      from = to.id;
    }
    errors.stop();
    release(page);
  });

  describe('from “Thrashing — 6 processes do not” to “Thrashing — 2 processes fit”', () => {
    const six = preset('thrashing-6');
    const two = preset('thrashing-2');

    it('through the gallery: the stage shows the 2-process story, the header is there, no error', async () => {
      const { page } = await openFromOutside(`${inject('baseUrl')}#preset=${six.id}`);
      const errors = pageErrors(page);
      expectWhole(await landing(page, six, 'thrashing-6 opened'), six, errors.list, 'thrashing-6 opened');
      await page.getByRole('button', { name: 'Stories' }).click();
      const gallery = page.getByTestId('gallery');
      await gallery.waitFor();
      await gallery.locator('.card-title').getByText(two.title, { exact: true }).click();
      const where = 'from thrashing-6 to thrashing-2 through the gallery';
      const shown = await landing(page, two, where);
      expectWhole(shown, two, errors.list, where);
      expect(shown.ready, `${where}: the run on screen`).toBe(true);
      errors.stop();
      release(page);
    });

    it('by changing only the hash: the stage shows the 2-process story, the header is there, no error', async () => {
      const { page } = await openFromOutside(`${inject('baseUrl')}#preset=${six.id}`);
      const errors = pageErrors(page);
      expectWhole(await landing(page, six, 'thrashing-6 opened'), six, errors.list, 'thrashing-6 opened');
      await throughHash(page, two.id);
      const where = 'from thrashing-6 to thrashing-2 through the hash';
      const shown = await landing(page, two, where);
      expectWhole(shown, two, errors.list, where);
      expect(shown.ready, `${where}: the run on screen`).toBe(true);
      errors.stop();
      release(page);
    });
  });
});
