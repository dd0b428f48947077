// The frame table follows the run a page at a time: a row in view leaves the
// panel where it is, a row above goes to the top, a row past the bottom a
// quarter of the way down, the rows after it in view.
import { describe, expect, it } from 'vitest';
import { followOffset } from '../src/viz/useRowWindow';

// A panel 400 px high with a 30 px header row, rows of 20 px: 18 rows in view.
const at = (scrollTop: number) => ({ scrollTop, height: 400, head: 30, offset: 0, rowHeight: 20 });

describe('the frame table following the run', () => {
  it('leaves a row in view where it is', () => {
    expect(followOffset(at(0), 0)).toBeNull();
    expect(followOffset(at(0), 17)).toBeNull(); // 340–360, under 400 with the header's 30 px
    expect(followOffset(at(100), 5)).toBeNull();
  });

  it('shows a row above the view at the top', () => {
    expect(followOffset(at(200), 4)).toBe(80);
  });

  it('shows a row just past the bottom a quarter of the way down, a page of rows after it', () => {
    // Row 18 (360–380, +30 header) is past 400: the least offset showing it is 10; the lead 0.75 × (400 − 30 − 20) = 262.5.
    expect(followOffset(at(0), 18)).toBe(272.5);
    // Then the next rows up to the bottom need no scroll: 13 steps in a row, where following row by row scrolls at each.
    const after = at(272.5);
    const moves = Array.from({ length: 13 }, (_, i) => followOffset(after, 19 + i));
    expect(moves).toEqual(Array(13).fill(null));
    expect(followOffset(after, 32)).not.toBeNull();
  });

  it('never puts the row above the view', () => {
    // A view shorter than a row and its header (the least offset showing row 3's bottom is 70): the row at the top.
    const tiny = { scrollTop: 0, height: 40, head: 30, offset: 0, rowHeight: 20 };
    expect(followOffset(tiny, 3)).toBe(60);
  });
});
