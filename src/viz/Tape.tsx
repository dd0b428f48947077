// The reference string as a tape with a cursor: each cell a page (a raised w
// marks a write); references already made are dimmed, faulted ones marked
// with a heavy underline and a fault sign (↯, read out as "page fault"); the
// cursor is the reference in progress. Cells are as wide as the longest page
// number near the cursor (4, 5, 6 and more digits fit), and the tape shows
// as many as fit its width.

import { useLayoutEffect, useState } from 'react';
import { useChartSize } from '../charts/useChartSize';
import type { ProcView } from '../sim/types';
import { usePageNames } from './pageNames';
import { FAULT, ownerColour } from './palette';

interface Props {
  pid: number;
  pages: Uint32Array;
  writes: Uint8Array;
  /** Which references faulted (a Set of indices will do). */
  faults: { has(index: number): boolean };
  proc: ProcView;
  selected: boolean;
  onSelect: () => void;
}

const GAP = 2;
/** How far around the cursor the longest page number sets the cells' width. */
const BEHIND = 64;
const AHEAD = 512;

/** Digits of the longest page number, and whether any write, from `from` to `to`. */
function widest(pages: Uint32Array, writes: Uint8Array, from: number, to: number, name: (page: number) => string) {
  let [digits, write] = [1, false];
  for (let i = Math.max(0, from); i < Math.min(pages.length, to); i++) {
    digits = Math.max(digits, name(pages[i]).length);
    write ||= writes[i] !== 0;
  }
  return { digits, write };
}

/** One reference: its page, a raised w for a write, the fault sign under a heavy underline for a fault. */
function Cell({
  i,
  page,
  write,
  fault,
  cursor,
  width,
  pid,
}: {
  pid: number;
  i: number;
  page: number;
  write: boolean;
  fault: boolean;
  cursor: number;
  width: string;
}) {
  const cls = ['cell', i < cursor ? 'past' : '', i === cursor ? 'cursor' : '', fault ? 'faulted' : ''].join(' ');
  const names = usePageNames();
  return (
    <li
      className={cls}
      data-index={i}
      aria-current={i === cursor ? 'step' : undefined}
      title={`reference ${i + 1}: ${names.title(pid, page)}${write ? ' (write)' : ''}${fault ? ' — page fault' : ''}`}
      style={{ position: 'relative', width, minWidth: '2rem', flex: '0 0 auto', whiteSpace: 'nowrap' }}
    >
      <span className="cell-page">
        {names.name(pid, page)}
        {write ? <sup>w</sup> : null}
      </span>
      {fault && (
        <span
          className="cell-fault"
          role="img"
          aria-label="page fault"
          style={{
            position: 'absolute',
            top: '0.05rem',
            right: '0.1rem',
            color: FAULT,
            fontSize: 'max(0.8rem, var(--least))',
            lineHeight: 1,
          }}
        >
          ↯
        </span>
      )}
    </li>
  );
}

export function Tape({ pid, pages, writes, faults, proc, selected, onSelect }: Props) {
  const cursor = proc.proc.cursor;
  const names = usePageNames();
  const { digits, write } = widest(pages, writes, cursor - BEHIND, cursor + AHEAD, (p) => names.name(pid, p));
  // Digits are 1ch each (tabular figures); padding and borders 0.8rem; a write's raised w 0.7ch.
  const cellWidth = `calc(${digits + (write ? 0.7 : 0)}ch + 0.8rem)`;
  const { ref, size } = useChartSize<HTMLOListElement>(1);
  // A cell's width as drawn, once there is one to measure; until then an estimate (0.62 rem per digit).
  const [measured, setMeasured] = useState(0);
  const estimate = (digits + (write ? 0.7 : 0)) * 0.62 * size.rem + 0.8 * size.rem;
  const cell = Math.max(2 * size.rem, measured || estimate);
  const count = Math.max(1, Math.floor((size.width + GAP) / (cell + GAP)));
  // Measured again only when the cells' width can have changed (reading it forces a layout).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `measured` is what the effect sets.
  useLayoutEffect(() => {
    const w = ref.current?.firstElementChild?.getBoundingClientRect().width ?? 0;
    if (w && Math.abs(w - measured) > 0.5) setMeasured(w);
  }, [cellWidth, size.rem]);
  const start = Math.max(0, Math.min(cursor - Math.floor(count / 4), pages.length - count));
  const cells = [];
  for (let i = start; i < Math.min(pages.length, start + count); i++)
    cells.push(
      <Cell key={i} pid={pid} i={i} page={pages[i]} write={writes[i] !== 0} fault={faults.has(i)} cursor={cursor} width={cellWidth} />,
    );
  const status = proc.proc.status.status.replace('_', ' ');
  return (
    <div className={`tape${selected ? ' selected' : ''}`}>
      <button
        type="button"
        className="tape-label"
        onClick={onSelect}
        aria-pressed={selected}
        title="Select this process: highlight its pages on the ring"
      >
        <span className="swatch" style={{ background: ownerColour(pid) }} /> P{pid}{' '}
        <span className="muted">
          {Math.min(cursor, pages.length)}/{pages.length} · {status}
        </span>
      </button>
      <ol
        ref={ref}
        className="cells"
        aria-label={`Reference string of P${pid}`}
        start={start + 1}
        style={{ flex: '1 1 0', minWidth: 0, gap: GAP }}
      >
        {cells}
      </ol>
    </div>
  );
}
