// The frame table: every block with its page, owner, usage, modified and
// first-time bits and the k-bit shift register (Corbató 1968). Set bits are
// filled squares, clear bits empty ones; the row under the pointer and the
// rows the current micro-step touches are marked. A table of many frames
// draws only the rows in view (useRowWindow); the panel scrolls to every one.

import { type KeyboardEvent, memo, useEffect, useRef } from 'react';
import type { FrameView, Snapshot } from '../sim/snapshot';
import type { FrameState, SimEvent } from '../sim/types';
import { type PageNames, usePageNames } from './pageNames';
import { ownerColour } from './palette';
import { useRowWindow } from './useRowWindow';

/** A listed page's state goes without saying; the others are named. */
const STATE_LABEL: Record<FrameState, string> = { free: 'free', pulling: 'pull ↓', listed: '', pushing: 'push ↑' };

interface Props {
  snap: Snapshot;
  k: number;
  current: SimEvent[];
  onBitClick?: (frame: number, bit: number) => void;
  /** A register answer being composed: shown in place of that frame's register. */
  draft?: { frame: number; value: number } | null;
}

/** The page column's width in rem: the swatch and the longest "P<owner>:<page>". */
function pageWidth(snap: Snapshot, names: PageNames): number {
  let chars = 4;
  for (const f of snap.frames) chars = Math.max(chars, String(f.owner).length + names.name(f.owner, f.page).length + 2);
  return 1.6 + chars * 0.62;
}

export function ShiftRegisters({ snap, k, current, onBitClick, draft = null }: Props) {
  const pointer = snap.ring[0];
  const focus = new Set(current.flatMap((e) => ('frame' in e ? [e.frame] : [])));
  const table = useRef<HTMLTableElement>(null);
  const names = usePageNames();
  const rows = useRowWindow(snap.frames.length, table);
  // The row the step acts on, else the pointer's.
  const target = current.find((e) => 'frame' in e)?.frame ?? pointer;
  // After the frame is drawn (reading the rows' places then forces no extra layout), the table follows the run.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the table follows the run, step by step.
  useEffect(() => {
    if (target !== undefined) rows.show(target);
  }, [snap.step]);
  return (
    <table className="registers" aria-label="Frame table with shift registers" aria-rowcount={snap.frames.length + 1} ref={table}>
      <colgroup>
        <col style={{ width: `${Math.max(3.4, 1.6 + String(snap.frames.length - 1).length * 0.62)}rem` }} />
        <col style={{ width: '3.6rem' }} />
        <col style={{ width: `${pageWidth(snap, names)}rem` }} />
        <col style={{ width: '2.1rem' }} />
        <col style={{ width: '2.1rem' }} />
        <col style={{ width: '2.1rem' }} />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">frame</th>
          <th scope="col">state</th>
          <th scope="col">page</th>
          <th scope="col" title="usage bit">
            U
          </th>
          <th scope="col" title="modified bit">
            M
          </th>
          <th scope="col" title="first-time switch">
            F
          </th>
          <th scope="col" title={`the k-bit shift register, k = ${k}, high-order bit first`}>
            register
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.start > 0 && <NotDrawn height={rows.start * rows.rowHeight} />}
        {snap.frames.slice(rows.start, rows.end).map((f) => {
          const drafting = draft !== null && draft.frame === f.frame;
          return (
            <FrameRow
              key={f.frame}
              f={f}
              k={k}
              atPointer={f.frame === pointer}
              focused={focus.has(f.frame)}
              draft={drafting ? draft.value : null}
              onBitClick={drafting ? onBitClick : undefined}
            />
          );
        })}
        {rows.end < snap.frames.length && <NotDrawn height={(snap.frames.length - rows.end) * rows.rowHeight} />}
      </tbody>
    </table>
  );
}

/** The rows out of view, not drawn: room of their height, so that the panel scrolls to every row. */
function NotDrawn({ height }: { height: number }) {
  return (
    <tr className="rows-not-drawn">
      <td colSpan={7} style={{ height }} />
    </tr>
  );
}

/** One frame's row; drawn again only when something in it changed (the frames that stayed keep their records). */
const FrameRow = memo(function FrameRow({
  f,
  k,
  atPointer,
  focused,
  draft,
  onBitClick,
}: {
  f: FrameView;
  k: number;
  atPointer: boolean;
  focused: boolean;
  /** A register answer being composed in this row. */
  draft: number | null;
  onBitClick?: (frame: number, bit: number) => void;
}) {
  const free = f.state === 'free';
  const drafting = draft !== null;
  const register = drafting ? draft : f.register;
  const cls = [atPointer ? 'at-pointer' : '', focused ? 'focus' : '', free ? 'free' : '', drafting ? 'drafting' : ''].join(' ').trim();
  const names = usePageNames();
  return (
    <tr className={cls} data-frame={f.frame} aria-rowindex={f.frame + 2}>
      <th scope="row">
        {atPointer ? '▶ ' : ''}
        {f.frame}
      </th>
      <td>
        {f.writing ? (
          <span className="writing-mark" title="being written to the drum for its second chance; the page stays">
            write ↑
          </span>
        ) : (
          STATE_LABEL[f.state]
        )}
      </td>
      <td>
        {!free && (
          <span className="owner-page" title={names.title(f.owner, f.page)}>
            <span className="swatch" style={{ background: ownerColour(f.owner) }} />P{f.owner}:{names.name(f.owner, f.page)}
          </span>
        )}
      </td>
      <td>
        <Bit on={!free && f.usage} />
      </td>
      <td>
        <Bit on={!free && f.modified} />
      </td>
      <td>
        <Bit on={!free && f.firstTime} />
      </td>
      <td className="register-bits" aria-label={drafting ? 'your answer' : undefined}>
        {k === 0 ? (
          <span className="muted">no register (FIFO)</span>
        ) : (
          Array.from({ length: k }, (_, j) => {
            const bit = k - 1 - j;
            const on = (drafting || !free) && ((register >>> bit) & 1) === 1;
            return (
              <Bit
                key={bit}
                on={on}
                small={k > 12}
                onClick={onBitClick ? () => onBitClick(f.frame, bit) : undefined}
                label={`frame ${f.frame} register bit ${bit}: ${on ? 1 : 0}`}
              />
            );
          })
        )}
      </td>
    </tr>
  );
});

function Bit({ on, small, onClick, label }: { on: boolean; small?: boolean; onClick?: () => void; label?: string }) {
  const className = `bit ${on ? 'on' : 'off'}${small ? ' small' : ''}`;
  const name = label ?? (on ? '1' : '0');
  if (!onClick)
    return (
      <span className={className} role="img" aria-label={name}>
        {on ? '1' : '0'}
      </span>
    );
  const press = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      onClick();
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: drawn as the register's other bits (a <button> takes the lab's button styles); it takes focus, Enter and Space as a button does
    <span className={className} role="button" tabIndex={0} aria-label={name} onClick={onClick} onKeyDown={press}>
      {on ? '1' : '0'}
    </span>
  );
}
