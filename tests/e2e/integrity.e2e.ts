// Teaching integrity and shared state in Chromium at 1366×768: a story's
// sentence that gives its question's answer away is absent until the
// question is answered (corbato-k's k-sweep, the loop's LRU question); an
// answer is in the link, so a recipient sees the verdict and the chart; the
// worksheet's key opens only from the instructor's link (key=1); a hit that
// left its usage bit clear at row 9 of the clock sheet is named there.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, linkOf, openLab, release } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
});

const story = (page: Page) => page.getByTestId('story').textContent();

describe('a story keeps its answer until its question is answered', () => {
  it('corbato-k: “Corbató found faults halve” appears only after the k-sweep’s prediction', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=corbato-k`, undefined, '[data-testid="predict"]');
    const question = page.getByTestId('predict');
    expect(await question.textContent()).toContain('by how much will the page faults fall on this string?');
    expect(await story(page)).not.toMatch(/halve/);
    expect(await page.getByTestId('story-shows').count()).toBe(0);
    await question.getByRole('button', { name: 'by about half (35–65 %)' }).click();
    // 12,578 faults at k = 0 and 6,234 at k = 1: 50 % fewer.
    await expect
      .poll(() => page.getByTestId('predict-verdict').textContent())
      .toMatch(/^Right\. 12578 faults at k = 0, 6234 at k = 1: 50 % fewer\./);
    expect(await page.getByTestId('story-shows').textContent()).toContain('Corbató found faults halve from k = 0 (FIFO) to k = 1');
    expect(errors).toEqual([]);
    release(page);
  });

  it('lru-loop: asks about LRU, tells the counts after the answer, and the link carries the answer to whoever opens it', async () => {
    const { page, errors } = await openLab(browser, `${inject('baseUrl')}#preset=lru-loop`, undefined, '[data-testid="predict"]');
    expect(await page.getByTestId('predict').locator('p').first().textContent()).toBe(
      'In 4 frames, on how many of these 20 references will LRU fault?',
    );
    expect(await story(page)).not.toMatch(/OPT faults 8 times|fault on every one/);
    expect(await page.getByTestId('faults-panel').locator('svg').count()).toBe(0);
    await page.getByRole('button', { name: 'All 20' }).click();
    expect(await page.getByTestId('predict-verdict').textContent()).toMatch(
      /^Right\. LRU faults 20 times in 4 frames; OPT, which knows the future, 8\./,
    );
    await page.locator('.faults-chart [data-series="lru"]').waitFor();
    expect(await page.getByTestId('story-shows').textContent()).toContain('OPT faults 8 times');
    // Copied after answering: a new page opens with the verdict, the chart and the findings — not the question again.
    const link = await linkOf(page);
    expect(link).toMatch(/#s=2\./);
    const { page: shared, errors: sharedErrors } = await openLab(browser, link, undefined, '[data-testid="predict-verdict"]');
    expect(await shared.getByTestId('predict-verdict').textContent()).toMatch(/^Right\. LRU faults 20 times/);
    expect(await shared.getByRole('button', { name: 'All 20' }).getAttribute('aria-pressed')).toBe('true');
    expect(await shared.getByRole('button', { name: 'just show the results' }).count()).toBe(0);
    await shared.locator('.faults-chart [data-series="lru"]').waitFor();
    expect(await shared.getByTestId('story-shows').textContent()).toContain('OPT faults 8 times');
    expect([...errors, ...sharedErrors]).toEqual([]);
    release(page);
    release(shared);
  });
});

describe('the clock worksheet', () => {
  const openSheet = (url: string) => openLab(browser, url, undefined, '[data-testid="worksheet-grid"]');

  it('has no key on the student’s sheet; the same link with key=1 opens it', async () => {
    const { page, errors } = await openSheet(`${inject('baseUrl')}#preset=worksheet-clock`);
    expect(await page.getByText(/instructor key|grade these answers/i).count()).toBe(0);
    await page.getByTestId('cell-0-0').click();
    await page.keyboard.type('f-6--0100000');
    await expect.poll(() => page.getByTestId('cell-0-11').textContent()).toBe('0');
    const link = await linkOf(page);
    expect(link).not.toMatch(/key/);
    const { page: key, errors: keyErrors } = await openSheet(`${link}&key=1`);
    expect(await key.locator('.ws-keynote').textContent()).toBe(' — the answer key (7 faults)');
    // The student's first row, graded; the rows they left blank show the key.
    expect(await key.getByTestId('cell-0-2').getAttribute('data-mark')).toBe('right');
    expect(await key.getByTestId('cell-8-8').textContent()).toBe('1');
    expect(await linkOf(key)).toMatch(/&key=1/);
    expect([...errors, ...keyErrors]).toEqual([]);
    release(page);
    release(key);
  });

  it('names a hit that left its usage bit clear at row 9, where it happened', async () => {
    const { page, errors } = await openSheet(`${inject('baseUrl')}#preset=worksheet-clock`);
    await page.getByTestId('cell-0-0').click();
    // Rows 1–8 right (hand-worked in tests/worksheet.test.ts); row 9, the hit on 9, keeps row 8's bits 1 1 0.
    const rows = ['f-6--0100000', 'f-64-0110000', 'f-6490111000', 'h-6490111000', 'h-6490111000', 'h-6490111000'];
    for (const row of [...rows, 'f61491100011', 'f41792110001', 'h-1792110001']) await page.keyboard.type(row);
    await expect.poll(() => page.getByTestId('cell-8-11').textContent()).toBe('1');
    await page.getByTestId('worksheet-check').click();
    const named = page.getByTestId('misconception');
    await named.waitFor();
    expect(await named.getAttribute('data-id')).toBe('hit_cleared_usage');
    expect(await named.locator('h3').textContent()).toBe('A hit did not set the usage bit');
    expect(await page.getByTestId('worksheet-findings').textContent()).toContain('The first mistake is in row 9 (page 9).');
    expect(await page.getByTestId('cell-8-8').getAttribute('data-mark')).toBe('wrong');
    // A part-filled sheet does not tell the story's findings.
    expect(await page.getByTestId('story-shows').count()).toBe(0);
    expect(errors).toEqual([]);
    release(page);
  });
});
