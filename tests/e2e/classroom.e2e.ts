// The classroom layer in real Chromium: shared links reproduce the state,
// bad links explain themselves, presenter and embed modes, exports,
// exercises, side by side, and working offline.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  connect,
  downloaded,
  linkOf,
  newContext,
  openDefault,
  openLab,
  openPanel,
  openPreset,
  openStage,
  pageScrolls,
  press,
  release,
  smallWriting,
  WAIT_MS,
  waitForRun,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

const stepText = (page: Page) => page.getByTestId('step-counter').textContent();
const ringPages = (page: Page) =>
  page.locator('.ring-entry').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-frame')}:${e.getAttribute('data-page')}`));

describe('the classroom layer', () => {
  it('opens a shared link in a fresh page at the identical stage, step, speed and panel', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await press(page, 'Shift+ArrowRight', 30);
    await press(page, 'ArrowRight');
    await page.getByRole('combobox', { name: /speed/i }).selectOption('64');
    await openPanel(page, 'Log');
    const url = await linkOf(page);
    expect(url).toMatch(/#s=2\./);
    const state = [
      await stepText(page),
      await ringPages(page),
      await page.locator('.registers tbody').innerText(),
      await page.getByTestId('narration').textContent(),
      await page.getByRole('combobox', { name: /speed/i }).inputValue(),
    ];

    const context = await newContext(browser);
    const fresh = await context.newPage();
    await fresh.goto(url);
    await fresh.waitForSelector('.ring-entry');
    await waitForRun(fresh);
    expect([
      await stepText(fresh),
      await ringPages(fresh),
      await fresh.locator('.registers tbody').innerText(),
      await fresh.getByTestId('narration').textContent(),
      await fresh.getByRole('combobox', { name: /speed/i }).inputValue(),
    ]).toEqual(state);
    expect(await fresh.getByRole('tab', { name: 'Log' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
    expect(errors).toEqual([]);
    release(page);
  });

  it('explains a bad link, loads the default scenario and keeps the text', async () => {
    const bad = 's=1.N4IgLgTgpgzlBcIDaBdANCANgSwHYFMEBGAXyA';
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#${bad}`);
    const alert = page.getByTestId('link-error');
    expect(await alert.textContent()).toMatch(
      /This link could not be opened: s: the (data could not be decompressed|decompressed data is not JSON)/,
    );
    expect(await alert.locator('textarea').inputValue()).toBe(bad);
    expect(await stepText(page)).toMatch(/^step 0 \/ 389$/);
    const tampered = `${inject('baseUrl')}#s=2.${'A'.repeat(3000)}`;
    await page.goto(tampered);
    await page.waitForSelector('.ring');
    await waitForRun(page);
    expect(await page.getByTestId('link-error').count()).toBe(1);
    expect(errors).toEqual([]);
    release(page);
  });

  it('has a presenter mode and a keyboard help overlay', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    const rem = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    const desk = await rem();
    await page.keyboard.press('p');
    await page.waitForFunction(() => document.documentElement.classList.contains('presenter'));
    // At 1366×768 the type grows by a fifth (15.5 px to 18.5 px) and nothing is written under 16 px.
    expect(await rem()).toBeGreaterThan(desk * 1.15);
    expect(await smallWriting(page, 16)).toEqual([]);
    await page.keyboard.press('?');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    release(page);
  });

  it('embeds a story in an 800×450 frame: its title, the picture and the controls, looping between two steps', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=multics&embed=1&autoplay=1&speed=64&from=20&to=60`, {
      width: 800,
      height: 450,
    });
    await page.waitForSelector('.ring-entry');
    expect(await page.locator('.embed-title').textContent()).toContain('The Multics clock in miniature');
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Step', exact: true }).isVisible()).toBe(true);
    expect(await page.locator('.ring').isVisible()).toBe(true);
    const ring = await page.locator('.ring').boundingBox();
    expect(ring!.y + ring!.height).toBeLessThanOrEqual(450);
    expect(await pageScrolls(page)).toBe(false);
    // It plays from step 20 and comes back to it after step 60: the steps drawn, frame by frame, until it has come back.
    const steps = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const read = () => {
            seen.push(Number(document.querySelector<HTMLElement>('main.stage-area')?.dataset.step));
            if (seen.some((x, i) => i > 0 && x < seen[i - 1])) resolve(seen);
            else requestAnimationFrame(read);
          };
          read();
        }),
    );
    expect(Math.min(...steps)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...steps)).toBeLessThanOrEqual(60);
    expect(steps.some((x, i) => i > 0 && x < steps[i - 1])).toBe(true);
    const { page: bare, errors: bareErrors } = await openLab(browser, `${inject('baseUrl')}#preset=multics&embed=1&controls=0`, {
      width: 800,
      height: 450,
    });
    await bare.waitForSelector('.ring');
    expect(await bare.getByRole('button', { name: 'Step', exact: true }).count()).toBe(0);
    release(bare);
    expect([...errors, ...bareErrors]).toEqual([]);
    release(page);
  });

  it('exports the ring as SVG and PNG, and the event log as CSV', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await press(page, 'Shift+ArrowRight', 10);
    const saved = async (click: () => Promise<void>) => {
      const [download] = await Promise.all([page.waitForEvent('download'), click()]);
      return { name: download.suggestedFilename(), body: await downloaded(download) };
    };
    const svg = await saved(() => page.getByRole('button', { name: 'Export ring as SVG' }).click());
    expect(svg.name).toBe('ring.svg');
    expect(svg.body.toString()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.body.toString()).toContain('data-page');
    const png = await saved(() => page.getByRole('button', { name: 'Export ring as PNG' }).click());
    expect(png.name).toBe('ring.png');
    expect(png.body.subarray(1, 4).toString()).toBe('PNG');
    await openPanel(page, 'Log');
    const csv = await saved(() => page.getByRole('button', { name: /event log \(CSV\)/i }).click());
    const lines = csv.body.toString().trim().split('\n');
    expect(lines[0]).toBe('step,t_us,type,text');
    expect(lines[1]).toMatch(/^1,\d+,fault,P0 references page \d+: not in core — page fault\.$/);
    expect(errors).toEqual([]);
    release(page);
  });

  it('runs a predict-then-reveal exercise answered by clicking the ring; the link keeps the score', async () => {
    const context = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${inject('baseUrl')}#preset=second-chance`);
    await page.waitForSelector('.ring');
    await waitForRun(page);
    await openPanel(page, 'Exercise');
    await page.getByRole('button', { name: 'Start the exercise' }).click();
    await page.getByRole('button', { name: 'Copy the instructor link' }).waitFor();
    // The answer key is not beside the student's questions: only an instructor link shows it.
    expect(await page.locator('.answer-key').count()).toBe(0);
    await page.getByRole('button', { name: 'Copy the instructor link' }).click();
    const instructor = await page.evaluate(() => navigator.clipboard.readText());
    const teacher = await context.newPage();
    await teacher.goto(instructor);
    await teacher.waitForSelector('.answer-key');
    const firstKey = await teacher.locator('.answer-key tbody tr').first().locator('td').nth(2).textContent();
    await teacher.close();
    // Keys typed into a form field are the field's: leave the button first.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let i = 0; i < 60 && (await page.getByTestId('question').count()) === 0; i++) await press(page, 'ArrowRight');
    const prompt = await page.getByTestId('question').textContent();
    // The run is held at the question: stepping on is refused until it is answered.
    const held = await stepText(page);
    await page.keyboard.press('ArrowRight');
    expect(await stepText(page)).toBe(held);
    if (prompt!.includes('Click it on the ring')) {
      const frame = /frame (\d+)/.exec(firstKey!)![1];
      await page.locator(`.ring-entry[data-frame="${frame}"]`).click();
      // The verdict appears where the student clicked, too.
      await expect.poll(() => page.locator('.click-feedback').textContent()).toBe('✓ Right');
    } else {
      const bits = /register ([01]+)/.exec(firstKey!)![1];
      const row = page.locator('tr.drafting');
      const cells = row.locator('.bit[role="button"]');
      for (let i = 0; i < bits.length; i++) {
        const on = (await cells.nth(i).getAttribute('class'))!.includes(' on');
        if (on !== (bits[i] === '1')) {
          await cells.nth(i).click();
          await expect.poll(async () => (await cells.nth(i).getAttribute('class'))!.includes(' on')).toBe(bits[i] === '1');
        }
      }
      await page.getByRole('button', { name: /^Check/ }).click();
    }
    await expect.poll(() => page.getByTestId('question').textContent()).toContain('✓ Right');
    expect(await page.getByTestId('score').textContent()).toMatch(/^Score: 1 \/ 1 answered/);
    await press(page, 'ArrowRight');
    expect(await stepText(page)).not.toBe(held);
    // The shared link carries the score and the step.
    const link = await linkOf(page);
    const again = await context.newPage();
    await again.goto(link);
    await again.waitForSelector('.ring');
    await waitForRun(again);
    expect(await again.getByTestId('score').textContent()).toMatch(/^Score: 1 \/ 1 answered/);
    expect(await stepText(again)).toBe(await stepText(page));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs two scenarios side by side, one reference at a time (FIFO against the clock)', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=fifo-clock`);
    await page.waitForSelector('.side .ring');
    await press(page, 'Shift+ArrowRight', 13);
    const refs = await page.locator('.side [data-counter="references"] dd').allTextContents();
    expect(refs).toEqual(['13', '13']);
    expect(await page.locator('.side .tape').count()).toBe(2);
    await page.getByRole('button', { name: 'Jump to the first divergence' }).click();
    await expect.poll(() => page.getByTestId('side-status').textContent()).toMatch(/^They first differ at micro-step \d+\.$/);
    const slider = page.getByRole('slider', { name: /timeline/i });
    await slider.fill((await slider.getAttribute('max')) as string);
    await expect.poll(() => page.getByTestId('step-counter').textContent()).toBe('reference end / 16');
    // FIFO and the plain clock with k = 1 both fault 12 times on this string (pagingsim replay agrees).
    expect(await page.locator('.side [data-counter="faults"] dd').allTextContents()).toEqual(['12', '12']);
    expect(await pageScrolls(page)).toBe(false);
    expect(errors).toEqual([]);
    release(page);
  });

  it('compares the two readings of where pulled pages enter, side by side', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=head-readings`);
    await page.waitForSelector('.side .ring');
    await page.getByRole('button', { name: 'Jump to the first divergence' }).click();
    await expect.poll(() => page.getByTestId('side-status').textContent()).toMatch(/^They first differ at micro-step \d+\.$/);
    const slider = page.getByRole('slider', { name: /timeline/i });
    const last = (await slider.getAttribute('max')) as string;
    await slider.fill(last);
    await page.waitForFunction((m) => document.querySelector<HTMLInputElement>('.timeline input')?.value === m, last);
    // A: where the pointer looks next; B: just behind it (pagingsim run agrees: 35 and 37).
    await expect.poll(() => page.locator('.side [data-counter="faults"] dd').allTextContents()).toEqual(['35', '37']);
    expect(await pageScrolls(page)).toBe(false);
    expect(errors).toEqual([]);
    release(page);
  });

  it('holds two multiprogrammed runs at the same simulated instant', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=thrashing-2`);
    await page.waitForSelector('.ring');
    await openPanel(page, 'Compare');
    await page.getByRole('combobox', { name: 'B changes' }).selectOption('memory.frames');
    await page.getByRole('textbox', { name: 'value for B' }).fill('20');
    await page.getByRole('button', { name: 'Show side by side' }).click();
    await page.waitForSelector('.side .ring');
    await waitForRun(page);
    const times = () => page.locator('.side [data-counter="time"] dd').allTextContents();
    await press(page, 'ArrowRight', 40);
    const at = await times();
    expect(at[0]).toBe(at[1]);
    expect(at[0]).not.toBe('0.00 ms');
    expect(await page.getByTestId('step-counter').textContent()).toMatch(/^instant [\d.]+ ms \/ [\d.]+ (ms|s)$/);
    await press(page, 'ArrowLeft', 10);
    const back = await times();
    expect(back[0]).toBe(back[1]);
    expect(Number.parseFloat(back[0])).toBeLessThan(Number.parseFloat(at[0]));
    expect(errors).toEqual([]);
    release(page);
  });

  it('works offline once loaded, workers and the sample trace included', async () => {
    // Service workers are on in this context (the other tests' pages block them).
    const context = await browser.newContext();
    context.setDefaultTimeout(WAIT_MS);
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}#preset=multics`);
    await page.waitForSelector('.ring');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // (Polled from here: a promise the page's function returned would count as true at once.)
    const cached = () =>
      page.evaluate(async () => {
        const urls = (await (await caches.open('paging-lab')).keys()).map((r) => r.url);
        return urls.some((u) => u.endsWith('.wasm')) && urls.some((u) => u.endsWith('/traces/matmul.lackey.gz'));
      });
    await expect.poll(cached).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('.ring');
    await waitForRun(page);
    await press(page, 'Shift+ArrowRight');
    expect(await page.locator('[data-counter="references"] dd').textContent()).toBe('1');
    // A worker first needed offline is in the copy too: the curves stage computes its curve.
    await openStage(page, 'lifetime-curves');
    await page.getByTestId('pe-knee').waitFor();
    // The sample program's trace, never read while online, is in the copy: its curve and faults are computed.
    await openPreset(page, 'real-program');
    await page.getByText(/^Lifetime curve \(1,097,804 references\)$/).waitFor();
    await page.getByText(/faults at 9 frames/).waitFor();
    await context.close();
  });
});

describe('the OSTEP homework mode', () => {
  it('prints the homework transcript and animates it', async () => {
    const { page, errors } = await openDefault(browser, inject('baseUrl'));
    await openStage(page, 'ostep');
    await page.locator('input[name="ostep-addresses"]').fill('1,2,3,4,1,2,5,1,2,3,4,5');
    await page.getByRole('button', { name: 'Run' }).click();
    expect(await page.getByTestId('ostep-command').textContent()).toBe('./paging-policy.py -a 1,2,3,4,1,2,5,1,2,3,4,5 -c');
    // The answer is computed in a worker: it arrives a moment after Run.
    await expect.poll(() => page.getByTestId('ostep-output').textContent()).toContain('FINALSTATS hits 3   misses 9');
    const output = await page.getByTestId('ostep-output').textContent();
    expect(output).toContain('Access: 4  MISS FirstIn ->    [2, 3, 4] <- Lastin  Replaced:1 [Hits:0 Misses:4]');
    expect(output).toContain('FINALSTATS hits 3   misses 9   hitrate 25.00');
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Step', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('ostep-narration').textContent())
      .toBe('Access 4: page 4 — miss; page 1 replaced. Hits 0, misses 4.');
    expect(await page.locator('.cache-row .cache-page:not(.victim)').allTextContents()).toEqual(['2', '3', '4']);
    expect(errors).toEqual([]);
    release(page);
  });
});
