// Headless Debian Chromium driven by playwright-core; console errors are
// collected. Helpers to open the lab, a story, a stage and a side-panel tab
// as a student would — and to wait for what the lab has applied before the
// next action: a test never sleeps, and never sends a key before the state
// it depends on is on screen.
import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { presetById } from '../../src/stages/registry';

/** The run's one Chromium (started by server.ts, with scripts/chromium.json's flags); each file connects once. */
export async function connect(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/** The hash of the scenario the stage area has applied (its `data-scenario`). */
export async function scenarioOf(page: Page): Promise<string | null> {
  return page.locator('main.stage-area').getAttribute('data-scenario');
}

/**
 * Waits until the run of the applied scenario is on screen: every `data-run`
 * in the stage area equals its `data-scenario` — and, given `changedFrom`,
 * until the applied scenario is no longer that one.
 */
export async function waitForRun(page: Page, changedFrom?: string | null): Promise<void> {
  await page.waitForFunction((before) => {
    const main = document.querySelector<HTMLElement>('main.stage-area');
    const applied = main?.dataset.scenario;
    if (!main || !applied || (before !== null && applied === before)) return false;
    const runs = [main, ...main.querySelectorAll<HTMLElement>('[data-run]')].filter((e) => e.dataset.run !== undefined);
    return runs.every((e) => e.dataset.run === applied);
  }, changedFrom ?? null);
}

/**
 * Waits until the page has settled: two animation frames in a row without a
 * change to the document (after a resize, charts measure their room and draw
 * again, perhaps more than once). Counted in frames drawn, not in time.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let changed = true;
        let quiet = 0;
        const observer = new MutationObserver(() => {
          changed = true;
        });
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
        const frame = () => {
          quiet = changed ? 0 : quiet + 1;
          changed = false;
          if (quiet >= 2) {
            observer.disconnect();
            resolve();
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** Does `action`, which changes the scenario, and waits for the new run to be on screen. */
export async function changeScenario(page: Page, action: () => Promise<unknown>): Promise<void> {
  const before = await scenarioOf(page);
  await action();
  await waitForRun(page, before);
}

/** The step the stage shows (the stage area's `data-step`). */
export async function stepOf(page: Page): Promise<number> {
  return Number(await page.locator('main.stage-area').getAttribute('data-step'));
}

/** Presses `key` `times` times, each time waiting until the stage has moved (each press must move it). */
export async function press(page: Page, key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) {
    const before = await stepOf(page);
    await page.keyboard.press(key);
    await page
      .waitForFunction((b) => document.querySelector<HTMLElement>('main.stage-area')?.dataset.step !== String(b), before)
      .catch(() => {
        throw new Error(`${key} (press ${i + 1} of ${times}) did not move the stage from step ${before}`);
      });
  }
}

/** Moves the timeline to position `n` (a micro-step or a reference) and waits until the stage shows it. */
export async function seekTo(page: Page, n: number): Promise<void> {
  await page.getByRole('slider', { name: /timeline/i }).fill(String(n));
  await page.waitForFunction((at) => document.querySelector<HTMLElement>('main.stage-area')?.dataset.step === String(at), n);
}

/** Waits until the address bar holds the lab's state (written 200 ms after the last change), and returns the URL. */
export async function linkOf(page: Page): Promise<string> {
  await page.waitForFunction(() => document.documentElement.dataset.link === 'written');
  return page.url();
}

const DESKTOP = { width: 1366, height: 768 };

/**
 * How long a wait may last before it fails: a bound for a state that never
 * comes, not a pace — generous, because a run under load (test:stress, CI)
 * can be many times slower than a quiet one.
 */
export const WAIT_MS = 120_000;

/** Pages this file's tests have released, kept for the next test: a new page costs a renderer process. */
const spare: Page[] = [];
/** Each page's console errors and page errors since it was last handed out. */
const errorsOf = new WeakMap<Page, string[]>();

/**
 * The context this connection's pages share: one cache, so the lab's code
 * and its compiled WASM are fetched and compiled once per file, not once per
 * page (the lab stores nothing in the browser, so pages have nothing else to share).
 */
const contexts = new WeakMap<Browser, Promise<BrowserContext>>();
function sharedContext(browser: Browser): Promise<BrowserContext> {
  let context = contexts.get(browser);
  if (!context) {
    context = newContext(browser);
    contexts.set(browser, context);
  }
  return context;
}

/**
 * A page of the shared browser at `viewport` (service workers blocked; the
 * offline test makes its own), with the console errors collected from now
 * on: one a test of this file released, on a blank document, or a new one.
 */
export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  let page = spare.pop();
  if (page && !page.isClosed()) {
    await page.goto('about:blank');
    await page.setViewportSize(viewport);
  } else {
    const made = await (await sharedContext(browser)).newPage();
    await made.setViewportSize(viewport);
    made.setDefaultTimeout(WAIT_MS);
    made.on('console', (m) => {
      if (m.type() === 'error') errorsOf.get(made)?.push(m.text());
    });
    made.on('pageerror', (e) => errorsOf.get(made)?.push(e.message));
    page = made;
  }
  const errors: string[] = [];
  errorsOf.set(page, errors);
  return { page, errors };
}

/** A context of its own (for permissions such as the clipboard's), service workers blocked, with the tests' wait bound. */
export async function newContext(browser: Browser, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  context.setDefaultTimeout(WAIT_MS);
  return context;
}

/** Hands `page` back for the next test of this file. */
export function release(page: Page): void {
  errorsOf.delete(page);
  spare.push(page);
}

/** Opens `url` (the gallery, without a hash) and waits for the lab, or for `selector` on its stage. */
export async function openLab(
  browser: Browser,
  url: string,
  viewport = DESKTOP,
  selector = '.shell',
): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newPage(browser, viewport);
  await page.goto(url);
  await page.waitForSelector(selector);
  await waitForRun(page);
  return { page, errors };
}

/** The lab at its default scenario on the clock stage (past the gallery of a first visit). */
export async function openDefault(browser: Browser, baseUrl: string, viewport?: { width: number; height: number }) {
  const opened = await openLab(browser, baseUrl, viewport);
  await opened.page.getByRole('button', { name: 'Back to the stage' }).click();
  await opened.page.waitForSelector('.ring');
  return opened;
}

/** Opens a story from the gallery, as a student would. */
export async function openPreset(page: Page, id: string): Promise<void> {
  if ((await page.getByTestId('gallery').count()) === 0) await page.getByRole('button', { name: 'Stories' }).click();
  await page.locator(`[data-preset="${id}"] a`).click();
  await page.getByTestId('gallery').waitFor({ state: 'detached' });
  await waitForRun(page);
}

/**
 * Opens story `id` by changing the address's hash (the first by loading the
 * lab at it), as a link typed into the address bar does, and waits until
 * its title and its run are on screen.
 */
export async function showByHash(page: Page, id: string): Promise<void> {
  const p = presetById(id);
  if (!p) throw new Error(`no preset ${id}`);
  const base = inject('baseUrl');
  if (page.url().startsWith(base)) await page.evaluate((to) => (window.location.hash = to), `#preset=${id}`);
  else await page.goto(`${base}#preset=${id}`);
  await page.waitForFunction(
    (line) => document.querySelector('[data-testid="story-title"]')?.textContent === line,
    `${p.title} — ${p.paper}`,
  );
  await waitForRun(page);
}

/** Switches the stage with the header's select. */
export async function openStage(page: Page, stage: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Stage' }).selectOption(stage);
  await page.waitForSelector(`.shell[data-stage="${stage}"]`);
  await waitForRun(page);
}

/** Opens a tab of the side panel (Story, Scenario, Exercise, Compare, Log). */
export async function openPanel(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
}

/** Whether the page itself scrolls (a stage should fit the window). */
export async function pageScrolls(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollHeight > window.innerHeight || document.documentElement.scrollWidth > window.innerWidth,
  );
}

/** Visible writing under `min` px (SVG text scaled as drawn), as "class size" strings. */
export async function smallWriting(page: Page, min = 12): Promise<string[]> {
  return page.evaluate((least) => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || el.closest('.sr-only, title, option')) continue;
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height || box.bottom < 0 || box.top > window.innerHeight) continue;
      let px = parseFloat(getComputedStyle(el).fontSize);
      if (el instanceof SVGElement) {
        const m = (el as unknown as SVGGraphicsElement).getScreenCTM?.();
        if (m) px *= Math.hypot(m.a, m.b);
      }
      if (px < least - 0.05) found.add(`${el.getAttribute('class') ?? el.tagName.toLowerCase()} ${px.toFixed(1)}px`);
    }
    return [...found];
  }, min);
}

/**
 * Starts noting the texts of every element matching `selector` as the page
 * changes; `shown(page, selector)` returns them. A state that may pass
 * quickly (a computation's notice) is seen however briefly it lasts.
 */
export async function watch(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const w = window as unknown as { shown?: Record<string, string[]> };
    w.shown ??= {};
    const seen: string[] = [];
    w.shown[sel] = seen;
    const note = () => {
      for (const e of document.querySelectorAll(sel)) seen.push(e.textContent ?? '');
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, selector);
}

/** The texts `watch(page, selector)` has noted so far. */
export async function shown(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => (window as unknown as { shown?: Record<string, string[]> }).shown?.[sel] ?? [], selector);
}

/**
 * Arms a click on the Cancel button of the first computation notice shown
 * inside `scope` that matches `when` (a selector inside the notice, e.g. the
 * reading's progress), at the moment it is drawn: a computation that may end
 * quickly is cancelled while it runs, never raced by a click sent from here.
 */
export async function cancelWhenShown(page: Page, scope: string, when = 'button'): Promise<void> {
  await page.evaluate(
    ([within, what]) => {
      const pick = () => {
        for (const notice of document.querySelectorAll(`${within} [data-testid="computing"]`))
          if (notice.querySelector(what)) return notice.querySelector('button');
        return null;
      };
      const observer = new MutationObserver(() => {
        const cancel = pick();
        if (!cancel) return;
        observer.disconnect();
        cancel.click();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [scope, when],
  );
}

/** A download's bytes (the browser is remote: its file is read through a stream). */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
