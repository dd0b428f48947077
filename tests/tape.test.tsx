// The tape on long page numbers: cells as wide as the longest number near the
// cursor, as many as fit the tape's width (jsdom's fallback: 480 px at 16 px
// per rem), faults marked with a named sign.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProcView } from '../src/sim/types';
import { Tape } from '../src/viz/Tape';

afterEach(cleanup);

const proc = (cursor: number): ProcView => ({
  proc: { cursor, status: { status: 'ready' }, after_fault: false, faults: 0, interruptions: 0 },
  resident: 0,
});

function tape(pages: number[], faults: { has(index: number): boolean }, cursor = 2) {
  return render(
    <Tape
      pid={0}
      pages={Uint32Array.from(pages)}
      writes={new Uint8Array(pages.length)}
      faults={faults}
      proc={proc(cursor)}
      selected={false}
      onSelect={() => {}}
    />,
  ).container;
}

describe('Tape', () => {
  it('widens its cells to the longest page number and shows as many as fit its width', () => {
    const short = tape(
      Array.from({ length: 100 }, (_, i) => i % 10),
      new Set(),
    );
    // 480 px at 16 px per rem: 2 rem cells and 2 px gaps, (480 + 2) / (32 + 2) = 14 cells.
    expect(short.querySelectorAll('.cell')).toHaveLength(14);
    cleanup();
    const long = tape(
      Array.from({ length: 100 }, (_, i) => (i % 3 ? 7 : 123456)),
      new Set(),
    );
    const cells = [...long.querySelectorAll<HTMLElement>('.cell')];
    for (const c of cells) expect(c.style.width).toBe('calc(6ch + 0.8rem)');
    // Six digits at 0.62 rem each and 0.8 rem of padding: (480 + 2) / (72.3 + 2) = 6 cells.
    expect(cells).toHaveLength(6);
    expect(cells.map((c) => c.textContent)).toContain('123456');
  });

  it('marks faults with a sign named "page fault", from any object with has()', () => {
    const c = tape([1, 2, 3, 1, 4, 5], { has: (i) => i === 3 });
    const faulted = [...c.querySelectorAll('.cell.faulted')];
    expect(faulted.map((f) => f.getAttribute('data-index'))).toEqual(['3']);
    expect(screen.getAllByRole('img', { name: 'page fault' })).toHaveLength(1);
    expect(faulted[0].textContent).not.toContain('F');
    expect(faulted[0].getAttribute('title')).toBe('reference 4: page 1 — page fault');
  });
});
