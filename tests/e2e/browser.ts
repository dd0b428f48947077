// Headless Debian Chromium driven by playwright-core; console errors are collected.
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export async function openLab(
  browser: Browser,
  url: string,
  viewport = { width: 1366, height: 768 },
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForSelector('.ring');
  return { page, errors };
}

/** Opens a preset from the gallery, as a student would. */
export async function openPreset(page: Page, id: string): Promise<void> {
  await page.getByRole('tab', { name: 'Presets' }).click();
  await page.locator(`[data-preset="${id}"]`).getByRole('button', { name: 'Open' }).click();
}
