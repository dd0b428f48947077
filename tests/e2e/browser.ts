// Headless Debian Chromium driven by playwright-core; console errors are
// collected. Helpers to open the lab, a story, a stage and a side-panel tab
// as a student would.
import { type Browser, chromium, type Page } from 'playwright-core';
import chromiumOptions from '../../scripts/chromium.json';

/** Debian's Chromium, headless, with no network chatter (scripts/chromium.json, shared with the scripts). */
export const CHROMIUM_ARGS = chromiumOptions.args;

export async function launch(): Promise<Browser> {
  return chromium.launch(chromiumOptions);
}

/** Opens `url` (the gallery, without a hash) and waits for the lab, or for `selector` on its stage. */
export async function openLab(
  browser: Browser,
  url: string,
  viewport = { width: 1366, height: 768 },
  selector = '.shell',
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForSelector(selector);
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
}

/** Switches the stage with the header's select. */
export async function openStage(page: Page, stage: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Stage' }).selectOption(stage);
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
