// How the policy tables take their panel, worked by hand from the sizes in
// rem (tableLayout.ts): at a desk one under another with a window of the
// slots when frames are many; presenting and embedded, every slot — the type larger when
// there is room, smaller, two by two or four side by side when there is not.
import { describe, expect, it } from 'vitest';
import { cellWidth, DESK, EMBEDDED, fitTables, PRESENTER, windowStart } from '../src/stages/policies/tableLayout';
import type { PageNames } from '../src/viz/pageNames';
import type { PolicyRun } from '../src/wasm/pkg/paging_core';

/** A panel `w` × `h` rem, in the stage's units (15 per rem). */
const fitIn = (w: number, h: number, frames: number, total: number, cell: number, sizes = PRESENTER) =>
  fitTables(w * 15, h * 15, frames, total, cell, sizes);

describe('the policy tables in their panel', () => {
  it('at a desk: one under another, as many references as fit, a window of the slots when they do not', () => {
    // (60 − 9.5) / 1.9 = 26.6 references; (30 − 1.7 − 4 × 1.2) / (4 × 1.4 + 0.85) = 3.6 slots.
    expect(fitIn(60, 30, 3, 20, 1.9, DESK)).toEqual({ columns: 1, scale: 1, cell: 1.9, refs: 26, rows: 3 });
    // Five frames in the same panel: still one under another, three slots shown (the tables say which).
    expect(fitIn(60, 30, 5, 20, 1.9, DESK)).toMatchObject({ columns: 1, rows: 3 });
  });

  it('presenting: the largest type that shows every slot and all 20 references', () => {
    // Silberschatz's string in 3 frames at 1920 × 1080: 47 × 33 rem. At 130 %: 1.3 × (1.55 + 4 × 1.2) = 8.26 rem,
    // then 1.3 × 4 × 1.25 + 1.3 × 0.95 = 7.735 a slot: 3.2 slots but (47 / 1.3 − 9) / 1.86 = 14.6 references. At
    // 115 %: 17.1 references; at 100 %: (33 − 6.35) / 5.95 = 4.5 slots and 20.4 references, all of them.
    expect(fitIn(47, 33, 3, 20, 1.86)).toEqual({ columns: 1, scale: 1, cell: 1.86, refs: 20, rows: 4 });
    // Belady's 12 references fit at 130 %.
    expect(fitIn(47, 33, 3, 12, 1.5)).toMatchObject({ columns: 1, scale: 1.3, refs: 18, rows: 3 });
  });

  it('presenting: smaller type before the tables leave a slot out', () => {
    // The loop in 4 frames at 1280 × 720: 47 × 28 rem. At 100 %: (28 − 6.35) / 5.95 = 3.6 slots; at 90 %:
    // (28 − 5.715) / 5.45 = 4.1 slots, and (47 / 0.9 − 9) / 1.86 = 23 references.
    expect(fitIn(47, 28, 4, 20, 1.86)).toEqual({ columns: 1, scale: 0.9, cell: 1.86, refs: 23, rows: 4 });
  });

  it('presenting: two by two, or four side by side, rather than leave slots out', () => {
    // 9 frames of a trace (page names 6.6 rem wide) in 59 × 38 rem: one under another holds 5 slots at 90 %;
    // two by two at 100 %: (38 − 3.95) / (2.5 + 0.95) = 9.9 slots and ((59 − 0.8) / 2 − 9) / 6.6 = 3.05 references.
    expect(fitIn(59, 38, 9, 10000, 6.6)).toEqual({ columns: 2, scale: 1, cell: 6.6, refs: 3, rows: 9 });
    // In 44 × 25 rem only four side by side at 90 % hold 9 slots — (25 − 0.9 × 5.25) / (0.9 × 1.25 + 0.95) = 9.8 —
    // the name above the slots, ((44 − 2.4) / 4 / 0.9 − 2.2) / 6.7 = 1.4 references each.
    expect(fitIn(44, 25, 9, 10000, 6.7)).toEqual({ columns: 4, scale: 0.9, cell: 6.7, refs: 1, rows: 9 });
    // Where nothing holds every slot: one under another at the smallest type, a window of at least 3 slots.
    expect(fitIn(44, 12, 9, 10000, 6.7)).toMatchObject({ columns: 1, scale: 0.9, rows: 3 });
  });

  it('embedded: every slot too, two by two at the least type, rather than a window of the slots', () => {
    // A trace's 9 frames (page names 6.6 rem) in an 800 × 450 embed's panel, 32 × 26 rem. One under another holds
    // (26 − 0.8 × (1.3 + 4.8)) / (0.8 × 4.4 + 0.6) = 5.1 slots at 80 %; two by two at 100 %: (26 − 3.7) / 2.8 = 7.96;
    // at 80 %: (26 − 2.96) / 2.36 = 9.8 slots and ((32 − 0.8) / 2 / 0.8 − 8.2) / 6.6 = 1.7 — one reference each.
    expect(fitIn(32, 26, 9, 10000, 6.6, EMBEDDED)).toEqual({ columns: 2, scale: 0.8, cell: 6.6, refs: 1, rows: 9 });
    // Belady's 12 references in 4 frames there: one under another at 100 %, (26 − 6.1) / 5 = 3.98 slots, 3 short of
    // 4; at 90 %: (26 − 5.49) / 4.56 = 4.5 slots and (32 / 0.9 − 8.2) / 2.1 = 13.02 references.
    expect(fitIn(32, 26, 4, 12, 2.1, EMBEDDED)).toEqual({ columns: 1, scale: 0.9, cell: 2.1, refs: 13, rows: 4 });
    // The textbook's 20 in 3 frames: 100 % holds 3.98 slots and (32 − 8.2) / 2.1 = 11.3 references, ten of them
    // enough: smaller type (13 references at 90 %) is not taken for more.
    expect(fitIn(32, 26, 3, 20, 2.1, EMBEDDED)).toEqual({ columns: 1, scale: 1, cell: 2.1, refs: 11, rows: 3 });
  });
});

describe('the references the tables show', () => {
  it('always the one just made, with some still to come', () => {
    // One column (four tables side by side on a trace): the reference just made, the 4th (index 3), alone.
    expect(windowStart(4, 1, 10_000)).toBe(3);
    // Two: the 4th and the 5th to come; twelve: the 4th–12th and three to come, or the string's end.
    expect(windowStart(4, 2, 10_000)).toBe(3);
    expect(windowStart(20, 12, 10_000)).toBe(11);
    expect(windowStart(12, 12, 12)).toBe(0);
    // Before the first reference: from the start.
    expect(windowStart(0, 1, 12)).toBe(0);
  });
});

describe('a reference column’s width', () => {
  /** A run of `pages`, those in `written` written, as far as cellWidth reads it. */
  const runOf = (pages: number[], written: number[]) =>
    ({
      pages: (from: number, to: number) => Uint32Array.from(pages.slice(from, to)),
      writes: (from: number, to: number) => Uint8Array.from(pages.slice(from, to).map((_, i) => (written.includes(from + i) ? 1 : 0))),
    }) as unknown as PolicyRun;
  const hex: PageNames = { name: (_, p) => `0x${p.toString(16)}`, title: (_, p) => `page 0x${p.toString(16)}` };
  const width = (pages: number[], written: number[]) => cellWidth(runOf(pages, written), 0, hex, 0, false, DESK);

  it('gives a written page’s name room for its w only when the name is near the longest', () => {
    // Reads only: 0x1fff000 is 9 characters, 9 × 0.62 + 1 = 6.58 rem.
    expect(width([0x1fff000, 0x401], [])).toBeCloseTo(6.58);
    // The long name written: 9.9 digits, 7.138 rem.
    expect(width([0x1fff000, 0x401], [0])).toBeCloseTo(7.138);
    // The short one written: 0x401w needs 5.9 digits, within the 9 the long name takes; no wider.
    expect(width([0x1fff000, 0x401], [1])).toBeCloseTo(6.58);
    // Names of one or two characters keep the w in the cell's padding: 12 and 12w alike take 2 × 0.62 + 1 = 2.24 rem.
    const plain = { ...hex, name: (_: number, p: number) => String(p) };
    expect(cellWidth(runOf([1, 12, 3], [0, 1, 2]), 0, plain, 0, false, DESK)).toBeCloseTo(2.24);
    expect(cellWidth(runOf([1, 12, 3], []), 0, plain, 0, false, DESK)).toBeCloseTo(2.24);
    // Three characters written: 3.9 × 0.62 + 1 = 3.418 rem.
    expect(cellWidth(runOf([1, 123], [1]), 0, plain, 0, false, DESK)).toBeCloseTo(3.418);
  });
});
