// The lab in an iframe, as a slide or an LMS page shows it. Every story
// embedded at 800×450 with autoplay=1&controls=0 plays (its step moves on
// by itself), shows its essential picture large and no control, and writes
// nothing under 12 px — nor once its frame is made 640×360; a real
// program's whole-trace chart takes the tables' place once answered; and a host
// page on another origin, holding the lab in an iframe, receives its
// learning events as xAPI statements — a prediction answered right and
// wrong, a worksheet checked with its score, a story finished — while the
// lab asks for nothing outside its own origin.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Statement } from '../../src/app/events';
import type { Preset } from '../../src/stages/preset';
import { PRESETS, STAGE_DEFS } from '../../src/stages/registry';
import { connect, newPage, pageScrolls, release, smallWriting, WAIT_MS } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

const FRAME = { width: 800, height: 450 };
/** The smallest frame a story is made to read in: its writing 12 px at the least, as in the 800×450 one. */
const SMALL_FRAME = { width: 640, height: 360 };

/** Waits until the page has drawn twice: what a resize changes (the pictures measure their room again) is drawn by then. */
const drawnTwice = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** What a story embedded without controls plays: the run's steps, an experiment's run, or nothing (a sheet, a report). */
function plays(p: Preset): 'steps' | 'after-question' | 'experiment' | 'nothing' {
  if (STAGE_DEFS[p.stage].sim) return 'steps';
  if (p.stage === 'policies') return p.state.view.pane === 'search' ? 'after-question' : 'steps';
  return p.stage === 'experiments' ? 'experiment' : 'nothing';
}

/** The story's essential picture and the least height it must take of the 450 px frame. */
function picture(p: Preset): { selector: string; least: number } {
  switch (p.stage) {
    case 'multics-clock':
      return { selector: '.ring', least: p.state.variant ? 150 : 250 };
    case 'policies':
      return p.state.view.pane === 'search'
        ? { selector: '[data-testid="predict"]', least: 150 }
        : { selector: '[data-testid="policy-table"]', least: 300 };
    case 'load-leveler':
      return p.state.scenario.sampler ? { selector: 'svg.region-chart', least: 300 } : { selector: '.ring', least: 120 };
    case 'lifetime-curves':
      return { selector: 'svg.lifetime-chart', least: 250 };
    case 'psi-scheduler':
      return { selector: '.ring', least: 120 };
    case 'worksheet':
      return { selector: '[data-testid="worksheet-grid"]', least: 300 };
    case 'ostep':
      return { selector: '[data-testid="ostep-output"]', least: 300 };
    default:
      return { selector: '[data-testid="predict"]', least: 80 };
  }
}

/** Every control a bare embed must not show, as found visible on the page. */
const VISIBLE_CONTROLS = `section.controls, [role="toolbar"], input[type="range"], select, input[type="file"], .pane-switch, .policies-panes, .trace-string,
  .memory-steppers, .curve-settings, .thresholds, .exp-chooser button, .ws-settings, .search-form, .ostep-form, .compare-bar button`;

async function visibleControls(page: Page): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((e) => e.checkVisibility())
        .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${e.getAttribute('aria-label') ?? ''}`.trim()),
    VISIBLE_CONTROLS,
  );
}

const stepOf = (page: Page) => page.locator('main.stage-area').getAttribute('data-step').then(Number);

describe('a story embedded in a slide', () => {
  it('plays every story at 800×450 with autoplay=1&controls=0: its step moves on, its picture fills the frame, no control shows, every slot of the policy tables and no writing under 12 px there or at 640×360', async () => {
    const { page, errors } = await newPage(browser, FRAME);
    for (const p of PRESETS) {
      // A fresh document for each story: a story's workers (an experiment's run) end with it.
      await page.goto('about:blank');
      await page.setViewportSize(FRAME);
      await page.goto(`${inject('baseUrl')}#preset=${p.id}&embed=1&autoplay=1&speed=256&controls=0`);
      await page.waitForSelector('.shell.embed.bare');
      expect(await page.locator('.embed-title h1').textContent(), p.id).toBe(p.title);
      const how = plays(p);
      if (how === 'after-question') await page.getByRole('button', { name: 'just show the results' }).click();
      if (how === 'steps' || how === 'after-question') {
        // The step the story opens at, then a later one, reached by playing alone.
        const from = p.state.view.step;
        await page.waitForFunction((s) => Number(document.querySelector<HTMLElement>('main.stage-area')?.dataset.step) > s, from);
        expect(await stepOf(page), p.id).toBeGreaterThan(from);
      }
      if (how === 'experiment') await page.waitForSelector('.experiments-stage:is([data-run-status="running"], [data-run-status="done"])');
      const { selector, least } = picture(p);
      const shown = page.locator(selector).first();
      await shown.waitFor();
      const box = await shown.boundingBox();
      expect(box!.height, `${p.id}: ${selector}`).toBeGreaterThanOrEqual(least);
      expect(box!.y + Math.min(box!.height, least), `${p.id}: ${selector}`).toBeLessThanOrEqual(FRAME.height);
      expect(await visibleControls(page), p.id).toEqual([]);
      expect(await pageScrolls(page), p.id).toBe(false);
      expect(await smallWriting(page, 12), p.id).toEqual([]);
      // The policy tables show every frame's slot (never "slots 0–3 of 9").
      const windowed = page.locator('.policies-stage .slot-range');
      expect(await windowed.count(), `${p.id}: slots left out`).toBe(0);
      // The same story in a smaller frame: its writing keeps to 12 px, its tables every slot.
      await page.setViewportSize(SMALL_FRAME);
      await drawnTwice(page);
      expect(await smallWriting(page, 12), `${p.id} at 640×360`).toEqual([]);
      expect(await windowed.count(), `${p.id} at 640×360: slots left out`).toBe(0);
      expect(await pageScrolls(page), `${p.id} at 640×360`).toBe(false);
      expect(errors, p.id).toEqual([]);
    }
    release(page);
  });

  it('loops a policies story between two references (from=3&to=8), never past its end', async () => {
    const { page, errors } = await newPage(browser, FRAME);
    await page.goto(`${inject('baseUrl')}#preset=belady&embed=1&autoplay=1&speed=32&controls=0&from=3&to=8`);
    await page.waitForSelector('[data-testid="policy-table"]');
    await page.waitForFunction(() => Number(document.querySelector<HTMLElement>('main.stage-area')?.dataset.step) >= 3);
    // Every reference the stage shows, as it shows it, until the loop has come back to its start.
    const steps = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const main = document.querySelector<HTMLElement>('main.stage-area')!;
          const seen = [Number(main.dataset.step)];
          new MutationObserver((_, observer) => {
            seen.push(Number(main.dataset.step));
            if (seen.some((x, i) => i > 0 && x < seen[i - 1])) {
              observer.disconnect();
              resolve(seen);
            }
          }).observe(main, { attributes: true, attributeFilter: ['data-step'] });
        }),
    );
    expect(Math.min(...steps)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...steps)).toBe(8);
    expect(steps.at(-1)).toBe(3);
    expect(errors).toEqual([]);
    release(page);
  });

  it('plays a real program’s trace when autoplayed, never the stand-in on screen while the trace is read', async () => {
    for (const id of ['real-program', 'real-program-policies']) {
      const { page, errors } = await newPage(browser, FRAME);
      await page.goto(`${inject('baseUrl')}#preset=${id}&embed=1&autoplay=1&speed=256`);
      await page.waitForFunction(() => Number(document.querySelector<HTMLElement>('main.stage-area')?.dataset.step) > 0);
      // The first step played is the trace's: its 10,000 references (as micro-steps, 30 more for the pool), not 3.
      expect(await page.getByTestId('step-counter').textContent(), id).toMatch(/ \/ 100(00|30)$/);
      expect(errors, id).toEqual([]);
      release(page);
    }
  });

  it('gives a real program’s whole-trace chart the tables’ place once its question is answered', async () => {
    const { page, errors } = await newPage(browser, FRAME);
    await page.goto(`${inject('baseUrl')}#preset=real-program-policies&embed=1`);
    await page.waitForSelector('[data-testid="policy-table"]');
    await page.getByRole('button', { name: 'just show the results' }).click();
    await page.getByTestId('whole-trace').waitFor();
    await drawnTwice(page);
    const chart = await page.locator('svg.faults-chart').boundingBox();
    expect(chart!.width).toBeGreaterThanOrEqual(450);
    expect(chart!.height).toBeGreaterThanOrEqual(200);
    expect(await page.locator('[data-testid="policy-table"]').first().isVisible()).toBe(false);
    expect(await page.getByTestId('step-counter').isVisible()).toBe(true);
    expect(await smallWriting(page, 12)).toEqual([]);
    expect(await pageScrolls(page)).toBe(false);
    expect(errors).toEqual([]);
    release(page);
  });

  it('shows a sampled curve’s question whole in an 800×450 and a 640×360 frame, its way past it (“just show the results”) in the frame', async () => {
    for (const size of [FRAME, { width: 640, height: 360 }]) {
      const { page, errors } = await newPage(browser, size);
      await page.goto(`${inject('baseUrl')}#preset=sampled-curve&embed=1`);
      const skip = page.getByRole('button', { name: 'just show the results' });
      await skip.waitFor();
      await drawnTwice(page);
      const box = (await skip.boundingBox())!;
      expect(box.y + box.height, `${size.width}×${size.height}`).toBeLessThanOrEqual(size.height);
      expect(errors).toEqual([]);
      release(page);
    }
  });
});

/** The statements the host page has received so far. */
const received = (host: Page) =>
  host.evaluate(() => (window as unknown as { received: { origin: string; statement: Statement }[] }).received);

describe('a story embedded in an LMS page', () => {
  it('posts its learning events to the host page: predictions answered right and wrong, a worksheet scored, a story finished', async () => {
    const lab = new URL(inject('baseUrl'));
    // The host page on another origin of the test server (localhost, where the lab is 127.0.0.1).
    const hostOrigin = `http://localhost:${lab.port}`;
    const { page: host, errors } = await newPage(browser, { width: 1000, height: 700 });
    const requests: string[] = [];
    host.on('request', (r) => requests.push(r.url()));
    const embed = async (hash: string) => {
      const src = `${lab.origin}/#${hash}&embed=1&host=${encodeURIComponent(hostOrigin)}`;
      await host.goto(`${hostOrigin}/e2e/host.html?lab=${encodeURIComponent(src)}`);
      const frame = host.frameLocator('#lab');
      await frame.locator('.shell.embed').waitFor();
      return frame;
    };
    const statements = async (n: number) => {
      await expect.poll(async () => (await received(host)).length, { timeout: WAIT_MS }).toBe(n);
      const all = await received(host);
      for (const r of all) expect(r.origin).toBe(lab.origin);
      return all.map((r) => r.statement);
    };
    const story = (id: string, title: string) => ({
      objectType: 'Activity',
      id: `${lab.origin}/#preset=${id}`,
      definition: { name: { 'en-US': title }, type: 'http://adlnet.gov/expapi/activities/simulation' },
    });
    const questionKey = `${lab.origin}/xapi/question`;

    // Belady's anomaly plays to its end: finished; then its question, answered right (FIFO faults more with 4 frames).
    let frame = await embed('preset=belady&autoplay=1&speed=64');
    const belady = story('belady', 'Belady’s anomaly — 3 frames against 4');
    expect(await statements(1)).toEqual([
      {
        verb: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } },
        object: belady,
        result: { completion: true },
      },
    ]);
    await frame.getByRole('button', { name: 'More often' }).click();
    const [, right] = await statements(2);
    expect(right).toEqual({
      verb: { id: 'http://adlnet.gov/expapi/verbs/answered', display: { 'en-US': 'answered' } },
      object: belady,
      result: { success: true, response: 'More often' },
      context: {
        extensions: {
          [questionKey]: 'With one frame more — 4 instead of 3 — will FIFO fault more often on this string, as often, or less often?',
        },
      },
    });

    // The loop one page too big, answered wrong: five pages in a loop through 4 frames, LRU faults on all 20 references.
    frame = await embed('preset=lru-loop');
    await frame.getByRole('button', { name: 'Only the 5 first references' }).click();
    const [wrong] = await statements(1);
    expect(wrong.object).toEqual(story('lru-loop', 'A loop one page too big — LRU against OPT'));
    expect(wrong.result).toEqual({ success: false, response: 'Only the 5 first references' });

    // The FIFO worksheet: three rows right, the fourth with its hit/fault wrong, then Check.
    frame = await embed('preset=worksheet-fifo');
    await frame.getByTestId('cell-0-0').click();
    for (const row of ['f-5--', 'f-51-', 'h-51-', 'h-517']) await host.keyboard.type(row);
    await expect.poll(() => frame.getByTestId('cell-3-4').textContent()).toBe('7');
    await frame.getByTestId('worksheet-check').click();
    await expect
      .poll(() => frame.getByTestId('worksheet-findings').locator('p').first().textContent())
      .toBe('19 of 60 cells right · 1 wrong · 40 blank');
    const [scored] = await statements(1);
    expect(scored).toEqual({
      verb: { id: 'http://adlnet.gov/expapi/verbs/scored', display: { 'en-US': 'scored' } },
      object: story('worksheet-fifo', 'Worksheet: FIFO by hand'),
      result: { score: { raw: 19, min: 0, max: 60, scaled: 0.3167 }, success: false, completion: false },
    });

    // Nothing outside the lab's origin was asked for, but the host page itself.
    expect(requests.filter((u) => u.startsWith(`${lab.origin}/assets/`)).length).toBeGreaterThan(0);
    expect(requests.filter((u) => !u.startsWith(`${lab.origin}/`) && !u.startsWith(`${hostOrigin}/e2e/host.html`))).toEqual([]);
    expect(errors).toEqual([]);
    release(host);
  });
});
