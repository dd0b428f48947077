// Moving between stories in Chromium at 1366×768, as a class does: every
// story opened once, then 200 switches between stories in a seeded random
// order, one through the gallery and the next by changing the address
// bar's hash — after each, the stage shows the new story's run, the header
// is there, and no error replaced the lab. Thrashing with 6 processes to
// thrashing with 2, the switch that broke the lab, on its own. Back and
// Forward as on the web: each lands on a story at the step it was left at,
// never off the lab while inside it; a worksheet's check is still shown
// after following its link to the policies stage and coming Back.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Preset } from '../../src/stages/preset';
import { PRESETS, presetById } from '../../src/stages/registry';
import { connect, linkOf, newPage, openPreset, press, release, stepOf, waitForRun } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

/** The words of the lab's last line of defence; a stage that fails shows `[data-testid="stage-error"]` instead. */
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
    const banner =
      document.querySelector('[data-testid="stage-error"]') ??
      [...document.querySelectorAll('[role="alert"]')].find((e) => e.textContent?.includes(errorText));
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
        if (document.body?.textContent?.includes(errorText) || document.querySelector('[data-testid="stage-error"]')) return true;
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
 * Opens story `id` by changing only the address bar's hash. Setting the hash
 * to the value it has is no navigation at all, so when the address bar still
 * holds `id`'s own link (the story on screen's link is written 200 ms after a
 * change) it waits for that link first; otherwise it changes the hash at once,
 * as a user typing a link does, a pending write or not.
 */
async function throughHash(page: Page, id: string): Promise<void> {
  const target = `#preset=${id}`;
  if ((await page.evaluate(() => window.location.hash)) === target) await linkOf(page);
  await page.evaluate((to) => {
    window.location.hash = to;
  }, target);
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

describe('Back and Forward', () => {
  // The issue: "gallery → story A → Stories → story B → Back → Back →
  // Forward lands on B, A, B with their steps kept". The lab's history: the
  // first visit's gallery is an entry (its bare address), opening a story is
  // an entry, the Stories button only shows the gallery over the stage. So
  // after gallery → A → Stories → B the entries are [gallery, A, B]: Back
  // lands on A at the step it was left at, Back again on the gallery, Forward
  // on A and Forward on B, each at its step — A and B each left and found
  // again as they were. Each Back and Forward stays on the lab's address (the
  // entry before the lab is outside it and is never reached).
  it('gallery → A → Stories → B, then Back, Back, Forward, Forward land on A, the gallery, A, B at their steps, never leaving the lab', async () => {
    const base = inject('baseUrl');
    const a = preset('multics');
    const b = preset('lifetime-knee');
    const { page } = await openFromOutside(base);
    const errors = pageErrors(page);
    await page.getByTestId('gallery').waitFor();
    await openPreset(page, a.id);
    expectWhole(await landing(page, a, `${a.id} opened`), a, errors.list, `${a.id} opened from the first visit's gallery`);
    const aScenario = await page.locator('main.stage-area').getAttribute('data-scenario');
    await press(page, 'ArrowRight', 3);
    const aStep = await stepOf(page);
    await linkOf(page);
    await openPreset(page, b.id);
    expectWhole(await landing(page, b, `${b.id} opened`), b, errors.list, `${b.id} opened through Stories`);
    const bScenario = await page.locator('main.stage-area').getAttribute('data-scenario');
    await press(page, 'ArrowRight', 5);
    const bStep = await stepOf(page);
    expect(bStep).not.toBe(aStep);
    await linkOf(page);

    const gallery = () => page.getByTestId('gallery').count();
    const moves: [string, () => Promise<unknown>, Preset | 'gallery', string | null, number][] = [
      ['the first Back', () => page.goBack(), a, aScenario, aStep],
      ['the second Back', () => page.goBack(), 'gallery', null, 0],
      ['the first Forward', () => page.goForward(), a, aScenario, aStep],
      ['the second Forward', () => page.goForward(), b, bScenario, bStep],
    ];
    for (const [name, move, p, scenario, step] of moves) {
      const where = `gallery → ${a.id} (step ${aStep}) → Stories → ${b.id} (step ${bStep}), ${name}`;
      await move();
      expect(page.url(), `${where}: still on the lab`).toMatch(new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      if (p === 'gallery') {
        await expect.poll(gallery, { message: `${where}: the gallery` }).toBe(1);
        continue;
      }
      await expect
        .poll(
          async () => {
            const s = await shownOf(page);
            return { gallery: await gallery(), error: s.error, title: s.title, scenario: s.scenario, ready: s.ready, step: s.step };
          },
          { message: where },
        )
        .toEqual({ gallery: 0, error: null, title: headerLine(p), scenario, ready: true, step: String(step) });
      expect(errors.list, `${where}: page errors`).toEqual([]);
    }
    errors.stop();
    release(page);
  });

  it('a worksheet’s check is shown again after its “See the right rule…” link and Back', async () => {
    const { page } = await openFromOutside(`${inject('baseUrl')}#preset=worksheet-lru`);
    const errors = pageErrors(page);
    await page.waitForSelector('[data-testid="worksheet-grid"]');
    await page.getByTestId('cell-0-0').click();
    // Rows 1–7 right; row 8 as FIFO would have it (LRU updated on faults only).
    for (const row of ['f-5--', 'f-53-', 'h-53-', 'f-539', 'h-539', 'h-539', 'h-539', 'f5839']) await page.keyboard.type(row);
    await expect.poll(() => page.getByTestId('cell-7-2').textContent()).toBe('8');
    await page.getByTestId('worksheet-check').click();
    await page.getByTestId('misconception').waitFor();
    /** What checking found, as shown: the count, the wrong rule named, and each typed row's verdicts cell by cell. */
    const verdicts = () =>
      page.evaluate(
        (typed) => ({
          found: document.querySelector('[data-testid="worksheet-findings"] [role="status"]')?.textContent ?? null,
          named: document.querySelector<HTMLElement>('[data-testid="misconception"]')?.dataset.id ?? null,
          rows: Array.from({ length: typed }, (_, r) =>
            [...document.querySelectorAll<HTMLElement>(`[data-testid^="cell-${r}-"]`)].map((c) => c.dataset.mark).join(' '),
          ),
        }),
        8,
      );
    const checked = await verdicts();
    expect(checked.rows[6]).toBe('right right right right right');
    expect(checked.rows[7]).toBe('right wrong wrong right wrong');
    expect(checked.named).toBe('lru_on_faults_only');
    // The address bar holds the answers before the link is followed.
    const sheetLink = await linkOf(page);
    const rule = page.getByTestId('misconception-link');
    expect(await rule.textContent()).toMatch(/^See the right rule at reference 8 on the policies stage$/);
    await rule.click();
    await page.waitForSelector('.shell[data-stage="policies"]');
    await waitForRun(page);
    await page.goBack();
    const where = 'worksheet-lru checked → “See the right rule…” → Back';
    expect(page.url(), `${where}: the sheet's address`).toBe(sheetLink);
    await page.waitForSelector('[data-testid="worksheet-grid"]');
    // The answers are back, checked (row 8's second cell marked wrong), and the verdicts with them.
    await expect.poll(() => page.getByTestId('cell-7-1').textContent(), { message: `${where}: the answers` }).toBe('5 ✗');
    await expect.poll(verdicts, { message: `${where}: the check's verdicts` }).toEqual(checked);
    expect(errors.list, `${where}: page errors`).toEqual([]);
    errors.stop();
    release(page);
  });
});
