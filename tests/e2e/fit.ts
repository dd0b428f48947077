// What a stage must not show on a projector (presenter mode), read in one
// pass over the page: something cut or scrolling sideways, writing cut
// short, a table column out of sight (the policy tables: a slot, or a
// reference of a string of at most 20), and two labelled things drawn over
// each other.
import type { Page } from 'playwright-core';

/**
 * The problems, one line each, in the stage and the controls and narration
 * over it (not the header or the side panel):
 * - an element that scrolls or cuts sideways (scrollWidth beyond its width,
 *   overflow not visible) — tables never scroll sideways;
 * - a panel that scrolls up and down but is not one of the long lists that
 *   may (`.scroll`: a long frame table, the decisions so far, the processes,
 *   the working sets, an experiment's long tables) — a chart, the counters,
 *   a question and its verdict fit their panel;
 * - writing cut short: a clamped line that overflows, a chart's label ending
 *   in "…";
 * - a labelled element (a control, a heading, a table cell, a chart's
 *   writing) not wholly inside what shows it: the window and every ancestor
 *   that clips — only a panel that scrolls up and down may hold more than it
 *   shows (a long frame table, the decisions so far), and never a policy
 *   table's slots;
 * - a policy table without every slot (“slots 1–3 of 4”) or, for a string of
 *   at most 20 references, without every reference, or a write's w over its
 *   page's name;
 * - two labelled elements, neither inside the other, whose parts that show
 *   overlap by more than 3 px each way.
 */
export async function unfit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (e: Element) => `${e.tagName.toLowerCase()}${[...e.classList].map((c) => `.${c}`).join('')}`;
    const said = (e: Element) => `“${(e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24)}”`;
    const transparent = (e: Element | null): boolean => e !== null && (getComputedStyle(e).opacity === '0' || transparent(e.parentElement));
    // Inside a closed <details>, only its summary shows.
    const folded = (e: Element) => {
      const d = e.closest('details');
      return d !== null && !d.open && !e.closest('summary');
    };
    const drawn = (e: Element) => {
      const b = e.getBoundingClientRect();
      const style = getComputedStyle(e);
      return b.width > 0 && b.height > 0 && !e.closest('.sr-only') && style.visibility !== 'hidden' && !transparent(e) && !folded(e);
    };
    const shell = document.querySelector('.shell');
    if (!shell) return ['no lab on the page'];
    const parts = [...shell.children].filter((e) => !e.matches('.header, .side-panel'));
    const all = parts.flatMap((p) => [p, ...p.querySelectorAll('*')]).filter(drawn);

    for (const e of all) {
      if (e instanceof SVGTextElement && /…$/.test(e.textContent ?? '')) problems.push(`${name(e)} is cut short: ${said(e)}`);
      if (!(e instanceof HTMLElement)) continue;
      const style = getComputedStyle(e);
      if (style.overflowX !== 'visible' && e.scrollWidth > e.clientWidth + 1)
        problems.push(`${name(e)} scrolls or cuts sideways: ${e.scrollWidth} px in ${e.clientWidth}`);
      if (/auto|scroll/.test(style.overflowY) && e.scrollHeight > e.clientHeight + 1 && !e.matches('.scroll'))
        problems.push(`${name(e)} scrolls up and down: ${e.scrollHeight} px in ${e.clientHeight}`);
      if (style.webkitLineClamp !== 'none' && e.scrollHeight > e.clientHeight + 1) problems.push(`${name(e)} is cut short: ${said(e)}`);
    }

    // The labelled elements: controls, headings, table cells, a chart's writing — with something to read.
    const labelled = all.filter(
      (e) =>
        e.matches('button, select, input, output, label, h2, h3, legend, th, td, text, p, li') &&
        (e.matches('select, input') || (e.textContent ?? '').trim() !== ''),
    );
    // Each with the part of it that shows: its box within the window and every ancestor that clips. Past a panel
    // that scrolls up and down, what must show is the part of the box within that panel.
    const boxes = labelled.map((e) => {
      const b = e.getBoundingClientRect();
      let need = { left: b.left, top: b.top, right: b.right, bottom: b.bottom };
      const seen = {
        left: Math.max(0, b.left),
        top: Math.max(0, b.top),
        right: Math.min(innerWidth, b.right),
        bottom: Math.min(innerHeight, b.bottom),
      };
      let cut = '';
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = p.getBoundingClientRect();
        Object.assign(seen, {
          left: Math.max(seen.left, c.left),
          top: Math.max(seen.top, c.top),
          right: Math.min(seen.right, c.right),
          bottom: Math.min(seen.bottom, c.bottom),
        });
        const across = need.left < c.left - 1 || need.right > c.right + 1;
        const down = need.top < c.top - 1 || need.bottom > c.bottom + 1;
        const scrolls = (style.overflowY === 'auto' || style.overflowY === 'scroll') && !e.closest('[data-testid="policy-table"]');
        if (!cut && (across || (down && !scrolls))) cut = name(p);
        if (scrolls) need = { ...need, top: Math.max(need.top, c.top), bottom: Math.min(need.bottom, c.bottom) };
      }
      if (!cut && (need.left < -1 || need.top < -1 || need.right > innerWidth + 1 || need.bottom > innerHeight + 1)) cut = 'the window';
      if (cut) problems.push(`${name(e)} ${said(e)} is cut by ${cut}`);
      return { e, b: seen };
    });

    const tables = [...document.querySelectorAll('[data-testid="policy-table"]')].filter(drawn);
    if (tables.length) {
      if (document.querySelector('.policies-stage .slot-range')) problems.push('a policy table leaves slots out');
      const range = document.querySelector<HTMLInputElement>('.policies-stage .controls input[type="range"]');
      const total = Number(range?.max);
      const shown = new Set([...tables[0].querySelectorAll('thead th[data-index]')].map((th) => th.getAttribute('data-index'))).size;
      if (total <= 20 && shown !== total) problems.push(`the policy tables show ${shown} of ${total} references`);
      // A write's w in its column's corner, clear of the page's name.
      for (const sup of tables.flatMap((t) => [...t.querySelectorAll('thead sup')])) {
        const text = [...(sup.parentElement?.childNodes ?? [])].filter((n) => n.nodeType === Node.TEXT_NODE);
        if (!text.length) continue;
        const range = document.createRange();
        range.setStartBefore(text[0]);
        range.setEndAfter(text[text.length - 1]);
        const [a, w] = [range.getBoundingClientRect(), sup.getBoundingClientRect()];
        if (Math.min(a.right, w.right) - Math.max(a.left, w.left) > 0.5 && Math.min(a.bottom, w.bottom) - Math.max(a.top, w.top) > 0.5)
          problems.push(`a write's w runs into its page's name ${said(sup.parentElement!)}`);
      }
    }

    let overlaps = 0;
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [p, q] = [boxes[i], boxes[j]];
        if (p.e.contains(q.e) || q.e.contains(p.e)) continue;
        const w = Math.min(p.b.right, q.b.right) - Math.max(p.b.left, q.b.left);
        const h = Math.min(p.b.bottom, q.b.bottom) - Math.max(p.b.top, q.b.top);
        if (w > 3 && h > 3 && overlaps++ < 5) problems.push(`${name(p.e)} ${said(p.e)} overlaps ${name(q.e)} ${said(q.e)}`);
      }
    return problems;
  });
}
