// Working sets and the OWE in Chromium: the working-set view fills in as the
// OWE preset plays (windows, w(T_m) bars, released pages), the window
// history appears, and the nishigaki-owe experiment asks its question before
// revealing Figures 4–5; Table 1 shows measured against optimal, the optima
// at the edge of the measurable windows marked.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, downloaded, openDefault, openPanel, openPreset, release, seekTo } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

describe('working sets', () => {
  it('shows each program’s window, counters and releases as the OWE preset plays', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openPreset(page, 'owe-working-sets');
    const view = page.getByTestId('working-sets');
    expect(await view.textContent()).toContain('Optimum Working-set Estimator (PE-knee');
    expect(await page.getByTestId('ws-window-0').textContent()).toBe('1Δ');
    expect(await page.getByTestId('ws-released-0').textContent()).toBe('—');
    // Halfway through the run every program has sample points behind it.
    const total = Number((await page.getByTestId('step-counter').textContent())!.match(/\/ ([\d,]+)/)![1].replace(/,/g, ''));
    await seekTo(page, Math.floor(total / 2));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="ws-counters"]').length === 3);
    const windows = await Promise.all(
      [0, 1, 2].map(async (p) => Number((await page.getByTestId(`ws-window-${p}`).textContent())!.replace('Δ', ''))),
    );
    // S1 is given a wider window than the King Size Program (P2), which keeps returning to Δ or 2Δ.
    expect(windows[0]).toBeGreaterThan(2);
    expect(windows[2]).toBeLessThanOrEqual(2);
    expect(await page.locator('[data-testid^="ws-released-"]').allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^(released pages? [\d, ]+|nothing released|least estimate at the edge: nothing released, window grows to \dΔ)$/,
        ),
      ]),
    );
    expect(await view.getByText('Each program’s window over time').count()).toBe(1);
    expect(await page.getByTestId('ws-uic-0').textContent()).toMatch(/^(\d+·\d+)+$/);
    // Playing moves the samples on; the event log narrates a sample point.
    await page.getByRole('combobox', { name: /speed/i }).selectOption('256');
    const at = await page.getByTestId('step-counter').textContent();
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction((before) => document.querySelector('[data-testid="step-counter"]')?.textContent !== before, at);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Play' }).waitFor();
    await openPanel(page, 'Log');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /event log \(CSV\)/i }).click()]);
    const text = (await downloaded(download)).toString();
    expect(text).toMatch(/ws_sampled,"?P\d sample point: window \dΔ; \d+ page\(s\) unreferenced for \dΔ released, \d+ kept\./);
    expect(text).toMatch(
      /ws_sampled,"?P\d sample point: the least estimated space-time lies at the edge — no release; its window grows to \dΔ/,
    );
    expect(errors).toEqual([]);
    release(page);
  });

  it('asks about the squeezed memory before revealing Figures 4–5, and shows Table 1', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openPreset(page, 'nishigaki-owe');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.waitForSelector('[data-testid="predict"]');
    expect(await page.getByTestId('experiment-results').count()).toBe(0);
    await page.getByRole('button', { name: 'about the same (within 3 %)' }).click();
    await expect.poll(() => page.getByTestId('predict-verdict').textContent()).toMatch(/^Not this time: it came out “clearly higher/);
    await page.waitForSelector('[data-testid="experiment-results"]');
    expect(await page.locator('[data-testid="experiment-results"] .bar-chart').count()).toBe(2);
    // Figures 4–5 and eq. 2.7's bound beside the CPU use (with its parts), the OWE's own work; the shared window drawn.
    expect(await page.getByTestId('owe-table').locator('tbody tr').count()).toBe(11);
    expect(await page.getByTestId('owe-table').locator('tbody th').nth(2).textContent()).toMatch(/^CPU bound .*\(eq\. 2\.7\)$/);
    const shared = page.locator('[data-testid="experiment-results"] svg[aria-label*="shared window over time"]');
    await shared.first().waitFor();
    expect(await shared.count()).toBe(1);
    await openPreset(page, 'nishigaki-table1');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByRole('button', { name: 'just show the results' }).click();
    await page.waitForSelector('[data-testid="table1"]');
    expect(await page.getByTestId('table1').locator('thead th').allTextContents()).toEqual([
      'criterion',
      'S1 PE',
      'S2 PE',
      'S3 PE',
      'S1 LT',
      'S2 LT',
      'S3 LT',
    ]);
    // The optima at the edge of the measurable windows (S3's two, S1's LT) are marked, the mark explained.
    expect(await page.getByTestId('table1').locator('.edge-mark').count()).toBe(3);
    expect(await page.getByTestId('edge-note').isVisible()).toBe(true);
    // §4's overhead against the fixed optimal window, and how the windows are read.
    expect(await page.getByTestId('owe-overhead').locator('tbody tr').count()).toBe(4);
    expect(await page.getByTestId('window-reading').textContent()).toMatch(/counter is below m/);
    expect(errors).toEqual([]);
    release(page);
  });

  it('draws the lifetime curve of the sample program’s whole trace, and of a trace file opened from the computer', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openPreset(page, 'real-program');
    const title = page.getByText(/^Lifetime curve \(1,097,804 references\)$/);
    await title.waitFor();
    expect(await page.getByTestId('trace-name').textContent()).toMatch(/^matmul\.lackey\.gz/);
    // At 9 frames FIFO faults less than LRU on the matrix product (pagingsim replay gives the same).
    await page.getByText(/faults at 9 frames/).waitFor();
    expect(await page.getByTestId('trace-policies').textContent()).toMatch(/FIFO 1,043LRU 1,335OPT 410clock k=1 854 \(fewest but OPT\)/);
    // The run steps through the same trace's first 10,000 references (30 of its micro-steps are the pool's), not a stand-in.
    await expect.poll(() => page.getByTestId('step-counter').textContent()).toBe('step 0 / 10030');
    expect(await page.locator('.tape .cell-page').first().textContent()).toBe('0x401');
    // Read 8,192 bytes a page, the curve and the run both change.
    await page.getByLabel('page size (bytes)').fill('8192');
    await page.getByText(/^Lifetime curve \(1,097,804 references\)$/).waitFor();
    await expect.poll(() => page.locator('.tape .cell-page').first().textContent()).toBe('0x200');
    // A CSV of addresses opened from this computer: three pages, a loop over them.
    const csv = 'address,write\n0x1000,0\n0x2000,1\n0x3000,0\n0x1000,0\n0x2000,0\n0x3000,0\n';
    await page.getByLabel('open a trace file').setInputFiles({ name: 'loop.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText(/^Lifetime curve \(6 references\)$/).waitFor();
    await expect.poll(() => page.getByTestId('trace-name').textContent()).toBe('loop.csv');
    // A bad line is named by its number.
    await page
      .getByLabel('open a trace file')
      .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('page\n1\nx\n') });
    await page.getByText('line 3: "x" is not allowed: expected a page number in column page').waitFor();
    expect(errors).toEqual([]);
    release(page);
  });
});
