// No link, uploaded scenario or typed string freezes the tab: long analyses
// run in a worker (Cancel is tested with a stand-in worker in
// tests/computation.test.tsx), and a run the step-through view cannot follow
// is refused with a one-line message naming what to change.
import { compressToEncodedURIComponent } from 'lz-string';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeState } from '../../src/app/link';
import { presetById } from '../../src/stages/registry';
import { connect, linkOf, openDefault, openLab, openStage, press, release, seekTo, shown, stepOf, watch } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

describe('bounded in the browser', () => {
  it('computes a long typed string’s curve in a worker, saying so, and keeps the string out of the link', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openStage(page, 'lifetime-curves');
    await page.getByRole('combobox').filter({ hasText: 'process P0' }).selectOption('typed');
    await page.getByRole('combobox').filter({ hasText: 'every memory size' }).selectOption('ws');
    const pages = Array.from({ length: 4096 }, (_, i) => String((i * 2654435761) % 65_521)).join(' ');
    await watch(page, '[data-testid="computing"]');
    await page.getByRole('textbox', { name: 'reference string for the curves' }).fill(Array(100).fill(pages).join(' '));
    // 409,600 references: the worker takes a while, and the stage says what it is doing, with Cancel.
    await expect.poll(() => page.getByText('Lifetime curve (409,600 references)').count()).toBe(1);
    await expect.poll(() => page.getByTestId('computing').count()).toBe(0);
    expect(await shown(page, '[data-testid="computing"]')).toContain('Cancel Computing the lifetime curve…');
    expect(await page.getByTestId('pe-knee').textContent()).toBe('window 1 (1.0 pages)');
    expect(await page.getByTestId('text-not-in-link').textContent()).toMatch(/^2,389,799 characters: too long for a link/);
    await linkOf(page);
    expect(await page.evaluate(() => window.location.hash.length)).toBeLessThan(5_000);
    expect(errors).toEqual([]);
    release(page);
  });

  it('refuses a link whose run the step-through view cannot follow, naming what to change', async () => {
    // A short cyclic string for an hour at 1 µs a reference: millions of micro-steps.
    const scenario = {
      version: 1,
      seed: 1,
      memory: { frames: 3, k: 1, pool_n: 0, first_time: false },
      drum: null,
      cpu: { reference_us: 1, fault_us: 0, examine_us: 0 },
      processes: [{ workload: { kind: 'typed', text: '1 2 3 4 1 2 5' }, cyclic: true }],
      duration_us: 3_600_000,
    };
    const hash = `s=2.${compressToEncodedURIComponent(JSON.stringify({ stage: 'multics-clock', scenario }))}`;
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#${hash}`);
    const alert = page.getByTestId('link-error');
    expect(await alert.textContent()).toContain(
      'scenario: the run stopped: it would take more than 2,000,000 micro-steps (a run’s budget)'.replace('’', "'"),
    );
    expect(await alert.textContent()).toContain('shorten the run (the workloads');
    expect(await alert.locator('textarea').inputValue()).toBe(hash);
    expect(errors).toEqual([]);
    release(page);
  });

  it('opens a link of 65,536 frames drawing what the screen holds, and scrolls the frame table to every frame', async () => {
    const state = structuredClone(presetById('multics')!.state);
    state.scenario.memory.frames = 65_536;
    state.scenario.processes[0].workload = { kind: 'uniform', pages: 200_000, length: 20_000, write_fraction: 0.3 };
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#${encodeState(state)}`, undefined, '.ring');
    await seekTo(page, 30_000);
    // The ring draws a window of the list and says so; the table only the rows in view.
    expect(await page.getByTestId('ring-window').textContent()).toMatch(/^[\d,]+ more pages not drawn$/);
    expect(await page.locator('.ring-entry').count()).toBe(256);
    const drawn = await page.locator('.registers tbody tr[data-frame]').count();
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(120);
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(5_000);
    // Every frame is reached by scrolling: the last one too.
    await page.evaluate(() => {
      const panel = document.querySelector('.registers')!.closest('.scroll')!;
      panel.scrollTop = panel.scrollHeight;
    });
    await page.locator('.registers tr[data-frame="65535"]').waitFor();
    // The run still answers the keyboard.
    await press(page, 'ArrowRight');
    expect(await stepOf(page)).toBe(30_001);
    expect(errors).toEqual([]);
    release(page);
  });
});
